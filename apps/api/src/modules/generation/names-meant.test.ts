import { describe, expect, it } from 'vitest'
import { buildCatalogueModel } from './catalogue-model'
import { findMisspeltTable, findNameMeant, findSynonymousTable } from './names-meant'

const model = buildCatalogueModel([
  { id: 1, number: '23-33 13 13', name: 'Boilers' },
  { id: 2, number: '23-31 15 11', name: 'Toilets' },
  { id: 3, number: '23-31 15 13', name: 'Wall Hung Toilets' },
])

describe('tables named with a misspelling', () => {
  it('are found by the kinds’ typo rule, in either number', () => {
    expect(findMisspeltTable(model, 'Toliets')).toBe('Toilets')
    expect(findMisspeltTable(model, 'toliet')).toBe('Toilets')
    expect(findMisspeltTable(model, 'Wall Hung Toliets')).toBe('Wall Hung Toilets')
  })

  it('are not found for a name spelt right, a building word, or words no table has', () => {
    expect(findMisspeltTable(model, 'Toilets')).toBeNull() // the exact name is the repository's to find
    expect(findMisspeltTable(model, 'Broilers')).toBeNull() // kitchen equipment, not boilers
    expect(findMisspeltTable(model, 'Floor Mounted Toliets')).toBeNull()
  })
})

describe('tables named with typos the search forgives', () => {
  const openings = buildCatalogueModel([
    { id: 1, number: '23-17 11 31', name: 'Fire Doors' },
    { id: 2, number: '23-33 13 13', name: 'Boilers' },
  ])

  it('are found when each mistyped word keeps its first letter and is no known word', () => {
    expect(findMisspeltTable(openings, 'fire dorrs')).toBe('Fire Doors')
    expect(findMisspeltTable(openings, 'Fire Doorrs')).toBe('Fire Doors')
    expect(findNameMeant(['Pressure Washers'], 'presure washers')).toBe('Pressure Washers')
  })

  it('are not found for short words, other first letters, known words, or two names alike', () => {
    expect(findMisspeltTable(openings, 'Fire Dor')).toBeNull() // three letters: no typo forgiven
    expect(findMisspeltTable(openings, 'Fire Moors')).toBeNull()
    expect(findMisspeltTable(openings, 'Broilers')).toBeNull() // a building word, not a typo
    expect(findNameMeant(['Fire Doors', 'Fire Dorms'], 'fire dorrs')).toBeNull()
  })
})

describe('tables named with their words spaced otherwise', () => {
  const specialties = buildCatalogueModel([
    { id: 1, number: '23-29 11 00', name: 'Flagpoles' },
    { id: 2, number: '23-21 11 11', name: 'Countertops' },
    { id: 3, number: '23-23 23 11', name: 'Wheelchair Lifts' },
    { id: 4, number: '23-21 15 00', name: 'Base Board' },
  ])

  it('are found whichever words are run together or split', () => {
    expect(findMisspeltTable(specialties, 'flag poles')).toBe('Flagpoles')
    expect(findMisspeltTable(specialties, 'Counter-Tops')).toBe('Countertops')
    expect(findMisspeltTable(specialties, 'wheel chair lift')).toBe('Wheelchair Lifts')
    expect(findMisspeltTable(specialties, 'Baseboards')).toBe('Base Board')
    expect(findNameMeant(['Mail Boxes'], 'mailboxes')).toBe('Mail Boxes')
    expect(findNameMeant(['Pressure Washers'], 'pressure-washers')).toBe('Pressure Washers')
  })

  it('are not found for the words in another order, or other words', () => {
    expect(findMisspeltTable(specialties, 'Pole Flags')).toBeNull()
    expect(findMisspeltTable(specialties, 'Counter Top Sinks')).toBeNull()
    expect(findMisspeltTable(specialties, 'Flagpoles')).toBeNull() // the exact name is the repository's to find
  })
})

describe('tables named with a synonym of the search list', () => {
  const finishes = buildCatalogueModel([
    { id: 1, number: '23-15 15 17 17', name: 'Fiberglass Reinforced Panels' },
    { id: 2, number: '23-13 21 11', name: 'Concrete Masonry Units' },
    { id: 3, number: '23-17 11 13 11', name: 'Hollow Metal Doors' },
    { id: 4, number: '23-17 11 41', name: 'Hanger Doors' },
    { id: 5, number: '23-13 21 19', name: 'Clay Masonry Units' },
  ])

  it('are found with one phrase swapped for another of its group, a word met twice said once', () => {
    expect(findSynonymousTable(finishes, 'CMU')).toBe('Concrete Masonry Units')
    expect(findSynonymousTable(finishes, 'concrete block')).toBe('Concrete Masonry Units')
    expect(findSynonymousTable(finishes, 'HM Doors')).toBe('Hollow Metal Doors')
    expect(findSynonymousTable(finishes, 'FRP Panels')).toBe('Fiberglass Reinforced Panels')
    // Table 23 spells the aircraft's door "Hanger"; a real word is no typo, so the search list pairs them
    expect(findSynonymousTable(finishes, 'hangar door')).toBe('Hanger Doors')
    expect(findSynonymousTable(finishes, 'face brick')).toBe('Clay Masonry Units')
  })

  it('are not found when the swap names no table', () => {
    expect(findSynonymousTable(finishes, 'HM Frames')).toBeNull()
    expect(findSynonymousTable(finishes, 'CMU Lintels')).toBeNull()
  })
})

describe('names outside the catalogue model (generated tables awaiting review)', () => {
  it('are found misspelt or by a synonym alike', () => {
    const names = ['Rooftop Units', 'Toilets']
    expect(findNameMeant(names, 'RTU')).toBe('Rooftop Units')
    expect(findNameMeant(names, 'RTUs')).toBe('Rooftop Units')
    expect(findNameMeant(names, 'Toliets')).toBe('Toilets')
    expect(findNameMeant(names, 'Urinals')).toBeNull()
    // a brand people use for the thing is a synonym too
    expect(findNameMeant(['Gypsum Board', 'Solid Surface Countertops'], 'sheetrock')).toBe('Gypsum Board')
    expect(findNameMeant(['Solid Surface Countertops'], 'Corian countertops')).toBe(
      'Solid Surface Countertops',
    )
  })
})

describe('tables named by a synonym', () => {
  it('open the table awaiting review by its other name, one of the search synonyms', () => {
    // wheel stops are the parking bumpers
    expect(findNameMeant(['Parking Bumpers'], 'wheel stops')).toBe('Parking Bumpers')
    expect(findNameMeant(['Wheel Stops'], 'parking bumper')).toBe('Wheel Stops')
  })
})
