import { describe, expect, it } from 'vitest'
import { parseOmniclassIdentifier } from './omniclass-identifier'

describe('reading a table identifier (spec §5)', () => {
  it('reads a name, a number, and a number before a name, with spaces or underscores', () => {
    expect(parseOmniclassIdentifier('Door_Frames ')).toEqual({
      nameKey: 'door frames',
      number: null,
      numberedNameKey: null,
    })
    expect(parseOmniclassIdentifier('23-17_11_11_11')).toEqual({
      nameKey: '23-17 11 11 11',
      number: '23-17 11 11 11',
      numberedNameKey: null,
    })
    expect(parseOmniclassIdentifier('23-17 11 11 11  Door Frames')).toEqual({
      nameKey: '23-17 11 11 11 door frames',
      number: '23-17 11 11 11',
      numberedNameKey: 'door frames',
    })
  })

  it('reads nothing from blank text', () => {
    expect(parseOmniclassIdentifier(' _ ')).toBeNull()
    expect(parseOmniclassIdentifier('')).toBeNull()
  })
})
