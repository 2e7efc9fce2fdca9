import { Piscina } from 'piscina'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { CatalogueSnapshot } from './catalogue-cache'
import type {
  DraftResult,
  ReadResult,
  SuggestDraftResult,
  SuggestReadResult,
  WorkerAnswer,
  WorkerTask,
} from './catalogue-worker'

/**
 * The worker thread pool generation runs on (piscina, docs/decisions/015-generation-runtime.md). The worker
 * entry is `catalogue-worker.ts` next to this file when running from sources (tsx loads it in the worker, as in
 * the tests), and `dist/catalogue-worker.js` in the production bundle, which builds it as an entry of its own. One thread by default: it holds the one catalogue model (memory as before), and its tasks
 * take milliseconds once the model is built; `GENERATION_THREADS` may raise it.
 */
/** Set by the production bundle (apps/api/build.mjs): the built worker's path from apps/api. */
declare const __GENERATION_WORKER__: string | undefined
const bundledWorker = typeof __GENERATION_WORKER__ === 'string' ? __GENERATION_WORKER__ : null
// in the bundle this module's import.meta.url still names its source file (build.mjs), in apps/api/src/…
const workerUrl = bundledWorker
  ? new URL(`../../../${bundledWorker}`, import.meta.url)
  : new URL('./catalogue-worker.ts', import.meta.url)
const fromSources = !bundledWorker

export function createGenerationPool(threads = 1) {
  let pool: Piscina | null = null
  const open = () =>
    (pool ??= new Piscina({
      filename: workerUrl.href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.MAX_SAFE_INTEGER,
      execArgv: fromSources ? ['--import', 'tsx'] : [],
    }))

  /** Runs a task against the snapshot's catalogue, sending its entries only when the worker lacks them. */
  async function run<T>(
    snapshot: CatalogueSnapshot,
    task: (catalogue: WorkerTask['catalogue']) => WorkerTask,
  ) {
    const light = (await open().run(task({ version: snapshot.version }))) as WorkerAnswer<T>
    if (!light.stale) return light.value
    const full = (await open().run(task(snapshot))) as WorkerAnswer<T>
    if (full.stale) throw new Error('the generation worker did not take the catalogue')
    return full.value
  }

  return {
    read: (snapshot: CatalogueSnapshot, typed: string, unreviewed: string[]) =>
      run<ReadResult>(snapshot, (catalogue) => ({ op: 'read', catalogue, typed, unreviewed })),
    draft: (snapshot: CatalogueSnapshot, text: string, lent: Map<number, Parameter[]>) =>
      run<DraftResult>(snapshot, (catalogue) => ({ op: 'draft', catalogue, text, lent })),
    /** starts the threads, which load generation's code and knowledge meanwhile (at start-up) */
    start: () => void open(),
    /** issue 27: a batch of catalogue tables read for their own names, and then drafted (enrichment) */
    suggestRead: (snapshot: CatalogueSnapshot, tables: { id: number; name: string }[]) =>
      run<SuggestReadResult>(snapshot, (catalogue) => ({ op: 'suggest-read', catalogue, tables })),
    suggestDraft: (snapshot: CatalogueSnapshot, tables: SuggestReadResult, lent: Map<number, Parameter[]>) =>
      run<SuggestDraftResult>(snapshot, (catalogue) => ({ op: 'suggest-draft', catalogue, tables, lent })),
    /** builds the model ahead of the first generation (at start-up), off the request thread */
    warm: (snapshot: CatalogueSnapshot) => run<null>(snapshot, (catalogue) => ({ op: 'warm', catalogue })),
    async close() {
      const open = pool
      pool = null
      await open?.destroy()
    },
  }
}

export type GenerationPool = ReturnType<typeof createGenerationPool>
