import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import {
  api,
  expectNoSeriousA11yViolations,
  findBusyTable,
  holdGenerationStreams,
  saveScreenshot,
  urlName,
  chooseFirstValue,
} from './professional-helpers'

const widths = [375, 1280] as const

/** Each state of the professional's pages worth checking, reached the way a user reaches it. */
const states: { name: string; open: (page: Page, table: string, maker: string) => Promise<void> }[] = [
  {
    name: 'home-dropdown',
    open: async (page) => {
      await page.goto('/')
      await page.getByRole('combobox').fill('doors')
      await expect(page.getByRole('option', { name: /Doors/ }).first()).toBeVisible()
      await page.getByRole('combobox').press('ArrowDown')
      await page.getByRole('combobox').press('ArrowRight')
      await expect(
        page.getByRole('group').getByRole('option', { name: 'View Generic Omniclass' }),
      ).toBeVisible()
    },
  },
  {
    name: 'home-quick-links',
    open: async (page, table) => {
      await page.goto(`/?selectedOption=${encodeURIComponent(table)}`)
      await expect(page.getByTestId('quick-links').getByRole('link').first()).toBeVisible()
    },
  },
  {
    name: 'home-generating',
    open: async (page) => {
      await holdGenerationStreams(page)
      await page.goto('/')
      await page.getByRole('combobox').fill('kinetic facade louvres')
      await page.getByRole('button', { name: 'Advanced Search' }).click()
      await expect(page.getByTestId('generation-panel')).toBeVisible()
    },
  },
  {
    name: 'omniclass',
    open: async (page, table) => {
      await page.goto(`/omniclass/${urlName(table)}`)
      await chooseFirstValue(page)
      await expect(
        page
          .getByRole('region', { name: /^Step 2/ })
          .getByLabel(/manufacturers$/)
          .first(),
      ).toBeVisible()
    },
  },
  {
    name: 'rfi-dialog',
    open: async (page, table) => {
      await page.goto(`/omniclass/${urlName(table)}`)
      await chooseFirstValue(page)
      await page
        .getByRole('region', { name: /^Step 3/ })
        .getByRole('checkbox')
        .first()
        .click()
      await page.getByRole('button', { name: 'Request Info' }).click()
      await expect(page.getByRole('dialog').getByLabel('E-mail content')).not.toHaveValue('')
    },
  },
  {
    name: 'omniclass-by-manufacturer',
    open: async (page, table, maker) => {
      await page.goto(`/omniclass/${urlName(table)}/by/${urlName(maker)}`)
      await expect(page.getByRole('button', { name: 'Request Product Information' })).toBeVisible()
    },
  },
  {
    name: 'manufacturer',
    open: async (page, _table, maker) => {
      await page.goto(`/manufacturer/${urlName(maker)}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Product Images' })).toBeVisible()
      // the images have loaded (or were never there) before axe looks at them
      await expect(page.locator('section[aria-labelledby="images-title"] .animate-pulse')).toHaveCount(0)
    },
  },
  {
    name: 'my-requests',
    open: async (page) => {
      await page.goto('/requests')
      await expect(page.getByRole('heading', { name: 'My requests' })).toBeVisible()
    },
  },
]

test.describe('accessibility and layout of the professional pages', () => {
  // axe is injected as an inline script, which the app's strict CSP refuses otherwise
  test.use({ bypassCSP: true })
  let table: string
  let maker: string
  test.beforeEach(async ({ page }) => {
    await signIn(page)
    if (!table) {
      const busy = await findBusyTable(page)
      table = busy.name
      maker = busy.manufacturer_titles[0]!
    }
  })

  for (const width of widths) {
    for (const state of states) {
      test(`${state.name} at ${width} px: no serious or critical axe violation, nothing overflows`, async ({
        page,
        consoleErrors,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        // each state starts from a clean search, not one a previous test saved
        await page.evaluate(() => localStorage.clear())
        await state.open(page, table, maker)
        await expectNoSeriousA11yViolations(page, `${state.name} at ${width} px`)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${state.name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
        await saveScreenshot(page, state.name)
        expect(consoleErrors).toEqual([])
      })
    }
  }

  test('the whole path from search to request works by keyboard alone, with visible focus', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/')
    const focusVisible = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return false
        const style = getComputedStyle(el)
        return style.outlineStyle !== 'none' && style.outlineWidth !== '0px'
      })
    const box = page.getByRole('combobox', { name: 'Search an omniclass or a product' })
    // Tab from the top of the page reaches the search box
    for (let i = 0; i < 15 && !(await box.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(box).toBeFocused()
    await page.keyboard.type(table)
    const row = page.getByRole('option', { name: new RegExp(table) }).first()
    await expect(row).toBeVisible()
    const id = await row.getAttribute('id')
    for (let i = 0; i < 30 && (await box.getAttribute('aria-activedescendant')) !== id; i++)
      await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/selectedOption=/)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Advanced Search' })).toBeFocused()
    expect(await focusVisible()).toBe(true)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/omniclass/${urlName(table)}$`))

    // Step 1 → Step 2 → Step 3 by Tab, Enter and Space
    const firstParameter = page
      .getByRole('region', { name: /^Step 1/ })
      .getByRole('button')
      .first()
    for (let i = 0; i < 20 && !(await firstParameter.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(firstParameter).toBeFocused()
    expect(await focusVisible()).toBe(true)
    await page.keyboard.press('Enter')
    const firstValue = page
      .getByRole('region', { name: /^Step 2/ })
      .getByRole('list')
      .first()
      .getByRole('button')
      .first()
    for (let i = 0; i < 40 && !(await firstValue.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(firstValue).toHaveAttribute('aria-pressed', 'true')
    const firstBox = page
      .getByRole('region', { name: /^Step 3/ })
      .getByRole('checkbox')
      .first()
    for (let i = 0; i < 80 && !(await firstBox.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(firstBox).toBeFocused()
    expect(await focusVisible()).toBe(true)
    await page.keyboard.press('Space')
    await expect(firstBox).toBeChecked()
    const requestInfo = page.getByRole('button', { name: 'Request Info' })
    for (let i = 0; i < 80 && !(await requestInfo.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Shift+Tab')
    await expect(requestInfo).toBeFocused()
    await page.keyboard.press('Enter')

    // the dialog traps focus; fill and send by keyboard
    const dialog = page.getByRole('dialog', { name: 'Request Product Information' })
    await expect(dialog.getByLabel('E-mail content')).not.toHaveValue('')
    // focus starts on the first field; the demo administrator may have no name yet
    await expect(dialog.getByLabel('Name')).toBeFocused()
    if ((await dialog.getByLabel('Name').inputValue()) === '') await page.keyboard.type('Alex Admin')
    const send = dialog.getByRole('button', { name: 'Send Request' })
    for (let i = 0; i < 40 && !(await send.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(send).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Request Sent' })).toBeVisible()
    await expect(dialog).toBeHidden()
    const outbox = (await (await page.request.get(`${api}/admin/mail/outbox`)).json()) as {
      items: { kind: string }[]
    }
    expect(outbox.items.some((m) => m.kind === 'rfi')).toBe(true)
    expect(consoleErrors).toEqual([])
  })
})
