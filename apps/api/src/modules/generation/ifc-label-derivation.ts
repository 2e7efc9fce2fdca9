/**
 * Display labels for the IFC enumeration values that IFC's own words split worse or not at all
 * (`CABLESPANNED` → `Cable Spanned`), split with an English word list (`word-list`, SCOWL, a dev dependency).
 * Stored in `seed/data/ifc-enum-labels.json` by `cli/derive-ifc-labels.ts`; a test keeps the file current.
 */
import { readFileSync } from 'node:fs'
import wordListPath from 'word-list'
import { ifcVocabulary, propertySets, splitLabel } from './ifc-psets'

/** Trade words the list lacks, and IFC's own spellings (`CONFORT`, `CURTIAN`), kept as IFC writes them. */
const tradeWords = ['belfast', 'ethernet', 'hepa', 'positioner', 'confort', 'curtian']
const dictionary = new Set([...readFileSync(wordListPath, 'utf8').split('\n'), ...tradeWords])
const shortWords = new Set(['ac', 'dc', 'in', 'no', 'of', 'on', 'or', 'to', 'tv', 'up', 'uv', 'ii', 'iii'])
/** Where the rules below still split wrongly, or IFC misspells a value a reader sees (`DISPLACMENT`). */
const overrides: Record<string, string> = {
  LIFTCARDIRECTIONLANTERN: 'Lift Car Direction Lantern',
  LIFTFIRESYSTEMSPORT: 'Lift Fire Systems Port',
  ANNODIZED: 'Anodized',
  DISPLACMENT: 'Displacement',
}
const acronyms = /\b(Ii|Iii|Hepa|Lpg)\b/g

type Split = { pieces: string[]; short: number; known: number; squares: number }

/**
 * Fewest pieces; then the fewest three-letter pieces (the likeliest false cuts: `dow narrow`); then the most
 * pieces IFC itself uses; then the longest pieces (`cable spanned`, not `cables panned`).
 */
function better(a: Split, b: Split | null): boolean {
  if (!b) return true
  if (a.pieces.length !== b.pieces.length) return a.pieces.length < b.pieces.length
  if (a.short !== b.short) return a.short < b.short
  if (a.known !== b.known) return a.known > b.known
  return a.squares > b.squares
}

function splitWithDictionary(token: string): string[] | null {
  const text = token.toLowerCase()
  const best: (Split | null)[] = [{ pieces: [], short: 0, known: 0, squares: 0 }]
  for (let end = 1; end <= text.length; end++) {
    best[end] = null
    for (let start = 0; start < end; start++) {
      const before = best[start]
      const piece = text.slice(start, end)
      if (!before) continue
      const isWord =
        /^\d+$/.test(piece) ||
        shortWords.has(piece) ||
        (piece.length > 2 && (dictionary.has(piece) || ifcVocabulary.has(piece)))
      if (!isWord) continue
      const candidate = {
        pieces: [...before.pieces, piece],
        short: before.short + (piece.length <= 3 && !ifcVocabulary.has(piece) ? 1 : 0),
        known: before.known + (ifcVocabulary.has(piece) ? 1 : 0),
        squares: before.squares + piece.length ** 2,
      }
      if (better(candidate, best[end]!)) best[end] = candidate
    }
  }
  return best[text.length]?.pieces ?? null
}

/** Every enumeration value of the shipped property sets whose label the word list improves, sorted. */
export function deriveIfcLabels(): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const pset of Object.values(propertySets)) {
    for (const property of pset.properties) {
      for (const value of property.enumValues ?? []) {
        const words = value.split('_').flatMap((part) => splitWithDictionary(part) ?? [part.toLowerCase()])
        const label =
          overrides[value] ??
          splitLabel(words.join('_').toUpperCase()).replace(acronyms, (word) => word.toUpperCase())
        if (label !== splitLabel(value)) labels[value] = label
      }
    }
  }
  return Object.fromEntries(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)))
}
