import type { Locator } from '@playwright/test'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { plainDigits } from '@utsab/shared/format'
import { KIND_META, kindKey } from '@utsab/shared/kinds'
import { localizePath } from '@utsab/shared/i18n/locales'
import { expect, expectAccessibleInBothThemes, pageReady, test, whenHydrated } from './fixtures'
import { bn, en } from './support/i18n'

/*
 * Issue 17, real content: the home page's two plans (spec §1: Free and $39) are plans for the businesses that sell
 * on Utsab, each with its call to action; the About page says who Utsab is for, what can be booked, and how a
 * business joins. In English and in Bangla, the words read from the catalogs.
 */

const LANGUAGES = [
  { locale: 'en', t: en },
  { locale: 'bn', t: bn },
] as const

/** A plan of the home page's pricing block: the card whose heading is the plan's name. */
const planCard = (plans: Locator, name: string) =>
  plans.getByRole('listitem').filter({ has: plans.page().getByRole('heading', { level: 3, name, exact: true }) })

for (const { locale, t } of LANGUAGES) {
  const path = (to: string) => localizePath(to, locale)

  test(`${locale}: the home page offers businesses a Free and a $39 plan, each leading to its next step`, async ({ page }) => {
    await page.goto(path('/'))
    const plans = page.getByRole('region', { name: t('home.pricing.title') })
    await plans.scrollIntoViewIfNeeded()
    await expect(plans.getByText(t('home.pricing.eyebrow'), { exact: true })).toBeVisible()

    const free = planCard(plans, t('home.pricing.free.name'))
    await expect(free).toContainText(plainDigits('$0', locale))
    await expect(free).toContainText(t('home.pricing.free.period'))
    await expect(free).toContainText(t('home.pricing.free.feature4'))
    await expect(free.getByRole('link', { name: t('home.pricing.free.cta'), exact: true })).toHaveAttribute(
      'href',
      path('/become-merchant'),
    )

    const team = planCard(plans, t('home.pricing.team.name'))
    await expect(team).toContainText(plainDigits('$39', locale))
    await expect(team).toContainText(t('home.pricing.team.period'))
    await expect(team).toContainText(t('home.pricing.team.feature3'))
    const askAboutTeam = team.getByRole('link', { name: t('home.pricing.team.cta'), exact: true })
    await expect(askAboutTeam).toHaveAttribute('href', path('/contact'))
    await (await whenHydrated(askAboutTeam)).click()
    await expect(page).toHaveURL(path('/contact'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test(`${locale}: the About page leads to the four kinds and to selling, and is accessible in both themes`, async ({ page }) => {
    await page.goto(path('/about'))
    await expect(page.getByRole('heading', { level: 1, name: t('home.about.title') })).toBeVisible()
    await expect(page.getByText(t('home.about.lead'))).toBeVisible()
    const main = page.getByRole('main')

    const kinds = main.getByRole('region', { name: t('home.about.bookTitle') })
    for (const kind of LISTING_KINDS) {
      await expect(kinds.getByRole('link', { name: t(kindKey(kind, 'label')), exact: true })).toHaveAttribute(
        'href',
        path(KIND_META[kind].listPath),
      )
    }
    await expect(main.getByRole('region', { name: t('home.about.howTitle') }).getByRole('listitem')).toHaveCount(4)
    await expect(main.getByRole('link', { name: t('home.about.businessCta'), exact: true })).toHaveAttribute(
      'href',
      path('/become-merchant'),
    )
    await expect(main.getByRole('link', { name: t('home.about.contactLink'), exact: true })).toHaveAttribute('href', path('/contact'))

    await pageReady(page)
    await expectAccessibleInBothThemes(page)

    // A kind's link opens its list, in the same language.
    await kinds.getByRole('link', { name: t(kindKey('venue', 'label')), exact: true }).click()
    await expect(page).toHaveURL(path(KIND_META.venue.listPath))
    await expect(page.getByRole('heading', { level: 1, name: t(kindKey('venue', 'listHeading')) })).toBeVisible()
  })
}

test('the About page’s link to the plans lands on the pricing block', async ({ page }) => {
  await page.goto('/about')
  await pageReady(page)
  await page.getByRole('link', { name: en('home.about.plansLink') }).click()
  await expect(page).toHaveURL('/#pricing')
  await expect(page.getByRole('heading', { level: 2, name: en('home.pricing.title') })).toBeInViewport()
})

test('every footer link into the About page lands on a section of it', async ({ page }) => {
  await page.goto('/about')
  const hrefs = await page
    .getByRole('contentinfo')
    .locator('a[href^="/about#"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  for (const href of hrefs) await expect(page.locator(href.slice('/about'.length)), href).toHaveCount(1)
})
