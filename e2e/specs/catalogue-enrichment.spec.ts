import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import { apiPort } from '../playwright.config'

const api = `http://localhost:${apiPort}`

/** Issue 27: catalogue tables with no parameters get the engine's, marked, reviewed in the admin area. */
test.describe('suggested parameters', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  async function createEmptyTable(page: Page, name: string, number: string) {
    const response = await page.request.post(`${api}/admin/omniclass/create`, {
      headers: { origin: new URL(page.url()).origin },
      data: { name, number, parameters: [] },
    })
    expect(response.status()).toBe(200)
  }

  test('a table opened with none shows the suggestion, marked, instead of an empty Step 1', async ({
    page,
    consoleErrors,
  }) => {
    await createEmptyTable(page, 'Acoustic Sliding Doors', '23-17 11 97')
    await page.goto('/omniclass/Acoustic_Sliding_Doors')
    await expect(page.getByText('Suggested parameters, awaiting review')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('heading', { name: /Select Parameters/ })).toBeVisible()
    await expect(page.getByTestId('suggesting-parameters')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('bulk enrichment of a branch: progress, then bulk accept in the unreviewed list', async ({
    page,
    consoleErrors,
  }) => {
    await createEmptyTable(page, 'Revolving Security Doors', '23-17 97 11')
    await createEmptyTable(page, 'Folding Partition Doors', '23-17 97 13')
    await page.goto('/admin/omniclass/enrich')
    await expect(page.getByRole('heading', { level: 1, name: 'Suggest parameters' })).toBeVisible()

    await page.getByLabel('Or only under a branch').fill('Doors')
    await page.getByRole('button', { name: 'Suggest for this branch' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'A branch is an OmniClass number' })).toBeVisible()

    await page.getByLabel('Or only under a branch').fill('23-96')
    await page.getByRole('button', { name: 'Suggest for this branch' }).click()
    await expect(page.getByText('No tables without parameters under 23-96', { exact: true })).toBeVisible()

    await page.getByLabel('Or only under a branch').fill('23-17 97')
    await page.getByRole('button', { name: 'Suggest for this branch' }).click()
    const run = page.getByTestId('enrichment-run')
    await expect(run.getByText('Finished')).toBeVisible({ timeout: 60_000 })
    await expect(page.getByTestId('enrichment-counts')).toHaveText(
      /2 of 2 tables looked at \(100%\), 2 given/,
    )

    await page.goto('/admin/omniclass/unreviewed')
    await expect(page.getByText('Revolving Security Doors')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Select Revolving Security Doors' }).check()
    await page.getByRole('button', { name: 'Accept selected (1)' }).click()
    await expect(
      page.getByText('Accepted the suggested parameters of 1 table', { exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /Revolving Security Doors/ })).toHaveCount(0)
    await page.getByRole('button', { name: /Accept all shown/ }).click()
    await expect(page.getByRole('link', { name: /Folding Partition Doors/ })).toHaveCount(0)
    // the browser logs the refused start (422) itself
    expect(consoleErrors.filter((e) => !e.includes('422'))).toEqual([])
  })
})
