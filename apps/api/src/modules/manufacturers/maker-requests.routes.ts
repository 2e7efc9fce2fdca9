import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorCode } from '@scout/shared/errors'
import {
  MakerRequestReceiptSchema,
  MakerRequestWriteSchema,
  maxOpenMakerRequests,
  MyMakerRequestSchema,
  WantedMakersSchema,
} from '@scout/shared/schemas/maker-request'
import { requiredOnWire } from '@scout/shared/schemas/wire'
import type { AppContext } from '../../app-context'
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error'
import { isVisibleTo, viewerOf } from '../omniclass/visibility'
import { startMakerRequestSweep } from './maker-request-sweep'
import {
  countOpenMakerRequests,
  findOpenMakerRequest,
  insertMakerRequest,
  listWantedMakers,
} from './maker-requests.repository'
import { findOmniclass } from './omniclass-lookup'
import { hasOwnManufacturers } from './similar-makers.repository'

/**
 * "Ask Scout to find makers" (issue 27, decision 018): the professional's request at a table no manufacturer in
 * Scout makes, the administrators' list of wanted makers, and the sweep that e-mails the askers once the table
 * has one.
 */
export async function makerRequestsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const sweep = startMakerRequestSweep(
    ctx.db,
    ctx.config.webOrigin,
    ctx.config.makerRequestSweepMs,
    fastify.log,
  )
  fastify.addHook('onClose', () => sweep.stop())

  /** the table as the table page reads it: unknown and not visible to this user are the same 404 */
  async function visibleTable(text: string, viewer: ReturnType<typeof viewerOf>) {
    const omniclass = await findOmniclass(ctx.db, text)
    if (!omniclass || !isVisibleTo(omniclass, viewer)) throw notFound(`Omniclass "${text}"`)
    return omniclass
  }

  app.post(
    '/api/omniclass/maker_requests',
    {
      config: { errors: [404, 409, 429] },
      schema: {
        summary: 'Ask Scout to find makers of a table no manufacturer in Scout makes',
        description:
          'Stores an open request (201) and answers when it was made and the address Scout will write to once the table has a manufacturer. 200 with the open one when this user already asked for the table (nothing new stored); 404 when the table is unknown or not visible; 409 when it has a manufacturer of its own; 429 past 25 open requests.',
        tags: ['manufacturers'],
        body: MakerRequestWriteSchema,
        response: { 200: MakerRequestReceiptSchema, 201: MakerRequestReceiptSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request)
      const email = request.user!.email
      const omniclass = await visibleTable(request.body.omniclass, viewer)
      const receipt = (at: Date) => ({ requested_at: at.toISOString(), email })
      const existing = await findOpenMakerRequest(ctx.db, omniclass.id, viewer.id)
      if (existing) return reply.code(200).send(receipt(existing.createdAt))
      if (await hasOwnManufacturers(ctx.db, omniclass.id))
        throw conflict(`${omniclass.name} already has manufacturers to ask`)
      if ((await countOpenMakerRequests(ctx.db, viewer.id)) >= maxOpenMakerRequests)
        throw new AppError(
          429,
          ErrorCode.tooManyAttempts,
          `You have ${maxOpenMakerRequests} open requests for makers; Scout will e-mail you as they are answered, and you can ask again then.`,
        )
      const note = request.body.note || null
      const stored = await insertMakerRequest(ctx.db, { omniclassId: omniclass.id, userId: viewer.id, note })
      if (stored) return reply.code(201).send(receipt(stored.createdAt))
      // a second click raced this one: the first stored it
      const raced = await findOpenMakerRequest(ctx.db, omniclass.id, viewer.id)
      return reply.code(200).send(receipt(raced!.createdAt))
    },
  )

  app.get(
    '/api/omniclass/maker_requests/mine',
    {
      config: { errors: [404] },
      schema: {
        summary: "This user's open request for makers of a table",
        tags: ['manufacturers'],
        querystring: z.strictObject({ omniclass: requiredOnWire(z.string().trim().max(300).optional()) }),
        response: { 200: MyMakerRequestSchema },
      },
    },
    async (request) => {
      const { omniclass: text } = request.query
      if (!text) throw badRequest('No identifier provided')
      const viewer = viewerOf(request)
      const omniclass = await visibleTable(text, viewer)
      const open = await findOpenMakerRequest(ctx.db, omniclass.id, viewer.id)
      return {
        request: open
          ? { requested_at: open.createdAt.toISOString(), note: open.note, email: request.user!.email }
          : null,
      }
    },
  )

  app.get(
    '/admin/omniclass/maker_requests',
    {
      schema: {
        summary: 'Open requests for makers, grouped by table',
        description:
          'Most asked first, then oldest first; each with its askers, when it was first and last asked, and the notes written.',
        tags: ['manufacturers'],
        response: { 200: WantedMakersSchema },
      },
    },
    async () => listWantedMakers(ctx.db),
  )
}
