import { asc, eq, inArray } from 'drizzle-orm'
import type { ContactWrite } from '@scout/shared/schemas/manufacturer'
import type { Executor } from '../../db/client'
import { contacts, manufacturers } from '../../db/schema'

export async function listContacts(db: Executor, manufacturerId: number) {
  return db
    .select()
    .from(contacts)
    .where(eq(contacts.manufacturerId, manufacturerId))
    .orderBy(asc(contacts.id))
}

/** Contacts of several manufacturers in one query, oldest first (the "first contact" is the oldest). */
export async function listContactsOfMany(db: Executor, manufacturerIds: number[]) {
  if (manufacturerIds.length === 0) return []
  return db
    .select()
    .from(contacts)
    .where(inArray(contacts.manufacturerId, manufacturerIds))
    .orderBy(asc(contacts.id))
}

export async function getContact(db: Executor, id: number) {
  const [row] = await db
    .select({ contact: contacts, manufacturerTitle: manufacturers.title })
    .from(contacts)
    .innerJoin(manufacturers, eq(manufacturers.id, contacts.manufacturerId))
    .where(eq(contacts.id, id))
  return row
}

/** Wire fields to columns; an empty string clears a field. Only the fields given are returned. */
export function toContactColumns(input: ContactWrite) {
  const clean = (value: string | null | undefined) =>
    value === undefined ? undefined : value === '' ? null : value
  return {
    firstName: clean(input.first_name),
    lastName: clean(input.last_name),
    title: clean(input.title),
    email: clean(input.email),
    phone: clean(input.phone),
  }
}

export async function createContact(db: Executor, manufacturerId: number, input: ContactWrite) {
  const [row] = await db
    .insert(contacts)
    .values({ manufacturerId, ...toContactColumns(input) })
    .returning()
  return row!
}

export async function updateContact(
  db: Executor,
  id: number,
  changes: Partial<typeof contacts.$inferInsert>,
) {
  const [row] = await db.update(contacts).set(changes).where(eq(contacts.id, id)).returning()
  return row
}

export async function deleteContact(db: Executor, id: number) {
  const [row] = await db.delete(contacts).where(eq(contacts.id, id)).returning()
  return row
}
