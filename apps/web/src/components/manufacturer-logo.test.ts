import { describe, expect, it } from 'vitest'
import { initialsOf } from './manufacturer-logo'

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Acme Door Co.')).toBe('AD')
    expect(initialsOf('3M')).toBe('3')
    expect(initialsOf('élan-Vital')).toBe('ÉV')
    expect(initialsOf('***')).toBe('?')
  })
})
