import { expect, signIn, test } from '../fixtures'
import { apiPort } from '../playwright.config'

const api = `http://localhost:${apiPort}`

test.describe('admin: Database Stats and DB Log', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('Database Stats shows the counts and growth charts', async ({ page, consoleErrors }) => {
    const metrics = await (await page.request.get(`${api}/admin/metrics`)).json()
    await page.goto('/admin/status')
    await expect(page.getByRole('heading', { name: 'Database Stats' })).toBeVisible()
    const card = (label: string) =>
      page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) })
    await expect(card('Omniclass tables').locator('dd').first()).toHaveText(
      metrics.omniclasses.total.toLocaleString('en-US'),
    )
    await expect(card('Manufacturers').locator('dd').first()).toHaveText(
      metrics.manufacturers.total.toLocaleString('en-US'),
    )
    await expect(page.getByRole('figure').filter({ hasText: 'Tables by review' })).toContainText(
      `Reviewed${metrics.omniclasses.reviewed}`,
    )
    await expect(page.getByRole('heading', { name: /Growth over the last \d+ months/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Manufacturers: / })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('DB Log lists admin writes, filtered by entity, user and date, page by page', async ({
    page,
    consoleErrors,
  }) => {
    const origin = new URL(page.url()).origin
    for (const n of [1, 2, 3]) {
      await page.request.post(`${api}/admin/manufacturer/create`, {
        headers: { origin },
        data: { title: `Log Test Maker ${n}` },
      })
    }
    await page.goto('/admin/log')
    await expect(page.getByTestId('log-row').first()).toBeVisible()
    await page.getByLabel('Entity').fill('manufacturer')
    await page.getByLabel('User').fill('admin@e2e')
    const today = new Date().toISOString().slice(0, 10)
    await page.getByLabel('From').fill(today)
    await page.getByLabel('To').fill(today)
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page).toHaveURL(/entity=manufacturer&user=admin%40e2e&from=\d{4}-\d{2}-\d{2}&to=/)
    const rows = page.getByTestId('log-row')
    await expect(rows.filter({ hasText: 'Log Test Maker 3' })).toBeVisible()
    for (const text of await rows.allInnerTexts()) expect(text).toContain('manufacturer')
    await expect(page.getByText(/Page 1 of \d+ · \d+ entries/)).toBeVisible()

    // an entity nobody wrote shows the empty state, and Clear brings every entry back
    await page.getByLabel('Entity').fill('nothing-here')
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page.getByText('No entries match these filters.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear' }).click()
    await expect(page).toHaveURL(/\/admin\/log$/)
    await expect(rows.first()).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('DB Log pages through the entries, 50 a page', async ({ page, consoleErrors }) => {
    const origin = new URL(page.url()).origin
    const { count } = await (await page.request.get(`${api}/admin/log`, { params: { per_page: 1 } })).json()
    for (let n = count; n <= 50; n++) {
      await page.request.post(`${api}/admin/manufacturer/create`, {
        headers: { origin },
        data: { title: `Paging Test Maker ${n}` },
      })
    }
    await page.goto('/admin/log')
    await expect(page.getByTestId('log-row')).toHaveCount(50)
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(/^Page 2 of \d+/)).toBeVisible()
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\/admin\/log$/)
    expect(consoleErrors).toEqual([])
  })
})
