import type { Db } from '../../db/client'
import type { CatalogueEntry } from './catalogue-model'
import { listCatalogueEntries, readCatalogueVersion } from './generation.repository'

export type CatalogueSnapshot = { version: string; entries: CatalogueEntry[] }

type Cached = { version: string; snapshot: Promise<CatalogueSnapshot> }
const cache = new WeakMap<Db, Cached>()

/**
 * The tables generation learns from, re-read only when they changed (a cheap count/max query over the same
 * rows decides: a generated table awaiting review is none of them, so saving one changes nothing here). The
 * model itself is built from these in the worker (catalogue-worker.ts). Per process and per database: several
 * API processes each keep their own, which is only a cache.
 */
export async function getCatalogueSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const version = await readCatalogueVersion(db)
  const cached = cache.get(db)
  if (cached?.version === version) return cached.snapshot
  const snapshot = listCatalogueEntries(db).then((entries) => ({ version, entries }))
  cache.set(db, { version, snapshot })
  snapshot.catch(() => cache.delete(db))
  return snapshot
}
