// `npm run lighthouse`: Lighthouse's mobile performance score of the home and parameter-search pages of a
// running Scout (`npm start`), signed in as ADMIN_EMAIL / ADMIN_PASSWORD. Chromium from CHROME_PATH.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'

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

// The session cookie goes into the browser's own jar: Lighthouse's --extra-headers reach the web origin only,
// so the API (another port) saw no session and the parameter search was scored as the sign-in page it
// redirected to. One browser per page: a second tab's trace came back without a navigation (NO_NAVSTART).
async function score(url) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: false,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const [name, value] = cookie.split('=')
    await browser.setCookie({ name, value, domain: new URL(web).hostname, path: '/', httpOnly: true })
    const flags = { onlyCategories: ['performance'], output: 'json', logLevel: 'error' }
    return await lighthouse(url, flags, undefined, await browser.newPage())
  } finally {
    await browser.close()
  }
}

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-lighthouse-'))
const results = []
for (const [page, url] of Object.entries(pages)) {
  const { lhr, report } = await score(url)
  fs.writeFileSync(path.join(out, `${page.replace(/ /g, '-')}.json`), report)
  if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`)
  const landed = new URL(lhr.finalDisplayedUrl).pathname
  if (landed !== new URL(url).pathname) throw new Error(`${page}: landed on ${landed}, not ${url}`)
  const { categories, audits } = lhr
  const ms = (id) => `${(audits[id].numericValue / 1000).toFixed(1)} s`
  results.push({
    page,
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
