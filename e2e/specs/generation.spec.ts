import type { Browser, Page, Route } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import {
  api,
  arrowTo,
  createProfessional,
  dropExpectedNetworkErrors,
  expectNoSeriousA11yViolations,
  urlName,
} from './professional-helpers'

const boxName = 'Search an omniclass or a product'
const footerName = "Can't find what you're looking for? Select to generate a new omniclass."
const waitText = 'Please wait while this new omniclass/product is being generated.'
const eventsUrl = /\/api\/omniclass\/generate\/[^/]+\/events$/

/**
 * The demo catalogue is small, so a real job ends within milliseconds, before the 500 ms panel could show.
 * To watch the wait as someone on a slow connection would, the job's first event stream is held until
 * `deliverProgress`, then delivered with only its progress events: the server's own bytes, cut before the
 * end. The browser reconnects by itself; that stream is held until `deliverEnd`, then passed on untouched.
 */
async function holdEventStreams(page: Page) {
  let deliverProgress = () => {}
  let deliverEnd = () => {}
  const progressGate = new Promise<void>((resolve) => (deliverProgress = resolve))
  const endGate = new Promise<void>((resolve) => (deliverEnd = resolve))
  let streams = 0
  await page.route(eventsUrl, async (route: Route) => {
    streams += 1
    if (streams > 1) return endGate.then(() => route.continue())
    await progressGate
    const response = await route.fetch()
    const progressOnly = (await response.text())
      .split('\n\n')
      // each event carries its position as `id:` (decision 015), before its name
      .filter((chunk) => /^(?:id: \d+\n)?event: progress/.test(chunk))
      .map((chunk) => `${chunk}\n\n`)
      .join('')
    await route.fulfill({ response, body: progressOnly })
  })
  return { deliverProgress, deliverEnd, streams: () => streams }
}

async function chooseGenerate(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: boxName })
  await box.fill(text)
  await arrowTo(box, page.getByRole('option', { name: footerName }))
  await box.press('Enter')
  return box
}

/** The toast the page shows when a generation ends without a table. */
function failureToast(page: Page) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'The omniclass was not generated' })
}

async function countTables(page: Page, name?: string) {
  const tables = (await (await page.request.get(`${api}/api/omniclass/get/all`)).json()) as { name: string }[]
  return name === undefined ? tables.length : tables.filter((table) => table.name === name).length
}

async function expectParameterSearch(page: Page, name: string) {
  await expect(page).toHaveURL(new RegExp(`/omniclass/${urlName(name)}$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const step1 = page.getByRole('region', { name: /^Step 1/ })
  await expect(step1.getByRole('heading', { name: 'Select Parameters' })).toBeVisible()
  await expect(step1.getByRole('button').first()).toBeVisible()
}

test.describe('generating a new omniclass from the search home (spec §2, §9; decisions §4)', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('a new product: the panel shows the job steps beside a ticking countdown, then the new table opens', async ({
    page,
    consoleErrors,
  }) => {
    // the server under test starts on a fresh demo database, where this product is new
    expect(await countTables(page, 'Acoustic Ceiling Baffles Felt')).toBe(0)
    const stream = await holdEventStreams(page)
    await chooseGenerate(page, 'Acoustic Ceiling Baffles Felt')
    const panel = page.getByTestId('generation-panel')
    // spec §9: the panel waits 500 ms
    await expect(panel).toBeHidden()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('heading', { name: waitText })).toBeVisible()
    const countdown = panel.getByRole('timer')
    await expect(countdown).toHaveText(/^(60|59)s$/)
    await expect(countdown).toHaveText(/^5[5-8]s$/, { timeout: 6_000 })

    stream.deliverProgress()
    const progress = panel.getByRole('status', { name: 'Generation progress' })
    await expect(progress).toHaveAttribute('aria-live', 'polite')
    await expect(progress.getByRole('listitem').first()).toHaveText(
      'Checking whether "Acoustic Ceiling Baffles Felt" is already in the catalogue',
    )
    await expect(progress.getByRole('listitem').filter({ hasText: /^Merged \d+ parameters/ })).toBeVisible()
    await expect(countdown).toBeVisible()
    // the job's end arrives and its parameter search opens
    await expect.poll(() => stream.streams()).toBe(2)
    stream.deliverEnd()
    await expectParameterSearch(page, 'Acoustic Ceiling Baffles Felt')
    await expect(page.getByTestId('generated-note')).toContainText('awaiting review')
    expect(stream.streams()).toBe(2)
    expect(await countTables(page, 'Acoustic Ceiling Baffles Felt')).toBe(1)
    expect(consoleErrors).toEqual([])
  })

  test("an existing table's name opens that table instead of generating one", async ({
    page,
    consoleErrors,
  }) => {
    const before = await countTables(page)
    await chooseGenerate(page, 'Hollow Metal Doors')
    await expectParameterSearch(page, 'Hollow Metal Doors')
    await expect(page.getByTestId('generated-note')).toHaveCount(0) // a catalogue table, reviewed
    expect(await countTables(page)).toBe(before)
    expect(consoleErrors).toEqual([])
  })

  test('Cancel stops waiting on the server (DELETE) and returns to the search with the text kept', async ({
    page,
    consoleErrors,
  }) => {
    // every stream is held: the second wait below is for a table the first job has saved by then
    await holdEventStreams(page)
    const started = page.waitForResponse(
      (r) => r.url().endsWith('/api/omniclass/generate') && r.status() === 202,
    )
    const box = await chooseGenerate(page, 'Photovoltaic Glass Railings')
    const { job_id: jobId } = (await (await started).json()) as { job_id: string }
    const panel = page.getByTestId('generation-panel')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('timer')).toHaveText(/^5[0-7]s$/, { timeout: 6_000 })

    const cancelled = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/omniclass/generate/${jobId}`),
    )
    await panel.getByRole('button', { name: 'Cancel' }).click()
    expect((await cancelled).status()).toBe(200)
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
    await expect(box).toHaveValue('Photovoltaic Glass Railings')
    await expect(box).toBeFocused()

    // spec §2: Advanced Search with typed text and no selection starts the same wait
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Advanced Search' }).click()
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: 'Cancel' }).click()
    await expect(panel).toBeHidden()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    expect(consoleErrors).toEqual([])
  })

  test('a text the server would refuse is refused in the page, with the reason as a sentence', async ({
    page,
    consoleErrors,
  }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/omniclass\/generate$/.test(request.url()))
        posts.push(request.url())
    })
    await chooseGenerate(page, '??? !!!')
    const toast = failureToast(page)
    await expect(toast).toContainText('Type a product name with letters or digits, not only punctuation')
    await expect(toast).not.toContainText('body.text')
    await expect(toast).toHaveClass(/bg-destructive/)
    await expect(page.getByTestId('generation-panel')).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
    expect(posts).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('text that names nothing ends the job with the reason, and the page stays on the search', async ({
    page,
    consoleErrors,
  }) => {
    await chooseGenerate(page, 'qwzx blorft')
    const toast = failureToast(page)
    await expect(toast).toContainText('Scout does not recognise "Qwzx Blorft" as a building product.')
    await expect(page.getByTestId('generation-panel')).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
    expect(await countTables(page, 'Qwzx Blorft')).toBe(0)
    expect(consoleErrors).toEqual([])
  })

  test('when the event stream cannot be read, the page polls the job and still opens the table', async ({
    page,
    consoleErrors,
  }) => {
    // the stream is sent to a job the server does not know: a real 404, which the browser does not retry
    await page.route(eventsUrl, (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/[^/]+\/events$/, 'unknown-job/events'),
      }),
    )
    const polled = page.waitForRequest((r) => /\/api\/omniclass\/generate\/[0-9a-f-]{36}$/.test(r.url()))
    await chooseGenerate(page, 'Living Wall Planter Modules')
    await polled
    await expectParameterSearch(page, 'Living Wall Planter Modules')
    expect(dropExpectedNetworkErrors(consoleErrors, /status of 404/)).toEqual([])
  })

  test('two people asking for the same product end on one table, seen by who made it until reviewed', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // two professionals: an administrator sees every table awaiting review
    const robin = await createProfessional(page, browser as Browser, 'Robin Specifier')
    const sam = await createProfessional(page, browser as Browser, 'Sam Estimator')
    const text = 'Rainwater Harvesting Tanks'
    await Promise.all([chooseGenerate(robin.page, text), chooseGenerate(sam.page, text.toLowerCase())])
    // one made it and opens it; the other is told it awaits review (decision 015)
    const outcome = async (p: Page) => {
      const heading = p.getByRole('heading', { level: 1, name: text })
      await expect(heading.or(failureToast(p))).toBeVisible({ timeout: 30_000 })
      return (await heading.isVisible()) ? 'opened' : 'told'
    }
    const outcomes = await Promise.all([outcome(robin.page), outcome(sam.page)])
    expect([...outcomes].sort()).toEqual(['opened', 'told'])
    const told = outcomes[0] === 'told' ? robin.page : sam.page
    await expect(failureToast(told)).toContainText('awaiting review')
    expect(await countTables(page, text)).toBe(1)
    expect((await countTables(robin.page, text)) + (await countTables(sam.page, text))).toBe(1)
    await robin.context.close()
    await sam.context.close()
    expect(consoleErrors).toEqual([])
  })

  test.describe('accessibility', () => {
    // axe is injected as an inline script, which the page's Content-Security-Policy rightly refuses
    test.use({ bypassCSP: true })

    test('the panel with its progress steps has no serious axe violation', async ({
      page,
      consoleErrors,
    }) => {
      const stream = await holdEventStreams(page)
      await chooseGenerate(page, 'Bamboo Ceiling Slats')
      const panel = page.getByTestId('generation-panel')
      await expect(panel).toBeVisible()
      stream.deliverProgress()
      await expect(
        panel.getByRole('status', { name: 'Generation progress' }).getByRole('listitem'),
      ).not.toHaveCount(0)
      await expect.poll(() => stream.streams()).toBe(2)
      await expectNoSeriousA11yViolations(page, 'generation panel with progress')
      stream.deliverEnd()
      await expectParameterSearch(page, 'Bamboo Ceiling Slats')
      expect(consoleErrors).toEqual([])
    })
  })
})
