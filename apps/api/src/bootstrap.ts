import { count, eq } from 'drizzle-orm'
import type { Config } from './config/env'
import { databaseOptionsFor, openDatabase, type Database, type requestTimeouts } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { omniclasses, sessions, users } from './db/schema'
import { generatePassword, hashPassword, verifyPassword } from './modules/auth/password'

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
    await database.exclusive(() => database.migrate())
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

export type AdminAccount = { email: string; password?: string; created: boolean; reset?: boolean }

/**
 * The administrator the start banner names: from ADMIN_EMAIL/ADMIN_PASSWORD, else admin@scout.local with a
 * generated password that is printed once and never stored in clear. ADMIN_PASSWORD also applies to an
 * administrator who already exists, so a lost password is recovered by restarting with it set; that ends
 * their sessions and re-enables the account.
 */
export async function ensureAdmin(database: Database, config: Config, log: Log): Promise<AdminAccount> {
  const email = (config.admin.email ?? 'admin@scout.local').toLowerCase()
  const [existing] = await database.db.select().from(users).where(eq(users.email, email))
  const [anyAdmin] = existing
    ? [existing]
    : await database.db.select().from(users).where(eq(users.role, 'admin')).limit(1)
  const current = existing ?? (anyAdmin && !config.admin.email ? anyAdmin : undefined)
  if (current) {
    const password = config.admin.password
    if (!password || (await verifyPassword(password, current.passwordHash))) {
      return { email: current.email, created: false }
    }
    await database.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(password), role: 'admin', disabled: false })
        .where(eq(users.id, current.id))
      await tx.delete(sessions).where(eq(sessions.userId, current.id))
    })
    log.info(`set the password of administrator ${current.email} from ADMIN_PASSWORD`)
    return { email: current.email, created: false, reset: true }
  }
  const password = config.admin.password ?? generatePassword()
  await database.db
    .insert(users)
    .values({ email, name: 'Administrator', role: 'admin', passwordHash: await hashPassword(password) })
  log.info(`created administrator ${email}`)
  return { email, password: config.admin.password ? undefined : password, created: true }
}
