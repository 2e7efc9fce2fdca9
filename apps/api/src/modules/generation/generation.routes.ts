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
import type { AppContext } from '../../app-context'
import { notFound } from '../../lib/app-error'
import { generateTable } from './generate-table'
import { createJobRegistry, type Job } from './generation-jobs'

const JobParamsSchema = z.object({ job_id: z.string().max(100) })
const keepFinishedMs = 5 * 60_000
const heartbeatMs = 15_000

function statusOf(job: Job) {
  return { job_id: job.id, text: job.text, state: job.state, events: job.events }
}

function serverSentEvent(event: GenerationEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`
}

/**
 * "Select to generate a new omniclass" (decisions.md §4): start a job, follow it as server-sent events,
 * cancel it. Jobs live in this process (docs/decisions/006-generation.md).
 */
export async function generationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const deps = { db: ctx.db, llm: ctx.config.llm, log: fastify.log }
  const jobs = createJobRegistry(
    (text, requester, context) => generateTable(deps, requester, text, context),
    {
      budgetMs: generationBudgetMs,
      keepMs: keepFinishedMs,
      onError: (error) => fastify.log.error({ err: error }, 'generation failed'),
    },
  )
  fastify.addHook('onClose', async () => jobs.stopAll())

  function requireJob(id: string): Job {
    const job = jobs.get(id)
    if (!job) throw notFound('Generation job')
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
      const job = jobs.start(request.body.text, { id: request.user!.id, email: request.user!.email })
      return reply.code(202).send({ job_id: job.id })
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
    async (request) => statusOf(requireJob(request.params.job_id)),
  )

  app.get(
    '/generate/:job_id/events',
    {
      schema: {
        summary: 'Follow a generation job as server-sent events',
        tags: ['generation'],
        params: JobParamsSchema,
        description: 'text/event-stream of GenerationEvent',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      requireJob(request.params.job_id)
      const stream = new PassThrough()
      const heartbeat = setInterval(() => stream.write(': still working\n\n'), heartbeatMs)
      let unsubscribe: (() => void) | null = null
      const finish = () => {
        clearInterval(heartbeat)
        unsubscribe?.()
        if (!stream.writableEnded) stream.end()
      }
      unsubscribe = jobs.subscribe(request.params.job_id, (event) => {
        stream.write(serverSentEvent(event))
        if (event.type !== 'progress') queueMicrotask(finish)
      })
      // the response closes when it ends or when the browser goes away
      reply.raw.on('close', finish)
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
      const job = jobs.cancel(request.params.job_id, request.user!.id)
      if (!job) throw notFound('Generation job')
      return { job_id: job.id, state: job.state }
    },
  )
}
