import { paymentPlan } from '@utsab/shared/booking-money'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { bookingRow, factOf, payByCard, toast, venueWithTerms } from './support/advances'
import { bn, en } from './support/i18n'
import {
  addDays,
  APPLICATION_PRICE_BDT,
  bookingApi,
  clickWhenHydrated,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  formatDate,
  formatMoney,
  test,
  todayInDhaka,
} from './fixtures'

// At 360 × 740 (the 'mobile' project): paying a confirmed booking's balance from its card in the orders, and
// cancelling a booking with its refund in a dialog that fits the phone's screen.

const ADVANCE_PERCENT = 25

test('on a phone: a booking with its advance paid shows its balance, and Pay balance pays it', async ({
  page,
  baseURL,
  playwright,
  createUser,
  loginAs,
}) => {
  const { listing } = await venueWithTerms({ playwright, baseURL, createUser }, { advancePercent: ADVANCE_PERCENT, policy: 'moderate' })
  await loginAs(await createUser())
  const eventDate = addDays(todayInDhaka(), 50)
  const plan = paymentPlan(APPLICATION_PRICE_BDT, ADVANCE_PERCENT, eventDate, todayInDhaka())
  const api = bookingApi(page.request, baseURL)
  const order = await api.placeBooking(listing, eventDate)
  await api.pay(order)

  await page.goto('/orders')
  const card = bookingRow(page, order.number)
  await expect(card.getByText(en('status.booking.confirmed'), { exact: true })).toBeVisible()
  await expect(card).toContainText(
    en('orders.money.balanceDue', { balance: formatMoney(plan.balance), dueOn: formatDate(plan.balanceDueOn!) }),
  )
  const payBalance = card.getByRole('link', { name: en('orders.payBalance'), exact: true })
  await payBalance.scrollIntoViewIfNeeded()
  await expect(payBalance).toBeInViewport()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)

  await clickWhenHydrated(payBalance)
  await expect(page).toHaveURL(`/payment/${order.id}`)
  const summary = page.getByRole('region', { name: en('payments.balance.heading') })
  await expect(summary.getByText(formatMoney(plan.balance), { exact: true })).toHaveCount(2)
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
  await payByCard(page)
  await expect(page.getByText(en('payments.paidForOne', { amount: formatMoney(plan.balance) }))).toBeVisible()
  await expectNoSidewaysScroll(page)

  await page.goto('/orders')
  await expect(card.getByText(en('status.booking.paid'), { exact: true })).toBeVisible()
  await expect(card.getByRole('link', { name: en('orders.payBalance') })).toHaveCount(0)
})

test('on a phone: the cancel dialog fits the screen, says the refund, and cancels', async ({
  page,
  baseURL,
  playwright,
  createUser,
  loginAs,
}) => {
  const { listing } = await venueWithTerms({ playwright, baseURL, createUser }, { advancePercent: ADVANCE_PERCENT, policy: 'moderate' })
  await loginAs(await createUser())
  // 10 days ahead, moderate: half of the advance comes back.
  const eventDate = addDays(todayInDhaka(), 10)
  const plan = paymentPlan(APPLICATION_PRICE_BDT, ADVANCE_PERCENT, eventDate, todayInDhaka())
  const refund = Math.floor(plan.advance / 2)
  const api = bookingApi(page.request, baseURL)
  const order = await api.placeBooking(listing, eventDate)
  await api.pay(order)

  await page.goto(`/orders/${order.id}`)
  const payment = page.getByRole('region', { name: en('orders.detail.payment') })
  await expect(factOf(payment, en('orders.detail.paidSoFar'))).toHaveText(formatMoney(plan.advance))
  await expectNoSidewaysScroll(page)
  await clickWhenHydrated(payment.getByRole('button', { name: en('orders.refundCancel.open') }))
  const dialog = page.getByRole('dialog', { name: en('orders.refundCancel.title', { number: String(order.number) }) })
  await expect(dialog.getByText(en('orders.refundCancel.refund', { amount: formatMoney(refund), percent: 50 }))).toBeVisible()
  // Both answers stay on the screen under the scrolling body.
  const confirm = dialog.getByRole('button', { name: en('orders.refundCancel.confirm') })
  await expect(confirm).toBeInViewport()
  await expect(dialog.getByRole('button', { name: en('orders.refundCancel.keep') })).toBeInViewport()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)

  await confirm.click()
  await expect(toast(page, en('orders.refundCancel.done', { amount: formatMoney(refund) }))).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(factOf(payment, en('orders.detail.refunded'))).toHaveText(formatMoney(refund))
  const answer = await page.request.get(`/api/orders/${order.id}`)
  const cancelled = (await answer.json()) as TOrder
  expect(cancelled).toMatchObject({ status: 'cancelled', refund, refunds: [{ amount: refund, state: 'succeeded' }] })
  // The booking's page keeps the advance's transaction id.
  await expect(payment.getByText(cancelled.payments[0]!.transactionId, { exact: true })).toBeVisible()

  // It stays in My bookings, under Cancelled, with its refund and the day it should arrive; here on a Bangla page.
  await page.goto('/bn/orders')
  const views = page.getByRole('navigation', { name: bn('orders.show.label') })
  await expect(views.getByRole('link', { name: new RegExp(`^${bn('orders.show.upcoming')}`) })).toHaveAttribute('aria-current', 'page')
  await expect(bookingRow(page, order.number, 'bn')).toHaveCount(0)
  await clickWhenHydrated(views.getByRole('link', { name: new RegExp(`^${bn('orders.show.cancelled')}`) }))
  await expect(page).toHaveURL('/bn/orders?show=cancelled')
  const card = bookingRow(page, order.number, 'bn')
  await expect(card.getByText(bn('status.booking.cancelled'), { exact: true })).toBeVisible()
  await expect(card).toContainText(
    bn('orders.refund.line', { amount: formatMoney(refund, 'bn'), state: bn('orders.refund.state.succeeded') }),
  )
  await expect(card).toContainText(bn('orders.refund.arrivesBy', { date: formatDate(cancelled.refunds[0]!.arrivesBy, 'bn') }))
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
})
