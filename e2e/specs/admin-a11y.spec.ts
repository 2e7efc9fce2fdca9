import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures'

const axePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/axe-core/axe.min.js',
)
type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }
    ).axe
    const { violations } = await axe.run(document)
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
      )
  })
}

const pages: [string, string][] = [
  ['/admin', 'Admin'],
  ['/admin/status', 'Database Stats'],
  ['/admin/log', 'DB Log'],
  ['/admin/omniclass/search', 'Search omniclasses'],
  ['/admin/omniclass/unreviewed', 'Unreviewed omniclasses'],
  ['/admin/omniclass/upload', 'Upload omniclasses'],
  ['/admin/omniclass/enrich', 'Suggest parameters'],
  ['/admin/omniclass/missing_manufacturers', 'Missing Manufacturers'],
  ['/admin/omniclass/wanted_makers', 'Wanted makers'],
  ['/admin/omniclass/view/Concrete_Masonry_Units', '23-13 21 11 Concrete Masonry Units'],
  ['/admin/omniclass/edit/Concrete_Masonry_Units', 'Edit 23-13 21 11 Concrete Masonry Units'],
  ['/admin/omniclass/create/variant', 'Create variant'],
  ['/admin/manufacturer/create', 'Create manufacturer'],
  ['/admin/manufacturer/search', 'Search manufacturers'],
  ['/admin/manufacturer/utilities/all', 'All manufacturers'],
  ['/admin/manufacturer/utilities/upload_logos', 'Upload logos'],
  ['/admin/manufacturer/upload', 'Upload manufacturers'],
  ['/admin/users/invite', 'Invite users'],
]

// axe is injected as a script; the app's strict CSP would refuse it
test.use({ bypassCSP: true })

test('admin pages have no serious accessibility violations', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000)
  await signIn(page)
  for (const [address, heading] of pages) {
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByTestId('list-skeleton')).toHaveCount(0)
    expect(await seriousViolations(page), `axe on ${address}`).toEqual([])
  }
  expect(consoleErrors).toEqual([])
})
