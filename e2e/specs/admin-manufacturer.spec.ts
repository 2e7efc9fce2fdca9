import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import { apiPort } from '../playwright.config'

const api = `http://localhost:${apiPort}`
// a 64×48 red PNG, small enough to keep here
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfElEQVRoge2SAQkAQBCDFsf+KYz1McbxAwPoWITTpG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3ABVBf0V2Iu6Ru4AKor+guxF1SN/DzgAePoCDEhz0qaQAAAABJRU5ErkJggg==',
  'base64',
)

async function getManufacturer(page: Page, title: string) {
  return page.request.get(`${api}/api/manufacturer/data`, { params: { title } })
}

async function createByApi(page: Page, title: string) {
  const created = await page.request.post(`${api}/admin/manufacturer/create`, {
    headers: { origin: new URL(page.url()).origin },
    data: { title },
  })
  expect(await created.json()).toEqual({ message: 'success' })
}

test.describe('admin: manufacturers', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('creates a manufacturer, then edits every part of it and saves', async ({ page, consoleErrors }) => {
    await page.goto('/admin/manufacturer/create')
    await page.getByLabel('Title').fill('Testwell Fixtures')
    await page.getByLabel('Homepage').fill('https://testwell.example')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page).toHaveURL(/\/admin\/manufacturer\/edit\/Testwell_Fixtures$/)

    await page.getByLabel('Contact e-mail').fill('info@testwell.example')
    await page.getByLabel('Description').fill('Fixtures for tests.\n\nAnd more.')
    await page.getByRole('switch', { name: 'Verified' }).click()
    await expect(page.getByLabel('Verified on')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
    await page.getByLabel('Verified on').fill('2026-02-03')
    await page
      .getByRole('group', { name: 'Links for professionals' })
      .getByRole('button', { name: 'Add a link' })
      .click()
    await page.getByLabel('Links for professionals 1 title').fill('Revit families')
    await page.getByLabel('Links for professionals 1 address').fill('https://testwell.example/revit')
    await page.getByLabel('Architizer').fill('12')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Saved', { exact: true }),
    ).toBeVisible()

    const saved = await (await getManufacturer(page, 'Testwell Fixtures')).json()
    expect(saved).toMatchObject({
      email: 'info@testwell.example',
      description: 'Fixtures for tests.\n\nAnd more.',
      verified: true,
      verified_on: '2026-02-03',
      links_for_professionals: [{ title: 'Revit families', url: 'https://testwell.example/revit' }],
      aggregator_content: { architizer: 12 },
    })

    // contacts: add one, then delete it after the confirm dialog
    await page.getByLabel('New contact: First name').fill('Dana')
    await page.getByLabel('New contact: E-mail').fill('dana@testwell.example')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByLabel('Contact 1: First name')).toHaveValue('Dana')
    const contacts = await (await page.request.get(`${api}/admin/contacts/all/Testwell Fixtures`)).json()
    expect(contacts).toMatchObject([{ first_name: 'Dana', email: 'dana@testwell.example' }])

    // logo and product image
    await page
      .getByLabel('Upload a logo')
      .setInputFiles({ name: 'testwell.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByRole('img', { name: 'Testwell Fixtures logo' })).toBeVisible()
    await page.getByLabel('Product name').fill('Test tap')
    await page
      .getByLabel('Upload images')
      .setInputFiles({ name: 'tap.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByTestId('product-image')).toHaveCount(1)
    await expect(page.getByLabel('Product name of tap.png')).toHaveValue('Test tap')

    await page.getByRole('button', { name: 'Delete Contact 1' }).click()
    await expect(page.getByRole('alertdialog')).toContainText(
      'permanently delete the contact Dana from the database',
    )
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByLabel('Contact 1: First name')).toHaveCount(0)

    // the admin page shows what was saved
    await page.getByRole('link', { name: 'Admin page' }).click()
    await expect(page.getByRole('heading', { name: 'Testwell Fixtures' })).toBeVisible()
    await expect(page.getByText('Verified on')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Revit families' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('associates omniclasses with a manufacturer', async ({ page, consoleErrors }) => {
    await createByApi(page, 'Assoc Test Maker')
    await page.goto('/admin/manufacturer/edit/Assoc_Test_Maker')
    await expect(page.getByText('No associated omniclasses')).toBeVisible()
    await page.getByRole('combobox', { name: 'Add an omniclass' }).fill('concrete masonry units')
    await page
      .getByRole('option', { name: /Concrete Masonry Units/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Save omniclasses' }).click()
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Omniclasses saved'),
    ).toBeVisible()
    const tables = await (
      await page.request.get(`${api}/admin/manufacturer/omniclasses`, {
        params: { title: 'Assoc Test Maker' },
      })
    ).json()
    expect(tables.map((t: { name: string }) => t.name)).toContain('Concrete Masonry Units')
    expect(consoleErrors).toEqual([])
  })

  test('uploads manufacturer files: each stored, or refused with its lines', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/admin/manufacturer/upload')
    await page.getByLabel('Files to upload').setInputFiles([
      {
        name: 'makers.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'title,url,verified\nUpload Test Maker One,https://one.example,true\nUpload Test Maker Two,,false\n',
        ),
      },
      {
        name: 'makers.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify([{ title: 'Upload Test Maker Three' }])),
      },
      {
        name: 'broken.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('title,url\nGood Name,https://good.example\n,not a url\n'),
      },
    ])
    const entry = (name: string) => page.getByTestId('upload-entry').filter({ hasText: name })
    await expect(entry('makers.csv')).toHaveAttribute('data-status', 'done')
    await expect(entry('makers.csv')).toContainText('2 created, 0 updated.')
    await expect(entry('makers.json')).toContainText('1 created, 0 updated.')
    await expect(entry('broken.csv')).toHaveAttribute('data-status', 'failed')
    await expect(entry('broken.csv').getByRole('list', { name: 'Errors in broken.csv' })).toContainText(
      'Line 3',
    )
    expect((await getManufacturer(page, 'Upload Test Maker One')).status()).toBe(200)
    expect((await getManufacturer(page, 'Good Name')).status()).toBe(404)
    expect(consoleErrors.filter((e) => !e.includes('400'))).toEqual([])
  })

  test('deletes a manufacturer from the list of all, after the confirm dialog', async ({
    page,
    consoleErrors,
  }) => {
    await createByApi(page, 'Zz Delete Test Maker')
    await page.goto('/admin/manufacturer/utilities/all')
    await page.getByLabel('Filter manufacturers').fill('Zz Delete Test Maker')
    const row = page.getByTestId('manufacturer-row').filter({ hasText: 'Zz Delete Test Maker' })
    await row.getByRole('button', { name: 'Delete Zz Delete Test Maker' }).click()
    await expect(page.getByRole('alertdialog')).toContainText(
      'This action cannot be undone. This will permanently delete the manufacturer Zz Delete Test Maker from the database.',
    )
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(row).toHaveCount(0)
    expect((await getManufacturer(page, 'Zz Delete Test Maker')).status()).toBe(404)
    expect(consoleErrors).toEqual([])
  })

  test('uploads a missing logo, which takes the manufacturer off the list', async ({
    page,
    consoleErrors,
  }) => {
    await createByApi(page, 'Logo Test Maker')
    await page.goto('/admin/manufacturer/utilities/upload_logos?q=Logo%20Test')
    const row = page.getByTestId('missing-logo-row').filter({ hasText: 'Logo Test Maker' })
    await row
      .getByLabel('Logo for Logo Test Maker')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
    await expect(row).toHaveCount(0)
    const maker = await (await getManufacturer(page, 'Logo Test Maker')).json()
    expect(maker.logo).toMatch(/^http/)
    expect(consoleErrors).toEqual([])
  })

  test('searches manufacturers and opens one', async ({ page, consoleErrors }) => {
    await createByApi(page, 'Searchable Test Maker')
    await page.goto('/admin/manufacturer/search')
    await page.getByRole('combobox', { name: 'Manufacturer' }).fill('Searchable Test')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(
      page.getByTestId('manufacturer-row').filter({ hasText: 'Searchable Test Maker' }),
    ).toBeVisible()
    await page.getByRole('combobox', { name: 'Manufacturer' }).fill('Searchable Test Mak')
    await page.getByRole('option', { name: 'Searchable Test Maker' }).click()
    await expect(page).toHaveURL(/\/admin\/Searchable_Test_Maker$/)
    await expect(page.getByRole('heading', { name: 'Searchable Test Maker' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
})
