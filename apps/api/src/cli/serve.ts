import { loadEnvFile, parseConfig, ConfigError } from '../config/env'
import { loggerOptions } from '../config/logger'
import { buildApp } from '../app'
import { DataDirLockedError } from '../db/data-dir-lock'
import { ensureAdmin, isCatalogueEmpty, openMigratedDatabase } from '../bootstrap'
import { startMailWorker } from '../modules/mail/mail-worker'
import { startAttachmentJanitor } from '../modules/mail/attachments.repository'
import { startJobJanitor } from '../modules/generation/job-janitor'
import { createMediaStorage, removeStaleTemporaries } from '../modules/media/storage'
import { buildStaticSite } from '../web/static-site'
import { onShutdown } from './graceful-shutdown'

async function main() {
  loadEnvFile()
  const config = parseConfig()
  const database = await openMigratedDatabase(config)
  const app = await buildApp(
    { config, db: database.db, databaseKind: database.kind, media: createMediaStorage(config) },
    {
      logger: loggerOptions(config),
      requestTimeout: 30_000,
    },
  )
  const log = { info: (message: string) => app.log.info(message) }
  if (!config.media.s3) {
    const removed = await removeStaleTemporaries(config.media.dir)
    if (removed) log.info(`removed ${removed} half-written media file(s) left by an earlier crash`)
  }
  // processes starting together on one PostgreSQL take turns: one seeds and creates the administrator
  const admin = await database.exclusive(async () => {
    if (config.seedDemo && (await isCatalogueEmpty(database))) {
      log.info('first start: loading the demo data')
      // loaded only to seed: it reads the kinds of product, which otherwise live in the generation worker only
      const { seedDemo } = await import('../seed/demo')
      await seedDemo(database, config, { profile: 'demo', log })
    }
    return ensureAdmin(database, config, log)
  })
  const mailWorker = config.mail.smtpUrl
    ? startMailWorker({ db: database.db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: app.log })
    : null
  const janitor = startAttachmentJanitor(database.db, app.log)
  const jobJanitor = startJobJanitor(database.db, app.log)
  const site = config.serveWeb ? await buildStaticSite(config, config.webDistDir) : null

  onShutdown(app.log, async () => {
    // a keep-alive connection whose last request finished would hold the close open: shut each one
    // as soon as it falls idle
    const servers = [app.server, site?.server]
    const sweep = setInterval(() => servers.forEach((server) => server?.closeIdleConnections()), 100)
    await Promise.all([site?.close(), app.close()])
    clearInterval(sweep)
    await mailWorker?.stop()
    janitor.stop()
    jobJanitor.stop()
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
      : config.admin.password
        ? `  Sign in as ${admin.email} with ADMIN_PASSWORD${admin.reset ? ' (the password was just set from it)' : ''}`
        : `  Sign in as ${admin.email} with the password printed at first start (lost it? restart with ADMIN_PASSWORD set)`,
    config.mail.smtpUrl ? '' : '  No SMTP_URL: mail stays in the outbox and invitation links are logged.',
    '',
  ]
  process.stdout.write(lines.join('\n') + '\n')
}

main().catch((error) => {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : (error?.stack ?? error)}\n`,
  )
  process.exit(1)
})
