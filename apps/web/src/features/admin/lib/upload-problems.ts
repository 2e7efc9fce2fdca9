export type UploadProblem = { where: string | null; message: string }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The server refuses a bad file with one message, e.g. `Doors.csv: line 3: reason; line 7: reason` or
 * `Nothing was stored. makers.csv line 2: title: reason; makers.csv line 5: …`. Splitting it back into its
 * parts lets the page list each error under its file, by line (or by item, for JSON).
 */
export function splitUploadProblems(filename: string, message: string): UploadProblem[] {
  const name = escape(filename)
  const body = message.replace(/^Nothing was stored\.\s*/, '')
  const boundary = new RegExp(`;\\s+(?=(?:${name}:?\\s+)?(?:line|item) \\d+:|${name}:)`)
  return body
    .split(boundary)
    .map((part) => part.trim().replace(new RegExp(`^${name}:?\\s+`), ''))
    .filter(Boolean)
    .map((part) => {
      const match = /^(line|item) (\d+):\s*(.*)$/s.exec(part)
      return match
        ? { where: `${match[1] === 'line' ? 'Line' : 'Item'} ${match[2]}`, message: match[3]! }
        : { where: null, message: part }
    })
}
