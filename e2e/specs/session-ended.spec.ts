import { expect, signIn, test } from '../fixtures'
import {
  chooseFirstValue,
  createProfessional,
  dropExpectedNetworkErrors,
  findBusyTable,
  urlName,
} from './professional-helpers'

const endedMessage = /You were signed out because this account signed in elsewhere/

test.describe('a session ended elsewhere (spec §4: one session per user)', () => {
  test('a second sign-in mid-search sends the first tab to sign in, with the reason, and back where it was', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await signIn(page)
    const table = await findBusyTable(page)
    const pro = await createProfessional(page, browser)
    await pro.page.goto('/')
    await pro.page.evaluate(() => localStorage.removeItem('omniclassConfiguration'))
    await pro.page.goto(`/omniclass/${urlName(table.name)}`)
    await chooseFirstValue(pro.page)
    await expect(
      pro.page
        .getByRole('region', { name: /^Step 3/ })
        .getByRole('checkbox')
        .first(),
    ).toBeVisible()
    const where = new URL(pro.page.url())

    // the same account signs in on another device: this tab's session ends
    const phone = await browser.newContext()
    const phonePage = await phone.newPage()
    await signIn(phonePage, { email: pro.email, password: 'professional password' })

    // the next thing the first tab asks of the API answers 401
    await pro.page
      .getByRole('region', { name: /^Step 2/ })
      .getByRole('list')
      .first()
      .getByRole('button')
      .nth(1)
      .click()
    await expect(pro.page).toHaveURL(/\/login\?redirectTo=.*reason=ended/)
    await expect(pro.page.getByRole('status').filter({ hasText: endedMessage })).toBeVisible()
    // no page of the ended session shows an error or stale data meanwhile
    await expect(pro.page.getByText('Something went wrong')).toHaveCount(0)
    await expect(pro.page.getByTestId('signed-in-as')).toHaveCount(0)

    await pro.page.getByLabel('Email').fill(pro.email)
    await pro.page.getByLabel('Password').fill('professional password')
    await pro.page.getByRole('button', { name: 'Sign in' }).click()
    await expect(pro.page).toHaveURL((url) => url.pathname === where.pathname)
    await expect(pro.page.getByRole('heading', { name: table.name })).toBeVisible()

    await phone.close()
    await pro.context.close()
    expect(dropExpectedNetworkErrors(consoleErrors, /401|Failed to load resource/)).toEqual([])
  })

  test('a signed-in user who opens the sign-in page goes on to the app', async ({ page }) => {
    await signIn(page)
    await page.goto('/login?redirectTo=%2Frequests')
    await expect(page).toHaveURL(/\/requests$/)
  })

  test('after signing out, Back shows the sign-in page, not the cached page', async ({ page }) => {
    await signIn(page)
    await page.goto('/requests')
    await expect(page.getByTestId('signed-in-as')).toBeVisible()
    await page.getByRole('link', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/login/)
    await expect(page.getByTestId('signed-in-as')).toHaveCount(0)
  })
})
