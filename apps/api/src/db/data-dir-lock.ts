import fs from 'node:fs'
import os from 'node:os'

export type LockOwner = { pid: number; host: string; purpose: string; since: string }

/** Another live process holds the data folder: PGlite has no locking of its own, and two writers corrupt it. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Scout process (${owner.purpose}, pid ${owner.pid} on ${owner.host}, since ${owner.since}). ` +
        `The embedded database can be opened by one process at a time: stop that process and try again` +
        (owner.host === os.hostname()
          ? '.'
          : `; if it no longer runs on ${owner.host}, delete ${dataDir}.lock.`),
    )
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? owner : null
  } catch {
    return null // half-written by a process that died while taking it, or removed meanwhile
  }
}

/**
 * Takes `<dataDir>.lock` for this process, created exclusively with its pid and host. A lock left by a process
 * that no longer runs on this host is stale and taken over; a live owner's is refused with who holds it.
 */
export function lockDataDir(dataDir: string, purpose: string) {
  const file = `${dataDir}.lock`
  const me: LockOwner = { pid: process.pid, host: os.hostname(), purpose, since: new Date().toISOString() }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' })
      const release = () => {
        if (readOwner(file)?.pid === me.pid) fs.rmSync(file, { force: true })
        process.removeListener('exit', release)
      }
      // a crash still leaves the file, which the next process finds stale
      process.on('exit', release)
      return { release }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(file)
    if (owner && (owner.host !== me.host || isAlive(owner.pid))) throw new DataDirLockedError(dataDir, owner)
    fs.rmSync(file, { force: true })
  }
  throw new Error(`Could not take the lock ${file}`)
}
