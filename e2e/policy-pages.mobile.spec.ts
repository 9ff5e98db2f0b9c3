import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures'
import { bn, en } from './support/i18n'

/*
 * Issue 17: the policy pages on a 360 × 740 phone (the 'mobile' project): a long page of prose, its table of
 * contents, the refund tiers' cards and the questions that open in place all fit the screen.
 */

const PAGES = [
  { path: '/terms', heading: en('legal.page.terms') },
  { path: '/bn/refund-policy', heading: bn('legal.page.refund') },
  { path: '/support', heading: en('legal.page.support') },
]

for (const { path, heading } of PAGES) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeInViewport()
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
  })
}
