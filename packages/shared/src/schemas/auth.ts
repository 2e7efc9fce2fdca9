import { z } from 'zod'

export const RoleSchema = z.enum(['admin', 'professional'])
export type Role = z.infer<typeof RoleSchema>

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'Use at most 254 characters')
  .pipe(z.email({ message: 'Enter a valid e-mail address' }))
  // people type addresses in any case; we store them in lower case so one address is one account
  .transform((email) => email.toLowerCase())

export const PasswordSchema = z
  .string()
  .min(10, 'Use at least 10 characters')
  .max(200, 'Use at most 200 characters')
  .refine((password) => password.trim().length > 0, 'A password cannot be only spaces')

export const LoginRequestSchema = z.strictObject({
  email: EmailSchema,
  // sign-in checks what was typed; the length rules are for new passwords only
  password: z.string().min(1, 'Password is required').max(200, 'Use at most 200 characters'),
})

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role: RoleSchema,
})
export type User = z.infer<typeof UserSchema>

export const SessionResponseSchema = z.object({ user: UserSchema.nullable() })
export type SessionResponse = z.infer<typeof SessionResponseSchema>

export const InviteRequestSchema = z.strictObject({
  email: EmailSchema,
  origin_url: z.url().max(2000).optional(),
  role: RoleSchema.optional(),
})

export const InvitedUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: RoleSchema,
  invited_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
})
export type InvitedUser = z.infer<typeof InvitedUserSchema>

export const AcceptInviteRequestSchema = z.strictObject({ token: z.string().min(20).max(200) })

export const SignupRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Use at most 120 characters'),
  password: PasswordSchema,
  /** needed unless an invitation link just signed this session in (its one-time grant) */
  current_password: z.string().min(1, 'Enter your current password').max(200).optional(),
})

/** The sign-up form: the request, plus the password typed twice (checked in the browser only). */
export const SignupFormSchema = SignupRequestSchema.extend({ confirm: z.string() }).refine(
  (form) => form.password === form.confirm,
  { path: ['confirm'], message: 'The two passwords differ' },
)
