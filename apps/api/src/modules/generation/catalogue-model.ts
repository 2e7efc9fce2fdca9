import { findParentNumber, significantPairs } from '@scout/shared/domain/omniclass-number'
import { splitWords } from '../search/text'
import { trainFamilyClassifier, type FamilyClassifier, type FamilyExample } from './family-classifier'
import { contentWords, wordGrams, wordPairs } from './text-keys'

export type CatalogueEntry = { id: number; number: string | null; name: string }

type IndexedEntry = {
  entry: CatalogueEntry
  /** own words weigh 1; words only in the parent's and grandparent's names weigh less (context) */
  weights: Map<string, number>
  pairs: Set<string>
  head: string | undefined
  length: number
  grams: Map<string, number>
  gramNorm: number
}

/** What the built-in engine knows about the catalogue, built once per catalogue version (see catalogue-cache). */
export type CatalogueModel = {
  entries: IndexedEntry[]
  wordPostings: Map<string, number[]>
  wordIdf: Map<string, number>
  gramPostings: Map<string, number[]>
  gramIdf: Map<string, number>
  /** name → number family, learnt from the numbered tables; kept while they do not change */
  classifier: FamilyClassifier
  /** name → the family's top-level group (`23-17`, openings), learnt alike: more examples per class */
  groupClassifier: FamilyClassifier
  /** the numbered tables the classifier was learnt from, as one key, and how many they are */
  numberedKey: string
  numberedCount: number
  /** the catalogue's words as written (lower case): what IFC's run-together enumeration values are split with */
  vocabulary: Set<string>
}

const contextWeight = 0.5
const contextDepth = 2

/** The family a number belongs to, its first three pairs: `23-17 11 31 13` → `23-17 11` (Doors). */
export function numberFamily(number: string): string {
  const pairs = significantPairs(number)
  while (pairs.length < 3) pairs.push('00')
  return `${pairs[0]}-${pairs[1]} ${pairs[2]}`
}

/** Whether a "family" is a top-level group's own table (`23-31 00`), in which no product is filed. */
export function isGroupTable(family: string): boolean {
  return family.endsWith(' 00')
}

/** The top-level group a family belongs to: `23-17 11` → `23-17` (Openings, Passages, and Protection). */
export function familyGroup(family: string): string {
  return family.slice(0, family.indexOf(' '))
}

function addPosting(postings: Map<string, number[]>, key: string, position: number) {
  const list = postings.get(key)
  if (list) list.push(position)
  else postings.set(key, [position])
}

function inverseFrequencies(postings: Map<string, number[]>, count: number) {
  const idf = new Map<string, number>()
  for (const [key, list] of postings) idf.set(key, Math.log(1 + count / list.length))
  return idf
}

function contextWords(entry: CatalogueEntry, byNumber: Map<string, CatalogueEntry>, own: string[]) {
  const weights = new Map(own.map((word) => [word, 1]))
  let number = entry.number
  let weight = 1
  for (let depth = 0; number && depth < contextDepth; depth++) {
    number = findParentNumber(number, (candidate) => byNumber.has(candidate))
    if (!number) break
    weight *= contextWeight
    for (const word of contentWords(byNumber.get(number)!.name))
      if (!weights.has(word)) weights.set(word, weight)
  }
  return weights
}

/**
 * Builds the model of a catalogue. The classifier is the costly part and depends only on the numbered tables,
 * so it is taken over from the previous model when those did not change (a generated table has no number).
 */
export function buildCatalogueModel(catalogue: CatalogueEntry[], previous?: CatalogueModel): CatalogueModel {
  const byNumber = new Map(catalogue.filter((e) => e.number).map((e) => [e.number!, e]))
  const wordPostings = new Map<string, number[]>()
  const gramPostings = new Map<string, number[]>()
  const surfaceWords = new Set<string>()
  const examples: FamilyExample[] = []
  const entries = catalogue.map((entry, position) => {
    const own = contentWords(entry.name)
    if (entry.number) examples.push({ words: own, family: numberFamily(entry.number) })
    for (const word of splitWords(entry.name)) if (word.length > 2) surfaceWords.add(word)
    const weights = contextWords(entry, byNumber, own)
    for (const word of weights.keys()) addPosting(wordPostings, word, position)
    const grams = wordGrams(own)
    for (const gram of grams.keys()) addPosting(gramPostings, gram, position)
    return {
      entry,
      weights,
      pairs: new Set(wordPairs(own)),
      head: own.at(-1),
      length: own.length,
      grams,
      gramNorm: 0,
    }
  })
  const numberedKey = catalogue
    .map((entry) => (entry.number ? `${entry.number}\t${entry.name}` : ''))
    .filter(Boolean)
    .join('\n')
  const unchanged = previous?.numberedKey === numberedKey
  const classifier = unchanged ? previous.classifier : trainFamilyClassifier(examples)
  const groupClassifier = unchanged
    ? previous.groupClassifier
    : trainFamilyClassifier(examples.map(({ words, family }) => ({ words, family: familyGroup(family) })))
  const gramIdf = inverseFrequencies(gramPostings, entries.length)
  for (const indexed of entries) {
    let sum = 0
    for (const [gram, count] of indexed.grams) sum += (count * gramIdf.get(gram)!) ** 2
    indexed.gramNorm = Math.sqrt(sum) || 1
  }
  return {
    entries,
    wordPostings,
    wordIdf: inverseFrequencies(wordPostings, entries.length),
    gramPostings,
    gramIdf,
    classifier,
    groupClassifier,
    numberedKey,
    numberedCount: examples.length,
    vocabulary: surfaceWords,
  }
}
