import { ACCOUNT_TEXTS } from '@utsab/shared/texts'
import { expect, expectAccessible, test } from './fixtures'

for (const path of ['/', '/service', '/services/venue', '/contact']) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectAccessible(page)
  })
}

test('the reminder to verify an email address fits a 360 px screen, its button within reach', async ({ page, createUser, loginAs }) => {
  await loginAs(await createUser({ verified: false }))
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Email verification' })
  await expect(banner.getByRole('button', { name: ACCOUNT_TEXTS.resendVerification })).toBeInViewport()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectAccessible(page)
})

test('the mobile menu opens and leads to a service list', async ({ page }) => {
  await page.goto('/')
  const menuButton = page.getByRole('button', { name: /menu/i })
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await menuButton.click()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('link', { name: 'Venue' }).first().click()
  await expect(page).toHaveURL('/services/venue')
})
