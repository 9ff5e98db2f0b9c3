import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { BALANCE_DUE_DAYS_BEFORE, CANCELLATION_REFUNDS, paymentPlan } from '@utsab/shared/booking-money'
import type { TFormatLocale } from '@utsab/shared/format'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TMessageValues } from '@utsab/shared/i18n/catalog'
import { detailPath } from '@utsab/shared/kinds'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { bn, en } from './support/i18n'
import {
  addDays,
  APPLICATION_PRICE_BDT,
  expect,
  expectAccessibleInBothThemes,
  formatDate,
  formatMoney,
  futureDay,
  test,
  todayInDhaka,
  whenHydrated,
} from './fixtures'

// A merchant's payment and cancellation terms, set in the edit dialog and read by a visitor before booking.

const TRANSLATE: Record<TFormatLocale, (key: TMessageKey, values?: TMessageValues) => string> = { en, bn }

const listingRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: en('merchants.listings.yours') })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })

/** The detail page's "Payment and cancellation" box, in the page's language. */
const termsOf = (page: Page, locale: TFormatLocale) => page.getByRole('region', { name: TRANSLATE[locale]('orders.terms.heading') })

/** The strict preset's two tiers as the page words them: "Cancel 60 days or more before the event: 50% back", then no refund. */
function strictTiers(locale: TFormatLocale) {
  const t = TRANSLATE[locale]
  const [first] = CANCELLATION_REFUNDS.strict
  return [
    `${t('orders.policy.atLeast', { days: first!.daysBefore })}: ${t('orders.policy.partRefund', { percent: first!.percent })}`,
    `${t('orders.policy.lessThan', { days: first!.daysBefore })}: ${t('orders.policy.noRefund')}`,
  ]
}

/** What the visitor sees of a 25 % advance and strict refunds once `eventDate` is chosen. */
async function expectTerms(page: Page, locale: TFormatLocale, eventDate: string) {
  const t = TRANSLATE[locale]
  const today = todayInDhaka()
  const plan = paymentPlan(APPLICATION_PRICE_BDT, 25, eventDate, today)
  const amounts = { percent: 25, advance: formatMoney(plan.advance, locale), balance: formatMoney(plan.balance, locale) }
  const terms = termsOf(page, locale)
  await expect(
    terms.getByText(
      t('orders.terms.advanceBy', { ...amounts, days: BALANCE_DUE_DAYS_BEFORE, dueOn: formatDate(plan.balanceDueOn!, locale) }),
    ),
  ).toBeVisible()
  await expect(terms).toContainText(t('orders.terms.policy', { name: t('orders.policy.strict') }))
  await expect(terms.getByRole('list', { name: t('orders.policy.tiers') }).getByRole('listitem')).toHaveText(strictTiers(locale))
}

test('a merchant asks 25% in advance with strict refunds; a visitor reads both before booking, in English and in Bangla', async ({
  page,
  createUser,
  loginAs,
  firstListing,
}) => {
  test.slow()
  // The page's list below is written for a preset of two tiers (some refund, then none).
  expect(CANCELLATION_REFUNDS.strict.map((tier) => tier.percent > 0)).toEqual([true, false])
  // The accepted application becomes the agency's first listing, named after it, at the application's price.
  const agencyName = `Chhad Hall ${randomUUID().slice(0, 8)}`
  const merchant = await createUser({ role: 'merchant', application: { businessCategory: 'venue', agencyName } })
  await loginAs(merchant)

  await page.goto('/dashboard/add-costumes')
  // A new listing starts on the server's defaults: the whole price at booking, moderate refunds.
  const addForm = page.getByRole('form', { name: en('merchants.add.title') })
  await expect(addForm.getByLabel(en('merchants.field.advancePercent'))).toHaveValue('100')
  await expect(addForm.getByLabel(en('merchants.field.cancellationPolicy'))).toHaveValue('moderate')

  const row = listingRow(page, agencyName)
  await (await whenHydrated(row.getByRole('button', { name: en('merchants.listings.edit', { name: agencyName }) }))).click()
  const dialog = page.getByRole('dialog', { name: en('merchants.edit.title', { name: agencyName }) })
  const advance = dialog.getByLabel(en('merchants.field.advancePercent'))
  const policy = dialog.getByLabel(en('merchants.field.cancellationPolicy'))
  await expect(advance).toHaveValue('100')
  await expect(policy).toHaveValue('moderate')
  await advance.fill('25')
  await policy.selectOption('strict')
  await expectAccessibleInBothThemes(page)
  await dialog.getByRole('button', { name: en('merchants.edit.save') }).click()
  await expect(page.getByRole('alert').filter({ hasText: en('merchants.listings.updated') })).toBeVisible()
  await expect(dialog).toBeHidden()

  // Kept: the dialog opens on the new terms.
  await row.getByRole('button', { name: en('merchants.listings.edit', { name: agencyName }) }).click()
  await expect(advance).toHaveValue('25')
  await expect(policy).toHaveValue('strict')
  await dialog.getByRole('button', { name: en('merchants.edit.cancel') }).click()
  await expect(dialog).toBeHidden()

  const answer = await page.request.get('/api/merchant/listings')
  const listing = ((await answer.json()) as { data: TListing[] }).data.find((candidate) => candidate.name === agencyName)
  if (!listing) throw new Error(`The merchant's listing ${agencyName} is not in their list`)
  expect(listing).toMatchObject({ price: APPLICATION_PRICE_BDT, advancePercent: 25, cancellationPolicy: 'strict' })

  // An anonymous visitor, before choosing a date: the share and the amounts, and the strict tiers.
  await page.context().clearCookies()
  const path = detailPath('venue', listing.id)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: agencyName })).toBeVisible()
  const farAhead = paymentPlan(APPLICATION_PRICE_BDT, 25, addDays(todayInDhaka(), 60), todayInDhaka())
  await expect(
    termsOf(page, 'en').getByText(
      en('orders.terms.advance', {
        percent: 25,
        advance: formatMoney(farAhead.advance),
        balance: formatMoney(farAhead.balance),
        days: BALANCE_DUE_DAYS_BEFORE,
      }),
    ),
  ).toBeVisible()
  await expect(
    termsOf(page, 'en')
      .getByRole('list', { name: en('orders.policy.tiers') })
      .getByRole('listitem'),
  ).toHaveText(strictTiers('en'))
  await expectAccessibleInBothThemes(page)

  // With a date chosen (carried in ?date=, as from the login page), the balance's due date is named.
  const eventDate = futureDay()
  await page.goto(`${path}?date=${eventDate}`)
  await expectTerms(page, 'en', eventDate)

  // The same in Bangla: Bengali digits, the taka sign and Bangla month names.
  await page.goto(`/bn${path}?date=${eventDate}`)
  await expectTerms(page, 'bn', eventDate)
  await expectAccessibleInBothThemes(page)

  // Costumes are paid in full and have no such terms.
  const costume = await firstListing('costume')
  await page.goto(detailPath('costume', costume.id))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(termsOf(page, 'en')).toHaveCount(0)
})
