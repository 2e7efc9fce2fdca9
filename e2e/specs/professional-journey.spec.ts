import type { Browser, Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import { chooseFirstValue, dropExpectedNetworkErrors, findBusyTable, urlName } from './professional-helpers'

// issue 30's check: a new professional on a laptop and a phone, a second sign-in in the middle, and the RFI
// written by hand before the document categories change
const laptop = { width: 1280, height: 800 }
const phone = { width: 375, height: 740 }
const password = 'walk professional password'
const endedMessage = /You were signed out because this account signed in elsewhere/

async function openContext(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport })
  return { context, page: await context.newPage() }
}

/** The administrator invites through the admin screens and reads the link in the outbox (no SMTP in tests). */
async function inviteThroughTheAdminScreens(admin: Page, email: string) {
  await admin.goto('/admin/users/invite')
  await admin.getByLabel('E-mail address').fill(email)
  await admin.getByRole('button', { name: 'Send invitation' }).click()
  await expect(admin.getByText('Invitation sent').first()).toBeVisible()
  await admin.goto('/admin/mail/outbox')
  const link = admin.getByTestId('outbox-row').filter({ hasText: email }).getByTestId('invite-link')
  return (await link.getAttribute('href'))!
}

async function signInOnThePage(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a new professional: invited, on a laptop and a phone, signed in twice, and nothing typed is lost', async ({
  page: admin,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(150_000)
  await admin.setViewportSize(laptop)
  await signIn(admin)
  const table = await findBusyTable(admin)
  const email = `walk-${Date.now()}@firm.test`
  const link = await inviteThroughTheAdminScreens(admin, email)

  // the laptop: the link signs in once; the sign-up form checks with the shared schema's messages
  const lap = await openContext(browser, laptop)
  await lap.page.goto(link)
  await lap.page.getByLabel('Name').fill('Robin Walker')
  await lap.page.getByLabel('Password', { exact: true }).fill('short')
  await lap.page.getByLabel('Repeat the password').fill('different')
  await lap.page.getByRole('button', { name: 'Save and start searching' }).click()
  await expect(lap.page.getByText('Use at least 10 characters')).toBeVisible()
  await expect(lap.page.getByText('The two passwords differ')).toBeVisible()
  await lap.page.getByLabel('Password', { exact: true }).fill(password)
  await lap.page.getByLabel('Repeat the password').fill(password)
  await lap.page.getByRole('button', { name: 'Save and start searching' }).click()
  await expect(lap.page.getByTestId('welcome')).toHaveText('Signed in as Robin Walker')

  // the laptop: a refined search, one manufacturer, and the request written by hand
  await lap.page.goto(`/omniclass/${urlName(table.name)}`)
  await chooseFirstValue(lap.page)
  await lap.page
    .getByRole('region', { name: /^Step 3/ })
    .getByRole('checkbox')
    .first()
    .click()
  await lap.page.getByRole('button', { name: 'Request Info' }).click()
  const dialog = lap.page.getByRole('dialog', { name: 'Request Product Information' })
  const content = dialog.getByLabel('E-mail content')
  await expect(content).not.toHaveValue('')
  const mine = 'Hello,\nWe need fire-rated units for a school in Leeds, about 400 of them.\nRobin'
  await content.fill(mine)
  const where = new URL(lap.page.url())

  // the phone: the same account signs in, which ends the laptop's session (spec §4)
  const mobile = await openContext(browser, phone)
  await mobile.page.goto('/login')
  await signInOnThePage(mobile.page, email)
  await expect(mobile.page).toHaveURL(/\/$/)
  await mobile.page.goto(`/omniclass/${urlName(table.name)}`)
  // the chosen step is on the phone's screen: a tapped parameter brings its values (Step 2) into view
  await mobile.page
    .getByRole('region', { name: /^Step 1/ })
    .getByRole('button')
    .first()
    .click()
  await expect(mobile.page.getByRole('region', { name: /^Step 2/ })).toBeInViewport()

  // the laptop, with its text typed: changing the categories meets the ended session
  await dialog.getByLabel('Specifications').click()
  await expect(lap.page).toHaveURL(/\/login\?redirectTo=.*reason=ended/)
  await expect(lap.page.getByRole('status').filter({ hasText: endedMessage })).toBeVisible()
  await expect(lap.page.getByTestId('signed-in-as')).toHaveCount(0)
  await signInOnThePage(lap.page, email)
  await expect(lap.page).toHaveURL((url) => url.pathname === where.pathname)

  // back where it was: the request reopens with the text typed by hand, untouched by any draft
  await expect(dialog).toBeVisible()
  await expect(content).toHaveValue(mine)
  await dialog.getByLabel('Brochures').click()
  await expect(
    dialog.getByRole('status').filter({ hasText: 'A new draft matches your choices' }),
  ).toBeVisible()
  await expect(content).toHaveValue(mine)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await expect(lap.page.getByText('Request Sent').first()).toBeVisible()

  // and the phone, now the ended one, is sent to sign in with the reason on its next request
  await mobile.page.reload()
  await expect(mobile.page).toHaveURL(/\/login\?redirectTo=/)

  await lap.context.close()
  await mobile.context.close()
  expect(dropExpectedNetworkErrors(consoleErrors, /401|Failed to load resource/)).toEqual([])
})
