import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import enumLabels from '../../seed/data/ifc-enum-labels.json'
import typoGuardWords from '../../seed/data/typo-guard-words.json'
import { deriveIfcLabels } from './ifc-label-derivation'
import { enumerationLabel, propertySets, psetParameters } from './ifc-psets'
import { KindListSchema, readKindFiles, type KindData } from './kind-data'
import { headKindOf, kindOf, productKinds } from './product-kinds'
import { deriveTypoGuard } from './typo-guard-derivation'

/** The reading examples (data/examples/*.json): names people typed and the kind each must be read as. */
const ExampleFileSchema = z
  .object({
    about: z.string(),
    rows: z.array(
      z
        .object({
          text: z.string().min(1),
          expect: z.union([
            z.object({ kind: z.string().nullable() }).strict(),
            z.object({ headKind: z.string().nullable() }).strict(),
          ]),
          why: z.string().optional(),
        })
        .strict(),
    ),
  })
  .strict()
const examplesDir = new URL('./data/examples/', import.meta.url)
const examples = fs
  .readdirSync(examplesDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    ExampleFileSchema.parse(JSON.parse(fs.readFileSync(new URL(file, examplesDir), 'utf8'))).rows.map(
      (row) => ({ ...row, file }),
    ),
  )

describe('kinds of product', () => {
  it.each(examples)('read "$text" as $expect ($file)', ({ text, expect: expected, why }) => {
    if ('kind' in expected) expect(kindOf(text)?.key ?? null, why).toBe(expected.kind)
    else expect(headKindOf(text)?.key ?? null, why).toBe(expected.headKind)
  })

  it('keep their list of look-alike building words as derived (npm run derive-typo-guard -w @scout/api)', () => {
    expect(typoGuardWords).toEqual(deriveTypoGuard())
    expect(typoGuardWords).toContain('broiler')
  })

  it('each give a table of its own: five columns or more of two values or more, real IFC sets, a known broader kind', () => {
    const keys = new Set<string>()
    const kindKeys = new Set(productKinds.map((kind) => kind.key))
    for (const kind of productKinds) {
      expect(keys.has(kind.key), kind.key).toBe(false)
      keys.add(kind.key)
      expect(
        kind.terms.every((term) => term.length > 0),
        kind.key,
      ).toBe(true)
      if (!kind.broad) expect(kind.parameters.length, kind.key).toBeGreaterThanOrEqual(5)
      for (const parameter of kind.parameters)
        expect(new Set(parameter.values).size, `${kind.key}: ${parameter.name}`).toBeGreaterThanOrEqual(2)
      for (const pset of kind.psets) expect(propertySets[pset], `${kind.key}: ${pset}`).toBeDefined()
      if (kind.parent) expect(kindKeys.has(kind.parent), kind.key).toBe(true)
    }
  })

  it("each own their terms: no two kinds read the same words (a demo family may share a kind's)", () => {
    const owners = new Map<string, string>()
    for (const kind of productKinds.filter((kind) => !kind.broad))
      for (const term of kind.terms) {
        const owner = owners.get(term.join(' '))
        expect(owner === undefined || owner === kind.key, `${term.join(' ')}: ${owner}, ${kind.key}`).toBe(
          true,
        )
        owners.set(term.join(' '), kind.key)
      }
  })
})

describe("the kinds' data files", () => {
  const kind = (key: string, priority: number, terms: string[], parent?: string): KindData => ({
    key,
    priority,
    terms,
    ...(parent ? { parent } : {}),
    parameters: { Type: ['A', 'B'] },
  })
  const issues = (kinds: KindData[]) =>
    KindListSchema.safeParse(kinds).error?.issues.map((issue) => issue.message) ?? []

  it('are refused with a reason for a key twice, a shared priority, an unknown parent or a term of two kinds', () => {
    expect(issues([kind('taps', 20, ['tap']), kind('faucets', 10, ['faucet'], 'plumbing')])).toEqual([])
    expect(issues([kind('taps', 20, ['tap']), kind('taps', 10, ['spigot'])])).toEqual([
      'kind "taps" is listed twice',
    ])
    expect(issues([kind('taps', 20, ['tap']), kind('spigots', 20, ['spigot'])])).toEqual([
      'kinds "taps" and "spigots" share priority 20',
    ])
    expect(issues([kind('taps', 20, ['tap'], 'faucets')])).toEqual([
      'kind "taps" names an unknown parent "faucets"',
    ])
    expect(issues([kind('taps', 20, ['Tap']), kind('spigots', 10, ['spigot', 'tap'])])).toEqual([
      'term "tap" is under "taps" and "spigots"',
    ])
  })

  // the files' order and the kinds' order in them once decided ties: now each kind's priority does
  const shuffledDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-kinds-'))
  afterAll(() => fs.rmSync(shuffledDir, { recursive: true, force: true }))

  it('give the same kinds in the same order however their files and lists are ordered', () => {
    const kinds = readKindFiles()
    // a fixed shuffle, dealt over three files named in another order
    const shuffled = kinds
      .map((kind, i) => ({ kind, order: (i * 7919) % kinds.length }))
      .sort((a, b) => a.order - b.order)
      .map(({ kind }) => kind)
    for (const [i, name] of ['c.json', 'a.json', 'b.json'].entries()) {
      const part = shuffled.filter((_, j) => j % 3 === i)
      fs.writeFileSync(path.join(shuffledDir, name), JSON.stringify({ trade: name, kinds: part }))
    }
    expect(shuffled.map((kind) => kind.key)).not.toEqual(kinds.map((kind) => kind.key))
    expect(readKindFiles(new URL(`file://${shuffledDir}/`))).toEqual(kinds)
    expect(productKinds.filter((kind) => !kind.broad).map((kind) => kind.key)).toEqual(
      kinds.map((kind) => kind.key),
    )
  })
})

describe('IFC enumeration labels', () => {
  it('split run-together values into words, with an English word list where IFC lacks the words', () => {
    expect(enumerationLabel('CABLESPANNED')).toBe('Cable Spanned')
    expect(enumerationLabel('DOWNARROW')).toBe('Down Arrow')
    expect(enumerationLabel('FUSIBLESOLDER')).toBe('Fusible Solder')
    expect(enumerationLabel('CLASSIIAPPLIANCE')).toBe('Class II Appliance')
    expect(psetParameters('Pset_LightFixtureTypeCommon').flatMap((p) => p.values)).toContain('Cable Spanned')
    // IFC runs this property's words together in lower case (a column only where unchosen ones are kept)
    const gutter = psetParameters('Pset_PipeSegmentTypeGutter', undefined, { keepUnchosen: true })
    expect(gutter.map((p) => p.name)).toContain('Complementary Function')
    // and misspells this one ("Addressablility")
    expect(psetParameters('Pset_LightFixtureTypeSecurityLighting').map((p) => p.name)).toContain(
      'Addressability',
    )
  })

  it('are stored as derived from the shipped property sets (npm run derive-ifc-labels -w @scout/api)', () => {
    expect(enumLabels).toEqual(deriveIfcLabels())
  })
})
