import type { Locator } from '@playwright/test'
import { plainDigits } from '@utsab/shared/format'
import { expect, expectNoSidewaysScroll, pageReady, test } from './fixtures'
import { bn } from './support/i18n'

/*
 * The plans and the About page on a 360 × 740 phone, in Bangla (the longer texts): nothing sticks out sideways,
 * and every call to action lies inside the screen.
 */

/** The element lies across the screen's width, neither cut at the left nor at the right. */
async function expectInsideTheWidth(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  const width = target.page().viewportSize()!.width
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width)
}

test('in Bangla on a phone: both plans and their calls to action fit the screen', async ({ page }) => {
  await page.goto('/bn')
  await pageReady(page)
  const plans = page.getByRole('region', { name: bn('home.pricing.title') })
  await expect(plans.getByText(plainDigits('$39', 'bn'))).toBeVisible()
  await expectInsideTheWidth(plans.getByRole('link', { name: bn('home.pricing.free.cta'), exact: true }))
  await expectInsideTheWidth(plans.getByRole('link', { name: bn('home.pricing.team.cta'), exact: true }))
  await expectNoSidewaysScroll(page)
})

test('in Bangla on a phone: the About page reads without sideways scrolling, down to the way to sell', async ({ page }) => {
  await page.goto('/bn/about')
  await pageReady(page)
  await expect(page.getByRole('heading', { level: 1, name: bn('home.about.title') })).toBeInViewport()
  await expectInsideTheWidth(page.getByRole('main').getByRole('link', { name: bn('home.about.businessCta'), exact: true }))
  await expectInsideTheWidth(page.getByRole('main').getByRole('link', { name: bn('home.about.contactLink'), exact: true }))
  await expectNoSidewaysScroll(page)
})
