import { describe, expect, it } from 'vitest'
import { coalesce } from './coalesce'
import { allowedTypos, boundedDistance } from './fuzzy'
import { expandSynonyms, loadSynonyms, toQueryWords } from './synonyms'
import { headPositions } from './heads'
import { foldText, significantDigits, splitNumberPrefix, splitWords, stemWord } from './text'
import { topK } from './top-k'

describe('words', () => {
  it('folds case and accents, and stems singular and plural alike', () => {
    expect(foldText('Façade PANELS')).toBe('facade panels')
    for (const [a, b] of [
      ['doors', 'door'],
      ['batteries', 'battery'],
      ['boxes', 'box'],
      ['fixtures', 'fixture'],
      ['glasses', 'glass'],
      ['switches', 'switch'],
      ['tubes', 'tube'],
    ]) {
      expect(stemWord(a!)).toBe(stemWord(b!))
    }
    for (const [a, b] of [
      ['tube', 'tub'],
      ['tapes', 'taps'],
      ['fire', 'fir'],
    ])
      expect(stemWord(a!)).not.toBe(stemWord(b!))
    expect(stemWord('gas')).toBe('gas')
    expect(stemWord('300')).toBe('300')
  })

  it('reads OmniClass number prefixes, and leaves product series numbers as words', () => {
    expect(splitNumberPrefix('23-17 11 doors')).toEqual({ digits: '231711', rest: 'doors' })
    expect(splitNumberPrefix('2317')).toEqual({ digits: '2317', rest: '' })
    expect(splitNumberPrefix('23')).toEqual({ digits: '23', rest: '' })
    expect(splitNumberPrefix('300 series').digits).toBeNull()
    expect(significantDigits('23171100')).toBe('231711')
  })
})

describe('head nouns', () => {
  const headsOf = (name: string) => headPositions(name).map((at) => splitWords(name)[at])

  it('reads the last word of each coordinated noun phrase, before any complement', () => {
    expect(headsOf('Louver Gear')).toEqual(['gear'])
    expect(headsOf('Door Louvers')).toEqual(['louvers'])
    expect(headsOf('Exterior Louvers and Grilles')).toEqual(['louvers', 'grilles'])
    expect(headsOf('Rigid Sheets, Slabs, Plates')).toEqual(['sheets', 'slabs', 'plates'])
    expect(headsOf('Supports for Masonry')).toEqual(['supports'])
    expect(headsOf('Roof Drains Without Strainer')).toEqual(['drains'])
    expect(headsOf('Pile Casings (Linings)')).toEqual(['casings'])
    expect(headsOf('Stainless-Steel-Framed Entrances')).toEqual(['entrances'])
  })
})

describe('typos', () => {
  it('allows one edit from 4 letters and two from 8, none in numbers', () => {
    expect([
      allowedTypos('dor'),
      allowedTypos('door'),
      allowedTypos('acoustic'),
      allowedTypos('2000'),
    ]).toEqual([0, 1, 2, 0])
  })

  it('counts a swap as one edit and gives up past the limit', () => {
    expect(boundedDistance('panle', 'panel', 1)).toBe(1)
    expect(boundedDistance('celing', 'ceiling', 1)).toBe(1)
    expect(boundedDistance('door', 'window', 1)).toBe(2)
    expect(boundedDistance('alumn', 'aluminum', 1, true)).toBe(1)
  })
})

describe('synonyms', () => {
  it('searches each phrase of a group in place of the one typed', () => {
    const phrases = expandSynonyms(toQueryWords(['hm', 'doors']), loadSynonyms()).map((words) =>
      words.map((w) => w.surface).join(' '),
    )
    expect(phrases).toEqual(['hm doors', 'hollow metal doors'])
  })

  it("counts a synonym's words as the words they replace", () => {
    const alternatives = expandSynonyms(toQueryWords(['concrete', 'block']), loadSynonyms())
    expect(alternatives).toHaveLength(3)
    for (const words of alternatives) {
      const weights = words.filter((w) => !w.isStop).map((w) => w.weight ?? 1)
      expect(weights.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(2)
    }
  })

  it('refuses a malformed data file with a reason', () => {
    expect(() => loadSynonyms({ groups: [['lonely']] })).toThrow()
  })
})

describe('coalesce', () => {
  it('never answers a caller with a run that began before it asked, and shares runs', async () => {
    const started: number[] = []
    let runs = 0
    const ensure = coalesce(async () => {
      started.push(++runs)
      await new Promise((resolve) => setTimeout(resolve, 5))
    })
    const first = ensure()
    const second = ensure()
    const third = ensure()
    expect(second).toBe(third)
    await Promise.all([first, second, third])
    expect(runs).toBe(2)
  })
})

describe('top k', () => {
  it('keeps the best by score, then tie value, then document number', () => {
    const scores = new Map([
      [5, 10],
      [3, 10],
      [9, 30],
      [1, 20],
    ])
    expect(
      topK(
        [5, 3, 9, 1],
        3,
        (doc) => scores.get(doc)!,
        () => 0,
      ),
    ).toEqual([9, 1, 3])
  })
})
