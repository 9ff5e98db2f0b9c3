import { KIND_META, kindKey } from '@utsab/shared/kinds'
import { expect, pageReady, test, whenHydrated } from './fixtures'
import { en } from './support/i18n'

/*
 * Issue 17, real content: the home page's two plans and the About page. What they say in English and in Bangla, and
 * where their links point, is apps/server/test/pages/about-and-plans.test.ts's; axe reads both pages in
 * accessibility.spec.ts. Here the links are followed in a browser.
 */

test('the plans, the About page and its links lead where they say, in the browser', async ({ page }) => {
  // The $39 plan's call to action opens the contact page.
  await page.goto('/')
  const plans = page.getByRole('region', { name: en('home.pricing.title') })
  const askAboutTeam = plans.getByRole('link', { name: en('home.pricing.team.cta'), exact: true })
  await askAboutTeam.scrollIntoViewIfNeeded()
  await (await whenHydrated(askAboutTeam)).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The About page's link to the plans lands on the pricing block.
  await page.goto('/about')
  await pageReady(page)
  await page.getByRole('link', { name: en('home.about.plansLink') }).click()
  await expect(page).toHaveURL('/#pricing')
  await expect(page.getByRole('heading', { level: 2, name: en('home.pricing.title') })).toBeInViewport()

  // A kind's link opens its list.
  await page.goto('/about')
  await pageReady(page)
  const kinds = page.getByRole('main').getByRole('region', { name: en('home.about.bookTitle') })
  await kinds.getByRole('link', { name: en(kindKey('venue', 'label')), exact: true }).click()
  await expect(page).toHaveURL(KIND_META.venue.listPath)
  await expect(page.getByRole('heading', { level: 1, name: en(kindKey('venue', 'listHeading')) })).toBeVisible()
})
