import { test as base, expect, type Page } from '@playwright/test'
import { adminEmail, adminPassword } from './playwright.config'

export { expect }
export const admin = { email: adminEmail, password: adminPassword }

export async function signIn(page: Page, account: { email: string; password: string } = admin) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** Fails the test on any console error the page prints, unless a test expects it. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
    },
    { auto: true },
  ],
})
