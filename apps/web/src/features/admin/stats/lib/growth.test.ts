import { describe, expect, it } from 'vitest'
import { monthLabel, niceMax, runningTotals } from './growth'

describe('growth chart helpers', () => {
  it('works the running totals back from today', () => {
    expect(runningTotals(100, [10, 0, 30])).toEqual([70, 70, 100])
    expect(runningTotals(5, [10, 0])).toEqual([5, 5])
    expect(runningTotals(3, [2, 10])).toEqual([0, 3])
  })

  it('rounds the scale up to a readable top', () => {
    expect(niceMax([0, 0])).toBe(1)
    expect(niceMax([7])).toBe(10)
    expect(niceMax([130])).toBe(200)
    expect(niceMax([240])).toBe(250)
    expect(niceMax([1000])).toBe(1000)
  })

  it('labels months briefly', () => {
    expect(monthLabel('2026-03')).toBe('Mar 26')
  })
})
