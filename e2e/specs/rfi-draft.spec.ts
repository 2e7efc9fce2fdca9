import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import { chooseFirstValue, createProfessional, findBusyTable, urlName } from './professional-helpers'

async function openRequestDialog(page: Page, tableName: string) {
  await page.goto('/')
  await page.evaluate(() => localStorage.removeItem('omniclassConfiguration'))
  await page.goto(`/omniclass/${urlName(tableName)}`)
  await chooseFirstValue(page)
  await page
    .getByRole('region', { name: /^Step 3/ })
    .getByRole('checkbox')
    .first()
    .click()
  await page.getByRole('button', { name: 'Request Info' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request Product Information' })
  const content = dialog.getByLabel('E-mail content')
  await expect(content).not.toHaveValue('')
  return { dialog, content }
}

test('nothing typed is lost: an edited draft is kept, the new draft offered, and taking it undone', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const table = await findBusyTable(page)
  const pro = await createProfessional(page, browser)
  const { dialog, content } = await openRequestDialog(pro.page, table.name)

  // untouched, the draft follows the categories (spec §4)
  const first = await content.inputValue()
  await dialog.getByLabel('Specifications').click()
  await expect(content).not.toHaveValue(first)
  const second = await content.inputValue()

  // edited, it stays; the new draft is offered instead
  const mine = `${second}\nPlease quote for 40 units delivered to site.`
  await content.fill(mine)
  await dialog.getByLabel('Brochures').click()
  const offer = dialog.getByRole('status').filter({ hasText: 'A new draft matches your choices' })
  await expect(offer).toBeVisible()
  await expect(content).toHaveValue(mine)

  await offer.getByRole('button', { name: 'Update the e-mail' }).click()
  await expect(content).not.toHaveValue(mine)
  await dialog.getByRole('button', { name: 'Undo' }).click()
  await expect(content).toHaveValue(mine)
  await pro.context.close()
})
