import { expect, signIn, test } from '../fixtures'
import { findBusyTable, urlName } from './professional-helpers'

test.describe('serving (issue 29)', () => {
  test('home and parameter search run under the strict CSP without a violation, compressed', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        ),
      )
    })
    const encodings: string[] = []
    page.on('response', async (response) => {
      // the app's own chunk: the entry (index-*.js) only imports it, under 1 KB, too small to compress
      if (/\/assets\/app-[\w-]+\.js$/.test(response.url()))
        encodings.push((await response.allHeaders())['content-encoding'] ?? 'none')
    })
    await signIn(page)
    await expect(page.getByRole('combobox', { name: 'Search an omniclass or a product' })).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    ).toEqual([])
    const table = await findBusyTable(page)
    await page.goto(`/omniclass/${urlName(table.name)}`)
    await expect(page.getByRole('heading', { level: 1, name: table.name })).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    ).toEqual([])
    expect(encodings.length).toBeGreaterThan(0)
    expect(encodings.every((encoding) => encoding === 'br' || encoding === 'gzip')).toBe(true)
    expect(consoleErrors).toEqual([])
  })
})
