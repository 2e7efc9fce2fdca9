import { expect, signIn, test } from '../fixtures'
import { findBusyTable, urlName } from './professional-helpers'

test.use({ viewport: { width: 375, height: 740 } })

test('at 375 px, tapping a parameter brings its values on screen', async ({ page }) => {
  await signIn(page)
  const table = await findBusyTable(page)
  await page.evaluate(() => localStorage.removeItem('omniclassConfiguration'))
  await page.goto(`/omniclass/${urlName(table.name)}`)
  const stepOne = page.getByRole('region', { name: /^Step 1/ })
  const stepTwo = page.getByRole('region', { name: /^Step 2/ })
  // the steps stack on a phone: Step 2's heading starts below the first screen
  await expect(stepTwo.getByRole('heading')).not.toBeInViewport()
  await stepOne.getByRole('button').first().click()
  const values = stepTwo.getByRole('list').first()
  await expect(values).toBeInViewport()
  await expect(values.getByRole('button').first()).toBeInViewport()
})
