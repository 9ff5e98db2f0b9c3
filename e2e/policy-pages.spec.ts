import type { Page } from '@playwright/test'
import { ADVANCE_PERCENT_RANGE, BALANCE_DUE_DAYS_BEFORE, CANCELLATION_POLICIES, CANCELLATION_REFUNDS } from '@utsab/shared/booking-money'
import { COSTUME_DELIVERY_CHARGE_BDT } from '@utsab/shared/constants'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { expect, expectAccessibleInBothThemes, formatDate, formatMoney, test, whenHydrated } from './fixtures'
import { bn, en } from './support/i18n'

/*
 * Issue 17: the policy pages, in English and in Bangla, reached from the footer's Help list. Every expected word
 * comes from the catalogs (the `legal` namespace), every number from the rule it describes.
 */

const say = { en, bn }
const prefix = { en: '', bn: '/bn' }
const LAST_UPDATED = '2026-11-26'

/** Each page: its footer link, its address, its heading and one sentence only it says. */
const PAGES: {
  footer: TMessageKey
  path: string
  heading: TMessageKey
  sentence: (locale: TLocale) => string
}[] = [
  { footer: 'footer.terms', path: '/terms', heading: 'legal.page.terms', sentence: (l) => say[l]('legal.terms.about.marketplace') },
  { footer: 'footer.privacy', path: '/privacy', heading: 'legal.page.privacy', sentence: (l) => say[l]('legal.privacy.summary.text') },
  { footer: 'footer.refund', path: '/refund-policy', heading: 'legal.page.refund', sentence: (l) => say[l]('legal.refund.summary.text') },
  {
    footer: 'footer.delivery',
    path: '/delivery',
    heading: 'legal.page.delivery',
    // With the delivery charge written the language's way (Bengali digits and the taka sign in Bangla).
    sentence: (l) => say[l]('legal.delivery.costumes.charge', { deliveryCharge: formatMoney(COSTUME_DELIVERY_CHARGE_BDT, l) }),
  },
  { footer: 'footer.support', path: '/support', heading: 'legal.page.support', sentence: (l) => say[l]('legal.support.answer.time') },
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const heading = (page: Page, locale: TLocale, key: TMessageKey) => page.getByRole('heading', { level: 1, name: say[locale](key) })

for (const locale of ['en', 'bn'] as const) {
  for (const policy of PAGES) {
    test(`${locale}: the footer leads to ${policy.path}, which says what it is, when it changed, and passes axe in both themes`, async ({
      page,
    }) => {
      await page.goto(`${prefix[locale]}/contact`)
      const footer = page.getByRole('contentinfo')
      await (await whenHydrated(footer.getByRole('link', { name: say[locale](policy.footer), exact: true }))).click()
      await expect(page).toHaveURL(`${prefix[locale]}${policy.path}`)
      await expect(heading(page, locale, policy.heading)).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(say[locale](policy.heading))} · `))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)

      const main = page.getByRole('main')
      await expect(main.getByText(say[locale]('legal.common.lastUpdated', { date: formatDate(LAST_UPDATED, locale) }))).toBeVisible()
      await expect(main.getByText(say[locale]('legal.common.plainLanguage'))).toBeVisible()
      await expect(main.getByText(policy.sentence(locale), { exact: true })).toBeAttached()
      // The other policy pages are one click away, in the same language.
      const more = main.getByRole('navigation', { name: say[locale]('legal.common.otherPages') })
      await expect(more.getByRole('link')).toHaveCount(PAGES.length - 1)
      for (const other of PAGES.filter((candidate) => candidate !== policy))
        await expect(more.getByRole('link', { name: say[locale](other.heading) })).toHaveAttribute('href', `${prefix[locale]}${other.path}`)

      await expectAccessibleInBothThemes(page)
    })
  }
}

/** A tier's refund in words, as the booking pages write it. */
const refundWords = (locale: TLocale, percent: number) =>
  percent >= 100
    ? say[locale]('orders.policy.fullRefund')
    : percent <= 0
      ? say[locale]('orders.policy.noRefund')
      : say[locale]('orders.policy.partRefund', { percent })

for (const locale of ['en', 'bn'] as const) {
  test(`${locale}: the refund policy lists the three cancellation policies with every tier the server refunds by`, async ({ page }) => {
    await page.goto(`${prefix[locale]}/refund-policy`)
    const section = page.getByRole('region', { name: say[locale]('legal.refund.policies.heading') })
    for (const policy of CANCELLATION_POLICIES) {
      const tiers = CANCELLATION_REFUNDS[policy]
      const card = section.getByRole('region', { name: say[locale](`orders.policy.${policy}`), exact: true })
      const items = card.getByRole('listitem')
      await expect(items).toHaveCount(tiers.length)
      for (const [index, tier] of tiers.entries()) await expect(items.nth(index)).toContainText(refundWords(locale, tier.percent))
      // The first tier starts at its days before the event and has no upper end.
      await expect(items.first()).toContainText(say[locale]('orders.policy.atLeast', { days: tiers[0]!.daysBefore }))
    }
  })
}

test('the table of contents leads to each section of a long page', async ({ page }) => {
  await page.goto('/terms')
  const contents = page.getByRole('navigation', { name: en('legal.common.contents') })
  await (await whenHydrated(contents.getByRole('link', { name: en('legal.terms.law.heading'), exact: true }))).click()
  await expect(page).toHaveURL('/terms#law')
  await expect(page.getByRole('heading', { level: 2, name: en('legal.terms.law.heading'), exact: true })).toBeInViewport()
})

test('the support page answers common questions, opening each on demand', async ({ page }) => {
  await page.goto('/support')
  const question = page.getByText(en('legal.support.faq.advance.q'), { exact: true })
  const answer = page.getByText(
    en('legal.support.faq.advance.a', {
      advanceMin: ADVANCE_PERCENT_RANGE.min,
      advanceMax: ADVANCE_PERCENT_RANGE.max,
      balanceDays: BALANCE_DUE_DAYS_BEFORE,
    }),
  )
  await expect(answer).toBeHidden()
  await question.click()
  await expect(answer).toBeVisible()
})

test("the merchant application's Privacy Policy link leads to the Privacy Policy, and the checkbox keeps its name", async ({
  page,
  loginAsRole,
}) => {
  await loginAsRole('user')
  await page.goto('/become-merchant')
  const form = page.getByRole('form', { name: en('merchants.form.title') })
  await expect(form.getByRole('checkbox', { name: en('merchants.form.agree') })).toBeVisible()
  await (await whenHydrated(form.getByRole('link', { name: en('merchants.form.agreeLink') }))).click()
  await expect(page).toHaveURL('/privacy')
  await expect(heading(page, 'en', 'legal.page.privacy')).toBeVisible()
})

test('the sitemap lists the policy pages in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const policy of PAGES) {
    expect(sitemap).toContain(`${policy.path}</loc>`)
    expect(sitemap).toContain(`/bn${policy.path}</loc>`)
  }
})
