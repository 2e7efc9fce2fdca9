import type { Parameter } from '@scout/shared/schemas/omniclass'
import { splitWords, stemWord } from '../search/text'
import { isManufacturerColumn, isYesNo, yesNo } from './merge-parameters'
import { mainPhrase, productKinds, type ProductKind } from './product-kinds'
import { nearDuplicateKey } from './text-keys'

/** The main phrase's words, stemmed, each with the place of its written word ("Black-Out" is one). */
type Phrase = { words: string[]; joined: number[] }
/** `known`: a material the column does not list but the kinds know, which must be a modifier (knownMaterials) */
type Span = { key: string; start: number; end: number; known?: boolean }

function readPhrase(text: string): Phrase {
  const count = splitWords(mainPhrase(text)).length
  const words: string[] = []
  const joined: number[] = []
  text.split(/\s+/).forEach((written, place) => {
    for (const word of splitWords(written)) {
      words.push(stemWord(word))
      joined.push(place)
    }
  })
  return { words: words.slice(0, count), joined: joined.slice(0, count) }
}

/** Where a value's words stand together in the phrase, whole written words only ("Gas" is not in "Flue-Gas"). */
function findValue(key: string, value: string, { words, joined }: Phrase): Span | null {
  const own = splitWords(value).map(stemWord)
  // Yes and No say nothing about which of them the name gives
  if (own.length === 0 || (own.length === 1 && yesNo.has(own[0]!))) return null
  if (!own.some((word) => /[a-z]{3}/.test(word))) return null
  for (let start = 0; start + own.length <= words.length; start++) {
    const end = start + own.length - 1
    if (!own.every((word, i) => words[start + i] === word)) continue
    if (joined[start - 1] !== joined[start] && joined[end + 1] !== joined[end]) return { key, start, end }
  }
  return null
}

/** Where the thing named starts: the longest of its kind's terms that ends the phrase, else its last word. */
function headStart({ words }: Phrase, kind: ProductKind | null): number {
  let start = words.length - 1
  for (const term of kind?.terms ?? []) {
    const at = words.length - term.length
    if (at >= 0 && at < start && term.every((word, i) => words[at + i] === word)) start = at
  }
  return start
}

/** What a name may say of a column: one of its values, or for a Yes/No column, its own words ("Tempered"). */
function answersOf(column: Parameter): string[] {
  return isYesNo(column) ? [column.name.replace(/^(is|has)\s+/i, '')] : column.values
}

const materialKey = nearDuplicateKey('Material')
let materials: string[] | undefined

/**
 * Every material the kinds' Material columns list (data/kinds/*.json), read once: "Cork Flooring" answers
 * Material although its lenders list vinyl and rubber.
 */
function knownMaterials(): string[] {
  materials ??= [
    ...new Set(
      productKinds.flatMap((kind) =>
        kind.parameters.filter((p) => nearDuplicateKey(p.name) === materialKey).flatMap((p) => p.values),
      ),
    ),
  ]
  return materials
}

function findAnswers(column: Parameter, phrase: Phrase): Span[] {
  const key = nearDuplicateKey(column.name)
  const spans = answersOf(column).map((answer) => findValue(key, answer, phrase))
  if (key === materialKey)
    for (const material of knownMaterials())
      if (!column.values.includes(material)) {
        const span = findValue(key, material, phrase)
        if (span) spans.push({ ...span, known: true })
      }
  return spans.filter((span): span is Span => span !== null)
}

/**
 * The columns whose answer the name itself gives (keys of their names, nearDuplicateKey), for a name of
 * `kind` (kindOf, which the caller has read already): "Steel Doors" need no Material offering Wood,
 * "Tankless Water Heaters" no Type offering Tank, nor "Soap Dispensers for Hospitals" a Type listing the soap
 * dispenser among grab bars. Only the main phrase counts ("Doors with Glass Vision
 * Panels" are not glass doors), and of the words naming the thing, only its first or the thing itself. A
 * one-word answer must stand next to the thing named or to another answer: "Double Hung Windows" do not
 * answer Glazing (Double); nor does a value inside a longer one another column gives: "Natural Gas Lamps"
 * name a fuel, not a Natural finish. A Yes/No column is answered by its own words: "Tempered Glass" are
 * asked no Is Tempered, "Fire Rated Cabinets" no Fire Rated. A count answers the column it counts
 * (countedColumns).
 */
export function columnsAnsweredBy(text: string, kind: ProductKind | null, columns: Parameter[]): Set<string> {
  const phrase = readPhrase(text)
  const spans = columns
    .filter((column) => !isManufacturerColumn(column.name))
    .flatMap((column) => findAnswers(column, phrase))
  const inner = (span: Span) =>
    spans.some((o) => o.end - o.start > span.end - span.start && o.start <= span.start && span.end <= o.end)
  const answers = spans.filter((span) => !inner(span))
  // from the thing named leftwards: a one-word answer must touch it or an answer already taken
  const head = headStart(phrase, kind)
  const last = phrase.words.length - 1
  let reach = head
  const taken: Span[] = []
  for (const span of answers.sort((a, b) => b.end - a.end)) {
    // within the words naming the thing, its first ("Tankless Water Heaters") or the thing itself answers, not a
    // word between: "Solar Water Heaters" name no heat transfer fluid
    if (span.start > head && span.end !== last) continue
    // a material only the kinds know must stand before the thing named: "Paper Towel Dispensers" say what
    // they dispense, not what they are made of
    if (span.known && span.end >= head) continue
    const touches = span.end >= reach - 1
    if (touches) reach = Math.min(reach, span.start)
    if (touches || span.end > span.start) taken.push(span)
  }
  return new Set([...taken.map((span) => span.key), ...countedColumns(phrase, columns)])
}

/**
 * The columns a count in the name answers, by their own last word: "3 Compartment Sinks" ask no
 * Compartments, "2 Gang Boxes" no Gangs.
 */
function countedColumns({ words }: Phrase, columns: Parameter[]): string[] {
  return columns
    .filter((column) => {
      const counted = splitWords(column.name).at(-1)
      if (!counted || /\d/.test(counted)) return false
      const stem = stemWord(counted)
      return words.some((word, i) => i > 0 && word === stem && /^\d+$/.test(words[i - 1]!))
    })
    .map((column) => nearDuplicateKey(column.name))
}

/** The columns without those the name, of this kind (kindOf), answers (columnsAnsweredBy). */
export function withoutAnswered(text: string, kind: ProductKind | null, columns: Parameter[]): Parameter[] {
  const answered = columnsAnsweredBy(text, kind, columns)
  return columns.filter((column) => !answered.has(nearDuplicateKey(column.name)))
}
