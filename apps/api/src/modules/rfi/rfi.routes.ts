import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ErrorCode } from '@scout/shared/errors'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { toNameKey } from '@scout/shared/domain/names'
import {
  RfiCreatedSchema,
  RfiDraftResponseSchema,
  RfiGenerateRequestSchema,
  RfiMineQuerySchema,
  RfiRequestSchema,
  RfiSentPageSchema,
} from '@scout/shared/schemas/rfi'
import type { AppContext } from '../../app-context'
import { AppError, badRequest, notFound } from '../../lib/app-error'
import { listContactsOfMany } from '../contacts/contacts.repository'
import { storeAttachments } from '../mail/attachments.repository'
import { enqueueMail } from '../mail/outbox.repository'
import { findManufacturersByTitles } from '../manufacturers/manufacturers.repository'
import { findOmniclass } from '../manufacturers/omniclass-lookup'
import { isVisibleTo, viewerOf, type Viewer } from '../omniclass/visibility'
import { readAttachments } from './attachments'
import { draftWithModel } from '../generation/draft-with-model'
import { checkRecipients, sortRecipients } from './recipients'
import { composeRfiMail } from './rfi-mail'
import { insertRfiRequest, listRequestsOfUser } from './rfi.repository'

// 10 MB of attachments is about 14 MB of base64; a little more lets an oversized set get its 400 with the reason
const rfiBodyLimit = 20 * 1024 * 1024
// each request mails up to five manufacturers: an account sends at most this many an hour, counted in the
// database (shared by every API process) and before the body is read, so a flood costs us little
export const rfiPerHour = 20
const rfiRateLimit = {
  max: rfiPerHour,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    new AppError(
      429,
      ErrorCode.tooManyAttempts,
      `You have sent ${rfiPerHour} requests for information in the last hour. Try again in ${Math.max(1, Math.ceil(context.ttl / 60_000))} minutes.`,
    ),
}
const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ')

/** Requests for information (spec §7, decisions.md §3): the draft, the send, and the sender's own list. */
/** A generated table awaiting review is another's is no table of the catalogue (omniclass/visibility). */
const visible = <T extends Parameters<typeof isVisibleTo>[0]>(table: T | undefined, viewer: Viewer) =>
  table && isVisibleTo(table, viewer) ? table : undefined

export async function rfiRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  /** the tables the addressees make, when every one is a maker of similar products (decision 017) */
  async function similarToOf(table: { id: number; number: string | null; name: string }, titles: string[]) {
    const makers = await findManufacturersByTitles(ctx.db, titles)
    if (makers.length === 0) return undefined
    const { similarTo } = await sortRecipients(ctx.db, table, makers)
    return similarTo.size === makers.length ? [...similarTo.values()] : undefined
  }

  app.post(
    '/omniclass/manufacturers/request/generate',
    {
      schema: {
        summary: 'Draft the text of a request for information',
        tags: ['rfi'],
        body: RfiGenerateRequestSchema,
        response: { 200: RfiDraftResponseSchema },
      },
    },
    async (request, reply) => {
      const {
        query,
        file_requests: fileRequests,
        user_name: userName,
        manufacturer_titles: titles,
      } = request.body
      const omniclass = visible(await findOmniclass(ctx.db, query.omniclass), viewerOf(request))
      const similarTo = omniclass && titles?.length ? await similarToOf(omniclass, titles) : undefined
      const draft = await draftWithModel(
        ctx.config.llm,
        {
          omniclass: omniclass?.name ?? query.omniclass,
          omniclassNumber: omniclass?.number,
          parameters: query.parameters,
          documentCategories: fileRequests,
          userName: userName ?? request.user?.name,
          manufacturerTitles: titles,
          similarTo,
        },
        request.log,
      )
      // Fastify sends a bare string as text/plain; the contract is a JSON string, so it is encoded here
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(draft))
    },
  )

  app.post(
    '/omniclass/manufacturers/request',
    {
      bodyLimit: rfiBodyLimit,
      config: { rateLimit: rfiRateLimit, errors: [404] },
      schema: {
        summary: 'Send a request for information to up to five manufacturers',
        tags: ['rfi'],
        body: RfiRequestSchema,
        response: { 200: RfiCreatedSchema },
      },
    },
    async (request) => {
      const body = request.body
      const attachments = readAttachments(body.fileRequests)
      const titles = [...new Map(body.manufacturer_titles.map((title) => [toNameKey(title), title])).values()]
      const makers = await findManufacturersByTitles(ctx.db, titles)
      const unknown = titles.filter((title) => !makers.some((m) => m.titleKey === toNameKey(title)))
      if (unknown.length) throw badRequest(`No manufacturer titled ${quoted(unknown)}`)
      const omniclass = visible(await findOmniclass(ctx.db, body.query.omniclass), viewerOf(request))
      if (!omniclass) throw notFound(`Omniclass "${body.query.omniclass}"`)
      // a table's own manufacturers, or makers of similar products (decision 017); never an arbitrary title
      const similarTo = await checkRecipients(ctx.db, omniclass, makers)

      // decisions.md §3: the manufacturer's own address, else its first contact that has one
      const contactRows = await listContactsOfMany(
        ctx.db,
        makers.filter((m) => !m.email).map((m) => m.id),
      )
      const recipients = makers.map((maker) => ({
        maker,
        to: maker.email || contactRows.find((c) => c.manufacturerId === maker.id && c.email)?.email || null,
      }))
      const unreachable = recipients.filter((r) => !r.to).map((r) => r.maker.title)
      if (unreachable.length) throw badRequest(`No e-mail address is known for ${quoted(unreachable)}`)

      const parameters = body.query.parameters.filter((p) => p.value.trim())
      const categories = [...new Set(body.document_categories)]
      const id = await ctx.db.transaction(async (tx) => {
        const requestId = await insertRfiRequest(tx, {
          userId: request.user!.id,
          omniclassName: omniclass.name,
          parameters,
          manufacturerTitles: makers.map((m) => m.title),
          documentCategories: categories,
          emailContent: body.email_content,
          userEmail: body.user_email,
          userName: body.user_name,
          attachments: attachments.map(({ filename, bytes }) => ({ filename, bytes })),
        })
        // once per request: each recipient's message reads them when it is sent
        await storeAttachments(tx, requestId, attachments)
        for (const { maker, to } of recipients) {
          const mail = composeRfiMail({
            request: { ...body, document_categories: categories },
            omniclass: omniclass.name,
            omniclassNumber: omniclass.number,
            parameters,
            manufacturerTitle: maker.title,
            similarTo: similarTo.get(maker.id) ?? null,
            attachmentNames: attachments.map((a) => a.filename),
          })
          await enqueueMail(tx, {
            kind: 'rfi',
            to: to!,
            replyTo: body.user_email,
            ...mail,
            rfiRequestId: requestId,
          })
        }
        return requestId
      })
      return { message: 'success' as const, id }
    },
  )

  app.get(
    '/requests/mine',
    {
      schema: {
        summary: "The signed-in user's requests for information",
        tags: ['rfi'],
        querystring: RfiMineQuerySchema,
        response: { 200: RfiSentPageSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query
      const { items, total } = await listRequestsOfUser(ctx.db, request.user!.id, page, pageSize)
      return { items, total, page, page_size: pageSize }
    },
  )
}
