/**
 * Running totals at the end of each month, worked back from today's total and the monthly additions
 * (rows deleted since make the early months an estimate, never below zero).
 */
export function runningTotals(totalNow: number, additions: number[]): number[] {
  const totals: number[] = new Array(additions.length)
  let total = totalNow
  for (let i = additions.length - 1; i >= 0; i--) {
    totals[i] = Math.max(0, total)
    total -= additions[i]!
  }
  return totals
}

/** A scale whose top is a round number at or above the largest value, so gridlines read well. */
export function niceMax(values: number[]): number {
  const max = Math.max(0, ...values)
  if (max === 0) return 1
  const magnitude = 10 ** Math.floor(Math.log10(max))
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= max)!
  return step * magnitude
}

/** "2026-03" as "Mar 26", short enough for twelve columns. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number)
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${names[(index ?? 1) - 1] ?? month} ${String(year).slice(-2)}`
}
