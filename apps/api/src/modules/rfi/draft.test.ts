import { describe, expect, it } from 'vitest'
import { draftRequestEmail } from './draft'

describe('draftRequestEmail', () => {
  it('writes a letter from the table, the chosen values, the documents and the sender', () => {
    const text = draftRequestEmail({
      omniclass: 'Hollow Metal Doors',
      omniclassNumber: '23-17 11 13',
      parameters: [
        { name: 'Width', value: '36 in' },
        { name: 'Finish', value: '' },
        { name: 'Fire Rating', value: '90 min' },
      ],
      documentCategories: ['Specifications', 'CAD Drawings', 'Specifications'],
      userName: 'Dana Architect',
    })
    expect(text.startsWith('Hello,\n\n')).toBe(true)
    expect(text).toContain('23-17 11 13 Hollow Metal Doors')
    expect(text).toContain('- Width: 36 in\n- Fire Rating: 90 min')
    expect(text).not.toContain('Finish')
    expect(text).toContain('- Specifications\n- CAD Drawings\n')
    expect(text.match(/Specifications/g)).toHaveLength(1)
    expect(text.endsWith('Kind regards,\nDana Architect')).toBe(true)
  })

  it('reads well with nothing chosen, and greets a single manufacturer by name', () => {
    const text = draftRequestEmail({
      omniclass: 'Wood Doors',
      parameters: [],
      documentCategories: [],
      manufacturerTitles: ['Acme Doors'],
    })
    expect(text.startsWith('Dear Acme Doors team,')).toBe(true)
    expect(text).toContain('product data, specifications and drawings')
    expect(text).not.toContain('calls for')
    expect(text.endsWith('Kind regards,')).toBe(true)
    expect(text).not.toMatch(/\n{3}/)
  })

  it('asks makers of similar products whether they make it too, naming what they make', () => {
    const text = draftRequestEmail({
      omniclass: 'Acoustic Fire Doors',
      parameters: [{ name: 'Fire Rating', value: '60 min' }],
      documentCategories: [],
      manufacturerTitles: ['Blaze Doors', 'Portal Works'],
      similarTo: ['Fire Doors', 'Doors', 'Fire Doors'],
    })
    expect(text).toContain(
      'I understand you make Fire Doors and Doors; if you also make Acoustic Fire Doors, or something close to it, I would be glad to hear about it.',
    )
    expect(draftRequestEmail({ omniclass: 'Doors', parameters: [], documentCategories: [] })).not.toContain(
      'I understand',
    )
  })
})
