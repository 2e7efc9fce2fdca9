import { describe, expect, it } from 'vitest'
import { buildCatalogueModel } from './catalogue-model'
import { findMisspeltTable } from './misspelt-names'

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
