import { generationCatalogue } from '../generation/catalogue-cache'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  EnrichmentRunParamsSchema,
  EnrichmentRunSchema,
  EnrichmentStartSchema,
  LatestEnrichmentSchema,
  enrichmentMessages,
  type EnrichmentRun,
} from '@scout/shared/schemas/enrichment'
import type { AppContext } from '../../app-context'
import { AppError, conflict, notFound } from '../../lib/app-error'
import { createEnrichmentRunner, defaultRunnerOptions } from './enrichment-runner'
import {
  insertRun,
  readLatestRun,
  readRun,
  readRunningRun,
  setRunState,
  type RunRow,
} from './enrichment-runs.repository'
import { suggestionsSettled } from './suggest-on-open'
import { countTablesWithoutParameters } from './suggestions.repository'

function viewOf(run: RunRow): EnrichmentRun {
  return {
    id: run.id,
    state: run.state,
    branch: run.branch,
    total: run.total,
    done: run.done,
    suggested: run.suggested,
    created_by: run.createdByEmail,
    created_at: run.createdAt.toISOString(),
    updated_at: run.updatedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
  }
}

async function refuseWhileRunning(db: AppContext['db']): Promise<never> {
  const running = await readRunningRun(db)
  const progress = running ? ` (${running.branch ?? 'every table'}: ${running.done} of ${running.total})` : ''
  throw new AppError(409, 'ENRICHMENT_RUNNING', `${enrichmentMessages.running}${progress}`)
}

/**
 * Bulk enrichment in the admin area (/admin/enrichment, issue 27, decision 016): start, follow, cancel and
 * resume the run that suggests parameters for every table without them, or for a branch. The run lives in the
 * database; this process's runner (and every other process's) claims it and works through it in batches.
 */
export async function enrichmentRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const runner = createEnrichmentRunner(
    {
      db: ctx.db,
      pool: ctx.generationPool!,
      catalogue: generationCatalogue(ctx),
      log: fastify.log,
      traffic: ctx.traffic,
    },
    { ...defaultRunnerOptions, ...ctx.enrichment },
  )
  fastify.addHook('onReady', async () => runner.wake())
  fastify.addHook('onClose', async () => {
    await runner.stop()
    await suggestionsSettled(ctx.db)
  })

  app.get(
    '/runs/latest',
    {
      schema: {
        summary: 'The latest bulk enrichment run, with its progress',
        tags: ['enrichment'],
        response: { 200: LatestEnrichmentSchema },
      },
    },
    async () => {
      const run = await readLatestRun(ctx.db)
      return { run: run ? viewOf(run) : null }
    },
  )

  app.post(
    '/runs',
    {
      config: { errors: [409, 422] },
      schema: {
        summary: 'Suggest parameters for every table without them, or for a branch',
        tags: ['enrichment'],
        body: EnrichmentStartSchema,
        response: { 202: EnrichmentRunSchema },
      },
    },
    async (request, reply) => {
      const branch = request.body.branch ?? null
      const total = await countTablesWithoutParameters(ctx.db, branch)
      if (total === 0) throw new AppError(422, 'NOTHING_TO_ENRICH', enrichmentMessages.nothingToDo(branch))
      const run = await insertRun(ctx.db, request.user, { branch, total })
      if (!run) return refuseWhileRunning(ctx.db)
      runner.wake()
      return reply.code(202).send(viewOf(run))
    },
  )

  app.post(
    '/runs/:id/cancel',
    {
      config: { errors: [404, 409] },
      schema: {
        summary: 'Cancel the running enrichment; what it did is kept',
        tags: ['enrichment'],
        params: EnrichmentRunParamsSchema,
        response: { 200: EnrichmentRunSchema },
      },
    },
    async (request) => {
      const run = await readRun(ctx.db, request.params.id)
      if (!run) throw notFound('Enrichment run')
      if (run.state !== 'running') throw conflict(enrichmentMessages.notRunning)
      const cancelled = await setRunState(ctx.db, request.user, run, 'cancelled')
      if (!cancelled) throw conflict(enrichmentMessages.notRunning)
      return viewOf(cancelled)
    },
  )

  app.post(
    '/runs/:id/resume',
    {
      config: { errors: [404, 409] },
      schema: {
        summary: 'Resume a cancelled or failed enrichment where it stopped',
        tags: ['enrichment'],
        params: EnrichmentRunParamsSchema,
        response: { 200: EnrichmentRunSchema },
      },
    },
    async (request) => {
      const run = await readRun(ctx.db, request.params.id)
      if (!run) throw notFound('Enrichment run')
      if (run.state !== 'cancelled' && run.state !== 'failed') throw conflict(enrichmentMessages.notResumable)
      const resumed = await setRunState(ctx.db, request.user, run, 'running')
      if (!resumed) return refuseWhileRunning(ctx.db)
      runner.wake()
      return viewOf(resumed)
    },
  )
}
