// `npm run lighthouse`: Lighthouse's mobile performance score of the home and parameter-search pages of a
// running Scout (`npm start`), signed in as ADMIN_EMAIL / ADMIN_PASSWORD. Chromium from CHROME_PATH.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const web = (process.env.WEB_ORIGIN ?? `http://localhost:${process.env.WEB_PORT ?? 3000}`).replace(/\/$/, '')
const api = (process.env.API_HOST ?? `http://localhost:${process.env.API_PORT ?? 8000}`).replace(/\/$/, '')
const email = process.env.ADMIN_EMAIL ?? 'admin@scout.local'
const password = process.env.ADMIN_PASSWORD
if (!password) {
  process.stderr.write('Set ADMIN_PASSWORD (and ADMIN_EMAIL) to the account Lighthouse signs in as\n')
  process.exit(2)
}

const login = await fetch(`${api}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
})
const cookie = /scout_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0]
if (!cookie) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
const tables = await (await fetch(`${api}/api/omniclass/get/all`, { headers: { cookie } })).json()
const busy = tables
  .filter((t) => t.number)
  .sort((a, b) => b.manufacturer_titles.length - a.manufacturer_titles.length)[0]
const pages = {
  home: `${web}/`,
  'parameter search': `${web}/omniclass/${encodeURIComponent(busy.name.replace(/ /g, '_'))}`,
}

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-lighthouse-'))
const results = []
for (const [name, url] of Object.entries(pages)) {
  const report = path.join(out, `${name.replace(/ /g, '-')}.json`)
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ],
    { stdio: 'inherit', env: { CHROME_PATH: '/usr/bin/chromium', ...process.env } },
  )
  if (run.status !== 0) process.exit(run.status ?? 1)
  const { categories, audits } = JSON.parse(fs.readFileSync(report, 'utf8'))
  const ms = (id) => `${(audits[id].numericValue / 1000).toFixed(1)} s`
  results.push({
    page: name,
    score: Math.round(categories.performance.score * 100),
    FCP: ms('first-contentful-paint'),
    LCP: ms('largest-contentful-paint'),
    TBT: `${Math.round(audits['total-blocking-time'].numericValue)} ms`,
    transfer: `${Math.round(audits['total-byte-weight'].numericValue / 1024)} KB`,
  })
}
console.table(results)
process.stdout.write(`Reports: ${out}\n`)
process.exitCode = results.every((r) => r.score >= 90) ? 0 : 1
