import type { Browser, Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import { apiPort } from '../playwright.config'

const api = `http://localhost:${apiPort}`
type OutboxMessage = { id: number; to: string; created_at: string }

async function latestInviteLink(page: Page, email: string) {
  const outbox = (await (await page.request.get(`${api}/admin/mail/outbox?status=pending`)).json()) as {
    items: OutboxMessage[]
  }
  const latest = outbox.items
    .filter((m) => m.to === email)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]
  // the listing leaves out each message's text; the newest is read whole
  const message = (await (await page.request.get(`${api}/admin/mail/outbox/${latest!.id}`)).json()) as {
    body: string
  }
  return /http\S+token=\S+/.exec(message.body)![0]
}

/** A professional account, made the way people get one: invited, then signed up through the link. */
async function createProfessional(page: Page, browser: Browser) {
  const email = `pro-${Date.now()}@firm.test`
  const invited = await page.request.post(`${api}/admin/users/invite`, {
    data: { email },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(await invited.json()).toEqual({ message: 'success' })
  const context = await browser.newContext()
  const pro = await context.newPage()
  await pro.goto(await latestInviteLink(page, email))
  await pro.getByLabel('Name').fill('Pat Professional')
  await pro.getByLabel('Password', { exact: true }).fill('pat long password')
  await pro.getByLabel('Repeat the password').fill('pat long password')
  await pro.getByRole('button', { name: 'Save and start searching' }).click()
  await expect(pro.getByTestId('welcome')).toBeVisible()
  return { pro, context, email }
}

test.describe('admin: users', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('invites someone, lists the invitation with its date, resends and revokes it', async ({
    page,
    consoleErrors,
  }) => {
    const email = `guest-${Date.now()}@firm.test`
    await page.goto('/admin/users/invite')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Invitation sent'),
    ).toBeVisible()
    const row = page.getByTestId('invite-row').filter({ hasText: email })
    await expect(row).toContainText('Open')
    await expect(row).toContainText('professional')
    await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
    const firstLink = await latestInviteLink(page, email)

    await row.getByRole('button', { name: `Resend to ${email}` }).click()
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Invitation sent again'),
    ).toBeVisible()
    await expect.poll(() => latestInviteLink(page, email)).not.toBe(firstLink)
    await expect(page.getByTestId('invite-row').filter({ hasText: email })).toHaveCount(1)

    await row.getByRole('button', { name: `Revoke ${email}` }).click()
    await expect(row).toContainText('Revoked')
    const invites = (await (await page.request.get(`${api}/admin/users/invited`)).json()) as {
      email: string
      revoked_at: string | null
    }[]
    expect(invites.filter((i) => i.email === email).every((i) => i.revoked_at)).toBe(true)
    expect(consoleErrors).toEqual([])
  })

  test('a professional who opens an admin address is told they are not allowed, and gets no admin data', async ({
    page,
    browser,
  }) => {
    const { pro, context } = await createProfessional(page, browser)
    const adminCalls: string[] = []
    pro.on('request', (request) => request.url().startsWith(`${api}/admin`) && adminCalls.push(request.url()))
    for (const path of [
      '/admin',
      '/admin/omniclass/search',
      '/admin/omniclass/edit/Concrete_Masonry_Units',
      '/admin/users/invite',
      '/admin/status',
      '/admin/log',
    ]) {
      await pro.goto(path)
      await expect(pro.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible()
      await expect(pro.getByRole('navigation', { name: 'Admin' })).toHaveCount(0)
    }
    expect(adminCalls).toEqual([])
    // and the API refuses them on its own
    expect((await pro.request.get(`${api}/admin/omniclass/all`)).status()).toBe(403)
    await pro.getByRole('link', { name: 'Back to Scout' }).click()
    await expect(pro).toHaveURL(/\/$/)
    await context.close()
  })

  test('changes a role, which the account feels at once', async ({ page, browser, consoleErrors }) => {
    const { pro, context, email } = await createProfessional(page, browser)
    await page.goto('/admin/users/invite')
    const row = page.getByTestId('account-row').filter({ hasText: email })
    await expect(row).toContainText('Pat Professional')
    await row.getByRole('combobox', { name: `Role of ${email}` }).click()
    await page.getByRole('option', { name: 'Administrator' }).click()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Role changed')).toBeVisible()
    // a fresh page load reads the session again: the new administrator gets in
    await pro.goto('/admin/status')
    await expect(pro.getByRole('heading', { name: 'Database Stats' })).toBeVisible()
    await context.close()
    expect(consoleErrors).toEqual([])
  })
})
