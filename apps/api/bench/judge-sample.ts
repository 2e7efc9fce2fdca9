import fs from 'node:fs'
import { parse } from 'csv-parse/sync'
import { toNameKey } from '@scout/shared/domain/names'
import { SearchIndex } from '../src/modules/search/search-index'
import { headPositions } from '../src/modules/search/heads'
import { splitWords, stemWord, stopWords } from '../src/modules/search/text'
import judged from './judged-queries.json'
import { table23Csv } from './paths'

/**
 * `node --import tsx apps/api/bench/judge-sample.ts`: a judged sample generated from Table 23 itself
 * (docs/decisions/009-search-names-first.md), so ranking changes are measured on thousands of queries
 * rather than a hand-picked few. Kinds: every name typed in full, its last word's other number, its head
 * noun alone, its two words typed together, and a one-letter typo. Prints top-1 / top-3 per kind.
 */
type Case = { kind: string; q: string; ok: (names: string[]) => boolean }

const rows = parse(fs.readFileSync(table23Csv), { columns: true }) as { number: string; name: string }[]
const unique = new Map<string, { number: string; name: string }>()
for (const row of rows) if (!unique.has(toNameKey(row.name))) unique.set(toNameKey(row.name), row)
const names = [...unique.values()].map((row) => row.name)
const index = new SearchIndex()
;[...unique.values()].forEach((row, id) => index.setOmniclass(id + 1, row))
// `--products names.json`: the scale profile's product names beside the tables, as the API holds them
const productsAt = process.argv.indexOf('--products')
if (productsAt > 0)
  (JSON.parse(fs.readFileSync(process.argv[productsAt + 1]!, 'utf8')) as string[]).forEach((name, i) =>
    index.setProductSource(i + 1, [{ name, manufacturerId: 1, omniclassId: null }]),
  )

const same = (a: string, b: string) => toNameKey(a) === toNameKey(b)
const otherNumber = (word: string) =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.endsWith('s') && !word.endsWith('ss')
      ? word.slice(0, -1)
      : `${word}s`

const cases: Case[] = []
names.forEach((name, i) => {
  const words = splitWords(name)
  cases.push({ kind: 'exact name, top 1', q: name.toLowerCase(), ok: (hits) => same(hits[0] ?? '', name) })
  if (i % 4 === 0) {
    const flipped = [...words.slice(0, -1), otherNumber(words[words.length - 1]!)].join(' ')
    cases.push({ kind: 'other number, top 1', q: flipped, ok: (hits) => same(hits[0] ?? '', name) })
  }
  if (words.length === 2 && words.every((w) => w.length >= 3) && i % 3 === 0)
    cases.push({
      kind: 'typed together',
      q: words.join(''),
      ok: (hits) => hits.slice(0, 3).some((h) => same(h, name)),
    })
  const last = words[words.length - 1]!
  if (i % 4 === 1 && last.length >= 5) {
    const q = [...words.slice(0, -1), last.slice(0, Math.ceil(last.length / 2))].join(' ')
    cases.push({
      kind: 'half-typed last word, top 3',
      q,
      ok: (hits) => hits.slice(0, 3).some((h) => same(h, name)),
    })
  }
  if (i % 4 === 2 && words.length >= 2) {
    const q = [last, ...words.slice(0, -1)].join(' ')
    cases.push({
      kind: 'last word first, top 3',
      q,
      ok: (hits) => hits.slice(0, 3).some((h) => same(h, name)),
    })
  }
  if (words.some((w) => stopWords.has(w))) {
    const q = words.filter((w) => !stopWords.has(w)).join(' ')
    cases.push({
      kind: 'without joining words, top 3',
      q,
      ok: (hits) => hits.slice(0, 3).some((h) => same(h, name)),
    })
  }
  const long = words.map((w, at) => ({ w, at })).filter(({ w }) => w.length >= 6)
  if (long.length && i % 5 === 0) {
    const { w, at } = long[i % long.length]!
    const k = 2 + (i % (w.length - 3))
    const typo = `${w.slice(0, k)}${w[k + 1]}${w[k]}${w.slice(k + 2)}`
    const q = words.map((word, j) => (j === at ? typo : word)).join(' ')
    cases.push({ kind: 'swapped letters', q, ok: (hits) => hits.slice(0, 3).some((h) => same(h, name)) })
  }
})
// a head noun alone: the first hit should be a product it names (its head), not a part of one
const heads = new Map<string, { n: number; surface: string }>()
for (const name of names) {
  const words = splitWords(name)
  for (const at of headPositions(name)) {
    const stem = stemWord(words[at]!)
    const seen = heads.get(stem)
    // typed as the shortest form seen (mostly the singular)
    const surface = seen && seen.surface.length <= words[at]!.length ? seen.surface : words[at]!
    heads.set(stem, { n: (seen?.n ?? 0) + 1, surface })
  }
}
for (const [stem, { n, surface }] of heads) {
  if (n < 3) continue
  for (const q of [surface, otherNumber(surface)])
    cases.push({
      kind: 'head noun alone, top 1 names it',
      q,
      ok: (hits) => {
        const hit = hits[0]
        if (!hit) return false
        const words = splitWords(hit)
        return headPositions(hit).some((at) => stemWord(words[at]!) === stem)
      },
    })
}
for (const { q, expect, kind } of judged.queries)
  cases.push({
    kind: `judged-queries.json (${kind})`,
    q,
    ok: (hits) => hits.slice(0, 3).some((h) => same(h, expect)),
  })

const kinds = new Map<string, { n: number; ok: number; misses: string[] }>()
const started = performance.now()
for (const c of cases) {
  const hits = index.search(c.q, 3).map((hit) => hit.name)
  const k = kinds.get(c.kind) ?? { n: 0, ok: 0, misses: [] }
  k.n++
  if (c.ok(hits)) k.ok++
  else k.misses.push(`"${c.q}" → ${hits.join(' | ')}`)
  kinds.set(c.kind, k)
}
const elapsed = performance.now() - started
for (const [kind, { n, ok, misses }] of kinds) {
  process.stdout.write(`${kind}: ${ok}/${n} = ${((100 * ok) / n).toFixed(1)}%\n`)
  if (process.argv.includes('--misses'))
    for (const miss of misses.slice(0, 25)) process.stdout.write(`   ${miss}\n`)
}
process.stdout.write(`${cases.length} queries in ${elapsed.toFixed(0)} ms\n`)
