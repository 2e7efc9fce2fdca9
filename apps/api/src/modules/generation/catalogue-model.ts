import { findParentNumber, significantPairs } from '@scout/shared/domain/omniclass-number'
import { splitWords } from '../search/text'
import { contentWords } from './text-keys'

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
type FamilyProfile = { size: number; total: number; counts: Map<string, number> }

/** What the built-in engine knows about the catalogue, built once per catalogue version (see catalogue-cache). */
export type CatalogueModel = {
  entries: IndexedEntry[]
  wordPostings: Map<string, number[]>
  wordIdf: Map<string, number>
  gramPostings: Map<string, number[]>
  gramIdf: Map<string, number>
  families: Map<string, FamilyProfile>
  vocabularySize: number
  /** the catalogue's words as written (lower case): what IFC's run-together enumeration values are split with */
  vocabulary: Set<string>
}

const contextWeight = 0.5
const contextDepth = 2
const gramSize = 4

/** The family a number belongs to, its first three pairs: `23-17 11 31 13` → `23-17 11` (Doors). */
export function numberFamily(number: string): string {
  const pairs = significantPairs(number)
  while (pairs.length < 3) pairs.push('00')
  return `${pairs[0]}-${pairs[1]} ${pairs[2]}`
}

export function wordPairs(words: string[]): string[] {
  return words.slice(1).map((word, i) => `${words[i]} ${word}`)
}

/** Character 4-grams of each word: they tie `dehumidifier` to `humidifier` and forgive a typo. */
export function wordGrams(words: string[]): Map<string, number> {
  const grams = new Map<string, number>()
  for (const word of words) {
    const padded = `<${word}>`
    for (let i = 0; i + gramSize <= padded.length; i++) {
      const gram = padded.slice(i, i + gramSize)
      grams.set(gram, (grams.get(gram) ?? 0) + 1)
    }
  }
  return grams
}

/** The features a family profile counts: words, the last word (the kind of product), the first, and word pairs. */
export function familyFeatures(words: string[]): string[] {
  const features = [...words, ...wordPairs(words)]
  if (words.length) features.push(`^${words.at(-1)}`)
  if (words.length > 1) features.push(`<${words[0]}`)
  return features
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
    for (const word of contentWords(byNumber.get(number)!.name)) if (!weights.has(word)) weights.set(word, weight)
  }
  return weights
}

export function buildCatalogueModel(catalogue: CatalogueEntry[]): CatalogueModel {
  const byNumber = new Map(catalogue.filter((e) => e.number).map((e) => [e.number!, e]))
  const wordPostings = new Map<string, number[]>()
  const gramPostings = new Map<string, number[]>()
  const families = new Map<string, FamilyProfile>()
  const vocabulary = new Set<string>()
  const surfaceWords = new Set<string>()
  const entries = catalogue.map((entry, position) => {
    const own = contentWords(entry.name)
    for (const word of splitWords(entry.name)) if (word.length > 2) surfaceWords.add(word)
    const weights = contextWords(entry, byNumber, own)
    for (const word of weights.keys()) addPosting(wordPostings, word, position)
    const grams = wordGrams(own)
    for (const gram of grams.keys()) addPosting(gramPostings, gram, position)
    if (entry.number) {
      const key = numberFamily(entry.number)
      const profile = families.get(key) ?? { size: 0, total: 0, counts: new Map() }
      families.set(key, profile)
      profile.size++
      for (const feature of familyFeatures(own)) {
        profile.counts.set(feature, (profile.counts.get(feature) ?? 0) + 1)
        profile.total++
        vocabulary.add(feature)
      }
    }
    return { entry, weights, pairs: new Set(wordPairs(own)), head: own.at(-1), length: own.length, grams, gramNorm: 0 }
  })
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
    families,
    vocabularySize: vocabulary.size,
    vocabulary: surfaceWords,
  }
}
