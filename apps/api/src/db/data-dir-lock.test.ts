import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase } from './client'
import { DataDirLockedError } from './data-dir-lock'

const run = promisify(execFile)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-lock-'))
const pgliteDir = path.join(dataDir, 'pglite')
const here = path.dirname(fileURLToPath(import.meta.url))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

function command(name: 'backup' | 'restore' | 'seed', ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', path.resolve(here, `../cli/${name}.ts`), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => ({ ...error }),
  )
}

describe('the embedded data folder is opened by one process at a time', () => {
  it('refuses a second opening while the first is open, naming who holds it, and frees it on close', async () => {
    const first = await openDatabase({ kind: 'embedded', dataDir: pgliteDir, purpose: 'serve' })
    const second = openDatabase({ kind: 'embedded', dataDir: pgliteDir, purpose: 'backup' })
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(second).rejects.toThrow(`(serve, pid ${process.pid} on ${os.hostname()}`)
    await first.close()
    expect(fs.existsSync(`${pgliteDir}.lock`)).toBe(false)
    const again = await openDatabase({ kind: 'embedded', dataDir: pgliteDir })
    await again.db.execute(sql`select 1`)
    await again.close()
  }, 60_000)

  it('takes over a lock left by a process that no longer runs', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!
    const since = new Date().toISOString()
    fs.writeFileSync(
      `${pgliteDir}.lock`,
      JSON.stringify({ pid: dead, host: os.hostname(), purpose: 'serve', since }),
    )
    const database = await openDatabase({ kind: 'embedded', dataDir: pgliteDir })
    expect(JSON.parse(fs.readFileSync(`${pgliteDir}.lock`, 'utf8')).pid).toBe(process.pid)
    await database.close()
  }, 60_000)

  it('npm run backup, restore and seed refuse a folder a running server holds, and write nothing', async () => {
    const server = await openDatabase({ kind: 'embedded', dataDir: pgliteDir, purpose: 'serve' })
    try {
      const file = path.join(dataDir, 'b.jsonl.gz')
      fs.writeFileSync(file, 'x')
      for (const result of await Promise.all([
        command('backup', file),
        command('restore', file),
        command('seed'),
      ])) {
        expect(result.code).toBe(1)
        expect(result.stderr).toContain('is in use by another Scout process (serve, pid')
      }
      expect(fs.readFileSync(file, 'utf8')).toBe('x')
    } finally {
      await server.close()
    }
  }, 60_000)
})
