import { expect, signIn, test } from '../fixtures'
import { arrowTo, dropExpectedNetworkErrors, holdGenerationStreams } from './professional-helpers'

const boxName = 'Search an omniclass or a product'
const hollowMetal = /^23-17 11 13 11 Hollow Metal Doors/

test.describe('search home (spec §2)', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('the dropdown is a table; a row expands by keyboard and a logo opens the by-manufacturer search', async ({
    page,
    consoleErrors,
  }) => {
    const box = page.getByRole('combobox', { name: boxName })
    await box.fill('hollow metal')
    await expect(page.getByText('Omniclass #', { exact: true })).toBeVisible()
    await expect(page.getByText('Omniclass Name', { exact: true })).toBeVisible()
    const row = page.getByRole('option', { name: hollowMetal })
    await expect(row).toHaveAccessibleName(/collapsed$/)
    await arrowTo(box, row)
    await box.press('ArrowRight')
    await expect(row).toHaveAccessibleName(/expanded$/)
    const group = page.getByRole('group', { name: 'Manufacturers of Hollow Metal Doors' })
    await expect(group.getByRole('option', { name: 'View Generic Omniclass' })).toBeVisible()
    const makers = group.getByRole('option').filter({ hasNotText: 'View Generic Omniclass' })
    expect(await makers.count()).toBeGreaterThan(0)
    // the logos load from the media URLs of the logo map
    await expect(makers.first().locator('img')).toHaveJSProperty('complete', true)
    const maker = (await makers.first().getAttribute('aria-label'))!
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', (await makers.first().getAttribute('id'))!)
    // Left goes back to the row and folds it
    await box.press('ArrowLeft')
    await expect(row).toHaveAccessibleName(/collapsed$/)
    await box.press('ArrowRight')
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    await box.press('Enter')
    await expect(page).toHaveURL(
      new RegExp(`/omniclass/Hollow_Metal_Doors/by/${encodeURIComponent(maker.replace(/ /g, '_'))}$`),
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Hollow Metal Doors' })).toBeVisible()
    await expect(page.getByText(`by ${maker}`)).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('View Generic Omniclass opens the parameter search', async ({ page, consoleErrors }) => {
    await page.getByRole('combobox', { name: boxName }).fill('hollow metal doors')
    const row = page.getByRole('option', { name: hollowMetal })
    await row.locator('span[aria-hidden="true"]').last().click()
    await page.getByRole('option', { name: 'View Generic Omniclass' }).click()
    await expect(page).toHaveURL(/\/omniclass\/Hollow_Metal_Doors$/)
    await expect(page.getByRole('heading', { name: 'Select Parameters' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('choosing a row keeps selectedOption in the URL and shows the quick links; Advanced Search opens it', async ({
    page,
    consoleErrors,
  }) => {
    const box = page.getByRole('combobox', { name: boxName })
    await box.fill('hollow metal doors')
    await page.getByRole('option', { name: hollowMetal }).click()
    await expect(page).toHaveURL(/\?selectedOption=Hollow(\+|%20)Metal(\+|%20)Doors$/)
    await expect(box).toHaveValue('Hollow Metal Doors')
    const grid = page.getByTestId('quick-links')
    await expect(page.getByRole('heading', { name: 'Manufacturers of Hollow Metal Doors' })).toBeVisible()
    await expect(grid.getByRole('link').first()).toBeVisible()
    const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    expect(await columns()).toBe(3)
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await columns()).toBe(2)
    await page.setViewportSize({ width: 1280, height: 800 })

    // a reload reproduces the choice; the grid links to the by-manufacturer search
    await page.reload()
    await expect(box).toHaveValue('Hollow Metal Doors')
    const first = grid.getByRole('link').first()
    await expect(first).toHaveAttribute('href', /^\/omniclass\/Hollow_Metal_Doors\/by\//)

    await page.getByRole('button', { name: 'Advanced Search' }).click()
    await expect(page).toHaveURL(/\/omniclass\/Hollow_Metal_Doors$/)
    await page.getByRole('button', { name: 'Back to Start' }).click()
    await expect(page).toHaveURL(/\/\?selectedOption=Hollow(\+|%20)Metal(\+|%20)Doors$/)

    // typing clears the selection (spec §4)
    await box.fill('windows')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId('quick-links')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('the generate footer shows the waiting panel after 500 ms with a 60-second countdown', async ({
    page,
    consoleErrors,
  }) => {
    await holdGenerationStreams(page)
    const box = page.getByRole('combobox', { name: boxName })
    await box.fill('photovoltaic roof tiles')
    const footer = page.getByRole('option', {
      name: "Can't find what you're looking for? Select to generate a new omniclass.",
    })
    await arrowTo(box, footer)
    await box.press('Enter')
    const panel = page.getByTestId('generation-panel')
    await expect(panel).toBeHidden()
    await expect(panel).toBeVisible()
    await expect(
      panel.getByRole('heading', {
        name: 'Please wait while this new omniclass/product is being generated.',
      }),
    ).toBeVisible()
    const countdown = panel.getByRole('timer')
    await expect(countdown).toHaveText(/^(60|59)s$/)
    await expect(countdown).toHaveText(/^5[0-7]s$/, { timeout: 6_000 })
    await panel.getByRole('button', { name: 'Cancel' }).click()
    await expect(panel).toBeHidden()

    // Advanced Search with typed text and no selection starts the same wait
    await page.getByRole('button', { name: 'Advanced Search' }).click()
    await expect(panel).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('when the ranked search fails, the spec client-side filter answers', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/search?**', (route) => route.abort())
    const box = page.getByRole('combobox', { name: boxName })
    await box.fill('masonry concrete')
    await expect(page.getByRole('option', { name: /Concrete Masonry Units/ })).toBeVisible()
    // any term matches: the other masonry tables are listed too
    await expect(page.getByRole('option', { name: /Clay Masonry Units/ })).toBeVisible()
    await box.fill('23-17 11')
    await expect(page.getByRole('option', { name: /^23-17 11 00 Doors/ })).toBeVisible()
    expect(dropExpectedNetworkErrors(consoleErrors)).toEqual([])
  })

  test('Escape closes the list and the input keeps its text', async ({ page, consoleErrors }) => {
    const box = page.getByRole('combobox', { name: boxName })
    await box.fill('doors')
    await expect(page.getByRole('listbox')).toBeVisible()
    await box.press('Escape')
    await expect(page.getByRole('listbox')).toBeHidden()
    await expect(box).toHaveValue('doors')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(consoleErrors).toEqual([])
  })
})
