import { ACCOUNT_TEXTS, TEXTS } from '@utsab/shared/texts'
import { expect, expectAccessible, expectNoSidewaysScroll, listingCards, test, whenHydrated } from './fixtures'

// Every page fitting a 360 px screen without sideways scrolling, with axe at that size, is phone-pages.mobile.spec.ts's.

test('the reminder to verify an email address fits a 360 px screen, its button within reach', async ({ page, createUser, loginAs }) => {
  await loginAs(await createUser({ verified: false }))
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Email verification' })
  await expect(banner.getByRole('button', { name: ACCOUNT_TEXTS.resendVerification })).toBeInViewport()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
})

test('the mobile menu opens and leads to a service list, tapped before the page has woken up too', async ({ page }) => {
  // The page's scripts are held on the network until the menu has been tapped: the tap comes before hydration.
  let release = () => {}
  const tapped = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await tapped
    await route.continue()
  })
  await page.goto('/')
  const menuButton = page.getByRole('button', { name: /menu/i })
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await menuButton.click()
  release()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('link', { name: 'Venue' }).first().click()
  await expect(page).toHaveURL('/services/venue')
})

test('on a phone the results come first: the filters fold behind a Filters button that counts the active ones', async ({ page }) => {
  // (Not minRating: the demo venues have no verified reviews yet, so a rating filter would leave no card to see.)
  await page.goto('/services/venue?district=Khulna&minPrice=1000')
  const toggle = page.getByRole('button', { name: /^Filters/ })
  await expect(toggle).toHaveAccessibleName('Filters, 2 active')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const filters = page.getByRole('search', { name: 'Filter listings' })
  await expect(filters).toBeHidden()
  await expect(listingCards(page).first()).toBeInViewport()

  await (await whenHydrated(toggle)).click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(filters).toBeVisible()
  await expect(filters.getByLabel('District')).toHaveValue('Khulna')
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)

  // Min above max: said under the field, the panel stays open, nothing is lost.
  await filters.getByLabel('Min price (BDT)').fill('90000')
  await filters.getByLabel('Max price (BDT)').fill('100')
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(filters.getByText('Maximum price must be at least the minimum price')).toBeVisible()
  await expect(page).toHaveURL('/services/venue?district=Khulna&minPrice=1000')

  // A good range applies, folds the panel and leaves the focus on its button above the results.
  await filters.getByLabel('Max price (BDT)').fill('300000')
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/minPrice=90000&maxPrice=300000/)
  await expect(toggle).toHaveAccessibleName('Filters, 3 active')
  await expect(filters).toBeHidden()
  await expect(toggle).toBeFocused()
})

test('on a phone the account menu and the mobile menu both offer the account entries', async ({ page, createUser, loginAs }) => {
  const user = await createUser({ role: 'merchant', name: 'Sadia Noor' })
  await loginAs(user)
  await page.goto('/')
  const header = page.getByRole('banner')
  const account = await whenHydrated(header.getByRole('button', { name: 'Account: Sadia Noor' }))
  await account.click()
  const menu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`)
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'My bookings', 'Your account', 'Cart'])
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeInViewport({ ratio: 1 })
  await expectNoSidewaysScroll(page)
  await page.keyboard.press('Escape')

  const menuButton = header.getByRole('button', { name: 'Menu' })
  await menuButton.click()
  const mobile = page.getByRole('navigation', { name: 'Mobile' })
  await expect(mobile).toContainText('Sadia Noor')
  await expect(mobile.getByRole('link', { name: 'My bookings' })).toBeVisible()
  await expect(mobile.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(mobile.getByRole('link', { name: 'Cart' })).toBeVisible()
  await mobile.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.loggedOut })).toBeVisible()
  await expect(header.getByRole('button', { name: /^Account: / })).toHaveCount(0)
})
