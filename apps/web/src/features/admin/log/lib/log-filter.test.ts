import { describe, expect, it } from 'vitest'
import { describeSummary, readLogFilter, writeLogFilter } from './log-filter'

describe('DB Log filters', () => {
  it('reads the filters from the address, dropping blanks and page 1', () => {
    expect(readLogFilter(new URLSearchParams('entity=omniclass&user=%20&from=2026-01-01&page=1'))).toEqual({
      entity: 'omniclass',
      from: '2026-01-01',
    })
    expect(readLogFilter(new URLSearchParams('page=3&to=2026-02-01'))).toEqual({ to: '2026-02-01', page: 3 })
    expect(readLogFilter(new URLSearchParams('page=abc'))).toEqual({})
  })

  it('writes them back the same way', () => {
    expect(writeLogFilter({ entity: 'user', user: 'admin', page: 2 }).toString()).toBe(
      'entity=user&user=admin&page=2',
    )
    expect(writeLogFilter({ page: 1 }).toString()).toBe('')
  })

  it('describes a summary briefly', () => {
    expect(describeSummary({ role: 'admin', changed: ['name', 'parameters'], none: null })).toBe(
      'role: admin · changed: ["name","parameters"]',
    )
  })
})
