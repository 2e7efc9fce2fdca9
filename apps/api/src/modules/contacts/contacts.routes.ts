import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SuccessSchema } from '@scout/shared/errors'
import {
  ContactCreatedSchema,
  ContactSchema,
  ContactWriteSchema,
  type ContactWrite,
} from '@scout/shared/schemas/manufacturer'
import type { AppContext } from '../../app-context'
import { badRequest, notFound } from '../../lib/app-error'
import { appendAudit } from '../audit/audit.repository'
import { toContactJson } from '../manufacturers/manufacturer-json'
import { findManufacturerByTitle } from '../manufacturers/manufacturers.repository'
import {
  createContact,
  deleteContact,
  getContact,
  listContacts,
  toContactColumns,
  updateContact,
} from './contacts.repository'

const IdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const TitleParamsSchema = z.strictObject({ title: z.string().trim().min(1).max(300) })
const ManufacturerTitleParamsSchema = z.strictObject({
  manufacturer_title: z.string().trim().min(1).max(300),
})

function assertNamesSomeone(input: ContactWrite) {
  if (![input.first_name, input.last_name, input.email].some((value) => value && value.trim())) {
    throw badRequest('A contact needs a first name, a last name or an e-mail')
  }
}

/** Admin contacts of spec §7 (`/admin/contacts/*`). Writes answer `{ message: 'success' }` and are audited. */
export async function contactsAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/all/:title',
    {
      schema: {
        summary: "A manufacturer's contacts",
        tags: ['contacts'],
        params: TitleParamsSchema,
        response: { 200: z.array(ContactSchema) },
      },
    },
    async (request) => {
      const manufacturer = await findManufacturerByTitle(ctx.db, request.params.title)
      if (!manufacturer) throw notFound(`Manufacturer "${request.params.title}"`)
      const rows = await listContacts(ctx.db, manufacturer.id)
      return rows.map((row) => toContactJson(row, manufacturer.title))
    },
  )

  app.get(
    '/get/:id',
    {
      schema: {
        summary: 'One contact',
        tags: ['contacts'],
        params: IdParamsSchema,
        response: { 200: ContactSchema },
      },
    },
    async (request) => {
      const found = await getContact(ctx.db, request.params.id)
      if (!found) throw notFound('Contact')
      return toContactJson(found.contact, found.manufacturerTitle)
    },
  )

  app.post(
    '/create/:manufacturer_title',
    {
      schema: {
        summary: 'Add a contact to a manufacturer',
        tags: ['contacts'],
        params: ManufacturerTitleParamsSchema,
        body: ContactWriteSchema,
        response: { 200: ContactCreatedSchema },
      },
    },
    async (request) => {
      assertNamesSomeone(request.body)
      const manufacturer = await findManufacturerByTitle(ctx.db, request.params.manufacturer_title)
      if (!manufacturer) throw notFound(`Manufacturer "${request.params.manufacturer_title}"`)
      const contact = await ctx.db.transaction(async (tx) => {
        const created = await createContact(tx, manufacturer.id, request.body)
        await appendAudit(tx, request.user, {
          action: 'create',
          entity: 'contact',
          key: String(created.id),
          summary: { manufacturer: manufacturer.title, fields: Object.keys(request.body) },
        })
        return created
      })
      return { message: 'success' as const, id: contact.id }
    },
  )

  app.put(
    '/update/:id',
    {
      schema: {
        summary: 'Change a contact',
        tags: ['contacts'],
        params: IdParamsSchema,
        body: ContactWriteSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const { id } = request.params
      if (request.body.id !== undefined && request.body.id !== id)
        throw badRequest(`The body's id ${request.body.id} is not contact ${id}`)
      const found = await getContact(ctx.db, id)
      if (!found) throw notFound('Contact')
      // the client may send the whole contact back; a different manufacturer_title moves the contact
      const target = request.body.manufacturer_title
        ? await findManufacturerByTitle(ctx.db, request.body.manufacturer_title)
        : undefined
      if (request.body.manufacturer_title && !target)
        throw badRequest(`No manufacturer is titled "${request.body.manufacturer_title}"`)
      const changes = { ...toContactColumns(request.body), ...(target ? { manufacturerId: target.id } : {}) }
      const merged = {
        ...found.contact,
        ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
      }
      if (![merged.firstName, merged.lastName, merged.email].some(Boolean)) {
        throw badRequest('A contact needs a first name, a last name or an e-mail')
      }
      await ctx.db.transaction(async (tx) => {
        if (Object.values(changes).some((value) => value !== undefined)) await updateContact(tx, id, changes)
        await appendAudit(tx, request.user, {
          action: 'update',
          entity: 'contact',
          key: String(id),
          summary: {
            manufacturer: target?.title ?? found.manufacturerTitle,
            fields: Object.keys(request.body),
          },
        })
      })
      return { message: 'success' as const }
    },
  )

  app.delete(
    '/delete/:id',
    {
      schema: {
        summary: 'Delete a contact',
        tags: ['contacts'],
        params: IdParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await ctx.db.transaction(async (tx) => {
        const deleted = await deleteContact(tx, request.params.id)
        if (!deleted) throw notFound('Contact')
        await appendAudit(tx, request.user, {
          action: 'delete',
          entity: 'contact',
          key: String(deleted.id),
          summary: { email: deleted.email },
        })
      })
      return { message: 'success' as const }
    },
  )
}
