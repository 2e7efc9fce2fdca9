import { expect, signIn, test } from '../fixtures'
import { adminPost } from './professional-helpers'

test('without SMTP the administrator reads the outbox, with the invitation link, from Database Stats', async ({
  page,
}) => {
  await signIn(page)
  const email = `outbox-${Date.now()}@firm.test`
  await adminPost(page, '/admin/users/invite', { email })

  await page.goto('/admin/status')
  await page.getByRole('link', { name: /mails waiting/ }).click()
  await expect(page).toHaveURL(/\/admin\/mail\/outbox/)
  await expect(page).toHaveTitle('Mail outbox · Scout admin')
  const row = page.getByTestId('outbox-row').filter({ hasText: email })
  await expect(row).toBeVisible()
  await expect(row).toContainText('pending')
  await expect(row.getByTestId('invite-link')).toHaveAttribute('href', /\/invite\/signup\?token=/)

  // the status filter narrows the list
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'sent' }).click()
  await expect(page).toHaveURL(/status=sent/)
  await expect(page.getByTestId('outbox-row').filter({ hasText: email })).toHaveCount(0)
})
