import { wordGrams, wordPairs } from './text-keys'

/**
 * A linear classifier from a table's name to its number family (`23-17 11`), learnt from the catalogue's
 * numbered tables (docs/decisions/006-generation.md). It learns how much each word, the last word (the kind
 * of product), the first word, each word pair and each character 4-gram tells the families apart, which a
 * vote of similar tables cannot: "Dental Tooth Separators" go with the dental products although the other
 * separators are liquid and waste-water equipment, and "Glass Masonry Unit Windows" with the windows although
 * the tables sharing most words are masonry units. Averaged passive-aggressive training in a seeded order:
 * one catalogue, one classifier.
 */
export type FamilyExample = { words: string[]; family: string }
/** Per feature, the families it has a weight for, and those weights: most features touch a few families. */
type FeatureRow = { families: number[]; weights: number[] }
export type FamilyClassifier = {
  families: string[]
  featureIds: Map<string, number>
  /** inverse document frequency per feature: a feature of every name says little */
  idf: number[]
  rows: FeatureRow[]
}
type Vector = { ids: number[]; values: number[] }

const kindWeight = 1
const firstWeight = 0.5
const pairWeight = 0.7
const gramWeight = 0.2
const epochs = 8
const margin = 1
const aggressiveness = 0.5
/** turns scores into shares that add up to one, so that a vote can be added to them */
const temperature = 0.1

function rawFeatures(words: string[]): Map<string, number> {
  const features = new Map<string, number>()
  const add = (key: string, value: number) => features.set(key, (features.get(key) ?? 0) + value)
  for (const word of words) add(`w ${word}`, 1)
  if (words.length) add(`k ${words.at(-1)}`, kindWeight)
  if (words.length > 1) add(`f ${words[0]}`, firstWeight)
  for (const pair of wordPairs(words)) add(`p ${pair}`, pairWeight)
  for (const [gram, count] of wordGrams(words)) add(`g ${gram}`, gramWeight * count)
  return features
}

/** Known features only, weighted by rarity, scaled to unit length. */
function weigh(
  classifier: Pick<FamilyClassifier, 'featureIds' | 'idf'>,
  features: Map<string, number>,
): Vector {
  const ids: number[] = []
  const values: number[] = []
  for (const [key, raw] of features) {
    const id = classifier.featureIds.get(key)
    if (id === undefined) continue
    ids.push(id)
    values.push(raw * classifier.idf[id]!)
  }
  const norm = Math.hypot(...values) || 1
  return { ids, values: values.map((value) => value / norm) }
}

function scoreInto(rows: FeatureRow[], vector: Vector, scores: Float64Array) {
  scores.fill(0)
  for (let k = 0; k < vector.ids.length; k++) {
    const { families, weights } = rows[vector.ids[k]!]!
    const value = vector.values[k]!
    for (let j = 0; j < families.length; j++) scores[families[j]!]! += weights[j]! * value
  }
}

/** Adds to one family's weight for a feature, and the step's running sum used for averaging. */
function addWeight(
  rows: FeatureRow[],
  sums: number[][],
  id: number,
  family: number,
  delta: number,
  step: number,
) {
  const row = rows[id]!
  let slot = row.families.indexOf(family)
  if (slot < 0) {
    slot = row.families.push(family) - 1
    row.weights.push(0)
    sums[id]!.push(0)
  }
  row.weights[slot]! += delta
  sums[id]![slot]! += step * delta
}

/** A linear congruential generator: the same shuffle on every run and every machine. */
function seededRandom(seed: number) {
  let state = seed
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32
}

export function trainFamilyClassifier(examples: FamilyExample[]): FamilyClassifier {
  const families: string[] = []
  const familyIds = new Map<string, number>()
  const featureIds = new Map<string, number>()
  const counts: number[] = []
  const raw = examples.map(({ words, family }) => {
    if (!familyIds.has(family)) familyIds.set(family, families.push(family) - 1)
    const features = rawFeatures(words)
    for (const key of features.keys()) {
      let id = featureIds.get(key)
      if (id === undefined) featureIds.set(key, (id = counts.push(0) - 1))
      counts[id]!++
    }
    return { features, family: familyIds.get(family)! }
  })
  const idf = counts.map((count) => Math.log((1 + examples.length) / (1 + count)) + 1)
  const rows: FeatureRow[] = counts.map(() => ({ families: [], weights: [] }))
  const sums: number[][] = counts.map(() => [])
  const data = raw.map(({ features, family }) => ({ vector: weigh({ featureIds, idf }, features), family }))
  const scores = new Float64Array(families.length)
  const random = seededRandom(12345)
  const order = data.map((_, i) => i)
  let step = 1
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[order[i], order[j]] = [order[j]!, order[i]!]
    }
    for (const i of order) {
      const { vector, family } = data[i]!
      scoreInto(rows, vector, scores)
      let rival = -1
      for (let f = 0; f < scores.length; f++)
        if (f !== family && (rival < 0 || scores[f]! > scores[rival]!)) rival = f
      const loss = rival < 0 ? 0 : margin - (scores[family]! - scores[rival]!)
      if (loss > 0) {
        // vectors have unit length, so the squared norm of the update's direction is 2
        const size = Math.min(aggressiveness, loss / 2)
        for (let k = 0; k < vector.ids.length; k++) {
          const delta = size * vector.values[k]!
          addWeight(rows, sums, vector.ids[k]!, family, delta, step)
          addWeight(rows, sums, vector.ids[k]!, rival, -delta, step)
        }
      }
      step++
    }
  }
  // the average of the weights over all steps, which generalises better than the last ones
  rows.forEach((row, id) =>
    row.weights.forEach((weight, slot) => (row.weights[slot] = weight - sums[id]![slot]! / step)),
  )
  return { families, featureIds, idf, rows }
}

export function knowsWord(classifier: FamilyClassifier, word: string): boolean {
  return classifier.featureIds.has(`w ${word}`)
}

/**
 * Each family's share for a name (softmax of the scores); empty when no feature of the name is known.
 * Related words (synonyms: "ahu" brings "air", "handling", "unit") count as words, not as its kind or pairs.
 */
export function classifyFamily(
  classifier: FamilyClassifier,
  words: string[],
  related: string[] = [],
): Map<string, number> {
  const features = rawFeatures(words)
  for (const word of related) if (!features.has(`w ${word}`)) features.set(`w ${word}`, 1)
  const vector = weigh(classifier, features)
  const shares = new Map<string, number>()
  if (vector.ids.length === 0) return shares
  const scores = new Float64Array(classifier.families.length)
  scoreInto(classifier.rows, vector, scores)
  const best = Math.max(...scores)
  let sum = 0
  scores.forEach((score, family) => {
    const share = Math.exp((score - best) / temperature)
    sum += share
    shares.set(classifier.families[family]!, share)
  })
  for (const [family, share] of shares) shares.set(family, share / sum)
  return shares
}
