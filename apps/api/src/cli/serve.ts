import path from 'node:path'
import { fileURLToPath } from 'node:url'
import closeWithGrace from 'close-with-grace'
import { parseConfig, ConfigError } from '../config/env'
import { buildApp } from '../app'
import { ensureAdmin, isCatalogueEmpty, openMigratedDatabase } from '../bootstrap'
import { startMailWorker } from '../modules/mail/mail-worker'
import { createMediaStorage } from '../modules/media/storage'
import { buildStaticSite } from '../web/static-site'

const webDist =
  process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist')

async function main() {
  const config = parseConfig()
  const database = await openMigratedDatabase(config)
  const app = await buildApp(
    { config, db: database.db, databaseKind: database.kind, media: createMediaStorage(config) },
    {
      logger: {
        level: config.logLevel,
        transport: config.isProduction
          ? undefined
          : { target: 'pino-pretty', options: { ignore: 'pid,hostname,reqId', translateTime: 'HH:MM:ss' } },
      },
      requestTimeout: 30_000,
    },
  )
  const log = { info: (message: string) => app.log.info(message) }
  if (config.seedDemo && (await isCatalogueEmpty(database))) {
    log.info('first start: loading the demo data')
    // loaded only to seed: it reads the kinds of product, which otherwise live in the generation worker only
    const { seedDemo } = await import('../seed/demo')
    await seedDemo(database, config, { profile: 'demo', log })
  }
  const admin = await ensureAdmin(database, config, log)
  const mailWorker = config.mail.smtpUrl
    ? startMailWorker({ db: database.db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: app.log })
    : null
  const site = process.env.SERVE_WEB === 'false' ? null : await buildStaticSite(config, webDist)

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    await site?.close()
    await app.close()
    await mailWorker?.stop()
    await database.close()
  })

  await app.listen({ port: config.apiPort, host: '0.0.0.0' })
  if (site) await site.listen({ port: config.webPort, host: '0.0.0.0' })

  const lines = [
    '',
    `  Scout is running on the ${database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server in DATABASE_URL'}.`,
    site ? `  Open ${config.webOrigin}` : `  API only: ${config.apiHost}`,
    `  API ${config.apiHost}/api   (OpenAPI: ${config.apiHost}/api/docs)`,
    admin.password
      ? `  Sign in as ${admin.email} with the password ${admin.password}  (shown once: write it down)`
      : `  Sign in as ${admin.email} with ${config.admin.password ? 'ADMIN_PASSWORD' : 'the password printed at first start'}`,
    config.mail.smtpUrl ? '' : '  No SMTP_URL: mail stays in the outbox and invitation links are logged.',
    '',
  ]
  process.stdout.write(lines.join('\n') + '\n')
}

main().catch((error) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error?.stack ?? error)}\n`)
  process.exit(1)
})
