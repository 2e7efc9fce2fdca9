import { admin, expect, signIn, test } from '../fixtures'
import { apiPort } from '../playwright.config'

const api = `http://localhost:${apiPort}`

test('an invited colleague follows the link, sets name and password, and can sign in', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const email = `colleague-${Date.now()}@firm.test`
  const invite = await page.request.post(`${api}/admin/users/invite`, {
    data: { email },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(await invite.json()).toEqual({ message: 'success' })
  const outbox = await (await page.request.get(`${api}/admin/mail/outbox?status=pending`)).json()
  // the listing leaves out each message's text; one message is read whole
  const id = outbox.items.find((m: { to: string }) => m.to === email).id
  const message = await (await page.request.get(`${api}/admin/mail/outbox/${id}`)).json()
  const link = /http\S+token=\S+/.exec(message.body)![0]

  const context = await browser.newContext()
  const invitee = await context.newPage()
  await invitee.goto(link)
  await expect(invitee).toHaveURL(/\/invite\/signup$/)
  await expect(invitee.getByText(`Signed in as ${email}`)).toBeVisible()
  await invitee.getByLabel('Name').fill('Casey Colleague')
  await invitee.getByLabel('Password', { exact: true }).fill('casey long password')
  await invitee.getByLabel('Repeat the password').fill('casey long password')
  await invitee.getByRole('button', { name: 'Save and start searching' }).click()
  await expect(invitee.getByTestId('welcome')).toHaveText('Signed in as Casey Colleague')

  // the link works once
  const again = await browser.newContext()
  const second = await again.newPage()
  await second.goto(link)
  await expect(second.getByRole('alert')).toContainText('expired or has already been used')
  await context.close()
  await again.close()
  expect(admin.email).toBeTruthy()
})
