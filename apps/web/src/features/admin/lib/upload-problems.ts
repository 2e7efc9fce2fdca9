export type UploadProblem = { line: number | null; message: string }

/**
 * The server refuses a bad file with one message: `name.csv: line 3: reason; line 7: reason (and 4 more)`.
 * Splitting it back into lines lets the page list each error under its file.
 */
export function splitUploadProblems(filename: string, message: string): UploadProblem[] {
  const body = message.startsWith(`${filename}: `) ? message.slice(filename.length + 2) : message
  return body
    .split(/;\s+(?=line \d+:)/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^line (\d+):\s*(.*)$/s.exec(part)
      return match ? { line: Number(match[1]), message: match[2]! } : { line: null, message: part }
    })
}
