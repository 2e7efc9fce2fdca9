import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import {
  api,
  createProfessional,
  dropExpectedNetworkErrors,
  findBusyTable,
  urlName,
  chooseFirstValue,
} from './professional-helpers'

type Outbox = {
  id: number
  kind: string
  to: string
  reply_to: string | null
  subject: string
  attachments: { filename: string; bytes: number }[]
}

/** The busy table with a value chosen and two manufacturers ticked; answers their titles. */
async function prepareSearch(page: Page, tableName: string) {
  // start clean: the previous test's search would otherwise come back from local storage
  await page.goto('/')
  await page.evaluate(() => localStorage.removeItem('omniclassConfiguration'))
  await page.goto(`/omniclass/${urlName(tableName)}`)
  const request = page.getByRole('button', { name: 'Request Info' })
  await expect(request).toBeDisabled()
  await chooseFirstValue(page)
  await expect(request).toBeDisabled()
  const boxes = page.getByRole('region', { name: /^Step 3/ }).getByRole('checkbox')
  await boxes.nth(0).click()
  await boxes.nth(1).click()
  await expect(request).toBeEnabled()
  const titles = await Promise.all(
    [0, 1].map(async (i) => (await boxes.nth(i).getAttribute('aria-label'))!.replace(/^Select /, '')),
  )
  return { request, titles }
}

async function openDialog(page: Page, tableName: string) {
  const { request, titles } = await prepareSearch(page, tableName)
  await request.click()
  const dialog = page.getByRole('dialog', { name: 'Request Product Information' })
  await expect(dialog).toBeVisible()
  const content = dialog.getByLabel('E-mail content')
  // the draft arrives from …/request/generate
  await expect(content).not.toHaveValue('')
  return { dialog, content, titles }
}

test.describe('requests for information (spec §2, §4, §5; departures 2 and 3)', () => {
  let pro: { page: Page; context: BrowserContext; email: string; name: string }
  let tableName: string

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    const context = await browser.newContext()
    const admin = await context.newPage()
    await signIn(admin)
    tableName = (await findBusyTable(admin)).name
    pro = await createProfessional(admin, browser)
    await context.close()
  })
  test.afterAll(async () => pro.context.close())

  test('a professional sends a request with a document category and an attachment; it is queued and listed', async ({
    page,
    consoleErrors,
  }) => {
    const errors: string[] = []
    pro.page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    const { dialog, content, titles } = await openDialog(pro.page, tableName)
    await expect(dialog.getByLabel('Name')).toHaveValue(pro.name)
    await expect(dialog.getByLabel('Return e-mail')).toHaveValue(pro.email)
    await expect(dialog).toContainText(titles.join(', '))
    for (const category of [
      'Specifications',
      'Brochures',
      'CAD Drawings',
      'Technical Information',
      'BIM Models',
      'Installation Instructions',
      'Warranty',
      'Samples',
      'Pricing',
      'Sustainability Data (EPD/HPD)',
    ]) {
      await expect(dialog.getByRole('checkbox', { name: category })).toBeVisible()
    }
    // spec §4: the draft is regenerated when the categories change
    await expect(content).not.toHaveValue(/BIM Models/)
    await dialog.getByRole('checkbox', { name: 'BIM Models' }).click()
    await expect(content).toHaveValue(/BIM Models/)

    await dialog.getByLabel('Attachments').setInputFiles({
      name: 'schedule.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Door schedule, level 2\n'.repeat(2000)),
    })
    await expect(dialog.getByRole('list', { name: 'Attached files' })).toContainText('schedule.txt')
    // a slow uplink, so the upload progress (XMLHttpRequest upload events) is there to see
    const cdp = await pro.context.newCDPSession(pro.page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    })
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
    await expect(dialog.getByText(/^Sending… [1-9]\d*%$/)).toBeVisible()
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    const toast = pro.page.getByRole('status').filter({ hasText: 'Request Sent' })
    await expect(toast).toContainText('Your request has been sent successfully.')
    await expect(dialog).toBeHidden()

    // the administrator finds one message per manufacturer in the outbox, reply-to the professional
    await signIn(page)
    const outbox = (await (await page.request.get(`${api}/admin/mail/outbox`)).json()) as {
      items: Outbox[]
    }
    const sent = outbox.items.filter((m) => m.kind === 'rfi' && m.reply_to === pro.email)
    expect(sent).toHaveLength(2)
    for (const message of sent) {
      expect(message.attachments.map((a) => a.filename)).toEqual(['schedule.txt'])
      const whole = (await (await page.request.get(`${api}/admin/mail/outbox/${message.id}`)).json()) as {
        body: string
      }
      expect(whole.body).toContain('BIM Models')
    }

    // and the professional sees it under My requests
    await pro.page.getByRole('link', { name: 'My requests' }).click()
    await expect(pro.page.getByRole('heading', { name: 'My requests' })).toBeVisible()
    const card = pro.page.getByRole('article').first()
    await expect(card.getByRole('heading', { name: tableName })).toBeVisible()
    for (const title of titles) await expect(card.getByRole('link', { name: title })).toBeVisible()
    await expect(card).toContainText('schedule.txt')
    await expect(card).toContainText('BIM Models')
    expect(errors).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('Send Request waits for a valid form; attachments are limited to five', async ({ consoleErrors }) => {
    const { dialog } = await openDialog(pro.page, tableName)
    const send = dialog.getByRole('button', { name: 'Send Request' })
    await expect(send).toBeEnabled()
    await dialog.getByLabel('Name').fill('')
    await expect(send).toBeDisabled()
    await dialog.getByLabel('Name').fill(pro.name)
    await dialog.getByLabel('Return e-mail').fill('not an address')
    await expect(send).toBeDisabled()
    await dialog.getByLabel('Return e-mail').fill(pro.email)
    await expect(send).toBeEnabled()
    const files = Array.from({ length: 6 }, (_, i) => ({
      name: `file-${i}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`file ${i}`),
    }))
    await dialog.getByLabel('Attachments').setInputFiles(files)
    await expect(dialog.getByRole('alert')).toHaveText('Attach at most 5 files (6 chosen)')
    await expect(send).toBeDisabled()
    await dialog.getByRole('button', { name: 'Remove file-5.txt' }).click()
    await expect(send).toBeEnabled()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect(consoleErrors).toEqual([])
  })

  test('a refused request shows a destructive toast with the reason and keeps the dialog and its text', async ({
    consoleErrors,
  }) => {
    const errors: string[] = []
    pro.page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    const { dialog, content } = await openDialog(pro.page, tableName)
    await content.fill('Please send the data sheets. Keep this text.')
    // an empty file is refused by the server with its reason
    await dialog
      .getByLabel('Attachments')
      .setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) })
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    const toast = pro.page.getByRole('status').filter({ hasText: 'The request was not sent' })
    await expect(toast).toContainText('empty.pdf')
    await expect(dialog).toBeVisible()
    await expect(content).toHaveValue('Please send the data sheets. Keep this text.')
    expect(dropExpectedNetworkErrors(errors, /status of 400/)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('the by-manufacturer page asks its one manufacturer', async ({ consoleErrors }) => {
    const page = pro.page
    await page.goto(`/omniclass/${urlName(tableName)}`)
    const title = (await page
      .getByRole('region', { name: /^Step 3/ })
      .getByRole('checkbox')
      .first()
      .getAttribute('aria-label'))!.replace(/^Select /, '')
    await page.goto(`/omniclass/${urlName(tableName)}/by/${urlName(title)}`)
    await page.getByRole('button', { name: 'Request Product Information' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request Product Information' })
    await expect(dialog.getByLabel('E-mail content')).toHaveValue(new RegExp(`Dear ${title} team`))
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Request Sent' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
})
