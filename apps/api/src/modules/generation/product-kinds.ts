import { z } from 'zod'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import { boundedDistance } from '../search/fuzzy'
import { foldText, splitWords, stemWord as searchStem, stopWords, wordPattern } from '../search/text'
import { families } from './product-families'
import typoGuardWords from '../../seed/data/typo-guard-words.json'
import familyTermsJson from './data/family-terms.json'
import { readKindFiles } from './kind-data'
import { wordPairs } from './text-keys'

/**
 * The kind of product a name is about ("Fire Sprinklers" are sprinklers, not doors), from the built-in
 * knowledge (data/kinds/*.json, read by kind-data.ts) and the demo families (product-families.ts). Generation
 * uses it to pick typical parameters and to keep tables of another kind from lending theirs (docs/decisions/006).
 */
export type ProductKind = {
  key: string
  /** how progress messages name it: its first term as written ("heat pump") */
  label: string
  /** its terms as written: the label first */
  names: string[]
  terms: string[][]
  parameters: Parameter[]
  /** The IFC property sets of the kind. */
  psets: string[]
  /** The broader kind (a demo family, or a kind: backflow preventers are valves) whose tables may lend too. */
  parent: string | null
  /** A demo family: broad, so the name may point to narrower property sets (ifc-psets.matchPropertySets). */
  broad: boolean
  /** Wins a tie against a lower one; the demo families, the broadest, are below every kind (0, -1…). */
  priority: number
}

/**
 * Search's stem, but for the words whose plural names another product: "safety glasses" are eyewear, not
 * panes of "safety glass". Search may fold them (a catalogue of glass finds "glasses"); the kinds may not.
 */
const ownPlurals = new Set(['glasses', 'eyeglasses'])
const stemWord = (word: string) => (ownPlurals.has(word) ? word : searchStem(word))

const wordsOf = (term: string) =>
  splitWords(term)
    .filter((word) => !stopWords.has(word))
    .map(stemWord)

/** The demo families' names (data/family-terms.json); their columns are the ones the demo tables were built from. */
const familyTerms = z
  .object({ about: z.string(), families: z.record(z.string(), z.array(z.string().trim().min(1)).min(1)) })
  .parse(familyTermsJson).families

const kindsData = readKindFiles()

/** The kinds, highest priority first: the order the maps below are built in, whatever the files' order. */
export const productKinds: ProductKind[] = [
  ...kindsData.map((kind) => ({
    key: kind.key,
    label: kind.terms[0]!,
    names: kind.terms,
    terms: kind.terms.map(wordsOf),
    parameters: Object.entries(kind.parameters).map(([name, values]) => ({ name, values })),
    psets: kind.psets ?? [],
    parent: kind.parent ?? null,
    broad: false,
    priority: kind.priority,
  })),
  ...families.map((family, i) => ({
    key: family.key,
    label: (familyTerms[family.key] ?? [family.key])[0]!,
    names: familyTerms[family.key] ?? [family.key],
    terms: (familyTerms[family.key] ?? [family.key]).map(wordsOf),
    parameters: family.extra,
    psets: family.psets,
    parent: null,
    broad: true,
    priority: -i,
  })),
]

const kindsByKey = new Map(productKinds.map((kind) => [kind.key, kind]))

/** The broader kind a kind names as its parent (garage doors → doors), if any. */
export function broaderKind(kind: ProductKind): ProductKind | undefined {
  return kind.parent ? kindsByKey.get(kind.parent) : undefined
}

/** The kinds that list each IFC property set as theirs. */
const psetOwners = new Map<string, ProductKind[]>()
for (const kind of productKinds)
  for (const pset of kind.psets) psetOwners.set(pset, [...(psetOwners.get(pset) ?? []), kind])

/**
 * Whether a property set belongs to other kinds than this one and its narrower kinds: the light fixtures'
 * sets are no plumbing fixture's, although both names end in "fixtures".
 */
export function isOtherKindsPset(pset: string, kind: ProductKind): boolean {
  const owners = psetOwners.get(pset) ?? []
  return owners.length > 0 && owners.every((owner) => owner !== kind && owner.parent !== kind.key)
}

/**
 * The acronyms the terms write in capitals ("EV charger", "VRF", "SIPs"), and the columns named by one alone
 * ("VOC", "NRC", "MERV"; not "BUG Rating": a bug is a word too), by their lower-case spelling.
 */
const acronyms = new Map(
  [
    ...[...kindsData.flatMap((kind) => kind.terms), ...Object.values(familyTerms).flat()].flatMap((term) =>
      term.split(/[\s-]/),
    ),
    ...kindsData.flatMap((kind) => Object.keys(kind.parameters)),
  ]
    .filter((word) => /^[A-Z]{2,}s?$/.test(word))
    .map((word) => [word.toLowerCase(), word]),
)

/** A word typed in lower case as an acronym is written ("ev" → "EV", "ahus" → "AHUs"); undefined if none. */
export function writtenAcronym(word: string): string | undefined {
  const plural = word.endsWith('s') ? acronyms.get(word.slice(0, -1)) : undefined
  return acronyms.get(word) ?? (plural && `${plural}s`)
}

/** Words that end the main phrase: "Pumps for Fire Protection" is about pumps. */
export const phraseEnds = new Set(['for', 'with', 'of', 'in', 'on', 'to', 'at', 'by', 'from'])

/** Every word a kind's terms use, stemmed. */
const termWords = new Set(productKinds.flatMap((kind) => kind.terms.flat()))
const termWordList = [...termWords]
/** Adjacent words of the terms, as "first second": a pair the terms write apart is not to be run together. */
const termPairs = new Set(productKinds.flatMap((kind) => kind.terms.flatMap((term) => wordPairs(term))))

/** Whether two words typed apart are one a term writes whole ("wheel chair", "counter tops"). */
function joinsAsTermWord(word: string, next: string): boolean {
  const [first, second] = [word.toLowerCase(), next.toLowerCase()]
  return termWords.has(stemWord(first + second)) && !termPairs.has(`${stemWord(first)} ${stemWord(second)}`)
}

/**
 * Two words typed apart that a term writes as one, run together ("wheel chair lifts" → wheelchair lifts),
 * the joined word written by `write` (the table's name keeps the case typed).
 */
export function joinSplitWords(
  words: string[],
  write: (word: string, next: string) => string = (word, next) => word + next,
): string[] {
  const joined: string[] = []
  for (let i = 0; i < words.length; i++) {
    const [word, next] = [words[i]!, words[i + 1]]
    if (next !== undefined && joinsAsTermWord(word, next)) {
      joined.push(write(word, next))
      i++
    } else joined.push(word)
  }
  return joined
}

/** the shorter part of a word typed run together: "doorframes", not "d" + "oorframes" */
const minPart = 3

/**
 * A word typed whole that a term writes as two ("checkvalves" → "check", "valves"; "Firedoors" → "Fire",
 * "Doors"), in the case typed; the word alone when it is a term word itself or no term has its parts as a pair.
 * The counterpart of joinSplitWords.
 */
export function splitRunTogetherWord(word: string): string[] {
  const lower = word.toLowerCase()
  if (termWords.has(stemWord(lower))) return [word]
  for (let i = minPart; i <= lower.length - minPart; i++) {
    if (!termPairs.has(`${stemWord(lower.slice(0, i))} ${stemWord(lower.slice(i))}`)) continue
    const second = word.slice(i)
    return [word.slice(0, i), /^\p{Lu}/u.test(word) ? second[0]!.toUpperCase() + second.slice(1) : second]
  }
  return [word]
}

/** Building words one edit from a term word ("broiler", "boiler"): real words, never read as typos. */
const realNeighbours = new Set(typoGuardWords)

/**
 * Typos forgiven in a word of six letters or more: one edit ("sprinkelr"); shorter words are too alike ("chart").
 * The first letter must agree: people seldom mistype it, and real words differ there ("heating", "seating").
 */
const minTypoLength = 6
const spellings = new Map<string, string>()
const maxSpellings = 50_000

/**
 * The term word a stemmed word would be read as by the typo rule, the one term word one edit away with the
 * same first letter ("sprinkelr" → "sprinkler"); null when it is a term word itself, too short, or when none
 * or several are. Also what the typo guard is derived with (typo-guard-derivation.ts).
 */
export function typoTarget(word: string): string | null {
  if (termWords.has(word) || word.length < minTypoLength) return null
  const close = termWordList.filter((term) => term[0] === word[0] && boundedDistance(word, term, 1) <= 1)
  return close.length === 1 ? close[0]! : null
}

/** A word as the terms spell it (typoTarget), unless it is a building word. Remembered: catalogues repeat words. */
export function spellAsTerms(word: string): string {
  if (realNeighbours.has(word)) return word
  let spelt = spellings.get(word)
  if (spelt === undefined) {
    spelt = typoTarget(word) ?? word
    if (spellings.size >= maxSpellings) spellings.clear()
    spellings.set(word, spelt)
  }
  return spelt
}

/** Term words as the terms write them, by their stemmed spelling: what a mistyped word is corrected to. */
const termSpellings = new Map(
  [...kindsData.flatMap((kind) => kind.terms), ...Object.values(familyTerms).flat()]
    .flatMap((term) => term.split(' '))
    .map((word) => [stemWord(word.toLowerCase()), word.toLowerCase()]),
)

export const pluralOf = (word: string) =>
  /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|z|ch|sh)$/.test(word) ? `${word}es` : `${word}s`

/**
 * A word typed wrong, spelt right in the typed number and in lower case: as the typo rule reads it
 * ("Elevaters" → "elevators", "sprinkelr" → "sprinkler"), or a term word given a plain -s where its plural
 * is -ies or -es ("lavatorys" → "lavatories"); undefined when it is spelt right or not known.
 */
export function correctSpelling(word: string): string | undefined {
  const typed = word.toLowerCase()
  const stem = stemWord(typed)
  const target = spellAsTerms(stem)
  const spelt = termSpellings.get(target)
  if (!spelt) return undefined
  const plural = stem !== typed && typed.endsWith('s') ? pluralOf(spelt) : spelt
  if (target !== stem) return plural
  // an e the stemmer drops, typed on a long word that has none ("Conduite"; "tape" is no "tap")
  if (typed === `${spelt}e` && spelt.length >= minTypoLength) return spelt
  return typed === `${spelt}s` && plural !== typed ? plural : undefined
}

/** Whether the kinds' terms use a word, in any case and number: "EXTINGUISHERS" they do, "NEMA" not. */
export function isTermWord(word: string): boolean {
  return termSpellings.has(stemWord(word.toLowerCase()))
}

/** Whether a word is one the built-in knowledge knows to be a word: a term's, or a building word beside one. */
export function isKnownWord(word: string): boolean {
  return isTermWord(word) || realNeighbours.has(stemWord(word.toLowerCase()))
}

/** Last words that name no thing of their own: "UPS Systems" and "Nurse Call Systems" have nothing in common. */
export const genericHeads = new Set(
  'system equipment product unit device component accessory assembly material item kit part set supply solution element control'
    .split(' ')
    .map(stemWord),
)

/**
 * A name's main phrase and the words after it: the phrase ends at its first word that ends one ("Bike Racks
 * for Schools" → bike racks), unless a hyphen joins that word to the one before ("Walk-in Coolers").
 */
function splitMainPhrase(text: string): [string[], string[]] {
  const folded = foldText(text)
  const words = [...folded.matchAll(wordPattern)]
  const end = words.findIndex(
    (match, i) => i > 0 && folded[match.index - 1] !== '-' && phraseEnds.has(match[0]),
  )
  const plain = words.map((match) => match[0])
  return end > 0 ? [plain.slice(0, end), plain.slice(end)] : [plain, []]
}

export function mainPhrase(text: string): string {
  return splitMainPhrase(text)[0].join(' ')
}

/**
 * A name's content words, stemmed, and where its main phrase's last word (the kind of product) is; a generic
 * last word leaves that to the word before it ("Access Control Systems" are access control).
 */
function readName(text: string): { words: string[]; heads: number[] } {
  // a number says no kind, but a word run into one still does ("Cat6A Cable" is a category cable), unless
  // the terms use it whole ("CO2 Sensors" are no CO sensors)
  const read = (words: string[]) =>
    joinSplitWords(words)
      .flatMap((word) => {
        if (!/\d/.test(word) || termWords.has(word)) return [word]
        const letters = /^(\p{L}{2,})\d/u.exec(word)?.[1]
        return letters ? [letters] : []
      })
      .filter((word) => !stopWords.has(word))
      .map((word) => spellAsTerms(stemWord(word)))
  const [main, rest] = splitMainPhrase(text)
  const mainWords = read(main)
  const words = [...mainWords, ...read(rest)]
  // the main phrase is the start of the name, so its last word's place is the count of its content words
  const last = mainWords.length - 1
  return { words, heads: last > 0 && genericHeads.has(words[last]!) ? [last, last - 1] : [last] }
}

/** Where the term's words occur in order (gaps allowed) in `words`: the first and last positions, or null. */
function findTerm(term: string[], words: string[]): { start: number; end: number } | null {
  let at = -1
  let start = -1
  for (const word of term) {
    at = words.indexOf(word, at + 1)
    if (at < 0) return null
    if (start < 0) start = at
  }
  return { start, end: at }
}

/** The kind a name is about, and whether a term ended on its head word ("Solar Panels") or elsewhere. */
function readKind(text: string): { kind: ProductKind; atHead: boolean } | null {
  const { words, heads } = readName(text)
  let best: { kind: ProductKind; atHead: boolean } | null = null
  let bestScore = 0
  for (const kind of productKinds) {
    for (const term of kind.terms) {
      const found = findTerm(term, words)
      if (!found) continue
      const atHead = heads.some((head) => words[found.end] === words[head])
      const unbroken = found.end - found.start + 1 === term.length
      const score = (atHead ? 100 : 0) + 10 * term.length + (unbroken ? 5 : 0)
      const wins =
        score > bestScore || (score === bestScore && best !== null && kind.priority > best.kind.priority)
      if (wins) [best, bestScore] = [{ kind, atHead }, score]
    }
  }
  return best
}

/**
 * The kind a product name is about: a term that ends on the name's head word ("Solar Panels" → solar
 * modules) beats one elsewhere in it ("Sprinkler Systems" → sprinklers); a longer term beats a shorter one,
 * and an unbroken one a broken one ("Acoustical Ceiling Panels" are ceiling panels); the kind of higher
 * priority wins a tie. Null when no term occurs.
 */
export function kindOf(text: string): ProductKind | null {
  return readKind(text)?.kind ?? null
}

/** The kind a name is, read from its head word only: "Synthetic Grass Surfacing" is no kind of turf. */
export function headKindOf(text: string): ProductKind | null {
  const read = readKind(text)
  return read?.atHead ? read.kind : null
}
