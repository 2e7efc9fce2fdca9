import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { openDatabase } from '../db/client'
import { auditLog, omniclasses } from '../db/schema'

const run = promisify(execFile)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-import-'))
const here = path.dirname(fileURLToPath(import.meta.url))
const cli = path.resolve(here, 'import.ts')
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

function importFiles(...files: string[]) {
  return run(process.execPath, ['--import', 'tsx', cli, ...files], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  )
}

async function countTables() {
  const database = await openDatabase({ kind: 'embedded', dataDir: path.join(dataDir, 'pglite') })
  try {
    const [tables] = await database.db.select({ n: count() }).from(omniclasses)
    const [audits] = await database.db.select({ n: count() }).from(auditLog)
    return { tables: tables!.n, audits: audits!.n }
  } finally {
    await database.close()
  }
}

describe('npm run import', () => {
  it('migrates an empty DATA_DIR and loads a whole classification', async () => {
    const file = path.resolve(here, '../seed/data/omniclass-table-23-sample.csv')
    const result = await importFiles(file)
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('87 tables (87 new, 0 updated)')
    expect(await countTables()).toEqual({ tables: 87, audits: 1 })
  }, 60_000)

  it('checks every file before writing any, and names the bad line', async () => {
    const good = path.join(dataDir, 'Acoustic Baffles.csv')
    const bad = path.join(dataDir, 'bad.csv')
    fs.writeFileSync(good, 'Material,NRC\nFelt,0.85\n')
    fs.writeFileSync(bad, 'number,name,parent_number,level\n23-99 00 00,Fine,,1\n23-99 11 00,Broken\n')
    const result = await importFiles(good, bad)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Nothing was imported. bad.csv: line 3: expected 4 columns, found 2')
    expect(await countTables()).toEqual({ tables: 87, audits: 1 })
  }, 60_000)
})
