import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'
import { adminPost, createProfessional, urlName } from './professional-helpers'

const step3 = (page: Page) => page.getByRole('region', { name: /^Step 3/ })

test.describe('asking Scout to find makers (issue 27, decision 018)', () => {
  test('a professional at a table no one makes asks Scout; the administrator sees it among the wanted makers', async ({
    page,
    browser,
  }) => {
    await signIn(page)
    // a table with no manufacturer and no table it learned from: no makers of similar products either
    const table = `Sprinkler Heads ${Date.now()}`
    await adminPost(page, '/admin/omniclass/create', {
      name: table,
      parameters: [{ name: 'K-Factor', values: ['5.6', '8.0'] }],
    })
    const pro = await createProfessional(page, browser, 'Robin Specifier')

    await pro.page.goto(`/omniclass/${urlName(table)}`)
    await expect(
      step3(pro.page).getByRole('heading', { name: 'No manufacturer in Scout makes this yet' }),
    ).toBeVisible()
    await step3(pro.page)
      .getByLabel('What should they look for? (optional)')
      .fill('Pendent, quick response, K 5.6')
    await step3(pro.page).getByRole('button', { name: 'Ask Scout to find makers' }).click()
    const asked = step3(pro.page).getByTestId('maker-request-asked')
    await expect(asked).toHaveText(
      new RegExp(
        `^Asked on .+\\. We will e-mail you at ${pro.email.replace(/\./g, '\\.')} when manufacturers are listed\\.$`,
      ),
    )
    await expect(asked).toBeFocused()
    // on coming back, the page remembers
    await pro.page.reload()
    await expect(step3(pro.page).getByTestId('maker-request-asked')).toBeVisible()
    await expect(step3(pro.page).getByRole('button', { name: 'Ask Scout to find makers' })).toHaveCount(0)
    await pro.context.close()

    // the administrator finds it under Omniclass › Wanted makers, linking to the table's edit page
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Omniclass' }).click()
    await page.getByRole('link', { name: /Wanted makers/ }).click()
    await expect(page.getByRole('heading', { name: 'Wanted makers', level: 1 })).toBeVisible()
    const row = page.getByTestId('wanted-maker-row').filter({ hasText: table })
    await expect(row).toContainText('Pendent, quick response, K 5.6')
    await expect(row).toContainText(pro.email)
    await row.getByRole('link', { name: table }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/omniclass/edit/${urlName(table)}$`))
  })
})
