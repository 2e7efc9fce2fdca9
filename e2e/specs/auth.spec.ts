import { admin, expect, signIn, test } from '../fixtures'

test.describe('signing in and out', () => {
  test('the guard sends a visitor to login, replacing the history entry, and logs a warning', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.goto('/privacy')
    await page.goto('/omniclass/Doors')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fomniclass%2FDoors$/)
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    expect(warnings.some((w) => w.includes('No session'))).toBe(true)
    // the guarded address was replaced, so Back returns to the page before it
    await page.goBack()
    await expect(page).toHaveURL(/\/privacy$/)
  })

  test('a wrong password shows the Uh Oh! alert with the reason', async ({ page, consoleErrors }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Uh Oh!' })
    await expect(alert).toContainText('Invalid login credentials')
    // the browser reports the 401 itself; nothing else may fail
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([])
    consoleErrors.length = 0
  })

  test('the administrator signs in, sees the home page, and signs out', async ({ page, consoleErrors }) => {
    await signIn(page)
    await expect(page.getByRole('heading', { name: 'Find building-product manufacturers' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Scout · Building Product Search' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('© 2024')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
    await page.getByRole('link', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/')
    await expect(page).toHaveURL(/\/login/)
    expect(consoleErrors).toEqual([])
  })

  test('after sign-in the user returns to the page they asked for', async ({ page }) => {
    await page.goto('/privacy')
    await page.goto('/requests')
    await expect(page).toHaveURL(/redirectTo=%2Frequests/)
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/requests$/)
  })

  test('/register explains that access is by invitation', async ({ page }) => {
    await page.goto('/register')
    await expect(page.getByRole('heading', { name: 'Access is by invitation' })).toBeVisible()
  })
})
