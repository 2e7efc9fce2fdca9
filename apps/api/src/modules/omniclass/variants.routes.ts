import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SuccessSchema } from '@scout/shared/errors'
import {
  GetVariantQuerySchema,
  OwnedVariantsQuerySchema,
  VariantOutSchema,
  VariantSchema,
  VariantUpdateSchema,
} from '@scout/shared/schemas/omniclass'
import type { AppContext } from '../../app-context'
import type { Executor } from '../../db/client'
import { badRequest, conflict, notFound } from '../../lib/app-error'
import { appendAudit } from '../audit/audit.repository'
import { findOmniclass, normalizeIdentifier } from './omniclass.repository'
import { associate } from './omniclass-write.repository'
import { requireIdentifier, requireManufacturer, requireOmniclass } from './omniclass-view'
import {
  findManufacturerByTitle,
  findVariant,
  insertVariant,
  listVariantPairs,
  updateVariant,
} from './variants.repository'
import { isUniqueViolation } from './unique-violation'

const success = { message: 'success' as const }

/** A body naming a table or manufacturer that does not exist is a bad request, named in the message. */
async function resolvePair(db: Executor, omniclassName: string, manufacturerTitle: string) {
  const omniclass = await findOmniclass(db, omniclassName)
  if (!omniclass) throw badRequest(`omniclass_name: no omniclass "${omniclassName}"`)
  const manufacturer = await findManufacturerByTitle(db, manufacturerTitle)
  if (!manufacturer) throw badRequest(`manufacturer_title: no manufacturer "${manufacturerTitle}"`)
  return { omniclass, manufacturer }
}

/** One variant per (omniclass, manufacturer): that manufacturer's own parameters (/admin/omniclass/variant). */
export async function variantRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/get',
    {
      config: { errors: [404] },
      schema: {
        summary: "A manufacturer's variant of an omniclass",
        tags: ['variants'],
        querystring: GetVariantQuerySchema,
        response: { 200: VariantOutSchema },
      },
    },
    async (request) => {
      const identifier = requireIdentifier(request.query.name)
      const title = request.query.manufacturer ?? ''
      if (!normalizeIdentifier(title)) throw badRequest('No manufacturer title provided')
      const omniclass = await requireOmniclass(ctx.db, identifier, null)
      const manufacturer = await requireManufacturer(ctx.db, title)
      const variant = await findVariant(ctx.db, omniclass.id, manufacturer.id)
      if (!variant) throw notFound(`Variant of "${omniclass.name}" by "${manufacturer.title}"`)
      return {
        omniclass_name: omniclass.name,
        omniclass_number: omniclass.number,
        manufacturer_title: manufacturer.title,
        parameters: variant.parameters,
        product_names: variant.productNames,
        updated_at: variant.updatedAt.toISOString(),
      }
    },
  )

  // "owned": the (table, manufacturer) pairs that have their own variant, optionally for one table or manufacturer
  app.get(
    '/owned',
    {
      config: { errors: [404] },
      schema: {
        summary: 'Variants, by omniclass or manufacturer',
        tags: ['variants'],
        querystring: OwnedVariantsQuerySchema,
        response: {
          200: z.array(
            z.object({
              omniclass_name: z.string(),
              omniclass_number: z.string().nullable(),
              manufacturer_title: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { name, manufacturer } = request.query
      const omniclassId = name ? (await requireOmniclass(ctx.db, name, null)).id : undefined
      const manufacturerId = manufacturer ? (await requireManufacturer(ctx.db, manufacturer)).id : undefined
      const rows = await listVariantPairs(ctx.db, { omniclassId, manufacturerId })
      return rows.map((row) => ({
        omniclass_name: row.omniclassName,
        omniclass_number: row.omniclassNumber,
        manufacturer_title: row.manufacturerTitle,
      }))
    },
  )

  app.post(
    '/create',
    {
      config: { errors: [409] },
      schema: {
        summary: 'Create a variant',
        tags: ['variants'],
        body: VariantSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const body = request.body
      const { omniclass, manufacturer } = await resolvePair(
        ctx.db,
        body.omniclass_name,
        body.manufacturer_title,
      )
      const duplicate = conflict(
        `"${manufacturer.title}" already has a variant of "${omniclass.name}"; update it instead`,
      )
      if (await findVariant(ctx.db, omniclass.id, manufacturer.id)) throw duplicate
      await ctx.db
        .transaction(async (tx) => {
          await insertVariant(tx, {
            omniclassId: omniclass.id,
            manufacturerId: manufacturer.id,
            parameters: body.parameters,
            productNames: body.product_names,
          })
          // a manufacturer offering its own variant of a table is one of that table's manufacturers
          await associate(tx, omniclass.id, manufacturer.id)
          const summary = {
            omniclass: omniclass.name,
            manufacturer: manufacturer.title,
            parameters: body.parameters.length,
          }
          await appendAudit(tx, request.user, {
            action: 'create',
            entity: 'variant',
            key: `${omniclass.name} / ${manufacturer.title}`,
            summary,
          })
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? duplicate : error
        })
      return success
    },
  )

  app.put(
    '/update',
    {
      config: { errors: [404] },
      schema: {
        summary: 'Change a variant',
        tags: ['variants'],
        body: VariantUpdateSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const body = request.body
      const { omniclass, manufacturer } = await resolvePair(
        ctx.db,
        body.omniclass_name,
        body.manufacturer_title,
      )
      const variant = await findVariant(ctx.db, omniclass.id, manufacturer.id)
      if (!variant) throw notFound(`Variant of "${omniclass.name}" by "${manufacturer.title}"`)
      await ctx.db.transaction(async (tx) => {
        await updateVariant(tx, variant.id, { parameters: body.parameters, productNames: body.product_names })
        const changed = [body.parameters && 'parameters', body.product_names && 'product_names'].filter(
          Boolean,
        )
        const summary = { omniclass: omniclass.name, manufacturer: manufacturer.title, changed }
        await appendAudit(tx, request.user, {
          action: 'update',
          entity: 'variant',
          key: `${omniclass.name} / ${manufacturer.title}`,
          summary,
        })
      })
      return success
    },
  )
}
