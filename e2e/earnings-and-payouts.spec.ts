import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { formatMonth } from '@utsab/shared/format'
import type { TRevenue } from '@utsab/shared/schemas/earnings'
import { cancelBooking, COMMISSION_PERCENT, figure, makeStrict, merchantWithVenue, netOf, rowOf, thisMonth } from './support/earnings'
import { bn, en } from './support/i18n'
import {
  addDays,
  APPLICATION_PRICE_BDT,
  bookingApi,
  expect,
  expectAccessibleInBothThemes,
  formatMoney,
  futureExpiry,
  GOOD_CARD,
  pageStatusError,
  test,
  todayInDhaka,
  whenHydrated,
} from './fixtures'

// A merchant's earnings, an admin's payouts to merchants and the platform's revenue, from a card payment
// to a payout the merchant sees.

/** A toast (react-toastify renders each as an alert) carrying `text`. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

/** The chart's table of numbers for this month: [earned, refunded, paid out] as the page writes them. */
const monthCells = (page: Page) =>
  rowOf(page.getByRole('table', { name: en('dashboard.earnings.chartTitle') }), formatMonth(thisMonth())).getByRole('cell')

test.describe('earnings and payouts', () => {
  // The payout of one taka more is refused (409), which the browser logs.
  test.use({ allowedConsoleErrors: [pageStatusError(409)] })

  test('a paid booking shows as owed but waits for its event; a strict cancellation leaves money an admin pays out, and the merchant sees the payout', async ({
    page,
    baseURL,
    createUser,
    loginAs,
  }) => {
    test.slow()
    const price = APPLICATION_PRICE_BDT
    const { merchant, agencyName, listing } = await merchantWithVenue(createUser, page.request, loginAs)
    // Strict refunds: 60 days or more before the event, half of it back.
    await makeStrict(page.request, baseURL, listing)

    // Nothing yet: every figure at 0, and each part says what will show there.
    await page.goto('/dashboard/earnings')
    await expect(page.getByRole('heading', { level: 1, name: en('dashboard.link.earnings') })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: en('nav.dashboard') }).getByRole('link', { name: en('dashboard.link.earnings') }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(figure(page, en('dashboard.earnings.owed'))).toHaveText(formatMoney(0))
    await expect(figure(page, en('dashboard.earnings.available'))).toHaveText(formatMoney(0))
    await expect(figure(page, en('dashboard.earnings.commission'))).toHaveText(`${COMMISSION_PERCENT}%`)
    await expect(page.getByText(en('dashboard.earnings.noMonths', { count: 12 }))).toBeVisible()
    await expect(page.getByText(en('dashboard.earnings.noUpcoming'))).toBeVisible()
    await expect(page.getByText(en('dashboard.earnings.noPayouts'))).toBeVisible()
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/earnings-empty.png`, fullPage: true })
    await expectAccessibleInBothThemes(page)

    // A customer books the venue 40 days ahead and pays by card on the payment page.
    const customer = await createUser({ name: 'Farhana Akter' })
    await loginAs(customer)
    const bookings = bookingApi(page.request, baseURL)
    const first = await bookings.placeBooking(listing, addDays(todayInDhaka(), 40))
    expect(first.total).toBe(price)
    await page.goto(`/payment/${first.id}`)
    const card = page.getByRole('form', { name: en('payments.card.form') })
    await whenHydrated(card.getByLabel(en('payments.card.cvc')))
    await card.getByLabel(en('payments.card.number')).fill(GOOD_CARD)
    await card.getByLabel(en('payments.card.expiry')).fill(futureExpiry())
    await card.getByLabel(en('payments.card.cvc')).fill('123')
    await card.getByRole('button', { name: en('payments.pay'), exact: true }).click()
    await expect(page.getByRole('heading', { name: en('payments.completed') })).toBeVisible()

    // The merchant is owed the price less the commission, but the event is ahead: nothing can be paid out yet.
    await loginAs(merchant)
    await page.goto('/dashboard/earnings')
    await expect(figure(page, en('dashboard.earnings.owed'))).toHaveText(formatMoney(netOf(price)))
    await expect(figure(page, en('dashboard.earnings.available'))).toHaveText(formatMoney(0))
    await expect(page.getByText(en('dashboard.earnings.availableNote'))).toBeVisible()
    const earned = en('dashboard.earnings.earned')
    const monthBar = (label: string, amount: number) =>
      page.locator(`[title="${formatMonth(thisMonth())} · ${label}: ${formatMoney(amount)}"]`)
    await expect(monthBar(earned, netOf(price))).toBeVisible()
    await expect(monthCells(page)).toHaveText([formatMoney(netOf(price)), formatMoney(0), formatMoney(0)])
    await expectAccessibleInBothThemes(page)

    // A second booking, 90 days ahead, paid and then cancelled: strict gives half back; the other half, less its
    // commission, is the merchant's at once.
    await loginAs(customer)
    const second = await bookings.placeBooking(listing, addDays(todayInDhaka(), 90))
    await bookings.pay(second)
    const quote = await cancelBooking(page.request, baseURL, second.id)
    expect(quote).toMatchObject({ policy: 'strict', amountPaid: price, refundPercent: 50, refund: price / 2 })
    const kept = netOf(price - quote.refund)
    const refundedShare = netOf(price) - kept

    await loginAs(merchant)
    await page.goto('/dashboard/earnings')
    await expect(figure(page, en('dashboard.earnings.owed'))).toHaveText(formatMoney(netOf(price) + kept))
    await expect(figure(page, en('dashboard.earnings.available'))).toHaveText(formatMoney(kept))
    await expect(monthCells(page)).toHaveText([formatMoney(2 * netOf(price)), formatMoney(refundedShare), formatMoney(0)])

    // The admin pays that out: one taka more is refused with the server's sentence under Amount.
    await loginAs(await createUser({ role: 'admin', name: 'Payout Admin' }))
    await page.goto('/dashboard/payouts')
    await expect(page.getByRole('heading', { level: 1, name: en('dashboard.link.payouts') })).toBeVisible()
    const owedTable = page.getByRole('table', { name: en('admin.payouts.owedCaption') })
    const row = rowOf(owedTable, agencyName)
    await expect(row.getByRole('cell')).toContainText([formatMoney(netOf(price) + kept), formatMoney(kept)])
    await expectAccessibleInBothThemes(page)
    await (await whenHydrated(row.getByRole('button', { name: en('admin.payouts.recordFor', { agency: agencyName }) }))).click()

    const dialog = page.getByRole('dialog', { name: en('admin.payouts.dialogTitle') })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(en('admin.payouts.dialogDescription', { agency: agencyName, available: formatMoney(kept) }))
    const amount = dialog.getByLabel(en('admin.payouts.amount'))
    await expect(amount).toHaveValue(String(kept))
    await expect(amount).toBeFocused()
    const reference = `TRX-${randomUUID().slice(0, 8).toUpperCase()}`
    await amount.fill(String(kept + 1))
    await dialog.getByLabel(en('admin.payouts.method')).selectOption('bank')
    await dialog.getByLabel(en('admin.payouts.reference')).fill(reference)
    await dialog.getByRole('button', { name: en('admin.payouts.submit') }).click()
    const refusal = en('errors.payout.overAvailable', { available: formatMoney(kept), agency: agencyName })
    await expect(amount).toHaveAccessibleDescription(new RegExp(`^${refusal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(amount).toBeFocused()
    await expectAccessibleInBothThemes(page)

    await amount.fill(String(kept))
    await dialog.getByRole('button', { name: en('admin.payouts.submit') }).click()
    await expect(toast(page, en('admin.payouts.recorded', { amount: formatMoney(kept), agency: agencyName }))).toBeVisible()
    await expect(dialog).toBeHidden()
    // Refreshed: nothing left to pay out now (the first booking's money waits for its event), and the payout listed.
    await expect(row.getByRole('cell')).toContainText([formatMoney(netOf(price)), formatMoney(0), en('admin.payouts.waits')])
    const latest = page
      .getByRole('table', { name: en('admin.payouts.historyCaption') })
      .getByRole('row')
      .filter({ hasText: reference })
    await expect(latest.getByRole('cell')).toContainText([agencyName, formatMoney(kept), en('dashboard.payout.method.bank'), reference])

    // The merchant sees the payout, and the month's paid-out bar.
    await loginAs(merchant)
    await page.goto('/dashboard/earnings')
    await expect(figure(page, en('dashboard.earnings.owed'))).toHaveText(formatMoney(netOf(price)))
    await expect(figure(page, en('dashboard.earnings.available'))).toHaveText(formatMoney(0))
    const payouts = page.getByRole('table', { name: en('dashboard.earnings.payoutsCaption') })
    await expect(payouts.getByRole('row').filter({ hasText: reference }).getByRole('cell')).toContainText([
      formatMoney(kept),
      en('dashboard.payout.method.bank'),
      reference,
    ])
    await expect(monthBar(en('dashboard.earnings.paidOut'), kept)).toBeVisible()
    await expect(monthCells(page)).toHaveText([formatMoney(2 * netOf(price)), formatMoney(refundedShare), formatMoney(kept)])
    await expectAccessibleInBothThemes(page)
  })
})

test('the revenue page in Bangla: the totals as the server counts them, and the months as a chart or a table', async ({
  page,
  baseURL,
  createUser,
  loginAs,
}) => {
  // A payment this month, so the chart has something to draw whatever else runs meanwhile.
  const { listing } = await merchantWithVenue(createUser, page.request, loginAs)
  await loginAs(await createUser({ name: 'Revenue Customer' }))
  const bookings = bookingApi(page.request, baseURL)
  await bookings.pay(await bookings.placeBooking(listing, addDays(todayInDhaka(), 45)))

  await loginAs(await createUser({ role: 'admin', name: 'Revenue Admin' }))
  // Other tests take payments meanwhile: the page and the API are read together until they agree.
  await expect(async () => {
    await page.goto('/bn/dashboard/revenue')
    const revenue = (await (await page.request.get('/api/admin/revenue')).json()) as TRevenue
    await expect(page.getByRole('heading', { level: 1, name: bn('dashboard.link.revenue') })).toBeVisible({ timeout: 1_000 })
    for (const [label, value] of [
      ['admin.revenue.payments', revenue.totals.payments],
      ['admin.revenue.commission', revenue.totals.commission],
      ['admin.revenue.refunded', revenue.totals.refunded],
      ['admin.revenue.owed', revenue.totals.owedToMerchants],
    ] as const)
      await expect(figure(page, bn(label))).toHaveText(formatMoney(value, 'bn'), { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: bn('admin.revenue.toPayouts') })).toHaveAttribute('href', '/bn/dashboard/payouts')

  // The chart's numbers: a table for screen readers, shown to anyone with the toggle, in Bangla months and digits.
  const table = page.getByRole('table', { name: bn('admin.revenue.chartTitle') })
  await expect(table.getByRole('columnheader')).toHaveText([
    bn('dashboard.chart.month'),
    bn('admin.revenue.seriesPayments'),
    bn('admin.revenue.seriesCommission'),
    bn('admin.revenue.seriesRefunds'),
  ])
  await expect(table.getByRole('rowheader')).toHaveCount(12)
  await expect(table.getByRole('rowheader').last()).toHaveText(formatMonth(thisMonth(), 'bn'))
  await expectAccessibleInBothThemes(page)
  const toggle = page.getByRole('button', { name: bn('dashboard.chart.showTable') })
  await (await whenHydrated(toggle)).click()
  await expect(page.getByRole('region', { name: bn('admin.revenue.chartTitle') })).toBeVisible()
  await expect(table).toBeInViewport({ ratio: 0.1 })
  await expect(page.getByRole('button', { name: bn('dashboard.chart.showChart') })).toBeVisible()
  await expectAccessibleInBothThemes(page)
})

test.describe('who sees what', () => {
  test.use({ allowedConsoleErrors: [pageStatusError(403)] })

  test('earnings are for merchants, payouts and revenue for admins, on the page and at the server', async ({
    page,
    createUser,
    loginAs,
  }) => {
    await loginAs(await createUser({ name: 'Jamal Hossain' }))
    expect((await page.goto('/dashboard/earnings'))?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: en('dashboard.merchantsOnly.title') })).toBeVisible()
    await expect(page.getByRole('link', { name: en('dashboard.adminsOnly.back') })).toHaveAttribute('href', '/dashboard')
    for (const path of ['/dashboard/payouts', '/dashboard/revenue']) {
      expect((await page.goto(path))?.status()).toBe(403)
      await expect(page.getByRole('heading', { level: 1, name: en('dashboard.adminsOnly.title') })).toBeVisible()
    }
    expect((await page.request.get('/api/merchant/earnings')).status()).toBe(403)
    expect((await page.request.get('/api/admin/payouts')).status()).toBe(403)
    expect((await page.request.get('/api/admin/revenue')).status()).toBe(403)
  })
})
