import type { APIRequestContext, Page } from '@playwright/test'
import { paymentPlan } from '@utsab/shared/booking-money'
import { plainDigits, type TFormatLocale } from '@utsab/shared/format'
import type { z } from 'zod'
import type { TOrder, ZOrderPage } from '@utsab/shared/schemas/orders'
import { bookingRow, factOf, payByCard, toast, venueWithTerms } from './support/advances'
import { bn, en } from './support/i18n'
import {
  addDays,
  APPLICATION_PRICE_BDT,
  bookingApi,
  clickWhenHydrated,
  e2eEnv,
  expect,
  expectAccessibleInBothThemes,
  formatDate,
  formatMoney,
  mailbox,
  pageStatusError,
  test,
  todayInDhaka,
} from './fixtures'

// An admin settles a dispute from All bookings: the booking is cancelled and part of what was paid goes back,
// with a reason the customer reads. In English, then in Bangla.

const ADMIN = { email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD }
/** 25 % at booking: the customer has paid the advance, and the admin gives back part of it. */
const ADVANCE_PERCENT = 25
/** The admin's page size (routes/dashboard-all-bookings.tsx). */
const BOOKINGS_PAGE_SIZE = 10
const TRANSLATE = { en, bn } as const

// The browser logs the 409 the dialog shows under Amount.
test.use({ allowedConsoleErrors: [pageStatusError(409)] })

/**
 * Opens the page of All bookings that holds `order` (newest first: other tests' bookings may push it past
 * the first page, even between the look-up and the visit, so both are tried again until its row shows).
 */
async function openAllBookingsAt(page: Page, adminRequest: APIRequestContext, order: TOrder, locale: TFormatLocale) {
  const prefix = locale === 'bn' ? '/bn' : ''
  await expect(async () => {
    let pageNumber = 1
    for (;;) {
      const answer = (await (await adminRequest.get(`/api/orders?page=${pageNumber}&pageSize=${BOOKINGS_PAGE_SIZE}`)).json()) as z.infer<
        typeof ZOrderPage
      >
      if (answer.data.some((candidate) => candidate.id === order.id)) break
      if (pageNumber >= answer.totalPages) throw new Error(`Booking #${order.number} is on no page of All bookings`)
      pageNumber += 1
    }
    await page.goto(`${prefix}/dashboard/all-bookings${pageNumber > 1 ? `?page=${pageNumber}` : ''}`)
    await expect(bookingRow(page, order.number, locale)).toBeVisible({ timeout: 2_000 })
  }).toPass()
  return bookingRow(page, order.number, locale)
}

/** The Refund button of a booking's row: "Refund", and the booking's number for screen readers. */
const refundButton = (page: Page, order: TOrder, locale: TFormatLocale) => {
  const t = TRANSLATE[locale]
  const number = plainDigits(order.number, locale)
  return bookingRow(page, order.number, locale).getByRole('button', {
    name: `${t('admin.bookings.refund')} ${t('admin.bookings.refundHidden', { number })}`,
  })
}

test('an admin refunds part of a paid advance: the booking is cancelled and the customer sees the refund', async ({
  page,
  baseURL,
  playwright,
  createUser,
  loginAs,
  adminRequest,
}) => {
  test.slow()
  const { listing } = await venueWithTerms({ playwright, baseURL, createUser }, { advancePercent: ADVANCE_PERCENT, policy: 'strict' })
  const agencyName = listing.name
  // The customer books a date three weeks ahead and pays its advance by card on the payment page.
  const customer = await createUser({ name: 'Nusrat Jahan' })
  await loginAs(customer)
  const eventDate = addDays(todayInDhaka(), 21)
  const { advance } = paymentPlan(APPLICATION_PRICE_BDT, ADVANCE_PERCENT, eventDate, todayInDhaka())
  const order = await bookingApi(page.request, baseURL).placeBooking(listing, eventDate)
  await page.goto(`/payment/${order.id}`)
  await payByCard(page)

  await page.context().clearCookies()
  await loginAs(ADMIN)
  const row = await openAllBookingsAt(page, adminRequest, order, 'en')
  await expect(row.getByText(en('status.booking.confirmed'), { exact: true })).toBeVisible()
  await expect(row).toContainText(en('orders.money.paid', { amount: formatMoney(advance) }))
  await clickWhenHydrated(refundButton(page, order, 'en'))

  // The dialog names the booking, says what was paid and what follows, and offers all of it back.
  const dialog = page.getByRole('dialog', { name: en('admin.refund.title', { number: String(order.number) }) })
  await expect(dialog).toHaveAccessibleDescription(`${agencyName} · ${formatDate(eventDate)} · ${customer.name}`)
  await expect(dialog.getByRole('definition')).toHaveText(
    en('admin.refund.paidOf', { paid: formatMoney(advance), total: formatMoney(APPLICATION_PRICE_BDT) }),
  )
  await expect(dialog.getByText(en('admin.refund.cancels'))).toBeVisible()
  await expect(dialog.getByText(en('admin.refund.covered'))).toBeVisible()
  const amount = dialog.getByLabel(en('admin.refund.amount'))
  await expect(amount).toHaveValue(String(advance))
  await expect(amount).toBeFocused()
  await expect(amount).toHaveAccessibleDescription(en('admin.refund.amountHint', { paid: formatMoney(advance) }))
  await expectAccessibleInBothThemes(page)

  // More than was paid: the server's sentence lands under Amount, which takes the focus; nothing is cancelled.
  const why = 'The hall’s air conditioning failed; half of the advance back, as agreed with both sides.'
  await amount.fill(String(advance + 1))
  await dialog.getByLabel(en('admin.refund.reason')).fill(why)
  await dialog.getByRole('button', { name: en('admin.refund.submit') }).click()
  await expect(amount).toHaveAccessibleDescription(
    `${en('errors.refund.overPaid', { paid: formatMoney(advance) })} ${en('admin.refund.amountHint', { paid: formatMoney(advance) })}`,
  )
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(amount).toBeFocused()
  expect((await (await adminRequest.get(`/api/orders/${order.id}`)).json()) as TOrder).toMatchObject({ status: 'confirmed' })

  // Half of it back.
  const refund = Math.floor(advance / 2)
  await amount.fill(String(refund))
  await dialog.getByRole('button', { name: en('admin.refund.submit') }).click()
  await expect(
    toast(page, en('admin.refund.done', { number: String(order.number), amount: formatMoney(refund), name: customer.name })),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row.getByText(en('status.booking.cancelled'), { exact: true })).toBeVisible()
  await expect(row).toContainText(en('orders.refund.line', { amount: formatMoney(refund), state: en('orders.refund.state.succeeded') }))
  await expect(refundButton(page, order, 'en')).toHaveCount(0)

  // The customer is emailed the reason, and their booking's page says it is cancelled and what came back.
  const mail = await mailbox.waitForMessage(customer.email, en('emails.cancelled.subject', { number: String(order.number) }))
  expect(mail.text).toContain(why)
  await page.context().clearCookies()
  await loginAs(customer)
  await page.goto(`/orders/${order.id}`)
  const payment = page.getByRole('region', { name: en('orders.detail.payment') })
  await expect(payment.getByText(en('status.booking.cancelled'), { exact: true })).toBeVisible()
  await expect(factOf(payment, en('orders.detail.refunded'))).toHaveText(formatMoney(refund))
  expect((await (await page.request.get(`/api/orders/${order.id}`)).json()) as TOrder).toMatchObject({
    status: 'cancelled',
    amountPaid: advance,
    refund,
  })
})

test('in Bangla: the refund dialog, the server’s word on too much, and the cancelled booking', async ({
  page,
  baseURL,
  playwright,
  createUser,
  loginAs,
  adminRequest,
}) => {
  test.slow()
  const { listing } = await venueWithTerms({ playwright, baseURL, createUser }, { advancePercent: ADVANCE_PERCENT, policy: 'moderate' })
  const customer = await createUser({ name: 'Farhana Akter' })
  await loginAs(customer)
  const eventDate = addDays(todayInDhaka(), 40)
  const { advance } = paymentPlan(APPLICATION_PRICE_BDT, ADVANCE_PERCENT, eventDate, todayInDhaka())
  const order = await bookingApi(page.request, baseURL).placeBooking(listing, eventDate)
  await page.goto(`/bn/payment/${order.id}`)
  await payByCard(page, 'bn')

  await page.context().clearCookies()
  await loginAs(ADMIN)
  const money = (value: number) => formatMoney(value, 'bn')
  const number = plainDigits(order.number, 'bn')
  const row = await openAllBookingsAt(page, adminRequest, order, 'bn')
  await expect(row.getByText(bn('status.booking.confirmed'), { exact: true })).toBeVisible()
  await clickWhenHydrated(refundButton(page, order, 'bn'))

  const dialog = page.getByRole('dialog', { name: bn('admin.refund.title', { number }) })
  await expect(dialog.getByRole('definition')).toHaveText(
    bn('admin.refund.paidOf', { paid: money(advance), total: money(APPLICATION_PRICE_BDT) }),
  )
  await expect(dialog.getByText(bn('admin.refund.cancels'))).toBeVisible()
  await expect(dialog.getByText(bn('admin.refund.covered'))).toBeVisible()
  const amount = dialog.getByLabel(bn('admin.refund.amount'))
  const reason = dialog.getByLabel(bn('admin.refund.reason'))
  await expect(amount).toHaveValue(String(advance))

  // An empty amount and a short reason are asked for in Bangla before anything is sent.
  await amount.fill('')
  await reason.fill('না')
  await dialog.getByRole('button', { name: bn('admin.refund.submit') }).click()
  await expect(dialog.getByText(bn('admin.refund.amountMissing'))).toBeVisible()
  await expect(dialog.getByText(bn('validation.reason.min'))).toBeVisible()
  await expectAccessibleInBothThemes(page)

  // More than was paid: the server's own sentence, in Bangla, under the amount.
  await amount.fill(String(advance + 500))
  await reason.fill('অনুষ্ঠানের দিন হল বন্ধ ছিল, তাই পুরো অগ্রিম ফেরত।')
  await dialog.getByRole('button', { name: bn('admin.refund.submit') }).click()
  await expect(dialog.getByText(bn('errors.refund.overPaid', { paid: money(advance) }))).toBeVisible()

  await amount.fill(String(advance))
  await dialog.getByRole('button', { name: bn('admin.refund.submit') }).click()
  await expect(toast(page, bn('admin.refund.done', { number, amount: money(advance), name: customer.name }))).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row.getByText(bn('status.booking.cancelled'), { exact: true })).toBeVisible()
  await expect(row).toContainText(bn('orders.refund.line', { amount: money(advance), state: bn('orders.refund.state.succeeded') }))

  await page.context().clearCookies()
  await loginAs(customer)
  await page.goto(`/bn/orders/${order.id}`)
  const payment = page.getByRole('region', { name: bn('orders.detail.payment') })
  await expect(payment.getByText(bn('status.booking.cancelled'), { exact: true })).toBeVisible()
  await expect(factOf(payment, bn('orders.detail.refunded'))).toHaveText(money(advance))
})
