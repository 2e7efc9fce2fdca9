import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import { api, arrowTo, chooseFirstValue, createProfessional } from './professional-helpers'

const boxName = 'Search an omniclass or a product'
const footerName = "Can't find what you're looking for? Select to generate a new omniclass."
const tableName = 'Acoustic Fire Doors'

const step3 = (page: Page) => page.getByRole('region', { name: /^Step 3/ })
const similarList = (page: Page) => step3(page).getByRole('list', { name: 'Makers of similar products' })

test.describe('makers of similar products (issue 27, decision 017)', () => {
  test('a new table offers the makers of the tables it learned from: a professional asks one, an administrator associates another', async ({
    page,
    browser,
  }) => {
    await signIn(page)
    const pro = await createProfessional(page, browser, 'Robin Specifier')

    // the professional generates a table no manufacturer makes yet
    await pro.page.goto('/')
    const box = pro.page.getByRole('combobox', { name: boxName })
    await box.fill(tableName)
    await arrowTo(box, pro.page.getByRole('option', { name: footerName }))
    await box.press('Enter')
    await expect(pro.page).toHaveURL(/\/omniclass\/Acoustic_Fire_Doors$/, { timeout: 60_000 })

    // Step 3 shows makers of similar products apart, each with the table it makes
    await expect(step3(pro.page).getByRole('heading', { name: 'Makers of similar products' })).toBeVisible()
    await expect(step3(pro.page).getByText(/These make similar products/)).toBeVisible()
    await expect(similarList(pro.page).getByText('Makes Fire Doors').first()).toBeVisible()
    await expect(similarList(pro.page).getByRole('button', { name: /^Associate/ })).toHaveCount(0)

    // select one and send it a request for information
    await chooseFirstValue(pro.page)
    const first = similarList(pro.page).getByRole('checkbox').first()
    const title = (await first.getAttribute('aria-label'))!.replace(/^Select /, '')
    await first.click()
    await expect(step3(pro.page).getByText('1 of 5 selected')).toBeVisible()
    await step3(pro.page).getByRole('button', { name: 'Request Info' }).click()
    const dialog = pro.page.getByRole('dialog', { name: 'Request Product Information' })
    await expect(dialog).toContainText(title)
    await expect(dialog.getByLabel('E-mail content')).not.toHaveValue('')
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(pro.page.getByRole('status').filter({ hasText: 'Request Sent' })).toBeVisible()
    await expect(dialog).toBeHidden()

    // its message says what is looked for, and why this maker was asked
    const outbox = (await (await page.request.get(`${api}/admin/mail/outbox`)).json()) as {
      items: { id: number; kind: string; reply_to: string | null; subject: string }[]
    }
    const sent = outbox.items.filter((m) => m.kind === 'rfi' && m.reply_to === pro.email)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toContain(tableName)
    const message = (await (await page.request.get(`${api}/admin/mail/outbox/${sent[0]!.id}`)).json()) as {
      body: string
    }
    expect(message.body).toContain(`Request for information sent to ${title} through Scout.`)
    expect(message.body).toMatch(
      /You are asked as a maker of a similar product: you make .+, and Robin Specifier is looking for Acoustic Fire Doors\./,
    )
    await pro.context.close()

    // the administrator makes another a real manufacturer in one click
    await page.goto('/omniclass/Acoustic_Fire_Doors')
    const second = similarList(page).getByRole('listitem').filter({ hasText: 'Makes' }).nth(1)
    const associate = second.getByRole('button', { name: /^Associate / })
    const chosen = (await associate.getAttribute('aria-label'))!
      .replace(/^Associate /, '')
      .replace(/ with Acoustic Fire Doors$/, '')
    await associate.click()
    await expect(page.getByRole('status').filter({ hasText: 'Associated' })).toBeVisible()
    await expect(
      step3(page)
        .getByRole('list', { name: 'Manufacturers' })
        .getByRole('checkbox', { name: `Select ${chosen}` }),
    ).toBeVisible()
    // the table has a manufacturer of its own now: no more suggestions beside it
    await expect(step3(page).getByRole('heading', { name: 'Makers of similar products' })).toBeHidden()
  })
})
