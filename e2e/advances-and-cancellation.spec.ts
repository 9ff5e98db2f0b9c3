import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { BALANCE_DUE_DAYS_BEFORE, paymentPlan } from '@utsab/shared/booking-money'
import { plainDigits } from '@utsab/shared/format'
import { detailPath, kindKey } from '@utsab/shared/kinds'
import type { TCancellationQuote, TOrder } from '@utsab/shared/schemas/orders'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { bn, en } from './support/i18n'
import { fillBookingDetails } from './support/booking'
import { bookingRow, factOf, payByCard, toast, venueWithTerms } from './support/advances'
import { payByBkash } from './support/gateways'
import {
  addDays as addDaysTo,
  APPLICATION_PRICE_BDT,
  bookingApi,
  clickWhenHydrated,
  expect,
  expectAccessible,
  expectAccessibleInBothThemes,
  formatDate,
  formatMoney,
  mailbox,
  pageStatusError,
  test,
  todayInDhaka,
} from './fixtures'

// A dated booking paid in two parts (an advance that confirms it, by bKash, then the balance, by card) and cancelled with the
// refund its policy gives: by its customer, in English and in Bangla, and by its merchant with a reason.

/** 25 % of the application's price: what every booking here asks at booking, and what comes back from a cancellation 30+ days ahead. */
const ADVANCE_PERCENT = 25

const plan = (eventDate: string) => paymentPlan(APPLICATION_PRICE_BDT, ADVANCE_PERCENT, eventDate, todayInDhaka())

async function orderOf(page: Page, id: string) {
  const answer = await page.request.get(`/api/orders/${id}`)
  expect(answer.ok()).toBe(true)
  return (await answer.json()) as TOrder
}

test('a customer pays a venue’s advance by bKash, then its balance by card; another date is cancelled for the whole advance back', async ({
  page,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  // The merchant asks 25 % at booking, with moderate refunds, in the listing's edit dialog.
  const agencyName = `Shapla Hall ${randomUUID().slice(0, 8)}`
  const merchant = await createUser({ role: 'merchant', application: { businessCategory: 'venue', agencyName } })
  await loginAs(merchant)
  await page.goto('/dashboard/add-costumes')
  const listingRow = page
    .getByRole('table', { name: en('merchants.listings.yours') })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: agencyName }) })
  await clickWhenHydrated(listingRow.getByRole('button', { name: en('merchants.listings.edit', { name: agencyName }) }))
  const editDialog = page.getByRole('dialog', { name: en('merchants.edit.title', { name: agencyName }) })
  await editDialog.getByLabel(en('merchants.field.advancePercent')).fill(String(ADVANCE_PERCENT))
  await editDialog.getByLabel(en('merchants.field.cancellationPolicy')).selectOption('moderate')
  await editDialog.getByRole('button', { name: en('merchants.edit.save') }).click()
  await expect(toast(page, en('merchants.listings.updated'))).toBeVisible()
  const listings = (await (await page.request.get('/api/merchant/listings')).json()) as { data: TListing[] }
  const listing = listings.data.find((candidate) => candidate.name === agencyName)!
  expect(listing).toMatchObject({ advancePercent: ADVANCE_PERCENT, cancellationPolicy: 'moderate' })

  // A customer books a date about two months ahead and pays the advance through bKash with the test wallet.
  await page.context().clearCookies()
  await loginAs(await createUser({ name: 'Nusrat Jahan' }))
  const today = todayInDhaka()
  const firstDate = addDaysTo(today, 60)
  const first = plan(firstDate)
  const firstDueOn = formatDate(first.balanceDueOn!)
  expect(first.balanceDueOn).toBe(addDaysTo(firstDate, -BALANCE_DUE_DAYS_BEFORE))
  await page.goto(`${detailPath('venue', listing.id)}?date=${firstDate}`)
  await fillBookingDetails(page, listing)
  await clickWhenHydrated(page.getByRole('button', { name: en(kindKey('venue', 'orderAction')), exact: true }))
  await expect(page).toHaveURL('/orders')
  const [booked] = ((await (await page.request.get('/api/order')).json()) as { data: TOrder[] }).data.filter(
    (order) => order.listingId === listing.id,
  )
  expect(booked).toMatchObject({ status: 'pending', advance: first.advance, balance: first.balance, balanceDueOn: first.balanceDueOn })
  const row = bookingRow(page, booked!.number)
  await clickWhenHydrated(row.getByRole('link', { name: en('orders.pay'), exact: true }))
  await expect(page).toHaveURL(`/payment/${booked!.id}`)

  const advanceSummary = page.getByRole('region', { name: en('payments.advance.heading') })
  await expect(
    advanceSummary.getByText(
      en('payments.advance.explain', { advance: formatMoney(first.advance), balance: formatMoney(first.balance), dueOn: firstDueOn }),
    ),
  ).toBeVisible()
  await expect(advanceSummary.getByText(en('payments.ofTotal', { total: formatMoney(APPLICATION_PRICE_BDT) }))).toBeVisible()
  await expect(advanceSummary.getByText(formatMoney(first.advance), { exact: true })).toHaveCount(2)
  await expectAccessible(page)
  await payByBkash(page, first.advance)
  // The spec's message and bKash's transaction id, then when the balance is due.
  await expect(page.getByText(/^Transaction id: bk_\S{4,}/)).toBeVisible()
  await expect(page.getByText(en('payments.balanceDueBy', { balance: formatMoney(first.balance), dueOn: firstDueOn }))).toBeVisible()

  // The orders say the advance is paid and when the balance is due, and offer to pay it.
  await page.goto('/orders')
  await expect(row.getByText(en('status.booking.confirmed'), { exact: true })).toBeVisible()
  await expect(row.getByText(en('orders.money.paid', { amount: formatMoney(first.advance) }), { exact: true })).toBeVisible()
  await expect(
    row.getByText(en('orders.money.balanceDue', { balance: formatMoney(first.balance), dueOn: firstDueOn }), { exact: true }),
  ).toBeVisible()
  await expect(row.getByRole('button', { name: en('orders.cancel') })).toHaveCount(0)
  await expectAccessibleInBothThemes(page)

  await clickWhenHydrated(row.getByRole('link', { name: en('orders.payBalance'), exact: true }))
  await expect(page).toHaveURL(`/payment/${booked!.id}`)
  const balanceSummary = page.getByRole('region', { name: en('payments.balance.heading') })
  await expect(
    balanceSummary.getByText(en('payments.balance.explain', { event: agencyName, paid: formatMoney(first.advance), dueOn: firstDueOn })),
  ).toBeVisible()
  await expect(balanceSummary.getByText(formatMoney(first.balance), { exact: true })).toHaveCount(2)
  await expectAccessible(page)
  // The balance by card.
  await payByCard(page)
  await expect(page.getByText(en('payments.paidForOne', { amount: formatMoney(first.balance) }))).toBeVisible()
  await expect(page.getByText(en('payments.balanceDueBy', { balance: formatMoney(first.balance), dueOn: firstDueOn }))).toHaveCount(0)

  await page.goto('/orders')
  await expect(row.getByText(en('status.booking.paid'), { exact: true })).toHaveCount(1)
  await expect(row.getByRole('link', { name: en('orders.payBalance') })).toHaveCount(0)
  expect(await orderOf(page, booked!.id)).toMatchObject({ status: 'paid', paid: true, amountPaid: APPLICATION_PRICE_BDT })

  // Another date, its advance paid; the customer cancels it on its page, more than 30 days ahead: all of it comes back.
  const secondDate = addDaysTo(today, 61)
  const second = plan(secondDate)
  const api = bookingApi(page.request, baseURL)
  const order = await api.placeBooking(listing, secondDate)
  await api.pay(order)
  await page.goto(`/orders/${order.id}`)
  const payment = page.getByRole('region', { name: en('orders.detail.payment') })
  await expect(payment.getByText(en('status.booking.confirmed'), { exact: true })).toBeVisible()
  await expect(factOf(payment, en('orders.detail.advance'))).toHaveText(formatMoney(second.advance))
  await expect(factOf(payment, en('orders.detail.paidSoFar'))).toHaveText(formatMoney(second.advance))
  await expect(factOf(payment, en('orders.detail.balance'))).toHaveText(
    `${formatMoney(second.balance)} · ${en('orders.detail.dueBy', { dueOn: formatDate(second.balanceDueOn!) })}`,
  )
  await expect(payment.getByText(en('orders.terms.policy', { name: en('orders.policy.moderate') }))).toBeVisible()
  await expect(payment.getByRole('list', { name: en('orders.policy.tiers') }).getByRole('listitem')).toHaveCount(3)
  await expect(payment.getByRole('link', { name: en('orders.payBalance') })).toBeVisible()

  await clickWhenHydrated(payment.getByRole('button', { name: en('orders.refundCancel.open') }))
  const dialog = page.getByRole('dialog', { name: en('orders.refundCancel.title', { number: String(order.number) }) })
  await expect(dialog.getByText(en('orders.refundCancel.refund', { amount: formatMoney(second.advance), percent: 100 }))).toBeVisible()
  await expect(dialog.getByRole('definition')).toHaveText(formatMoney(second.advance))
  await expect(dialog.getByRole('list', { name: en('orders.policy.tiers') })).toBeVisible()
  // The safe answer has the focus.
  await expect(dialog.getByRole('button', { name: en('orders.refundCancel.keep') })).toBeFocused()
  await expectAccessibleInBothThemes(page)

  await dialog.getByRole('button', { name: en('orders.refundCancel.confirm') }).click()
  await expect(toast(page, en('orders.refundCancel.done', { amount: formatMoney(second.advance) }))).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(payment.getByText(en('status.booking.cancelled'), { exact: true })).toBeVisible()
  await expect(factOf(payment, en('orders.detail.refunded'))).toHaveText(formatMoney(second.advance))
  await expect(page.getByRole('button', { name: en('orders.refundCancel.open') })).toHaveCount(0)
  await expect(payment.getByRole('link', { name: en('orders.payBalance') })).toHaveCount(0)
  expect(await orderOf(page, order.id)).toMatchObject({ status: 'cancelled', refund: second.advance })
  await expectAccessible(page)

  // Its date is free again, and the customer's list no longer holds it; the paid one stays.
  await page.goto('/orders')
  await expect(bookingRow(page, order.number)).toHaveCount(0)
  await expect(row).toHaveCount(1)
})

test.describe('the refund changes while the dialog is open', () => {
  // The browser logs the 409 the dialog acts on.
  test.use({ allowedConsoleErrors: [pageStatusError(409)] })

  test('in Bangla: the cancel dialog, the server’s word on a changed refund, and the cancelled booking', async ({
    page,
    baseURL,
    playwright,
    createUser,
    loginAs,
  }) => {
    const { listing } = await venueWithTerms({ playwright, baseURL, createUser }, { advancePercent: ADVANCE_PERCENT, policy: 'moderate' })
    await loginAs(await createUser({ name: 'Farhana Akter' }))
    const eventDate = addDaysTo(todayInDhaka(), 45)
    const terms = plan(eventDate)
    const api = bookingApi(page.request, baseURL)
    const order = await api.placeBooking(listing, eventDate)
    await api.pay(order)

    // The quote shown first is older than the server's (as if the day had turned since): half of the advance.
    const stale = Math.floor(terms.advance / 2)
    await page.route(
      `**/api/orders/${order.id}/cancellation`,
      async (route) => {
        const quote = (await (await route.fetch()).json()) as TCancellationQuote
        await route.fulfill({ json: { ...quote, refund: stale, refundPercent: 50 } })
      },
      { times: 1 },
    )

    await page.goto(`/bn/orders/${order.id}`)
    const money = (amount: number) => formatMoney(amount, 'bn')
    const payment = page.getByRole('region', { name: bn('orders.detail.payment') })
    await expect(payment.getByText(bn('status.booking.confirmed'), { exact: true })).toBeVisible()
    await expect(payment.getByText(bn('orders.terms.policy', { name: bn('orders.policy.moderate') }))).toBeVisible()
    await clickWhenHydrated(payment.getByRole('button', { name: bn('orders.refundCancel.open') }))
    const dialog = page.getByRole('dialog', { name: bn('orders.refundCancel.title', { number: plainDigits(order.number, 'bn') }) })
    await expect(dialog.getByText(bn('orders.refundCancel.refund', { amount: money(stale), percent: 50 }))).toBeVisible()
    await expect(dialog.getByText(bn('orders.refundCancel.amountPaid'))).toBeVisible()
    await expect(dialog.getByRole('definition')).toHaveText(money(terms.advance))
    await expect(dialog.getByText(bn('orders.refundCancel.final'))).toBeVisible()
    await expectAccessibleInBothThemes(page)

    // The server refuses the old amount in Bangla; the dialog reads the refund again and stays open on it.
    await dialog.getByRole('button', { name: bn('orders.refundCancel.confirm') }).click()
    await expect(dialog.getByRole('alert')).toHaveText(bn('errors.refundChanged', { refund: money(terms.advance), expected: money(stale) }))
    await expect(dialog.getByText(bn('orders.refundCancel.refund', { amount: money(terms.advance), percent: 100 }))).toBeVisible()

    await dialog.getByRole('button', { name: bn('orders.refundCancel.confirm') }).click()
    await expect(toast(page, bn('orders.refundCancel.done', { amount: money(terms.advance) }))).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(payment.getByText(bn('status.booking.cancelled'), { exact: true })).toBeVisible()
    await expect(factOf(payment, bn('orders.detail.refunded'))).toHaveText(money(terms.advance))
    expect(await orderOf(page, order.id)).toMatchObject({ status: 'cancelled', refund: terms.advance })
  })
})

test('a merchant cancels a confirmed booking with a reason; the customer gets back everything they paid', async ({
  page,
  baseURL,
  playwright,
  createUser,
  loginAs,
}) => {
  const { merchant, listing } = await venueWithTerms(
    { playwright, baseURL, createUser },
    { advancePercent: ADVANCE_PERCENT, policy: 'strict' },
  )
  const customer = await createUser({ name: 'Shakil Ahmed' })
  await loginAs(customer)
  const eventDate = addDaysTo(todayInDhaka(), 20)
  const terms = plan(eventDate)
  const api = bookingApi(page.request, baseURL)
  const order = await api.placeBooking(listing, eventDate)
  await api.pay(order)

  await page.context().clearCookies()
  await loginAs(merchant)
  await page.goto('/dashboard/my-bookings')
  const row = bookingRow(page, order.number)
  await expect(row.getByText(en('status.booking.confirmed'), { exact: true })).toBeVisible()
  await expect(row).toContainText(en('orders.money.paid', { amount: formatMoney(terms.advance) }))
  await clickWhenHydrated(
    row.getByRole('button', {
      name: `${en('merchants.bookings.cancel')} ${en('merchants.bookings.cancelHidden', { number: String(order.number) })}`,
    }),
  )

  const dialog = page.getByRole('dialog', { name: en('merchants.bookings.cancelTitle', { number: String(order.number) }) })
  // Strict would give the customer nothing back 20 days ahead; a merchant's cancellation gives back all of it.
  await expect(dialog.getByText(en('merchants.bookings.refundAll', { amount: formatMoney(terms.advance) }))).toBeVisible()
  const reason = dialog.getByLabel(en('merchants.bookings.reason'))
  await expect(reason).toBeFocused()
  await dialog.getByRole('button', { name: en('merchants.bookings.confirm') }).click()
  await expect(dialog.getByText(en('validation.reason.min'))).toBeVisible()
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  await expectAccessibleInBothThemes(page)

  const why = 'The hall is closed for repairs that week.'
  await reason.fill(why)
  await dialog.getByRole('button', { name: en('merchants.bookings.confirm') }).click()
  await expect(
    toast(
      page,
      en('merchants.bookings.cancelled', { number: String(order.number), amount: formatMoney(terms.advance), name: customer.name }),
    ),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row.getByText(en('status.booking.cancelled'), { exact: true })).toBeVisible()
  await expect(row).toContainText(
    en('orders.refund.line', { amount: formatMoney(terms.advance), state: en('orders.refund.state.succeeded') }),
  )
  await expect(row.getByRole('button', { name: new RegExp(en('merchants.bookings.cancel')) })).toHaveCount(0)

  // The customer is told, with the merchant's reason.
  const mail = await mailbox.waitForMessage(customer.email, en('emails.cancelled.subject', { number: String(order.number) }))
  expect(mail.text).toContain(why)
  expect(await orderOf(page, order.id)).toMatchObject({ status: 'cancelled', refund: terms.advance })
})
