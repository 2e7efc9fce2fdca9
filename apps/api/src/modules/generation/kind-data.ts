import fs from 'node:fs'
import { z } from 'zod'
import { foldText } from '../search/text'
import { families } from './product-families'

/**
 * The built-in knowledge of building products beyond the catalogue, as data: `data/kinds/<trade>.json`, one
 * file a trade, written by the Scout team from trade practice (the IFC property sets named are buildingSMART's,
 * ifc-psets.ts). Checked here when read, so that a mistyped file stops the API at start, not a generation.
 */
const kindsDir = new URL('./data/kinds/', import.meta.url)

const listItem = z.string().trim().min(1)

export const KindDataSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a kebab-case key'),
    /** wins a tie with a kind of lower priority: a narrow kind outranks the broad kind sharing its words */
    priority: z.number().int().positive(),
    /** the broader kind whose tables may lend (a garage door is a door): a demo family, or a kind */
    parent: z.string().optional(),
    /** the names people give it, matched as words in order; the first is how progress messages name it */
    terms: z.array(listItem).min(1),
    psets: z.array(listItem).optional(),
    /** the columns a specifier refines it by, with typical values */
    parameters: z.record(z.string().min(1), z.array(listItem).min(2)),
  })
  .strict()
export type KindData = z.infer<typeof KindDataSchema>

export const KindFileSchema = z.object({ trade: z.string().min(1), kinds: z.array(KindDataSchema) }).strict()

const termKey = (term: string) =>
  foldText(term)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** The checks one file cannot make alone: unique keys and priorities, known parents, each term one kind's. */
export const KindListSchema = z.array(KindDataSchema).superRefine((kinds, ctx) => {
  const familyKeys = new Set(families.map((family) => family.key))
  const keys = new Set<string>()
  const priorities = new Map<number, string>()
  const termOwners = new Map<string, string>()
  for (const kind of kinds) {
    if (keys.has(kind.key) || familyKeys.has(kind.key)) ctx.addIssue(`kind "${kind.key}" is listed twice`)
    keys.add(kind.key)
    const same = priorities.get(kind.priority)
    if (same) ctx.addIssue(`kinds "${same}" and "${kind.key}" share priority ${kind.priority}`)
    priorities.set(kind.priority, kind.key)
    for (const term of kind.terms) {
      const owner = termOwners.get(termKey(term))
      if (owner && owner !== kind.key) ctx.addIssue(`term "${term}" is under "${owner}" and "${kind.key}"`)
      termOwners.set(termKey(term), kind.key)
    }
  }
  for (const kind of kinds)
    if (kind.parent && !keys.has(kind.parent) && !familyKeys.has(kind.parent))
      ctx.addIssue(`kind "${kind.key}" names an unknown parent "${kind.parent}"`)
})

/** Highest priority first: the order every reader of the kinds relies on, whatever the files' order. */
export function byPriority(kinds: KindData[]): KindData[] {
  return [...kinds].sort((a, b) => b.priority - a.priority)
}

/** Every kind of every trade file, checked, highest priority first. */
export function readKindFiles(dir: URL = kindsDir): KindData[] {
  const kinds = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const parsed = KindFileSchema.safeParse(JSON.parse(fs.readFileSync(new URL(file, dir), 'utf8')))
      if (!parsed.success) throw new Error(`data/kinds/${file}: ${z.prettifyError(parsed.error)}`)
      return parsed.data.kinds
    })
  const checked = KindListSchema.safeParse(kinds)
  if (!checked.success) throw new Error(`data/kinds: ${z.prettifyError(checked.error)}`)
  return byPriority(checked.data)
}
