import { foldText, stopWords } from './text'

/** Words that end a name's noun phrase: what follows says what the product is for or made of. */
const complementWords = new Set(['for', 'of', 'with', 'without', 'in', 'on', 'at', 'by', 'from', 'to'])
/** Words and marks that join coordinated nouns: "Louvers and Grilles", "Sheets, Slabs, Plates". */
const coordinators = new Set(['and', 'or', ','])

/**
 * The positions (in `splitWords(name)` order) of a name's head nouns: in English the last word of a noun
 * phrase says what the thing is, the words before it what kind ("Louver Gear" is gear, "Door Louvers" are
 * louvers). A name's phrase ends at its first complement ("Supports for Masonry" are supports), and
 * coordinated phrases each have their own head ("Exterior Louvers and Grilles"). Read from the name alone,
 * so every catalogue, imported or generated, gets its heads without a list of products.
 */
export function headPositions(name: string): number[] {
  const tokens = foldText(name).match(/[\p{L}\p{N}]+|[,()]/gu) ?? []
  const heads: number[] = []
  let position = -1
  let lastWord = -1
  let depth = 0
  let ended = false
  const close = () => {
    if (lastWord >= 0 && !ended) heads.push(lastWord)
    lastWord = -1
  }
  for (const token of tokens) {
    if (token === '(' || token === ')') {
      // a bracket explains the word before it ("Pile Casings (Linings)"): the head stays outside
      depth += token === '(' ? 1 : depth > 0 ? -1 : 0
      continue
    }
    if (token === ',') {
      if (depth === 0) close()
      continue
    }
    position++
    if (depth > 0 || ended) continue
    if (complementWords.has(token) && lastWord >= 0) {
      close()
      ended = true
    } else if (coordinators.has(token)) close()
    else if (!stopWords.has(token)) lastWord = position
  }
  close()
  return heads
}
