import net from 'node:net'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/** The repository's root, found from this file (also from the bundle, which keeps source paths). */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
export const defaultEnvFile = path.join(repositoryRoot, '.env')

/**
 * Reads `.env` at the repository root into process.env when it exists; a variable already set in
 * the real environment wins (Node's own loader never overrides).
 */
export function loadEnvFile(file = defaultEnvFile) {
  if (fs.existsSync(file)) process.loadEnvFile(file)
}

const port = z.coerce.number().int().min(1).max(65535)
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional())
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional())

// proxy-addr's names for address ranges, besides addresses and CIDR blocks
const proxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])
const isProxyEntry = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/')
  if (rest.length || !address) return false
  if (proxyRanges.has(address) && bits === undefined) return true
  const version = net.isIP(address)
  const max = version === 4 ? 32 : 128
  return version !== 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max))
}
/** Who may tell the client's address in X-Forwarded-For: a comma-separated list; empty trusts no one. */
const TrustProxySchema = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isProxyEntry), {
    message: 'list proxy addresses or CIDR blocks (or loopback, linklocal, uniquelocal), comma-separated',
  })

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: port.default(8000),
  WEB_PORT: port.default(3000),
  API_HOST: optionalUrl,
  WEB_ORIGIN: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Scout <no-reply@scout.local>'),
  CONTACT_EMAIL: z.string().default('hello@scout.local'),
  MEDIA_BASE_URL: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  /** the model's time budget per generation, well inside the home page's 60-second countdown */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(50_000).default(20_000),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(14),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: TrustProxySchema,
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  SERVE_WEB: z.enum(['true', 'false']).default('true'),
  WEB_DIST_DIR: z.string().default(path.join(repositoryRoot, 'apps/web/dist')),
  /** how often each process looks for asked-for tables that gained a manufacturer (decision 018); 0: never */
  MAKER_REQUEST_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
})

/** Every variable the configuration reads (`.env.example` lists each one). */
export const configVariables = Object.keys(EnvSchema.shape)

export type Config = ReturnType<typeof parseConfig>

export class ConfigError extends Error {}

/** Parsed once at start-up; a bad value stops the process with the list of what is wrong. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const e = parsed.data
  const isProduction = e.NODE_ENV === 'production'
  // spec §8: production refuses to start without its public API address
  if (isProduction && !e.API_HOST) {
    throw new ConfigError(
      'The production API address is not set: set API_HOST to the public https URL of the API.',
    )
  }
  const apiHost = (e.API_HOST ?? `http://localhost:${e.API_PORT}`).replace(/\/$/, '')
  const webOrigin = (e.WEB_ORIGIN ?? `http://localhost:${e.WEB_PORT}`).replace(/\/$/, '')
  const dataDir = path.resolve(e.DATA_DIR)
  return {
    env: e.NODE_ENV,
    isProduction,
    apiPort: e.API_PORT,
    webPort: e.WEB_PORT,
    apiHost,
    webOrigin,
    allowedOrigins: [webOrigin, apiHost],
    dataDir,
    databaseUrl: e.DATABASE_URL,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    contactEmail: e.CONTACT_EMAIL,
    media: {
      dir: path.join(dataDir, 'media'),
      baseUrl: (e.MEDIA_BASE_URL ?? `${apiHost}/media`).replace(/\/$/, ''),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    },
    llm: e.LLM_BASE_URL
      ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
      : undefined,
    sessionIdleMs: e.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    /** Fastify's trustProxy: only these peers' X-Forwarded-For is believed (rate limits and throttling key on it) */
    trustProxy: e.TRUST_PROXY.length > 0 ? e.TRUST_PROXY : false,
    serveWeb: e.SERVE_WEB === 'true',
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    makerRequestSweepMs: e.MAKER_REQUEST_SWEEP_MS,
  }
}
