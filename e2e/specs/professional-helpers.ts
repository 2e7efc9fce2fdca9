import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'
import { apiPort } from '../playwright.config'

/** Shared by the professional's specs (search, omniclass, manufacturer, rfi, a11y). */
export const api = `http://localhost:${apiPort}`
export const urlName = (name: string) => encodeURIComponent(name.replace(/ /g, '_'))
const here = path.dirname(fileURLToPath(import.meta.url))
export const screenshotDir = path.resolve(here, '../artifacts/screenshots')

type ListItem = { number: string | null; name: string; manufacturer_titles: string[] }

/** The numbered demo table with the most manufacturers (at least six, for the selection limit). */
export async function findBusyTable(page: Page): Promise<ListItem> {
  const tables = (await (await page.request.get(`${api}/api/omniclass/get/all`)).json()) as ListItem[]
  const busy = tables
    .filter((t) => t.number)
    .sort((a, b) => b.manufacturer_titles.length - a.manufacturer_titles.length)[0]!
  expect(busy.manufacturer_titles.length).toBeGreaterThanOrEqual(6)
  return busy
}

/** Admin writes from a spec: the API refuses state changes without an allowed Origin. */
export async function adminPost(page: Page, apiPath: string, data: unknown) {
  const response = await page.request.post(`${api}${apiPath}`, {
    data,
    headers: { origin: new URL(page.url()).origin },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return response.json()
}

/** Invites a professional as the admin (on `adminPage`), accepts in a new context, and returns their signed-in page. */
export async function createProfessional(adminPage: Page, browser: Browser, name = 'Casey Professional') {
  const email = `pro-${Date.now()}-${Math.round(Math.random() * 1e6)}@firm.test`
  await adminPost(adminPage, '/admin/users/invite', { email })
  const outbox = (await (await adminPage.request.get(`${api}/admin/mail/outbox?status=pending`)).json()) as {
    items: { id: number; to: string }[]
  }
  const { id } = outbox.items.find((m) => m.to === email)!
  const message = (await (await adminPage.request.get(`${api}/admin/mail/outbox/${id}`)).json()) as {
    body: string
  }
  const link = /http\S+token=\S+/.exec(message.body)![0]
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(link)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Password', { exact: true }).fill('professional password')
  await page.getByLabel('Repeat the password').fill('professional password')
  await page.getByRole('button', { name: 'Save and start searching' }).click()
  await expect(page.getByTestId('welcome')).toHaveText(`Signed in as ${name}`)
  return { page, context, email, name }
}

/**
 * A real generation job on the demo data ends within milliseconds, before the 500 ms wait panel shows. Leaving
 * the job's event stream unanswered keeps the page waiting, as on a slow connection, so the panel can be seen.
 */
export async function holdGenerationStreams(page: Page) {
  await page.route(/\/api\/omniclass\/generate\/[^/]+\/events$/, () => undefined)
}

/** Moves the combobox's active option onto `option` with the arrow keys, as a keyboard user would. */
export async function arrowTo(box: Locator, option: Locator) {
  const id = await option.getAttribute('id')
  for (let step = 0; step < 60; step++) {
    if ((await box.getAttribute('aria-activedescendant')) === id) return
    await box.press('ArrowDown')
  }
  throw new Error(`option ${id} was never reached`)
}

/** axe-core in the page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  await page.addScriptTag({ path: path.resolve(here, '../../node_modules/axe-core/axe.min.js') })
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (context: Document) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[]
          }>
        }
      }
    ).axe.run(document)
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
      )
  })
  expect(violations, `axe on ${label}`).toEqual([])
}

export async function saveScreenshot(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true })
}

/** Drops the browser's own "Failed to load resource" lines for requests a test made fail on purpose. */
export function dropExpectedNetworkErrors(errors: string[], pattern: RegExp = /Failed to load resource/) {
  const unexpected = errors.filter((error) => !pattern.test(error))
  errors.length = 0
  return unexpected
}

/** Step 1's first parameter, then Step 2's first value: the shortest path to a refined search. */
export async function chooseFirstValue(page: Page) {
  await page
    .getByRole('region', { name: /^Step 1/ })
    .getByRole('button')
    .first()
    .click()
  await page
    .getByRole('region', { name: /^Step 2/ })
    .getByRole('list')
    .first()
    .getByRole('button')
    .first()
    .click()
}
