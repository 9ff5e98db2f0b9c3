import type { Page } from '@playwright/test'
import { ADVANCE_PERCENT_RANGE, BALANCE_DUE_DAYS_BEFORE } from '@utsab/shared/booking-money'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { expect, expectAccessibleInBothThemes, test, whenHydrated } from './fixtures'
import { bn, en } from './support/i18n'

/*
 * Issue 17: the policy pages, in English and in Bangla, reached from the footer's Help list. What each page says
 * (its heading, title, last change, its own sentence, the links to the others, the refund tiers) is a page test's:
 * apps/server/test/pages/policy-pages.test.ts.
 */

const say = { en, bn }
const prefix = { en: '', bn: '/bn' }

/** Each page: its footer link, its address and its heading. */
const PAGES: { footer: TMessageKey; path: string; heading: TMessageKey }[] = [
  { footer: 'footer.terms', path: '/terms', heading: 'legal.page.terms' },
  { footer: 'footer.privacy', path: '/privacy', heading: 'legal.page.privacy' },
  { footer: 'footer.refund', path: '/refund-policy', heading: 'legal.page.refund' },
  { footer: 'footer.delivery', path: '/delivery', heading: 'legal.page.delivery' },
  { footer: 'footer.support', path: '/support', heading: 'legal.page.support' },
]

const heading = (page: Page, locale: TLocale, key: TMessageKey) => page.getByRole('heading', { level: 1, name: say[locale](key) })

for (const locale of ['en', 'bn'] as const) {
  test(`${locale}: the footer leads to each policy page, which passes axe in both themes`, async ({ page }) => {
    // Five pages read twice each: three times the usual time.
    test.slow()
    for (const policy of PAGES) {
      await page.goto(`${prefix[locale]}/contact`)
      const footer = page.getByRole('contentinfo')
      await (await whenHydrated(footer.getByRole('link', { name: say[locale](policy.footer), exact: true }))).click()
      await expect(page).toHaveURL(`${prefix[locale]}${policy.path}`)
      await expect(heading(page, locale, policy.heading)).toBeVisible()
      await expectAccessibleInBothThemes(page)
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
