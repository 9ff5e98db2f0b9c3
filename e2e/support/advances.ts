import type { Locator, Page } from '@playwright/test'
import type { TCancellationPolicy } from '@utsab/shared/booking-money'
import { plainDigits, type TFormatLocale } from '@utsab/shared/format'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { expect, futureExpiry, GOOD_CARD, logIn, originHeader, whenHydrated } from '../fixtures'
import { bn, en } from './i18n'
import { merchantWithListing, type TMerchantDeps } from './merchant'

// Helpers of the advance-and-cancellation specs (desktop and phone): a venue paid in two parts, and the card form.

const TRANSLATE = { en, bn } as const

/**
 * A fresh merchant whose venue (the accepted application's first listing, named after the agency)
 * asks `advancePercent` at booking under `policy`, set through the API as the edit dialog does.
 */
export async function venueWithTerms(
  { playwright, baseURL, createUser }: TMerchantDeps,
  { advancePercent, policy }: { advancePercent: number; policy: TCancellationPolicy },
) {
  const { merchant, listing } = await merchantWithListing(
    { playwright, baseURL, createUser },
    { kind: 'venue', prefix: 'Kadam Hall', name: 'Rahim Uddin' },
  )
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  try {
    await logIn(request, baseURL, merchant)
    const changed = await request.patch(`/api/listings/${listing.id}`, { data: { advancePercent, cancellationPolicy: policy } })
    if (!changed.ok()) throw new Error(`Setting the terms of ${listing.name} answered ${changed.status()}: ${await changed.text()}`)
    return { merchant, listing: (await changed.json()) as TListing }
  } finally {
    await request.dispose()
  }
}

/** Pays on the payment page with the test processor's good card, in the page's language. */
export async function payByCard(page: Page, locale: TFormatLocale = 'en') {
  const t = TRANSLATE[locale]
  const form = page.getByRole('form', { name: t('payments.card.form') })
  // Typed before hydration, the values would be lost to the form library.
  await whenHydrated(form.getByLabel(t('payments.card.cvc')))
  const pay = form.getByRole('button', { name: t('payments.pay'), exact: true })
  await expect(pay).toBeEnabled()
  await form.getByLabel(t('payments.card.number')).fill(GOOD_CARD)
  await form.getByLabel(t('payments.card.expiry')).fill(futureExpiry())
  await form.getByLabel(t('payments.card.cvc')).fill('123')
  await pay.click()
  await expect(page.getByRole('heading', { name: t('payments.completed') })).toBeVisible()
}

/** A table row (or a phone card) of the booking numbered `number`, in the page's language. */
export const bookingRow = (page: Page, number: number, locale: TFormatLocale = 'en'): Locator =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({
      has: page.getByRole('link', { name: TRANSLATE[locale]('booking.number', { number: plainDigits(number, locale) }), exact: true }),
    })

/** A toast (react-toastify renders each as an alert) carrying `text`. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The value of one fact of a definition list (a booking page's "Advance", "Refunded"), by its term. */
export const factOf = (region: Locator, term: string) =>
  region
    .locator('div')
    .filter({ has: region.page().locator('dt', { hasText: new RegExp(`^${escape(term)}$`) }) })
    .getByRole('definition')
