import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import { apiPort } from '../playwright.config'

const api = `http://localhost:${apiPort}`
const csv = (text: string) => ({ mimeType: 'text/csv', buffer: Buffer.from(text) })

async function apiGetTable(page: Page, name: string) {
  return page.request.get(`${api}/admin/omniclass/get`, { params: { name } })
}

test.describe('admin: omniclass tables', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('the navigation bar opens the menu groups, the direct links and the way back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/admin')
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await nav.getByRole('button', { name: 'Omniclass' }).hover()
    await expect(
      page.getByRole('link', { name: /Missing Manufacturers.*Find tables missing manufacturers/ }),
    ).toBeVisible()
    await page.getByRole('link', { name: /Unreviewed.*View and delete unreviewed tables/ }).click()
    await expect(page.getByRole('heading', { name: 'Unreviewed omniclasses' })).toBeVisible()
    // a hover menu: hovering opens it (a click right after the hover would toggle it shut again)
    await nav.getByRole('button', { name: 'Users' }).hover()
    await page.getByRole('link', { name: /Invite.*Invite and manage guest users/ }).click()
    await expect(page).toHaveURL(/\/admin\/users\/invite$/)
    await nav.getByRole('link', { name: 'Database Stats' }).click()
    await expect(page.getByRole('heading', { name: 'Database Stats' })).toBeVisible()
    await nav.getByRole('link', { name: 'DB Log' }).click()
    await expect(page.getByRole('heading', { name: 'DB Log' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Scout' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(consoleErrors).toEqual([])
  })

  test('uploads many files at once, each with its own progress and result', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/admin/omniclass/upload')
    await page.getByLabel('Files to upload').setInputFiles([
      {
        name: 'Acoustic Test Panels.csv',
        ...csv('Material,Size\nMineral wool,"24 in, 610 mm"\nPolyester,48 in\n'),
      },
      { name: 'Broken Test Table.csv', ...csv('Material,Size\nSteel,12 in\nWood,12 in,extra\n') },
    ])
    const good = page.getByTestId('upload-entry').filter({ hasText: 'Acoustic Test Panels.csv' })
    const bad = page.getByTestId('upload-entry').filter({ hasText: 'Broken Test Table.csv' })
    await expect(good).toHaveAttribute('data-status', 'done')
    await expect(good).toContainText('New table stored, unreviewed.')
    await expect(good.getByRole('progressbar')).toBeVisible()
    await expect(good).toContainText('2 rows under 2 columns')
    await expect(good.getByRole('cell', { name: '24 in, 610 mm' })).toBeVisible()
    await expect(bad).toHaveAttribute('data-status', 'failed')
    await expect(bad.getByRole('list', { name: 'Errors in Broken Test Table.csv' })).toContainText(
      'Line 3: expected 2 columns, found 3',
    )
    expect((await apiGetTable(page, 'Broken Test Table')).status()).toBe(404)
    const stored = await (await apiGetTable(page, 'Acoustic Test Panels')).json()
    expect(stored.parameters).toEqual([
      { name: 'Material', values: ['Mineral wool', 'Polyester'] },
      { name: 'Size', values: ['24 in, 610 mm', '48 in'] },
    ])
    expect(consoleErrors.filter((e) => !e.includes('400'))).toEqual([])
  })

  test('edits a table with the parameter editor, marks it reviewed, associates a manufacturer and saves', async ({
    page,
    consoleErrors,
  }) => {
    const upload = await page.request.post(`${api}/admin/omniclass/upload`, {
      headers: { origin: new URL(page.url()).origin },
      data: [
        {
          filename: 'Editable Test Table.csv',
          content: Buffer.from('Material,Finish,Colour\nSteel,Matte,Red\nWood,Gloss,\n').toString('base64'),
        },
      ],
    })
    expect(upload.ok()).toBe(true)
    const maker = (
      await (await page.request.get(`${api}/admin/manufacturer/search`, { params: { limit: 1 } })).json()
    )[0].title as string

    await page.goto('/admin/omniclass/edit/Editable_Test_Table')
    await page.getByLabel('Column 1 name').fill('Core Material')
    await page.getByLabel('New value for Core Material').fill('Aluminium')
    await page.getByLabel('New value for Core Material').press('Enter')
    await page.getByRole('button', { name: 'Move value Aluminium up' }).click()
    await page.getByRole('button', { name: 'Remove value Steel' }).click()
    await page.getByRole('button', { name: 'Move column Colour up' }).click()
    await page.getByRole('button', { name: 'Remove column Finish' }).click()
    await page.getByLabel('New column name').fill('Fire Rating')
    await page.getByRole('button', { name: 'Add column' }).click()
    await page.getByLabel('New value for Fire Rating').fill('20 min, tested')
    await page.getByRole('button', { name: 'Add value' }).last().click()
    await page.getByLabel('Reviewed').click()
    await page.getByRole('combobox', { name: 'Add a manufacturer' }).fill(maker)
    await page.getByRole('option', { name: maker }).click()
    await expect(page.getByRole('list', { name: 'Associated manufacturers' })).toContainText(maker)
    await page.getByRole('button', { name: 'Save' }).click()

    await expect(page).toHaveURL(/\/admin\/omniclass\/view\/Editable_Test_Table$/)
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Saved', { exact: true }),
    ).toBeVisible()
    const table = await (await apiGetTable(page, 'Editable Test Table')).json()
    expect(table.parameters).toEqual([
      { name: 'Core Material', values: ['Aluminium', 'Wood'] },
      { name: 'Colour', values: ['Red'] },
      { name: 'Fire Rating', values: ['20 min, tested'] },
    ])
    expect(table.reviewed).toBe(true)
    expect(table.manufacturer_titles).toContain(maker)
    expect(consoleErrors).toEqual([])
  })

  test('downloads a table as "<name> UNREVIEWED.csv", one column per parameter', async ({
    page,
    consoleErrors,
  }) => {
    await page.request.post(`${api}/admin/omniclass/upload`, {
      headers: { origin: new URL(page.url()).origin },
      data: [
        {
          filename: 'Download Test Table.csv',
          content: Buffer.from('Size,Finish\n"36 in, 914 mm",Matte\n40 in,\n').toString('base64'),
        },
      ],
    })
    await page.goto('/admin/omniclass/view/Download%20Test%20Table')
    await expect(page.getByRole('heading', { name: 'Download Test Table' })).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Download Test Table UNREVIEWED.csv')
    expect(await readFile((await download.path())!, 'utf8')).toBe(
      'Size,Finish\n"36 in, 914 mm",Matte\n40 in,\n',
    )

    // the list's own download button saves the same file
    await page.goto('/admin/omniclass/unreviewed')
    const [fromList] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Download Test Table' }).click(),
    ])
    expect(fromList.suggestedFilename()).toBe('Download Test Table UNREVIEWED.csv')
    expect(consoleErrors).toEqual([])
  })

  test('deletes an unreviewed table after the confirm dialog', async ({ page, consoleErrors }) => {
    await page.request.post(`${api}/admin/omniclass/upload`, {
      headers: { origin: new URL(page.url()).origin },
      data: [
        { filename: 'Delete Test Table.csv', content: Buffer.from('Material\nSteel\n').toString('base64') },
      ],
    })
    await page.goto('/admin/omniclass/unreviewed')
    const row = page.getByTestId('omniclass-row').filter({ hasText: 'Delete Test Table' })
    await expect(row).toContainText('Uploaded')
    await row.getByRole('button', { name: 'Delete Delete Test Table' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog.getByRole('heading', { name: 'Are you absolutely sure?' })).toBeVisible()
    await expect(dialog).toContainText(
      'This action cannot be undone. This will permanently delete the omniclass Delete Test Table from the database.',
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: 'Delete Delete Test Table' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(row).toHaveCount(0)
    expect((await apiGetTable(page, 'Delete Test Table')).status()).toBe(404)
    expect(consoleErrors).toEqual([])
  })

  test('missing manufacturers: total, Reviewed switch, remaining.csv and row delete', async ({
    page,
    consoleErrors,
  }) => {
    await page.request.post(`${api}/admin/omniclass/upload`, {
      headers: { origin: new URL(page.url()).origin },
      data: [
        { filename: 'Orphan Test Table.csv', content: Buffer.from('Material\nSteel\n').toString('base64') },
      ],
    })
    const all = (await (await page.request.get(`${api}/admin/omniclass/missing_manufacturers`)).json()) as {
      number: string | null
      name: string
    }[]
    const reviewed = (await (
      await page.request.get(`${api}/admin/omniclass/missing_manufacturers?reviewed=1`)
    ).json()) as unknown[]
    expect(all.some((t) => t.name === 'Orphan Test Table')).toBe(true)

    await page.goto('/admin/omniclass/missing_manufacturers')
    await expect(page.getByTestId('missing-total')).toHaveText(`Total: ${all.length}`)
    await expect(page.getByTestId('omniclass-row')).toHaveCount(all.length)
    await page.getByRole('switch', { name: 'Reviewed' }).click()
    await expect(page.getByTestId('missing-total')).toHaveText(`Total: ${reviewed.length}`)
    await expect(page.getByTestId('omniclass-row').filter({ hasText: 'Orphan Test Table' })).toHaveCount(0)
    await page.getByRole('switch', { name: 'Reviewed' }).click()
    await expect(page.getByTestId('missing-total')).toHaveText(`Total: ${all.length}`)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ])
    expect(download.suggestedFilename()).toBe('remaining.csv')
    const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n')
    expect(lines).toHaveLength(all.length)
    expect(lines).toContain(',"Orphan Test Table"')
    const numbered = all.find((t) => t.number)
    if (numbered) expect(lines).toContain(`${numbered.number},"${numbered.name}"`)

    await page.getByRole('button', { name: 'Delete Orphan Test Table' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByTestId('omniclass-row').filter({ hasText: 'Orphan Test Table' })).toHaveCount(0)
    await expect(page.getByTestId('missing-total')).toHaveText(`Total: ${all.length - 1}`)
    expect(consoleErrors).toEqual([])
  })

  test('lists show 20 skeletons while loading, and search finds a table by number or name', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/admin/omniclass/all', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await page.goto('/admin/omniclass/search')
    await expect(page.getByTestId('skeleton-row')).toHaveCount(20)
    const box = page.getByRole('combobox', { name: 'Omniclass' })
    await box.click()
    await expect(page.getByRole('listbox')).toContainText('Loading options...')
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0)
    await box.fill('masonry units')
    await expect(page.getByRole('listbox')).toHaveCSS('max-height', '320px')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/q=masonry\+units/)
    await expect(page.getByTestId('omniclass-row').first()).toBeVisible()
    await box.fill('23-13 21 11')
    await page.getByRole('option', { name: /23-13 21 11 Concrete Masonry Units/ }).click()
    await expect(page).toHaveURL(/\/admin\/omniclass\/view\/Concrete_Masonry_Units$/)
    await expect(page.getByRole('heading', { name: '23-13 21 11 Concrete Masonry Units' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test("creates a manufacturer's variant, edits it by manufacturer and views it", async ({
    page,
    consoleErrors,
  }) => {
    const origin = new URL(page.url()).origin
    await page.request.post(`${api}/admin/manufacturer/create`, {
      headers: { origin },
      data: { title: 'Variant Test Maker' },
    })
    await page.goto('/admin/omniclass/create/variant?omniclass=Concrete%20Masonry%20Units')
    await expect(page.getByRole('combobox', { name: 'Table to start from' })).toHaveValue(
      'Concrete Masonry Units',
    )
    await page.getByRole('combobox', { name: 'Manufacturer' }).fill('Variant Test Mak')
    await page.getByRole('option', { name: 'Variant Test Maker' }).click()
    await page.getByRole('button', { name: 'Create variant' }).click()
    await expect(page).toHaveURL(/\/admin\/omniclass\/edit\/Concrete_Masonry_Units\/by\/Variant_Test_Maker$/)

    const firstColumn = await page.getByLabel('Column 1 name').inputValue()
    await page.getByLabel(`New value for ${firstColumn}`).fill('Variant-only value')
    await page.getByLabel(`New value for ${firstColumn}`).press('Enter')
    await page.getByLabel('Product names, one per line').fill('Test Block 8\nTest Block 12')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/omniclass\/view\/Concrete_Masonry_Units\/by\/Variant_Test_Maker$/)
    await expect(page.getByRole('cell', { name: 'Variant-only value' })).toBeVisible()
    await expect(page.getByText('Products: Test Block 8, Test Block 12')).toBeVisible()

    const variant = await (
      await page.request.get(`${api}/admin/omniclass/variant/get`, {
        params: { name: 'Concrete Masonry Units', manufacturer: 'Variant Test Maker' },
      })
    ).json()
    expect(variant.parameters[0].values).toContain('Variant-only value')
    expect(variant.product_names).toEqual(['Test Block 8', 'Test Block 12'])
    const brand = variant.parameters.find((p: { name: string }) => /manufacturer|brand/i.test(p.name))
    if (brand) expect(brand.values).toEqual(['Variant Test Maker'])
    expect(consoleErrors).toEqual([])
  })

  test('creates a new table from an existing one', async ({ page, consoleErrors }) => {
    await page.goto('/admin/omniclass/create/variant?omniclass=Concrete%20Masonry%20Units')
    await page.getByLabel('A new table with these parameters').check()
    await page.getByLabel('New table name').fill('Test Masonry Variant Table')
    await page.getByRole('button', { name: 'Create variant' }).click()
    await expect(page).toHaveURL(/\/admin\/omniclass\/edit\/Test_Masonry_Variant_Table$/)
    const base = await (await apiGetTable(page, 'Concrete Masonry Units')).json()
    const copy = await (await apiGetTable(page, 'Test Masonry Variant Table')).json()
    expect(copy.parameters).toEqual(base.parameters)
    expect(copy.reviewed).toBe(false)
    expect(consoleErrors).toEqual([])
  })

  test('a failed delete or download shows a toast with the reason and logs the spec text', async ({
    page,
    consoleErrors,
  }) => {
    await page.request.post(`${api}/admin/omniclass/upload`, {
      headers: { origin: new URL(page.url()).origin },
      data: [
        { filename: 'Failing Test Table.csv', content: Buffer.from('Material\nSteel\n').toString('base64') },
      ],
    })
    await page.route('**/admin/omniclass/delete/**', (route) =>
      route.fulfill({ status: 409, json: { code: 'CONFLICT', message: 'The table is in use' } }),
    )
    await page.route('**/admin/omniclass/get?**', (route) =>
      route.fulfill({
        status: 503,
        json: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable' },
      }),
    )
    await page.goto('/admin/omniclass/unreviewed')
    const row = page.getByTestId('omniclass-row').filter({ hasText: 'Failing Test Table' })
    await row.getByRole('button', { name: 'Delete Failing Test Table' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts).toContainText('Could not delete Failing Test Table')
    await expect(toasts).toContainText('The table is in use')
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: 'Download Failing Test Table' }).click()
    await expect(toasts).toContainText('The database is not reachable')
    expect(consoleErrors.filter((e) => e.startsWith('Unknown server error.'))).toHaveLength(2)
  })
})
