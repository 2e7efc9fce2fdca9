import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import { adminPost, api, urlName } from './professional-helpers'

// every admin screen, on a phone: nothing may be cut off without a way to reach it (issue 30, "admin tables clip")
const pages = [
  '/admin',
  '/admin/status',
  '/admin/log',
  '/admin/omniclass/search',
  '/admin/omniclass/unreviewed',
  '/admin/omniclass/upload',
  '/admin/omniclass/missing_manufacturers',
  '/admin/omniclass/wanted_makers',
  '/admin/omniclass/view/Concrete_Masonry_Units',
  '/admin/omniclass/edit/Concrete_Masonry_Units',
  '/admin/omniclass/create/variant',
  '/admin/manufacturer/create',
  '/admin/manufacturer/search',
  '/admin/manufacturer/utilities/all',
  '/admin/manufacturer/utilities/upload_logos',
  '/admin/manufacturer/upload',
  '/admin/users/invite',
  '/admin/mail/outbox',
]

type Layout = { documentWidth: number; viewport: number; cutOff: string[]; tables: string[] }

/** What sticks out of the screen outside a scrolling frame, and how each table is framed. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const viewport = window.innerWidth
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)
    const inScroller = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement) if (scrolls(a)) return true
      return false
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    const cutOff = Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        const box = el.getBoundingClientRect()
        return box.width > 0 && box.right > viewport + 1 && !inScroller(el)
      })
      .map(describe)
    const tables = Array.from(document.querySelectorAll('table')).map((table) => {
      const frame = table.closest('[role="region"]') as HTMLElement | null
      if (!frame || !scrolls(frame)) return `${describe(table)}: not in a scrolling region`
      const overflows = frame.scrollWidth > frame.clientWidth + 1
      if (overflows && frame.tabIndex !== 0) return `${describe(table)}: scrolls but cannot take focus`
      const hint = frame.parentElement?.parentElement?.querySelector('[data-testid="scroll-hint"]')
      if (overflows && !hint) return `${describe(table)}: scrolls without a cue`
      return 'ok'
    })
    return { documentWidth: document.documentElement.scrollWidth, viewport, cutOff, tables }
  })
}

test.use({ viewport: { width: 375, height: 800 } })

test('no admin screen cuts content off at 375 px: tables scroll sideways in a focusable region with a cue', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  // an audit-log row and an outbox message, so those screens have tables too
  await adminPost(page, '/admin/users/invite', { email: `mobile-${Date.now()}@firm.test` })
  const [maker] = (await (await page.request.get(`${api}/admin/manufacturer/search?limit=1`)).json()) as {
    title: string
  }[]
  const manufacturer = urlName(maker!.title)
  let framedTables = 0
  for (const address of [...pages, `/admin/${manufacturer}`, `/admin/manufacturer/edit/${manufacturer}`]) {
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('list-skeleton')).toHaveCount(0)
    const layout = await measure(page)
    expect(layout.documentWidth, `${address} is wider than the screen`).toBeLessThanOrEqual(layout.viewport)
    expect(layout.cutOff, `${address} has content past the screen's edge`).toEqual([])
    expect(
      layout.tables.filter((t) => t !== 'ok'),
      address,
    ).toEqual([])
    framedTables += layout.tables.length
  }
  // the check saw tables at all (audit log, accounts, invitations, all manufacturers, outbox, parameters)
  expect(framedTables).toBeGreaterThanOrEqual(5)

  // a keyboard user reaches a wide table and scrolls it with the arrow keys
  await page.goto('/admin/manufacturer/utilities/all')
  const frame = page.getByRole('region', { name: 'Manufacturers', exact: true })
  await expect(page.getByTestId('scroll-hint')).toBeVisible()
  await frame.focus()
  await expect(frame).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  expect(consoleErrors).toEqual([])
})
