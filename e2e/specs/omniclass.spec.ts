import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import { dropExpectedNetworkErrors, findBusyTable, urlName } from './professional-helpers'

const step = (page: Page, n: 1 | 2 | 3) => page.getByRole('region', { name: new RegExp(`^Step ${n}`) })
const manufacturerRows = (page: Page) =>
  step(page, 3)
    .getByRole('list', { name: 'Manufacturers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox') })

/** Opens the busy table's search and picks its first parameter; answers the parameter's name. */
async function openFirstParameter(page: Page, name: string) {
  await page.goto(`/omniclass/${urlName(name)}`)
  const parameterName = (await step(page, 1).getByRole('button').first().textContent())!
  const parameter = step(page, 1).getByRole('button', { name: parameterName, exact: true })
  await parameter.click()
  await expect(parameter).toHaveAttribute('aria-pressed', 'true')
  return parameterName
}

test.describe('omniclass parameter search (spec §2, §4, §5)', () => {
  let table: { number: string | null; name: string; manufacturer_titles: string[] }
  test.beforeEach(async ({ page }) => {
    await signIn(page)
    table ??= await findBusyTable(page)
  })

  test('three steps; choosing a value highlights, counts and refines; choosing it again clears it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/omniclass/${urlName(table.name)}`)
    await expect(page.getByRole('heading', { level: 1, name: table.name })).toBeVisible()
    await expect(step(page, 2)).toContainText('Select a parameter name to see available values.')
    await expect(step(page, 3).getByRole('heading', { name: /Review Manufacturers/ })).toBeVisible()
    // spec §2: no manufacturer or brand parameter in Step 1
    await expect(step(page, 1).getByRole('button', { name: /manufacturer|brand/i })).toHaveCount(0)
    await expect(manufacturerRows(page)).toHaveCount(table.manufacturer_titles.length)
    await expect(page.getByRole('button', { name: 'Request Info' })).toBeDisabled()
    await step(page, 3).getByRole('button', { name: 'Help' }).focus()
    await expect(page.getByRole('tooltip')).toHaveText(
      'Selecting parameters and values will refine available manufacturers.',
    )

    const parameterName = (await step(page, 1).getByRole('button').first().textContent())!
    const parameter = step(page, 1).getByRole('button', { name: parameterName, exact: true })
    await parameter.click()
    await expect(
      step(page, 1)
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: parameterName, exact: true }) }),
    ).toHaveAttribute('data-state', 'current')
    const values = step(page, 2)
      .getByRole('list', { name: `Values of ${parameterName}` })
      .getByRole('button')
    const firstValue = (await values.first().locator('span').first().textContent())!
    await values.first().click()
    await expect(values.first()).toHaveAttribute('aria-pressed', 'true')
    await expect(
      step(page, 1).getByRole('button', { name: `Clear ${parameterName}: ${firstValue}` }),
    ).toBeVisible()
    await expect(page).toHaveURL(
      new RegExp(`v\\.${encodeURIComponent(parameterName).replace(/%20/g, '(\\+|%20)')}=`),
    )

    // the refinement answers facet counts; choose the value most manufacturers offer
    await expect(values.first().getByLabel(/^\d+ manufacturers$/)).toBeVisible()
    const counts = await values.evaluateAll((buttons) =>
      buttons.map((b) => Number(b.querySelector('[aria-label$="manufacturers"]')?.textContent ?? 0)),
    )
    const best = counts.indexOf(Math.max(...counts))
    if (best !== 0) await values.nth(best).click()
    await expect(values.nth(best)).toHaveAttribute('aria-pressed', 'true')
    await expect(manufacturerRows(page).first()).toHaveAttribute('data-highlighted', 'true')
    await expect(manufacturerRows(page).filter({ hasText: 'Matches your values' })).toHaveCount(
      Math.max(...counts),
    )
    // a value no manufacturer offers with the others is greyed out
    const empty = counts.filter((count) => count === 0).length
    await expect(step(page, 2).locator('button[data-empty]')).toHaveCount(empty)

    // spec §4: choosing the same value again clears it, and the list returns to the full one
    await values.nth(best).click()
    await expect(values.nth(best)).toHaveAttribute('aria-pressed', 'false')
    await expect(step(page, 1).getByRole('button', { name: /^Clear / })).toHaveCount(0)
    await expect(manufacturerRows(page).filter({ hasText: 'Matches your values' })).toHaveCount(0)

    // another parameter becomes blue, the one with a value yellow; the badge's x clears it
    await values.first().click()
    const otherName = (await step(page, 1)
      .getByRole('listitem')
      .nth(1)
      .getByRole('button')
      .first()
      .textContent())!
    await step(page, 1).getByRole('button', { name: otherName, exact: true }).click()
    await expect(step(page, 1).locator('li[data-state="chosen"]')).toHaveCount(1)
    await step(page, 1)
      .getByRole('button', { name: `Clear ${parameterName}: ${firstValue}` })
      .click()
    await expect(step(page, 1).locator('li[data-state="chosen"]')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('a custom value: the checkbox waits for text, Enter confirms and locks it, the clear button removes it', async ({
    page,
    consoleErrors,
  }) => {
    const parameterName = await openFirstParameter(page, table.name)
    const input = step(page, 2).getByLabel('Custom Value', { exact: true })
    const confirm = step(page, 2).getByRole('checkbox', { name: 'Confirm custom value' })
    await expect(confirm).toBeDisabled()
    await input.fill('Special order finish')
    await expect(confirm).toBeEnabled()
    await input.press('Enter')
    await expect(input).toHaveAttribute('readonly', '')
    await expect(confirm).toBeChecked()
    await expect(
      step(page, 1).getByRole('button', { name: `Clear ${parameterName}: Special order finish` }),
    ).toBeVisible()
    // a reload shows it again as a confirmed custom value (spec §4)
    await page.reload()
    await expect(step(page, 2).getByLabel('Custom Value', { exact: true })).toHaveValue(
      'Special order finish',
    )
    await expect(step(page, 2).getByLabel('Custom Value', { exact: true })).toHaveAttribute('readonly', '')
    await step(page, 2).getByRole('button', { name: 'Clear custom value' }).click()
    await expect(step(page, 2).getByLabel('Custom Value', { exact: true })).toHaveValue('')
    await expect(step(page, 2).getByLabel('Custom Value', { exact: true })).not.toHaveAttribute('readonly')
    await expect(step(page, 1).getByRole('button', { name: /^Clear / })).toHaveCount(0)
    // the checkbox confirms too
    await step(page, 2).getByLabel('Custom Value', { exact: true }).fill('Bespoke')
    await step(page, 2).getByRole('checkbox', { name: 'Confirm custom value' }).click()
    await expect(step(page, 1).getByRole('button', { name: `Clear ${parameterName}: Bespoke` })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('sort, expand and the five-manufacturer limit, all kept in the URL', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/omniclass/${urlName(table.name)}`)
    await expect(manufacturerRows(page)).toHaveCount(table.manufacturer_titles.length)
    const sort = page.getByRole('combobox', { name: 'Sort manufacturers' })
    await expect(sort).toHaveText('Relevancy')
    await sort.click()
    await page.getByRole('option', { name: 'Alphabetically' }).click()
    await expect(page).toHaveURL(/sort=alphabetical/)
    const titles = await manufacturerRows(page)
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label')!.replace(/^Select /, '')))
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })))

    const boxes = manufacturerRows(page).getByRole('checkbox')
    for (let i = 0; i < 5; i++) await boxes.nth(i).click()
    await expect(page.getByText('5 of 5 selected')).toBeVisible()
    await expect(boxes.nth(5)).toBeDisabled()
    await expect(boxes.nth(0)).toBeEnabled()
    await boxes.nth(0).click()
    await expect(boxes.nth(5)).toBeEnabled()
    await boxes.nth(5).click()
    await expect(page.getByText('5 of 5 selected')).toBeVisible()
    expect(new URL(page.url()).searchParams.getAll('m')).toHaveLength(5)

    const expand = page.getByRole('button', { name: 'Expand' })
    await expand.click()
    await expect(page.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/expanded=1/)
    await expect
      .poll(() => manufacturerRows(page).count())
      .toBeGreaterThanOrEqual(table.manufacturer_titles.length)

    // a link reproduces the whole search
    const link = page.url()
    const other = await page.context().newPage()
    await other.goto(link)
    await expect(other.getByRole('combobox', { name: 'Sort manufacturers' })).toHaveText('Alphabetically')
    await expect(other.getByRole('button', { name: 'Collapse' })).toBeVisible()
    await expect(other.getByText('5 of 5 selected')).toBeVisible()
    await other.close()
    expect(consoleErrors).toEqual([])
  })

  test('the saved configuration comes back for the same omniclass and is deleted for another', async ({
    page,
    consoleErrors,
  }) => {
    const parameterName = await openFirstParameter(page, table.name)
    const value = step(page, 2).getByRole('list').first().getByRole('button').first()
    await value.click()
    await manufacturerRows(page).getByRole('checkbox').first().click()
    await expect(page.getByText('1 of 5 selected')).toBeVisible()
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('omniclassConfiguration') ?? 'null'),
    )
    expect(stored.name).toBe(table.name)
    expect(stored.selectedManufacturers).toHaveLength(1)
    expect(stored.manufacturers.every((m: { logo: unknown }) => m.logo === null)).toBe(true)

    await page.goto(`/omniclass/${urlName(table.name)}`)
    await expect(
      step(page, 1).getByRole('button', { name: new RegExp(`^Clear ${parameterName}: `) }),
    ).toBeVisible()
    await expect(page.getByText('1 of 5 selected')).toBeVisible()
    await expect(page).toHaveURL(/m=/)

    await page.goto('/omniclass/Doors')
    await expect(page.getByRole('heading', { level: 1, name: 'Doors' })).toBeVisible()
    await expect(page.getByText('0 of 5 selected')).toBeVisible()
    await page.goto(`/omniclass/${urlName(table.name)}`)
    await expect(page.getByText('0 of 5 selected')).toBeVisible()

    // Start New Search leaves nothing behind
    await page.getByRole('button', { name: 'Start New Search' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => localStorage.getItem('omniclassConfiguration'))).toBeNull()
    expect(consoleErrors).toEqual([])
  })

  test('a manufacturer title opens its page with the omniclass in the breadcrumb', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/omniclass/${urlName(table.name)}`)
    const link = manufacturerRows(page).getByRole('link').first()
    const title = (await link.textContent())!
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveText(['Home', table.name])
    await crumbs.getByRole('link', { name: table.name }).click()
    await expect(page).toHaveURL(new RegExp(`/omniclass/${urlName(table.name)}`))
    expect(consoleErrors).toEqual([])
  })

  test('the by-manufacturer variant shows the manufacturer column instead of Step 3', async ({
    page,
    consoleErrors,
  }) => {
    const title = table.manufacturer_titles[0]!
    await page.goto(`/omniclass/${urlName(table.name)}/by/${urlName(title)}`)
    await expect(page.getByText(`by ${title}`)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Request Product Information' })).toBeEnabled()
    await expect(page.getByRole('heading', { name: /Review Manufacturers/ })).toHaveCount(0)
    await expect(step(page, 1).getByRole('button').first()).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('missing or unknown identifiers show the error screen with the reason', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/omniclass/')
    await expect(page.getByRole('alert')).toContainText('No identifier provided')
    await page.goto('/omniclass/Doors/by/')
    await expect(page.getByRole('alert')).toContainText('No manufacturer title provided')
    await page.goto('/manufacturer/')
    await expect(page.getByRole('alert')).toContainText('No title provided')
    await page.goto('/omniclass/No_Such_Table_Anywhere')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    // the header stays, so the way back is there
    await expect(page.getByRole('link', { name: 'Scout · Building Product Search' })).toBeVisible()
    expect(dropExpectedNetworkErrors(consoleErrors, /404/)).toEqual([])
  })
})
