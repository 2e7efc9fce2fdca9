import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ContactSchema,
  ManufacturerOverviewSchema,
  ManufacturerSchema,
} from '@scout/shared/schemas/manufacturer'
import { requiredOnWire } from '@scout/shared/schemas/wire'
import type { AppContext } from '../../app-context'
import { badRequest, notFound } from '../../lib/app-error'
import { listContacts } from '../contacts/contacts.repository'
import { toContactJson, toManufacturerJson, toOverviewJson } from './manufacturer-json'
import {
  findManufacturerByTitle,
  findManufacturersByTitles,
  listManufacturersOfOmniclasses,
  listOmniclassesOfManufacturer,
} from './manufacturers.repository'
import { findOmniclass, findParentOmniclass } from './omniclass-lookup'
import { isVisibleTo, viewerOf, type Viewer } from '../omniclass/visibility'

const noIdentifier = 'No identifier provided'
const noTitle = 'No manufacturer title provided'
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')
const identifier = z.string().trim().max(300).optional()
/** `?q=a&q=b` arrives as an array, a single `?q=a` as a string. */
const titleList = z
  .union([z.string().trim().max(300), z.array(z.string().trim().max(300)).max(500)])
  .transform((value) => (Array.isArray(value) ? value : [value]).filter(Boolean))

/** Public catalogue reads of spec §7 (session required, as every `/api` route). */
export async function manufacturersRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const baseUrl = ctx.config.media.baseUrl

  /** a generated table awaiting review is its author's and the administrators' only (omniclass/visibility) */
  async function requireOmniclass(text: string | undefined, viewer: Viewer) {
    if (!text) throw badRequest(noIdentifier)
    const omniclass = await findOmniclass(ctx.db, text)
    if (!omniclass || !isVisibleTo(omniclass, viewer)) throw notFound(`Omniclass "${text}"`)
    return omniclass
  }

  app.get(
    '/omniclass/manufacturers/all',
    {
      config: { errors: [404] },
      schema: {
        summary: "An omniclass's manufacturers, verified first",
        tags: ['manufacturers'],
        querystring: z.strictObject({ omniclass: requiredOnWire(identifier), expanded: flag.default(false) }),
        response: { 200: z.array(ManufacturerSchema) },
      },
    },
    async (request) => {
      const omniclass = await requireOmniclass(request.query.omniclass, viewerOf(request))
      const parent = request.query.expanded ? await findParentOmniclass(ctx.db, omniclass.number) : undefined
      const rows = await listManufacturersOfOmniclasses(
        ctx.db,
        parent ? [omniclass.id, parent.id] : [omniclass.id],
      )
      return rows.map((row) => toManufacturerJson(row, baseUrl))
    },
  )

  app.get(
    '/manufacturer/get/multiple',
    {
      schema: {
        summary: 'Several manufacturers by title',
        tags: ['manufacturers'],
        querystring: z.strictObject({ q: requiredOnWire(titleList.optional()) }),
        response: { 200: z.array(ManufacturerSchema) },
      },
    },
    async (request) => {
      const titles = request.query.q ?? []
      if (titles.length === 0) throw badRequest(noTitle)
      const rows = await findManufacturersByTitles(ctx.db, titles)
      return rows.map((row) => toManufacturerJson(row, baseUrl))
    },
  )

  app.get(
    '/manufacturer/contacts/get/:manufacturerTitle',
    {
      schema: {
        summary: "A manufacturer's contacts",
        tags: ['manufacturers'],
        params: z.strictObject({ manufacturerTitle: z.string().trim().max(300) }),
        response: { 200: z.array(ContactSchema) },
      },
    },
    async (request) => {
      const { manufacturerTitle } = request.params
      if (!manufacturerTitle) throw badRequest(noTitle)
      const manufacturer = await findManufacturerByTitle(ctx.db, manufacturerTitle)
      if (!manufacturer) throw notFound(`Manufacturer "${manufacturerTitle}"`)
      const rows = await listContacts(ctx.db, manufacturer.id)
      return rows.map((row) => toContactJson(row, manufacturer.title))
    },
  )

  app.get(
    '/manufacturer/overview/omniclass/:omniclass',
    {
      schema: {
        summary: "Overview of an omniclass's manufacturers",
        tags: ['manufacturers'],
        params: z.strictObject({ omniclass: z.string().trim().max(300) }),
        response: { 200: z.array(ManufacturerOverviewSchema) },
      },
    },
    async (request) => {
      const omniclass = await requireOmniclass(request.params.omniclass, viewerOf(request))
      const rows = await listManufacturersOfOmniclasses(ctx.db, [omniclass.id])
      return rows.map((row) => toOverviewJson(row, baseUrl))
    },
  )

  app.get(
    '/manufacturer/data',
    {
      config: { errors: [404] },
      schema: {
        summary: 'One manufacturer by title',
        tags: ['manufacturers'],
        querystring: z.strictObject({ title: requiredOnWire(identifier) }),
        response: { 200: ManufacturerSchema },
      },
    },
    async (request) => {
      const { title } = request.query
      if (!title) throw badRequest(noTitle)
      const row = await findManufacturerByTitle(ctx.db, title)
      if (!row) throw notFound(`Manufacturer "${title}"`)
      const [contactRows, omniclassRows] = await Promise.all([
        listContacts(ctx.db, row.id),
        listOmniclassesOfManufacturer(ctx.db, row.id),
      ])
      return {
        ...toManufacturerJson(row, baseUrl),
        contacts: contactRows.map((contact) => toContactJson(contact, row.title)),
        omniclasses: omniclassRows,
      }
    },
  )
}
