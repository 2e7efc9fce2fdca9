import { z } from 'zod'
import { splitWords, stemWord, stopWords } from '../search/text'
import brandNamesJson from './data/brand-names.json'
import type { CatalogueModel } from './catalogue-model'
import { headKindOf, kindOf, pluralOf, writtenAcronym, type ProductKind } from './product-kinds'
import { isBuildingWordOf, isMakerName } from './recognised-text'

/**
 * Brand names the kinds' terms list (data/brand-names.json), because people type them for the generic
 * product: single words, and phrases each of whose words is a word of its own ("big ass fan" is an HVLS fan).
 */
const BrandNamesSchema = z.object({
  about: z.string(),
  words: z.array(z.string().regex(/^[a-z]+$/)),
  phrases: z.array(z.string().regex(/^[a-z]+( [a-z]+)+$/)),
})
const brands = BrandNamesSchema.parse(brandNamesJson)
const brandWords = new Set(brands.words)
const brandPhrases = brands.phrases
const namesBrand = (words: string[]) =>
  words.some((word) => brandWords.has(word)) ||
  brandPhrases.some((phrase) => ` ${words.join(' ')} `.includes(` ${phrase} `))

/** Whether the words, stemmed, are one of the kind's terms, whole. */
function isWholeTerm(kind: ProductKind, words: string[]): boolean {
  const stems = words.map(stemWord).join(' ')
  return kind.terms.some((term) => term.join(' ') === stems)
}

/**
 * A maker's name typed before its product ("Kohler toilet", "Sherwin Williams paint", "Daikin VRF") is left
 * out, so that the text opens or names the product: the leading words no building vocabulary knows, one of them
 * no word at all, before the whole of one of a kind's terms. A quality of the product is a building word
 * ("wall hung toilet"), a maker of English words stays ("Rain Bird"), and so does a name whose rest is no whole
 * term ("Weigand Personnel Contact Card Readers" is Table 23's: no name of it changes).
 */
export function withoutMaker(model: CatalogueModel, text: string): string {
  const typed = text.trim().split(/\s+/)
  let start = 0
  // an acronym is the trade's as often as a maker's ("API Oil-Water Separators" are Table 23's)
  const isPlainWord = (word: string) => /^\p{L}[\p{L}'’-]*$/u.test(word) && !/^\p{Lu}{2,}s?$/u.test(word)
  while (start < typed.length - 1 && isPlainWord(typed[start]!) && !isBuildingWordOf(model, typed[start]!))
    start++
  const rest = typed.slice(start).join(' ')
  const kind = start > 0 ? headKindOf(rest) : null
  if (!kind) return text
  const restWords = splitWords(rest).filter((word) => !stopWords.has(word) && !/^\d+$/.test(word))
  return isWholeTerm(kind, restWords) && isMakerName(typed.slice(0, start)) ? rest : text
}

/**
 * Whether the acronym's letters spell the words' initials, each word giving its first letter and maybe more in
 * order ("rtu": Rooftop Unit; "eifs": Exterior Insulation Finish System).
 */
function abbreviates(letters: string, words: string[]): boolean {
  const [word, ...rest] = words
  if (word === undefined) return letters.length === 0
  if (letters[0] !== word[0]) return false
  for (let taken = 1, at = 1; taken <= letters.length; taken++) {
    if (abbreviates(letters.slice(taken), rest)) return true
    at = word.indexOf(letters[taken] ?? '', at) + 1
    if (at === 0) return false
  }
  return false
}

/**
 * A brand typed as the product ("tyvek", "Durock", "romex", "novec 1230"), the whole of one of its kind's terms
 * but for a model number, is read and named as the kind's first term that names no brand, the product it is
 * ("Building Wrap", "Cement Board", "NM Cable", "Fluoroketone Suppression"): a classification names products,
 * not brands, and a reviewer found such tables named after the brand. So is an abbreviation typed alone, by
 * the kind's name it abbreviates ("FACP" → "Fire Alarm Control Panel", "RTUs" → "Rooftop Units"); one that
 * abbreviates none of its kind's names stays as typed.
 */
export function withoutBrand(text: string): string {
  // a model number says nothing of the product ("novec 1230")
  const words = splitWords(text).filter((word) => !stopWords.has(word) && !/^\d+$/.test(word))
  // a brand is named as a brand even when written in capitals ("VESDA")
  const written = words.length === 1 && !namesBrand(words) ? writtenAcronym(words[0]!) : undefined
  // "RTUs": the acronym in the plural, its letters without the s
  const acronym = written?.replace(/(\p{Lu})s$/u, '$1').toLowerCase()
  if (!acronym && !namesBrand(words)) return text
  const kind = kindOf(text)
  if (!kind) return text
  // a brand of another product says what this one is for ("sheetrock screws" are no gypsum board): as typed
  if (words.some((word) => brandWords.has(word) && kindOf(word) !== kind)) return text
  if (!isWholeTerm(kind, words)) return text
  // the first of the kind's names that is no brand ("Novec system" is an FK-5-1-12 system), or that spells out
  // the abbreviation
  const generic = kind.names.find((name) => {
    const nameWords = splitWords(name).filter((word) => !stopWords.has(word))
    return acronym
      ? nameWords.length > 1 && !nameWords.includes(acronym) && abbreviates(acronym, nameWords)
      : !namesBrand(splitWords(name))
  })
  if (!generic) return text
  const last = words.at(-1)!
  const plural = acronym ? written!.toLowerCase() !== acronym : stemWord(last) !== last && last.endsWith('s')
  // "tji joists" → "I-Joists": the number typed, each part capitalised as the catalogue writes names, the
  // joining words after the first kept small ("Exterior Insulation and Finish System")
  return (plural ? pluralOf(generic) : generic)
    .split(' ')
    .map((word, i) =>
      i > 0 && stopWords.has(word)
        ? word
        : word.replace(
            /(^|-)(\p{Ll})/gu,
            (_, before: string, letter: string) => before + letter.toUpperCase(),
          ),
    )
    .join(' ')
}
