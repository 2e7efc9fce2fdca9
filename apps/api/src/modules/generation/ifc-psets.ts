import type { Parameter } from '@scout/shared/schemas/omniclass'
import enumLabels from '../../seed/data/ifc-enum-labels.json'
import psetsJson from '../../seed/data/ifc-psets-subset.json'
import { contentWords } from './text-keys'

/**
 * IFC 4.3 property set definitions © buildingSMART International, used with full attribution as its
 * notice allows (apps/api/src/seed/data/README.md). The data is read as published; only labels are derived.
 */
type Property = { name: string; type: string; enumValues?: string[] }
type Pset = { applicableEntity: string; properties: Property[] }
export const propertySets = psetsJson as unknown as Record<string, Pset>

/** Identifiers and statuses: bookkeeping, not a product's properties. */
const bookkeepingProperties = /^(Reference|Status)$|Status$/
/**
 * Properties no specifier chooses a product by: where the element sits in a building model (IsExternal,
 * ExtendToStructure, Compartmentation), fire facts a kind asks better or only British practice uses
 * (Combustible beside a cladding's Fire Performance; SurfaceSpreadOfFlame's BS 476 classes), and how a model
 * wires or drains the element (a UPS's Connected Conductor Function: Phase L1…; a gutter's Complementary
 * Function: Dispersing Wells; a transformer's Is Neutral Primary Terminal Available; a boiler's Is Water
 * Storage Heater; a bumper's Is Absorbing Energy; a valve's Valve Pattern, Crossover 4 Port, and Valve Operation,
 * Drop Weight beside Lock Shield; casework's Is Built In, a shade's Mechanical Operated beside its own Operation,
 * a gutter's Is Covered and Is Monitored), which reviewers found meaningless in generated tables.
 */
const unchosenProperties = new Set([
  'IsExternal',
  'ExtendToStructure',
  'Compartmentation',
  'Combustible',
  'SurfaceSpreadOfFlame',
  'ConnectedConductorFunction',
  'Complementaryfunction',
  'IsNeutralPrimaryTerminalAvailable',
  'IsWaterStorageHeater',
  'IsAbsorbingEnergy',
  'ValvePattern',
  'ValveOperation',
  'IsBuiltIn',
  'MechanicalOperated',
  'IsCovered',
  'IsMonitored',
])
const meaninglessValues = new Set(['OTHER', 'NOTKNOWN', 'UNSET', 'NOTDEFINED', 'USERDEFINED'])
export const fireRatings = ['20 min', '45 min', '60 min', '90 min', '2 hr', '3 hr']
const labelValues: Record<string, string[]> = {
  FireRating: fireRatings,
  AcousticRating: ['STC 30', 'STC 35', 'STC 40', 'STC 45', 'STC 50'],
  SecurityRating: ['Level 1', 'Level 2', 'Level 3', 'Level 4'],
  FlammabilityRating: ['Class A', 'Class B', 'Class C'],
  SurfaceSpreadOfFlame: ['Class 0', 'Class 1', 'Class 2'],
}

/**
 * Rated labels whose usual values do not fit a set's subject: a covering (floor, ceiling, cladding) has no
 * hourly fire rating of its own, and its sound is not rated by STC (floors by IIC, ceilings by NRC); its
 * Flammability Rating stays.
 */
const unfittingLabels: Record<string, Set<string>> = {
  Pset_CoveringCommon: new Set(['FireRating', 'AcousticRating']),
}

/** Property names IFC runs together in lower case, which camel case cannot split, or misspells. */
const propertyNames: Record<string, string> = {
  Complementaryfunction: 'Complementary Function',
  Addressablility: 'Addressability',
}

/** `FireRating` → `Fire Rating`, `SINGLE_SWING_LEFT` → `Single Swing Left`. */
export function humanize(identifier: string): string {
  return identifier
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\b\w/g, (letter) => letter.toUpperCase())
}

function camelWords(identifier: string): string[] {
  return (identifier.match(/[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? []).map((word) =>
    word.toLowerCase(),
  )
}

/**
 * Every word IFC itself spells out in its camel-case names: what run-together enumeration values are split
 * into. Upper-case runs (`IfcDamper/FIRESMOKEDAMPER`) are run-together themselves, so they are left out.
 */
export const ifcVocabulary = new Set<string>()
for (const [psetName, pset] of Object.entries(propertySets)) {
  for (const identifier of [psetName, pset.applicableEntity, ...pset.properties.map((p) => p.name)]) {
    for (const word of camelWords(identifier.replace(/\b[A-Z][A-Z_]{3,}\b/g, ' ')))
      if (word.length > 1) ifcVocabulary.add(word)
  }
}

const shortWords = new Set(['ac', 'dc', 'in', 'no', 'of', 'on', 'or', 'to', 'tv', 'up', 'uv'])

function isKnownPiece(piece: string, vocabulary: Set<string>): boolean {
  if (/^\d+$/.test(piece)) return true
  if (piece.length < 3) return shortWords.has(piece)
  return ifcVocabulary.has(piece) || vocabulary.has(piece)
}

/** Splits `DOUBLEACTING` into known words (`double acting`) with the fewest pieces; null when it cannot. */
function splitRunTogether(token: string, vocabulary: Set<string>): string[] | null {
  const text = token.toLowerCase()
  const best: (string[] | null)[] = [[]]
  for (let end = 1; end <= text.length; end++) {
    best[end] = null
    for (let start = Math.max(0, end - 24); start < end; start++) {
      const piece = text.slice(start, end)
      const before = best[start]
      if (!before || !isKnownPiece(piece, vocabulary)) continue
      if (!best[end] || before.length + 1 < best[end]!.length) best[end] = [...before, piece]
    }
  }
  return best[text.length] ?? null
}

/** A run-together enumeration value split with IFC's own words plus any given; what cannot be split stays whole. */
export function splitLabel(value: string, vocabulary: Set<string> = new Set()): string {
  const words = value.split('_').flatMap((part) => splitRunTogether(part, vocabulary) ?? [part])
  return humanize(words.join(' '))
}

/**
 * Labels split with an English word list where IFC's words split a value worse or not at all
 * (`CABLESPANNED` → `Cable Spanned`), derived offline by `cli/derive-ifc-labels.ts`.
 */
const derivedLabels: Record<string, string> = enumLabels

/** An enumeration value as people write it: `ROLLINGUP` → `Rolling Up`. */
export function enumerationLabel(value: string, vocabulary: Set<string> = new Set()): string {
  return derivedLabels[value] ?? splitLabel(value, vocabulary)
}

/**
 * A property set's parameters: enumerations, yes/no flags and rated labels; free-valued ones have no values.
 * `keepUnchosen` keeps the properties no specifier chooses by, for the scale profile's tables, which must stay
 * as its benchmark figures were measured on (decision 006).
 */
export function psetParameters(
  psetName: string,
  vocabulary: Set<string> = new Set(),
  { keepUnchosen = false } = {},
): Parameter[] {
  const parameters: Parameter[] = []
  for (const property of propertySets[psetName]?.properties ?? []) {
    if (bookkeepingProperties.test(property.name)) continue
    if (!keepUnchosen && unchosenProperties.has(property.name)) continue
    let values: string[] | undefined
    if (property.enumValues)
      values = property.enumValues
        .filter((v) => !meaninglessValues.has(v))
        .map((v) => enumerationLabel(v, vocabulary))
    else if (property.type === 'IfcBoolean') values = ['Yes', 'No']
    else if (!unfittingLabels[psetName]?.has(property.name)) values = labelValues[property.name]
    // `ClosureRatingEnum` is IFC's spelling of the property, not its name
    if (values && values.length >= 2)
      parameters.push({
        name: propertyNames[property.name] ?? humanize(property.name.replace(/Enum$/, '')),
        values,
      })
  }
  return parameters
}

const genericWords = new Set(['pset', 'type', 'common', 'properties', 'general', 'ifc', 'element'])

/** What each property set is about, as catalogue-comparable words: `Pset_ValveTypeFaucet` → valve, faucet. */
const subjects = Object.entries(propertySets).map(([psetName, pset]) => {
  const identifiers = [psetName.replace(/^Pset_/, ''), ...pset.applicableEntity.split(/[,/]/)]
  const words = identifiers.flatMap((identifier) =>
    contentWords(
      camelWords(identifier.replace(/^Ifc/, ''))
        .filter((word) => !genericWords.has(word))
        .join(' '),
    ),
  )
  return { psetName, words: new Set(words) }
})
const psetFrequency = new Map<string, number>()
for (const { words } of subjects)
  for (const word of words) psetFrequency.set(word, (psetFrequency.get(word) ?? 0) + 1)

/**
 * How much the text's own words must say for a set to be about it: one word shared by more than two sets
 * ("panel": doors, windows, furniture, indicators; "instrument") is chance ("Structural Panels",
 * "Musical Instrument"); one shared by two or fewer, or several words, are not.
 */
const minOwnScore = 0.5

/**
 * The property sets about the kind of product named: the first of `heads` (the text's last word, then the
 * similar tables' last words) that some property set is about decides which ones qualify ("Wall Hung
 * Toilets" is about toilets, not walls); among them, a word few property sets share (`faucet`) says more
 * than one many share (`device`). Found by the text's own head, a set needs minOwnScore. At most `limit`,
 * each with at least one usable parameter.
 */
export function matchPropertySets(words: string[], heads: string[], limit = 3): string[] {
  const present = new Set(words)
  const usable = subjects.filter(({ psetName }) => psetParameters(psetName).length > 0)
  const head = heads.find((word) => usable.some(({ words: subject }) => subject.has(word)))
  if (!head) return []
  const floor = head === heads[0] ? minOwnScore : 0
  return usable
    .filter(({ words: subject }) => subject.has(head))
    .map(({ psetName, words: subject }) => {
      let score = 0
      for (const word of subject) if (present.has(word)) score += 1 / psetFrequency.get(word)!
      return { psetName, score }
    })
    .filter(({ score }) => score >= floor)
    .sort((a, b) => b.score - a.score || a.psetName.localeCompare(b.psetName))
    .slice(0, limit)
    .map(({ psetName }) => psetName)
}

/**
 * The property sets a name points to when its last word is specific to them ("Wall Hung Toilets" → the toilet
 * pan's); none when that word is shared by several subjects ("panel": doors, windows, furniture, controls).
 */
export function specificPropertySets(words: string[], maxShared = 2): string[] {
  const head = words.at(-1)
  if (!head || (psetFrequency.get(head) ?? 0) > maxShared) return []
  return matchPropertySets(words, [head])
}
