import type { Executor } from '../../db/client'
import { badRequest } from '../../lib/app-error'
import { findParentOmniclass } from '../manufacturers/omniclass-lookup'
import { isOwnManufacturer, listMakersOfLenders } from '../manufacturers/similar-makers.repository'

type Table = { id: number; number: string | null; name: string }
type Maker = { id: number; title: string }

/**
 * Who may be asked about a table (decision 017): its own manufacturers (associated with it or with its
 * parent, the Expand list, or offering it in a variant or a product image), or a maker of similar products,
 * one of the manufacturers of the tables it learned from. Answers, for each maker of similar products, the
 * table it makes (its message says so: "you make Fire Doors"), and the titles that are neither.
 */
export async function sortRecipients(db: Executor, table: Table, makers: Maker[]) {
  const parent = await findParentOmniclass(db, table.number)
  const own = await Promise.all(makers.map((maker) => isOwnManufacturer(db, maker.id, table.id, parent?.id)))
  const others = makers.filter((_, i) => !own[i])
  const similarTo = new Map<number, string>()
  const unrelated: string[] = []
  if (others.length === 0) return { similarTo, unrelated }
  const similar = await listMakersOfLenders(db, table.id)
  for (const maker of others) {
    const found = similar.find((entry) => entry.row.id === maker.id)
    if (found) similarTo.set(maker.id, found.lender.name)
    else unrelated.push(maker.title)
  }
  return { similarTo, unrelated }
}

/** As `sortRecipients`, refusing with a 400 anyone else: a request never goes to an arbitrary title. */
export async function checkRecipients(
  db: Executor,
  table: Table,
  makers: Maker[],
): Promise<Map<number, string>> {
  const { similarTo, unrelated } = await sortRecipients(db, table, makers)
  if (unrelated.length)
    throw badRequest(
      `${unrelated.map((title) => `"${title}"`).join(', ')} ${unrelated.length === 1 ? 'is' : 'are'} neither a manufacturer of "${table.name}" nor a maker of a similar product`,
    )
  return similarTo
}
