import { randomUUID } from 'node:crypto'
import { cancelBooking, figure, makeStrict, merchantWithVenue, netOf, rowOf } from './support/earnings'
import { bn } from './support/i18n'
import {
  addDays,
  APPLICATION_PRICE_BDT,
  bookingApi,
  expect,
  expectAccessibleInBothThemes,
  expectNoSidewaysScroll,
  formatMoney,
  pageReady,
  pageStatusError,
  test,
  todayInDhaka,
  whenHydrated,
} from './fixtures'

// The earnings and payouts pages at 360 × 740, in Bangla: nothing scrolls the page sideways, the chart scrolls in
// its own box (starting at the newest month), and the payout dialog keeps its buttons in view.

// The payout of one taka more is refused (409), which the browser logs.
test.use({ allowedConsoleErrors: [pageStatusError(409)] })

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('on a phone in Bangla: a merchant reads their earnings and chart, and an admin records a payout in the dialog', async ({
  page,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const price = APPLICATION_PRICE_BDT
  const { merchant, agencyName, listing } = await merchantWithVenue(createUser, page.request, loginAs)
  await makeStrict(page.request, baseURL, listing)
  // One booking ahead (waits for its event), and one cancelled under the strict policy (half kept, payable now).
  await loginAs(await createUser({ name: 'Sumaiya Phone' }))
  const bookings = bookingApi(page.request, baseURL)
  await bookings.pay(await bookings.placeBooking(listing, addDays(todayInDhaka(), 40)))
  const cancelled = await bookings.placeBooking(listing, addDays(todayInDhaka(), 90))
  await bookings.pay(cancelled)
  const { refund } = await cancelBooking(page.request, baseURL, cancelled.id)
  const kept = netOf(price - refund)

  await loginAs(merchant)
  await page.goto('/bn/dashboard/earnings')
  await pageReady(page)
  await expect(page.getByRole('heading', { level: 1, name: bn('dashboard.link.earnings') })).toBeVisible()
  await expect(figure(page, bn('dashboard.earnings.owed'))).toHaveText(formatMoney(netOf(price) + kept, 'bn'))
  await expect(figure(page, bn('dashboard.earnings.available'))).toHaveText(formatMoney(kept, 'bn'))
  await expectNoSidewaysScroll(page)
  // The twelve months are wider than the screen: they scroll in their own box, which starts at this month.
  const bars = page.getByRole('region', { name: bn('dashboard.earnings.chartTitle') })
  await bars.scrollIntoViewIfNeeded()
  await expect(page.getByText(bn('dashboard.chart.scrollHint'))).toBeVisible()
  const box = await bars.evaluate((element) => ({ left: element.scrollLeft, width: element.clientWidth, scroll: element.scrollWidth }))
  expect(box.scroll, 'the bars are wider than their box').toBeGreaterThan(box.width)
  expect(box.left + box.width, 'the box starts at the newest month').toBeGreaterThanOrEqual(box.scroll - 1)
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
  // The numbers as a table: it scrolls in its own box too, never the page.
  await (await whenHydrated(page.getByRole('button', { name: bn('dashboard.chart.showTable') }))).click()
  await expect(page.getByRole('table', { name: bn('dashboard.earnings.chartTitle') })).toBeVisible()
  await expectNoSidewaysScroll(page)

  await loginAs(await createUser({ role: 'admin', name: 'Phone Admin' }))
  await page.goto('/bn/dashboard/payouts')
  await pageReady(page)
  const row = rowOf(page.getByRole('table', { name: bn('admin.payouts.owedCaption') }), agencyName)
  const record = row.getByRole('button', { name: bn('admin.payouts.recordFor', { agency: agencyName }) })
  await record.scrollIntoViewIfNeeded()
  await expect(record).toBeInViewport({ ratio: 1 })
  await expectNoSidewaysScroll(page)
  await (await whenHydrated(record)).click()
  const dialog = page.getByRole('dialog', { name: bn('admin.payouts.dialogTitle') })
  const submit = dialog.getByRole('button', { name: bn('admin.payouts.submit') })
  await expect(submit).toBeInViewport({ ratio: 1 })
  await expect(dialog.getByRole('button', { name: bn('admin.payouts.cancel') })).toBeInViewport({ ratio: 1 })
  await expectAccessibleInBothThemes(page)

  // One taka more: the server's sentence, in Bangla with Bengali digits, under the amount.
  const amount = dialog.getByLabel(bn('admin.payouts.amount'))
  await amount.fill(String(kept + 1))
  await dialog.getByLabel(bn('admin.payouts.method')).selectOption('nagad')
  const reference = `NGD-${randomUUID().slice(0, 8).toUpperCase()}`
  await dialog.getByLabel(bn('admin.payouts.reference')).fill(reference)
  await submit.click()
  await expect(amount).toHaveAccessibleDescription(new RegExp(escape(formatMoney(kept, 'bn'))))
  await expect(amount).toHaveAccessibleDescription(/[\u0980-\u09FF]/)
  await expect(submit).toBeInViewport({ ratio: 1 })

  await amount.fill(String(kept))
  await submit.click()
  await expect(
    page.getByRole('alert').filter({ hasText: bn('admin.payouts.recorded', { amount: formatMoney(kept, 'bn'), agency: agencyName }) }),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(
    page
      .getByRole('table', { name: bn('admin.payouts.historyCaption') })
      .getByRole('row')
      .filter({ hasText: reference }),
  ).toContainText(bn('dashboard.payout.method.nagad'))
  await expectNoSidewaysScroll(page)
})
