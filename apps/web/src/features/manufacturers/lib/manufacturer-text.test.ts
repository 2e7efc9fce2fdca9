import { describe, expect, it } from 'vitest'
import { contactNameOf, imageNameOf, mapEmbedUrl, toParagraphs } from './manufacturer-text'

describe('manufacturer page text (spec §2)', () => {
  it('splits the description at line breaks and drops blank lines', () => {
    expect(toParagraphs('First line.\n\n  \r\nSecond line.\nThird.')).toEqual([
      'First line.',
      'Second line.',
      'Third.',
    ])
    expect(toParagraphs(null)).toEqual([])
  })

  it('names an image by product, then omniclass, then the manufacturer', () => {
    expect(imageNameOf({ product_name: 'Series 100', omniclass_name: 'Doors' }, 'Acme')).toBe('Series 100')
    expect(imageNameOf({ product_name: null, omniclass_name: 'Doors' }, 'Acme')).toBe('Doors')
    expect(imageNameOf({ product_name: ' ', omniclass_name: null }, 'Acme')).toBe('By Acme')
  })

  it('builds the map query at zoom 5', () => {
    expect(mapEmbedUrl('12 Mill St, Reno, NV')).toBe(
      'https://maps.google.com/maps?q=12%20Mill%20St%2C%20Reno%2C%20NV&z=5&output=embed',
    )
  })

  it('names a contact by name, else by address', () => {
    expect(contactNameOf({ first_name: 'Maya', last_name: 'Patel', email: 'm@x.example' })).toBe('Maya Patel')
    expect(contactNameOf({ first_name: null, last_name: null, email: 'm@x.example' })).toBe('m@x.example')
  })
})
