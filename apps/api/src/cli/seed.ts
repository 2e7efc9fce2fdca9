import { parseArgs } from 'node:util'
import { parseConfig } from '../config/env'
import { ensureAdmin, isCatalogueEmpty, openForCommand } from '../bootstrap'
import { seedDemo, type SeedProfile } from '../seed/demo'

/** `npm run seed -- [--profile demo|scale]`: fills an empty database (the demo loads by itself on first start). */
const { values } = parseArgs({ options: { profile: { type: 'string', default: 'demo' } } })
const profile = values.profile as SeedProfile
if (profile !== 'demo' && profile !== 'scale') {
  process.stderr.write('--profile is demo or scale\n')
  process.exit(2)
}
const config = parseConfig()
const database = await openForCommand(config, 'seed')
const log = { info: (message: string) => process.stdout.write(`${message}\n`) }
try {
  if (!(await isCatalogueEmpty(database))) {
    process.stderr.write('The database already has omniclass tables; seed an empty DATA_DIR or database.\n')
    process.exitCode = 1
  } else {
    const started = Date.now()
    await seedDemo(database, config, { profile, log })
    const admin = await ensureAdmin(database, config, log)
    if (admin.password) log.info(`administrator ${admin.email}, password ${admin.password} (shown once)`)
    log.info(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
} finally {
  await database.close()
}
