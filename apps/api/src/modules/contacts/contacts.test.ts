import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, contacts } from '../../db/schema'
import { createContactRow, createManufacturer } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
let makerId: number
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, payload?: unknown) =>
  t.inject({ method, url, as: admin, ...(payload === undefined ? {} : { payload: payload as object }) })
const countContacts = async () => (await t.database.db.select({ id: contacts.id }).from(contacts)).length

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
  makerId = (await createManufacturer(t.database.db, { title: 'Contact Co' })).id
  await createManufacturer(t.database.db, { title: 'Other Co' })
})
afterAll(() => t.close())

describe('admin contacts', () => {
  it('creates, reads, lists, updates and deletes a contact, auditing each write', async () => {
    const created = await call('POST', '/admin/contacts/create/Contact_Co', {
      first_name: 'Grace',
      last_name: 'Hopper',
      title: 'Sales',
      email: 'grace@contact.example',
    })
    expect(created.statusCode).toBe(200)
    const { message, id } = created.json()
    expect(message).toBe('success')

    const read = await call('GET', `/admin/contacts/get/${id}`)
    expect(read.json()).toEqual({
      id,
      manufacturer_title: 'Contact Co',
      first_name: 'Grace',
      last_name: 'Hopper',
      title: 'Sales',
      email: 'grace@contact.example',
      phone: null,
    })
    expect((await call('GET', '/admin/contacts/all/contact%20co')).json()).toEqual([read.json()])

    // the client may send the whole contact back; only what it holds changes
    const updated = await call('PUT', `/admin/contacts/update/${id}`, {
      ...(read.json() as object),
      title: 'Director',
      phone: '+1 555 0100',
    })
    expect(updated.json()).toEqual({ message: 'success' })
    expect((await call('GET', `/admin/contacts/get/${id}`)).json()).toMatchObject({
      first_name: 'Grace',
      title: 'Director',
      phone: '+1 555 0100',
    })
    await call('PUT', `/admin/contacts/update/${id}`, { title: '' })
    expect((await call('GET', `/admin/contacts/get/${id}`)).json().title).toBeNull()

    expect((await call('DELETE', `/admin/contacts/delete/${id}`)).json()).toEqual({ message: 'success' })
    expect((await call('GET', `/admin/contacts/get/${id}`)).statusCode).toBe(404)
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact'), eq(auditLog.entityKey, String(id))))
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update', 'update'])
  })

  it('moves a contact to another manufacturer when its manufacturer_title changes', async () => {
    const contact = await createContactRow(t.database.db, {
      manufacturerId: makerId,
      email: 'mover@contact.example',
    })
    expect(
      (await call('PUT', `/admin/contacts/update/${contact.id}`, { manufacturer_title: 'Other_Co' }))
        .statusCode,
    ).toBe(200)
    expect((await call('GET', `/admin/contacts/get/${contact.id}`)).json().manufacturer_title).toBe(
      'Other Co',
    )
    expect(
      (await call('PUT', `/admin/contacts/update/${contact.id}`, { manufacturer_title: 'Nobody' }))
        .statusCode,
    ).toBe(400)
  })

  it('refuses bad identifiers, unknown manufacturers and contacts', async () => {
    expect((await call('GET', '/admin/contacts/get/x')).statusCode).toBe(400)
    expect((await call('GET', '/admin/contacts/get/-1')).statusCode).toBe(400)
    expect((await call('GET', '/admin/contacts/get/99999999999')).statusCode).toBe(400)
    expect((await call('GET', '/admin/contacts/get/999999')).statusCode).toBe(404)
    expect((await call('GET', '/admin/contacts/all/Nobody')).statusCode).toBe(404)
    expect((await call('POST', '/admin/contacts/create/Nobody', { first_name: 'A' })).statusCode).toBe(404)
    expect((await call('PUT', '/admin/contacts/update/999999', { first_name: 'A' })).statusCode).toBe(404)
    expect((await call('DELETE', '/admin/contacts/delete/999999')).statusCode).toBe(404)
  })

  it('refuses empty, mistyped, unknown and overlong fields, storing nothing', async () => {
    const before = await countContacts()
    const bad = [
      {},
      { first_name: '  ' },
      { first_name: 42 },
      { first_name: 'A', nickname: 'B' },
      { first_name: 'x'.repeat(121) },
      { email: 'not-an-address' },
    ]
    for (const payload of bad) {
      expect(
        (await call('POST', '/admin/contacts/create/Contact_Co', payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400)
    }
    expect(await countContacts()).toBe(before)

    const contact = await createContactRow(t.database.db, {
      manufacturerId: makerId,
      firstName: 'Only',
      lastName: null,
      email: null,
    })
    const cleared = await call('PUT', `/admin/contacts/update/${contact.id}`, { first_name: '' })
    expect(cleared.statusCode).toBe(400)
    expect(
      (await call('PUT', `/admin/contacts/update/${contact.id}`, { id: contact.id + 1, first_name: 'B' }))
        .statusCode,
    ).toBe(400)
    expect((await call('GET', `/admin/contacts/get/${contact.id}`)).json().first_name).toBe('Only')
  })
})
