import { kindOf } from './product-kinds'

/**
 * Sizes and ratings typed with a product: left out of the table's name and of how it is read, since a table
 * is the product in every size (its Size or Capacity column would otherwise be answered and so removed).
 */

const unit =
  'in|inch|inches|ft|foot|feet|mm|cm|m|gal|gallon|gallons|l|liter|litre|liters|litres|ton|tons|hp|v|volt|volts|' +
  'a|amp|amps|kv|kva|kw|w|watt|watts|lb|lbs|kg|psi|bar|cfm|gpm|btu|btuh|mbh|ga|gauge|mil|ah|' +
  'min|mins|minute|minutes|hr|hrs|hour|hours|u|mmbh|lm|lumen|lumens|oz|grit|mp|port|ports|channel|channels'
/** a size or a rating: a number with its unit run in or after it ("36 inch", "480V", "10-Ton", "2x4", "3/4", "#12") */
const sizeToken = new RegExp(
  `^#?\\d+(?:-\\d+/\\d+)?(?:[.,/]\\d+)*k?(?:[x×]\\d+(?:[./]\\d+)?)*(?:["'%#]|-?(?:${unit})\\.?)?$`,
  'i',
)
const unitToken = new RegExp(`^(?:${unit})\\.?$`, 'i')
/** an insulation's thermal resistance ("R-19", "R30"), a rating as much as "2 inch" is a size */
const rValue = /^R-?\d+(?:\.\d+)?$/i
/** a rating named before its figure ("MERV 13", "STC 50", "SDR 35", an EV charger's "Level 2") */
const ratingName = /^(?:merv|stc|nrc|iic|seer2?|eer|afue|cri|sdr|dr|pg|level)$/i
/** a standard the product meets ("ASTM C90", "ANSI A118.4", "UL 924", "NEMA 4X"): a column's value, not the product */
const standardName = /^(?:astm|ansi|ul|nfpa|ashrae|aama|nsf|csa|awwa|asme|ieee|nema|bhma|tcna|en|iso|din)$/i
const standardCode = /^[a-z]?\d+(?:[.-]\d+)*[a-z]?$/i
/** what a size measures, typed after it ("42 in deep", "12' wide") */
const dimension = /^(?:deep|depth|wide|width|long|length|high|height|tall|thick|dia|diameter)$/i
/** a door's size as the trade writes it, feet and inches run together ("3070": 3'-0" by 7'-0") */
const doorSize = /^[1-9]\d[6-9]\d$/
const bareNumber = /^\d+$/
/** the most words a size takes: "1 1/2 inch deep" */
const maxSizeWords = 4
const fraction = /^\d+\/\d+$/

/**
 * The text without the sizes and ratings typed with the product ("10 ton RTU", "2 inch ball valve", "200A panel",
 * "24 x 24 supply diffuser", "R-19 batt insulation", "fire doors 90 min", "drywall 5/8 type x"): a table is the product in every size,
 * whose Size or Capacity column the size would otherwise answer and so remove. A bare count before a word
 * that is no unit stays ("3 Compartment Sinks", "4 Way Switches"), and so does a text that is nothing but
 * sizes.
 */
export function withoutSizes(text: string): string {
  const words = text
    // a size in brackets ("(3'-0\" x 7'-0\")"), and a grille's or panel's open area ("56% open")
    .replace(/\s*\([^)]*\d[^)]*\)/g, ' ')
    .replace(/\b\d+(?:\.\d+)?\s*%\s*(?:open(?:\s+area)?|free\s+area)\b/gi, ' ')
    // a wear layer's thickness ("20 mil wear layer")
    .replace(/(\d\s*(?:mil|mm)\s+)wear\s+layer\b/gi, '$1')
    .replace(/\bw\/o\s*/gi, 'without ')
    .replace(/\bw\/\s*/gi, 'with ')
    .replace(/(\d)\s*[x×]\s*(?=\d)/g, '$1x')
    .trim()
    .split(/\s+/)
  const isUnit = (i: number) => unitToken.test(words[i] ?? '')
  const isDoor = /\b(?:doors?|frames?)\b/i.test(text)
  /** how many words the size at `i` takes ("1 1/2 inch": three, "42 in deep" too), none when it is no size */
  const sizeAt = (i: number): number => {
    const length = measureAt(i)
    return length && dimension.test(words[i + length] ?? '') ? length + 1 : length
  }
  const measureAt = (i: number) => {
    if (rValue.test(words[i]!) || (isDoor && doorSize.test(words[i]!))) return 1
    if (ratingName.test(words[i]!) && /^\d+(?:[.-]\d+)?$/.test(words[i + 1] ?? '')) return 2
    if (standardName.test(words[i]!) && standardCode.test(words[i + 1] ?? '')) return 2
    if (!sizeToken.test(words[i]!)) return 0
    const bare = bareNumber.test(words[i]!)
    const length = bare && fraction.test(words[i + 1] ?? '') ? 2 : 1
    if (isUnit(i + length)) return length + 1
    return bare && length === 1 ? 0 : length
  }
  let start = 0
  while (start < words.length) {
    const length = sizeAt(start)
    if (!length) break
    start += length
  }
  let end = words.length
  // the sizes ending the text, each the longest that ends where the text does ("1 1/2 inch", "42 in deep")
  for (;;) {
    let from = Math.max(start, end - maxSizeWords)
    while (from < end && from + sizeAt(from) !== end) from++
    if (from === end) break
    end = from
  }
  // a size inside the name goes too ("drywall 5/8 type x"), but not a bare number ("LVL 2 EV charger")
  const rest: string[] = []
  for (let i = start; i < end; i++) {
    const length = i > start ? sizeAt(i) : 0
    if (length && i + length < end) i += length - 1
    else rest.push(words[i]!)
  }
  return rest.some((word) => /\p{L}{2}/u.test(word)) ? rest.join(' ') : text
}

/** an electrical rating ("200 amp", "480V", "75 kVA"): amperes, volts and volt-amperes rate electrical products only */
const electricalRating = /\b\d+(?:\.\d+)?\s*-?(?:a|amps?|v|volts?|kv|kva)\b/i

/**
 * The text as withoutSizes leaves it, with "electrical" before it when the rating typed with it was electrical and
 * only so is it a kind of product: "200 amp panel" is an electrical panel (a panelboard), not the access, wall
 * and ceiling panels "panel" alone would borrow from; "200A disconnect" has its kind already and stays.
 */
export function withRatedTrade(typed: string, text: string): string {
  if (text === typed || !electricalRating.test(typed) || kindOf(text)) return text
  const rated = `electrical ${text}`
  return kindOf(rated) ? rated : text
}
