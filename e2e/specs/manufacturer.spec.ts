import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import {
  adminPost,
  api,
  createProfessional,
  dropExpectedNetworkErrors,
  urlName,
} from './professional-helpers'

type Manufacturer = {
  title: string
  formatted_address: string | null
  description: string | null
  contacts: { email: string | null }[]
  product_page_url: string | null
}
type Image = { product_name: string | null; omniclass_name: string | null; product_url: string | null }

/** A demo manufacturer with an address and at least `images` product images. */
async function findManufacturer(page: Page, images: number) {
  const logos = (await (await page.request.get(`${api}/api/manufacturer/logos/variant/all`)).json()) as {
    title: string
  }[]
  for (const { title } of logos) {
    const list = (await (
      await page.request.get(`${api}/api/manufacturer/${urlName(title)}/product-images`)
    ).json()) as Image[]
    if (list.length < images) continue
    const data = (await (
      await page.request.get(`${api}/api/manufacturer/data`, { params: { title } })
    ).json()) as Manufacturer
    if (data.formatted_address && data.contacts.length > 0) return { data, images: list }
  }
  throw new Error(`no demo manufacturer has ${images} images and an address`)
}

test.describe('manufacturer page (spec §2)', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('header, map, facts, description and contacts; the Edit link for an administrator', async ({
    page,
    consoleErrors,
  }) => {
    const { data } = await findManufacturer(page, 1)
    await page.goto(`/manufacturer/${urlName(data.title)}`)
    await expect(page.getByRole('heading', { level: 1, name: data.title })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveText(['Home'])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(data.title)
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/manufacturer/edit/${urlName(data.title)}`,
    )

    const map = page.locator('iframe')
    await expect(map).toHaveAttribute(
      'src',
      `https://maps.google.com/maps?q=${encodeURIComponent(data.formatted_address!)}&z=5&output=embed`,
    )
    await expect(map).toHaveAttribute('title', `Map of ${data.formatted_address}`)

    const paragraphs = data
      .description!.split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
    await expect(page.getByRole('region', { name: 'Description' }).locator('p')).toHaveText(paragraphs)
    const aggregators = page.getByRole('region', { name: 'Aggregator Content' }).getByRole('listitem')
    await expect(aggregators).toHaveCount(4)
    await expect(aggregators.first()).toHaveAccessibleName(/^Architizer: /)
    const contacts = page.getByRole('region', { name: 'Contacts' }).getByRole('link')
    await expect(contacts.first()).toHaveAttribute('href', /^mailto:/)
    const omniclasses = page.getByRole('region', { name: 'Products/Omniclasses' }).getByRole('link')
    await expect(omniclasses.first()).toHaveAttribute('href', new RegExp(`/by/${urlName(data.title)}$`))
    expect(consoleErrors).toEqual([])
  })

  test('product images: masonry grid collapsed to 384 px, View All / Show Less, and the image dialog', async ({
    page,
    consoleErrors,
  }) => {
    const { data, images } = await findManufacturer(page, 3)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/manufacturer/${urlName(data.title)}`)
    const grid = page.getByTestId('product-image-grid')
    await expect(grid.getByRole('button')).toHaveCount(images.length)
    expect(await grid.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('384px')
    expect(await grid.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.5s')
    const toggle = page.getByRole('button', { name: 'View All' })
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => grid.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(384)
    await page.getByRole('button', { name: 'Show Less' }).click()
    await expect.poll(() => grid.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(384)
    // one column on a phone, four on a wide screen
    const columns = () =>
      grid
        .locator('> div')
        .first()
        .evaluate((el) => getComputedStyle(el).columnCount)
    expect(await columns()).toBe('1')
    await page.setViewportSize({ width: 1400, height: 900 })
    expect(await columns()).toBe('4')

    const first = images[0]!
    const name = first.product_name ?? first.omniclass_name ?? `By ${data.title}`
    await grid.getByRole('button', { name }).first().click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog.getByRole('img', { name })).toBeVisible()
    if (first.product_url)
      await expect(dialog.getByRole('link', { name: /View Product/ })).toHaveAttribute(
        'href',
        first.product_url,
      )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    expect(consoleErrors).toEqual([])
  })

  test('failed images show the spec message; a bare manufacturer shows no map and no omniclasses', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/')
    const title = `Bare Test Maker ${Date.now()}`
    await adminPost(page, '/admin/manufacturer/create', {
      title,
      description: 'First line.\n\n\nSecond line.',
    })
    await page.route('**/product-images', (route) => route.abort())
    await page.goto(`/manufacturer/${urlName(title)}`)
    await expect(page.getByRole('alert')).toHaveText('Failed to load product images')
    await expect(page.getByTestId('product-image-grid')).toHaveCount(0)
    await expect(page.getByText('No associated omniclasses')).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Description' }).locator('p')).toHaveText([
      'First line.',
      'Second line.',
    ])
    await expect(page.getByRole('region', { name: 'Links for Professionals' })).toHaveCount(0)
    expect(dropExpectedNetworkErrors(consoleErrors)).toEqual([])
  })

  test('a professional sees no Edit link (departure 1)', async ({ page, browser, consoleErrors }) => {
    const { data } = await findManufacturer(page, 0)
    const pro = await createProfessional(page, browser)
    await pro.page.goto(`/manufacturer/${urlName(data.title)}`)
    await expect(pro.page.getByRole('heading', { level: 1, name: data.title })).toBeVisible()
    await expect(pro.page.getByRole('link', { name: 'Edit' })).toHaveCount(0)
    await pro.context.close()
    expect(consoleErrors).toEqual([])
  })
})
