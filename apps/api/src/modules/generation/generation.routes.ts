import { PassThrough } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  GenerateJobSchema,
  GenerateRequestSchema,
  GenerationJobStatusSchema,
  GenerationStateSchema,
  generationBudgetMs,
  type GenerationEvent,
} from '@scout/shared/schemas/generation'
import { ErrorCode } from '@scout/shared/errors'
import type { AppContext } from '../../app-context'
import { AppError, badRequest, notFound } from '../../lib/app-error'
import { generationCatalogue } from './catalogue-cache'
import { generateTable } from './generate-table'
import { createGenerationPool } from './generation-pool'
import { createJobRegistry, type Requester } from './generation-jobs'
import type { JobRow } from './generation-jobs.repository'
import { refusalOf } from './refused-text'

const JobParamsSchema = z.object({ job_id: z.string().max(100) })
const heartbeatMs = 15_000
/** how often a stream looks at a job run by another process */
const pollMs = 300
const leaseMs = 10_000
/** generations an hour per professional (issue 26: one account had made 20 tables in 4 s) */
export const hourlyGenerationLimit = 10

function statusOf(job: JobRow) {
  return { job_id: job.id, text: job.text, state: job.state, events: job.events }
}

/** One event, with its position as the `id:` the browser sends back as Last-Event-ID when it reconnects. */
function serverSentEvent(event: GenerationEvent, position: number): string {
  return `id: ${position}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`
}

function minutesUntil(time: Date): number {
  return Math.max(1, Math.ceil((time.getTime() - Date.now()) / 60_000))
}

/**
 * "Select to generate a new omniclass" (decisions.md §4): start a job, follow it as server-sent events,
 * cancel it. Jobs live in the database and run on a worker pool (docs/decisions/015-generation-runtime.md).
 */
export async function generationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // the app's shared pool (app.ts closes it); a pool of its own when built without one
  const pool = ctx.generationPool ?? createGenerationPool()
  const catalogue = generationCatalogue(ctx)
  const deps = { db: ctx.db, catalogue, llm: ctx.config.llm, log: fastify.log, pool }
  const jobs = createJobRegistry(
    ctx.db,
    (text, requester, context) => generateTable(deps, requester, text, context),
    {
      budgetMs: generationBudgetMs,
      leaseMs,
      hourlyLimit: hourlyGenerationLimit,
      onError: (error) => fastify.log.error({ err: error }, 'generation failed'),
    },
  )
  fastify.addHook('onClose', async () => {
    await jobs.stopAll()
    if (!ctx.generationPool) await pool.close()
  })
  // Outside tests, the worker thread starts now and loads generation's code and knowledge while the server
  // migrates, seeds and starts listening; once it listens (after the demo seed or an import), the catalogue
  // is read and the model built in the worker, before anyone asks. Neither waits for the other: `/healthz`
  // answers meanwhile, and a generation asked for early waits for the model in the worker's queue.
  if (ctx.config.env !== 'test') {
    pool.start()
    fastify.addHook('onReady', async () => {
      const started = Date.now()
      void catalogue
        .read()
        .then(({ snapshot }) => pool.warm(snapshot))
        .then(() =>
          fastify.log.info(`generation: the catalogue model is ready in ${Date.now() - started} ms`),
        )
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'generation: warming up failed'))
    })
  }

  const requesterOf = (request: { user: Requester | null }): Requester => request.user!

  /** The account's job (an administrator may read any): another account's answers 404, as a missing one. */
  async function requireJob(id: string, requester: Requester): Promise<JobRow> {
    const job = await jobs.get(id)
    if (!job || (job.userId !== requester.id && requester.role !== 'admin')) throw notFound('Generation job')
    return job
  }

  app.post(
    '/generate',
    {
      schema: {
        summary: 'Start generating a new omniclass from a typed name',
        tags: ['generation'],
        body: GenerateRequestSchema,
        response: { 202: GenerateJobSchema },
      },
    },
    async (request, reply) => {
      const refusal = refusalOf(request.body.text)
      if (refusal) throw badRequest(refusal, ErrorCode.notAProduct)
      const outcome = await jobs.start(request.body.text, requesterOf(request))
      if (outcome.kind === 'limited') {
        const minutes = minutesUntil(outcome.retryAt)
        reply.header('retry-after', String(minutes * 60))
        throw new AppError(
          429,
          'GENERATION_LIMIT',
          `You can generate ${hourlyGenerationLimit} new tables an hour; try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or pick an existing table.`,
        )
      }
      return reply.code(202).send({ job_id: outcome.job.id })
    },
  )

  app.get(
    '/generate/:job_id',
    {
      schema: {
        summary: "A generation job's state and events so far",
        tags: ['generation'],
        params: JobParamsSchema,
        response: { 200: GenerationJobStatusSchema },
      },
    },
    async (request) => statusOf(await requireJob(request.params.job_id, requesterOf(request))),
  )

  app.get(
    '/generate/:job_id/events',
    {
      schema: {
        summary: 'Follow a generation job as server-sent events',
        tags: ['generation'],
        params: JobParamsSchema,
        description:
          'text/event-stream of GenerationEvent, each with its position as `id:`; send Last-Event-ID to resume',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const id = request.params.job_id
      const requester = requesterOf(request)
      // a job running in this process is read from memory (the POST that started it came a moment ago)
      const local = jobs.peek(id)
      const first =
        local && (local.userId === requester.id || requester.role === 'admin')
          ? local
          : await requireJob(id, requester)
      const lastSeen = Number(request.headers['last-event-id'])
      let sent = Number.isInteger(lastSeen) && lastSeen > 0 ? lastSeen : 0
      const stream = new PassThrough()
      const closed = new AbortController()
      const heartbeat = setInterval(() => stream.write(': still working\n\n'), heartbeatMs)
      const finish = () => {
        clearInterval(heartbeat)
        closed.abort()
        if (!stream.writableEnded) stream.end()
      }
      // the response closes when it ends or when the browser goes away
      reply.raw.on('close', finish)
      const pump = async () => {
        let job: Pick<JobRow, 'events' | 'state'> | null = first
        while (job && !closed.signal.aborted) {
          for (; sent < job.events.length; sent++) stream.write(serverSentEvent(job.events[sent]!, sent + 1))
          if (job.state !== 'running') break
          await jobs.changed(id, pollMs, closed.signal)
          // a job running here is read from memory; one running elsewhere from its row
          if (!closed.signal.aborted) job = jobs.peek(id) ?? (await jobs.get(id))
        }
      }
      pump()
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'generation: a stream stopped'))
        .finally(finish)
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream)
    },
  )

  app.delete(
    '/generate/:job_id',
    {
      schema: {
        summary: 'Cancel a generation job',
        tags: ['generation'],
        params: JobParamsSchema,
        response: { 200: z.object({ job_id: z.string(), state: GenerationStateSchema }) },
      },
    },
    async (request) => {
      const job = await jobs.cancel(request.params.job_id, requesterOf(request).id)
      if (!job) throw notFound('Generation job')
      return { job_id: job.id, state: job.state }
    },
  )
}
