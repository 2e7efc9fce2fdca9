import { readFileSync } from 'node:fs'
import wordListPath from 'word-list'
import { foldText, stemWord } from '../search/text'
import type { CatalogueModel } from './catalogue-model'
import { ifcVocabulary } from './ifc-psets'
import { correctSpelling, isKnownWord, writtenAcronym } from './product-kinds'
import { searchSynonyms } from './synonyms'

const synonymWords = new Set(searchSynonyms.flat().flatMap((phrase) => foldText(phrase).split(/\s+/)))
/** two to five capitals: an acronym of the trade the engine may not know ("HM", "NEMA"), never nonsense */
const acronym = /^\p{Lu}{2,5}s?$/u
/**
 * how long a known word must be to make a word of the text read as one: at its end, four letters ("Rollators",
 * "Duorails"); at its start, five, since a brand often starts with one ("Kohler", "Hilti")
 */
const minEnding = 4
const minBeginning = 5

/**
 * Whether a word reads as a word: the English dictionary (SCOWL, the `word-list` package) has it, or a word of
 * it begins or ends it, as in the trade's compounds it lacks ("Microcentrifuges", "Bilirubinometers",
 * "Duorails"); keyboard mashing has none ("qwzx", "blorft"), nor most makers' names ("Kohler", "Hilti").
 */
function readsAsWords(words: string[]): boolean {
  return words.some(readsAsWord())
}

/**
 * The list's 274,000 words hold some 20 MB, for a rare question (a text with a word no building vocabulary
 * knows): read from disk when asked, kept for a minute of such questions, then let go.
 */
const dictionaryKeptMs = 60_000
let kept: { words: Set<string>; release: NodeJS.Timeout } | null = null
function readDictionary(): Set<string> {
  if (kept) kept.release.refresh()
  else {
    const words = new Set(readFileSync(wordListPath, 'utf8').split('\n'))
    kept = { words, release: setTimeout(() => (kept = null), dictionaryKeptMs).unref() }
  }
  return kept.words
}

function readsAsWord(): (word: string) => boolean {
  const dictionary = readDictionary()
  const has = (piece: string) => dictionary.has(piece) || dictionary.has(stemWord(piece))
  return (word) => {
    if (has(word) || has(word.replace(/e?s$/, ''))) return true
    for (let length = minEnding; length < word.length; length++)
      if ((length >= minBeginning && has(word.slice(0, length))) || has(word.slice(-length))) return true
    return false
  }
}

function isBuildingWord(model: CatalogueModel, word: string): boolean {
  return (
    model.vocabulary.has(word) ||
    ifcVocabulary.has(word) ||
    synonymWords.has(word) ||
    isKnownWord(word) ||
    Boolean(writtenAcronym(word) ?? correctSpelling(word))
  )
}

/**
 * Whether the built-in engine can tell the text names a thing at all: one of its words is the catalogue's,
 * the kinds', IFC's or the synonyms' (or a typo of a kinds' word), an acronym, or reads as a word. Keyboard
 * mashing ("qwzx blorft") would otherwise get a generic table of Material, Finish, Color, Width and Height
 * that tells the reviewer nothing; the person is asked for the kind of product instead.
 */
export function isRecognisable(model: CatalogueModel, text: string): boolean {
  // a text of digits alone is a number, left to the engine; a letter alone is no word ("n/a")
  if (!/\p{L}/u.test(text)) return true
  const typed = (text.match(/\p{L}+/gu) ?? []).filter((word) => word.length > 1)
  if (typed.some((word) => acronym.test(word))) return true
  const words = typed.map(foldText)
  return words.some((word) => isBuildingWord(model, word)) || readsAsWords(words)
}

/** A word the building vocabularies know, or one of whose parts between hyphens they know ("deep-bed"). */
export function isBuildingWordOf(model: CatalogueModel, word: string): boolean {
  return word.split('-').some((part) => isBuildingWord(model, foldText(part)))
}

/**
 * Whether words the building vocabularies do not know could be a maker's name: one of them reads as no word at
 * all ("Kohler", "Sherwin Williams"; not "Rain Bird").
 */
export function isMakerName(words: string[]): boolean {
  const readsAs = readsAsWord()
  return words.some((word) => !readsAs(foldText(word)))
}

export function unrecognisedMessage(text: string): string {
  return (
    `Scout does not recognise "${text}" as a building product. ` +
    'Type the kind of product it is, for example "composite decking" rather than a brand name.'
  )
}
