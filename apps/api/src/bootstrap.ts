import { count, eq } from 'drizzle-orm'
import type { Config } from './config/env'
import { databaseOptionsFor, openDatabase, type Database, type requestTimeouts } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { omniclasses, users } from './db/schema'
import { generatePassword, hashPassword } from './modules/auth/password'

type Log = { info: (message: string) => void }

/**
 * Opens the configured database and applies every committed migration. `purpose` names this process in the
 * embedded data folder's lock (serve, seed, import, backup, restore); a second process is refused with it.
 */
export async function openMigratedDatabase(
  config: Config,
  purpose = 'serve',
  timeouts?: Partial<typeof requestTimeouts>,
): Promise<Database> {
  const database = await openDatabase(databaseOptionsFor(config, purpose, timeouts))
  try {
    await database.migrate()
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

/** For the command-line tools: a data folder in use is a clear message and exit code 1, not a stack trace. */
export async function openForCommand(
  config: Config,
  purpose: string,
  timeouts?: Partial<typeof requestTimeouts>,
): Promise<Database> {
  try {
    return await openMigratedDatabase(config, purpose, timeouts)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    process.stderr.write(`Nothing was done (${purpose}): ${error.message}\n`)
    process.exit(1)
  }
}

export async function isCatalogueEmpty(database: Database) {
  const [row] = await database.db.select({ n: count() }).from(omniclasses)
  return (row?.n ?? 0) === 0
}

export type AdminAccount = { email: string; password?: string; created: boolean }

/**
 * The first administrator: from ADMIN_EMAIL/ADMIN_PASSWORD, else admin@scout.local with a generated
 * password that is printed once and never stored in clear.
 */
export async function ensureAdmin(database: Database, config: Config, log: Log): Promise<AdminAccount> {
  const email = (config.admin.email ?? 'admin@scout.local').toLowerCase()
  const [existing] = await database.db.select().from(users).where(eq(users.email, email))
  if (existing) return { email, created: false }
  const [anyAdmin] = await database.db.select().from(users).where(eq(users.role, 'admin')).limit(1)
  if (anyAdmin && !config.admin.email) return { email: anyAdmin.email, created: false }
  const password = config.admin.password ?? generatePassword()
  await database.db
    .insert(users)
    .values({ email, name: 'Administrator', role: 'admin', passwordHash: await hashPassword(password) })
  log.info(`created administrator ${email}`)
  return { email, password: config.admin.password ? undefined : password, created: true }
}
