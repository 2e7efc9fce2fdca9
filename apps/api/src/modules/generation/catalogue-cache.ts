import type { Db } from '../../db/client'
import { buildCatalogueModel, type CatalogueModel } from './catalogue-model'
import { listCatalogueEntries, readCatalogueVersion } from './generation.repository'

type Cached = { version: string; model: Promise<CatalogueModel> }
const cache = new WeakMap<Db, Cached>()

/**
 * The catalogue model, rebuilt only when the catalogue changed (a cheap count/max query decides). Per
 * process and per database: several API processes each keep their own, which is only a cache.
 */
export async function getCatalogueModel(db: Db): Promise<CatalogueModel> {
  const version = await readCatalogueVersion(db)
  const cached = cache.get(db)
  if (cached?.version === version) return cached.model
  const previous = cached?.model.catch(() => undefined)
  const model = Promise.all([listCatalogueEntries(db), previous]).then(([entries, before]) =>
    buildCatalogueModel(entries, before),
  )
  cache.set(db, { version, model })
  model.catch(() => cache.delete(db))
  return model
}
