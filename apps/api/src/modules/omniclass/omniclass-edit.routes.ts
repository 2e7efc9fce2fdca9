import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { SuccessSchema } from '@scout/shared/errors'
import { toNameKey } from '@scout/shared/domain/names'
import {
  OmniclassUpdateSchema,
  OmniclassWriteSchema,
  SetOmniclassManufacturersRequestSchema,
  type OmniclassUpdate,
} from '@scout/shared/schemas/omniclass'
import type { AppContext } from '../../app-context'
import { badRequest, conflict, notFound } from '../../lib/app-error'
import { appendAudit } from '../audit/audit.repository'
import {
  findOmniclassByName,
  isNameTaken,
  normalizeIdentifier,
  type OmniclassRow,
} from './omniclass.repository'
import {
  insertOmniclass,
  setAssociations,
  updateOmniclass,
  type OmniclassFields,
} from './omniclass-write.repository'
import { requireOmniclass } from './omniclass-view'
import { isUniqueViolation } from './unique-violation'

const success = { message: 'success' as const }

function refuseVariantFields(body: { manufacturer_title?: string | null }) {
  if (body.manufacturer_title) {
    throw badRequest(
      "manufacturer_title: a manufacturer's parameters are written with /admin/omniclass/variant/create or /update",
    )
  }
}

/** The fields the body changes, compared with the stored row, for the audit summary. */
function changedFields(row: OmniclassRow, fields: Partial<OmniclassFields>): string[] {
  const stored: Record<string, unknown> = { ...row }
  return Object.entries(fields)
    .filter(
      ([field, value]) =>
        value !== undefined && JSON.stringify(stored[field] ?? null) !== JSON.stringify(value),
    )
    .map(([field]) => field)
}

/** Underscores stand for spaces in names (spec §5), so a name arriving in its URL form is stored with spaces. */
function fieldsOf(body: OmniclassUpdate): Partial<OmniclassFields> & { name: string } {
  return {
    name: normalizeIdentifier(body.name),
    number: body.number,
    parameters: body.parameters,
    reviewed: body.reviewed,
    source: body.source,
    suggestedNumber: body.suggested_number,
  }
}

function rethrowDuplicate(name: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(`An omniclass named "${name}" already exists`)
    throw error
  }
}

/** Creating, updating and associating tables (/admin/omniclass); each write is audited in its transaction. */
export async function omniclassEditRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    '/create',
    {
      config: { errors: [409] },
      schema: {
        summary: 'Create an omniclass',
        tags: ['omniclass admin'],
        body: OmniclassWriteSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const body = request.body
      refuseVariantFields(body)
      if (body.original_name) throw badRequest('original_name: only an update renames a table')
      const fields = fieldsOf(body)
      if (await isNameTaken(ctx.db, fields.name))
        throw conflict(`An omniclass named "${fields.name}" already exists`)
      await ctx.db
        .transaction(async (tx) => {
          const row = await insertOmniclass(tx, {
            ...fields,
            parameters: body.parameters,
            reviewed: body.reviewed ?? true,
          })
          const associations = body.manufacturer_titles
            ? await setAssociations(tx, row.id, body.manufacturer_titles)
            : undefined
          const summary = {
            number: row.number,
            source: row.source,
            reviewed: row.reviewed,
            parameters: row.parameters.length,
            associations,
          }
          await appendAudit(tx, request.user, {
            action: 'create',
            entity: 'omniclass',
            key: row.name,
            summary,
          })
        })
        .catch(rethrowDuplicate(fields.name))
      return success
    },
  )

  app.put(
    '/update',
    {
      config: { errors: [404, 409] },
      schema: {
        summary: 'Change or rename an omniclass',
        tags: ['omniclass admin'],
        body: OmniclassUpdateSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const body = request.body
      refuseVariantFields(body)
      const currentName = body.original_name || body.name
      const row = await findOmniclassByName(ctx.db, currentName)
      if (!row) throw notFound(`Omniclass "${currentName}"`)
      const fields = fieldsOf(body)
      const renamed = toNameKey(fields.name) !== row.nameKey
      if (renamed && (await isNameTaken(ctx.db, fields.name, row.id)))
        throw conflict(`An omniclass named "${fields.name}" already exists`)
      await ctx.db
        .transaction(async (tx) => {
          const changed = changedFields(row, fields)
          // saving a table whose parameters were suggested reviews them (issue 27)
          await updateOmniclass(tx, row.id, {
            ...fields,
            ...(row.parametersSuggested ? { parametersSuggested: false } : {}),
          })
          const associations = body.manufacturer_titles
            ? await setAssociations(tx, row.id, body.manufacturer_titles)
            : undefined
          const summary = {
            changed,
            ...(row.name !== fields.name ? { renamed_from: row.name } : {}),
            reviewed: fields.reviewed ?? row.reviewed,
            ...(row.parametersSuggested ? { suggested_parameters_reviewed: true } : {}),
            associations,
          }
          await appendAudit(tx, request.user, {
            action: 'update',
            entity: 'omniclass',
            key: fields.name,
            summary,
          })
        })
        .catch(rethrowDuplicate(fields.name))
      return success
    },
  )

  app.put(
    '/manufacturers',
    {
      config: { errors: [404] },
      schema: {
        summary: "Replace an omniclass's manufacturers",
        tags: ['omniclass admin'],
        body: SetOmniclassManufacturersRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const row = await requireOmniclass(ctx.db, request.body.query, null)
      await ctx.db.transaction(async (tx) => {
        const changes = await setAssociations(tx, row.id, request.body.associations)
        const summary = { ...changes, total: new Set(request.body.associations.map(toNameKey)).size }
        await appendAudit(tx, request.user, {
          action: 'associate',
          entity: 'omniclass',
          key: row.name,
          summary,
        })
      })
      return success
    },
  )
}
