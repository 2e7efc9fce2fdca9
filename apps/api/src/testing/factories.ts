import { toNameKey } from '@scout/shared/domain/names'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { Executor } from '../db/client'
import {
  contacts,
  manufacturerOmniclasses,
  manufacturers,
  omniclasses,
  productImages,
  users,
  variants,
} from '../db/schema'
import { hashPassword } from '../modules/auth/password'

export type TestUser = { id: number; email: string; role: 'admin' | 'professional' }

export async function createUser(
  db: Executor,
  input: { email: string; role?: 'admin' | 'professional'; password?: string; name?: string },
): Promise<TestUser> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      role: input.role ?? 'professional',
      name: input.name ?? 'Test User',
      passwordHash: input.password ? await hashPassword(input.password) : null,
    })
    .returning()
  return { id: user!.id, email: user!.email, role: user!.role }
}

export async function createOmniclass(
  db: Executor,
  input: {
    name: string
    number?: string | null
    parameters?: Parameter[]
    reviewed?: boolean
    source?: 'catalogue' | 'uploaded' | 'generated'
    /** who generated it: a generated table awaiting review is theirs and the administrators' only */
    authorId?: number
  },
) {
  const [row] = await db
    .insert(omniclasses)
    .values({
      name: input.name,
      nameKey: toNameKey(input.name),
      number: input.number ?? null,
      parameters: input.parameters ?? [],
      reviewed: input.reviewed ?? true,
      source: input.source ?? 'catalogue',
      authorId: input.authorId ?? null,
    })
    .returning()
  return row!
}

export async function createManufacturer(
  db: Executor,
  input: Partial<typeof manufacturers.$inferInsert> & { title: string; omniclassIds?: number[] },
) {
  const { omniclassIds = [], ...fields } = input
  const [row] = await db
    .insert(manufacturers)
    .values({ ...fields, titleKey: toNameKey(input.title) })
    .returning()
  if (omniclassIds.length) {
    await db
      .insert(manufacturerOmniclasses)
      .values(omniclassIds.map((omniclassId) => ({ manufacturerId: row!.id, omniclassId })))
  }
  return row!
}

export async function createVariant(
  db: Executor,
  input: { omniclassId: number; manufacturerId: number; parameters: Parameter[]; productNames?: string[] },
) {
  const [row] = await db
    .insert(variants)
    .values({ ...input, productNames: input.productNames ?? [] })
    .returning()
  return row!
}

export async function createContactRow(
  db: Executor,
  input: {
    manufacturerId: number
    firstName?: string | null
    lastName?: string | null
    title?: string
    email?: string | null
    phone?: string
  },
) {
  const [row] = await db
    .insert(contacts)
    .values({ firstName: 'Pat', lastName: 'Contact', ...input })
    .returning()
  return row!
}

export async function createProductImageRow(
  db: Executor,
  input: { manufacturerId: number; filename: string; omniclassId?: number | null },
) {
  const [row] = await db
    .insert(productImages)
    .values({ contentType: 'image/png', width: 10, height: 10, byteSize: 100, ...input })
    .returning()
  return row!
}
