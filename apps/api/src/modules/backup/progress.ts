import type { BackupProgress } from './backup'

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`
const reportEveryBytes = 64 * 1024 * 1024

/** Prints a line per table, and one every 64 MB within a large table, so a long backup shows it is moving. */
export function printProgress(verb: string, write: (text: string) => void) {
  let reported = 0
  return (progress: BackupProgress) => {
    if (progress.done) {
      if (progress.rows) write(`${verb} ${progress.table}: ${progress.rows} rows, ${mb(progress.bytes)}\n`)
      reported = 0
    } else if (progress.bytes - reported >= reportEveryBytes) {
      reported = progress.bytes
      write(`${verb} ${progress.table}: ${progress.rows} rows, ${mb(progress.bytes)} so far…\n`)
    }
  }
}
