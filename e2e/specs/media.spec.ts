import zlib from 'node:zlib'
import type { APIRequestContext } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import { apiPort } from '../playwright.config'

const api = `http://localhost:${apiPort}`
const urlName = (title: string) => encodeURIComponent(title.replace(/ /g, '_'))

/** A real PNG of the given size (a two-colour gradient), built here so the spec needs no image library. */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])))
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      rows.set([40 + (x % 200), 120, 200 - (y % 150)], y * (width * 3 + 1) + 1 + x * 3)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A demo manufacturer with no product images yet, so the new one is the only one in its grid. */
async function findManufacturerWithoutImages(request: APIRequestContext): Promise<string> {
  const logos = (await (await request.get(`${api}/api/manufacturer/logos/variant/all`)).json()) as {
    title: string
  }[]
  for (const { title } of logos) {
    const images = (await (
      await request.get(`${api}/api/manufacturer/${urlName(title)}/product-images`)
    ).json()) as unknown[]
    if (images.length === 0) return title
  }
  throw new Error('every demo manufacturer already has product images')
}

test.describe('product images', () => {
  test('an uploaded image appears on the manufacturer page, sized before it loads, and opens large', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page)
    const title = await findManufacturerWithoutImages(page.request)
    const filename = `e2e panel ${Date.now()}.png`
    const upload = await page.request.post(`${api}/admin/manufacturer/${urlName(title)}/product-images`, {
      data: {
        filename,
        image_data: `data:image/png;base64,${makePng(900, 600).toString('base64')}`,
        omniclass_name: null,
        product_name: 'E2E Test Panel',
        product_description: 'Uploaded by the media browser test.',
        product_url: 'https://example.com/e2e-panel',
      },
    })
    expect(await upload.json()).toEqual({ message: 'success' })

    await page.goto(`/manufacturer/${urlName(title)}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
    const thumbnail = page.getByTestId('product-image-grid').getByRole('img', { name: 'E2E Test Panel' })
    await expect(thumbnail).toBeVisible()
    // the stored size is on the element, so the masonry grid reserves the space before the bytes arrive
    await expect(thumbnail).toHaveAttribute('width', '900')
    await expect(thumbnail).toHaveAttribute('height', '600')
    await thumbnail.scrollIntoViewIfNeeded()
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480)

    await thumbnail.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'E2E Test Panel' })).toBeVisible()
    await expect(dialog).toContainText('Uploaded by the media browser test.')
    await expect(dialog.getByRole('link', { name: /View Product/ })).toHaveAttribute(
      'href',
      'https://example.com/e2e-panel',
    )
    const large = dialog.getByRole('img', { name: 'E2E Test Panel' })
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(900)
    await page.keyboard.press('Escape')

    // deleting it removes it from the page and its files from the server
    const src = await thumbnail.getAttribute('src')
    const removed = await page.request.delete(`${api}/admin/manufacturer/product-images/delete`, {
      data: { manufacturer_title: title, filename },
    })
    expect(await removed.json()).toEqual({ message: 'success' })
    expect((await page.request.get(src!)).status()).toBe(404)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
    await expect(page.getByText('No product images yet.')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
})
