/**
 * Spreadsheets run a cell that starts with =, +, -, @ (or a tab or carriage return, which some of them skip
 * before looking) as a formula: a downloaded catalogue value like `=HYPERLINK(…)` would run on the admin's
 * machine. Downloads prefix such cells with an apostrophe, which spreadsheets show as text and hide
 * (OWASP's "CSV injection"); uploads take the apostrophe off again, so a file survives a round trip.
 * The one home of the rule for the API and the web app.
 */
const formulaStart = /^[=+\-@\t\r]/

export function neutraliseCsvCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value
}

/** The inverse on upload: only an apostrophe that a download put before a formula character goes. */
export function restoreCsvCell(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value
}
