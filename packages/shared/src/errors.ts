import { z } from 'zod'

/** Every error on the wire has this shape; `code` is stable, `message` is for people. */
export const ApiErrorSchema = z.object({ code: z.string(), message: z.string() })
export type ApiError = z.infer<typeof ApiErrorSchema>

export const ErrorCode = {
  validation: 'VALIDATION_ERROR',
  badJson: 'BAD_JSON',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  invalidCredentials: 'INVALID_CREDENTIALS',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  inviteInvalid: 'INVITE_INVALID',
  badOrigin: 'BAD_ORIGIN',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  badFile: 'BAD_FILE',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** generation: the text names no building product (a 400 before the job, or the job's failed event) */
  notAProduct: 'NOT_A_PRODUCT',
  internal: 'INTERNAL',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** Spec §5: admin writes answer `{ message: 'success' }`. */
export const SuccessSchema = z.object({ message: z.literal('success') })
export const success = { message: 'success' } as const
