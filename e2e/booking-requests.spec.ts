import { detailPath } from '@utsab/shared/kinds'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { fillBookingDetails } from './support/booking'
import { en } from './support/i18n'
import { merchantWithListing } from './support/merchant'
import {
  addDays,
  bookingBody,
  clickWhenHydrated,
  expect,
  expectAccessibleInBothThemes,
  logIn,
  originHeader,
  test,
  todayInDhaka,
  whenHydrated,
} from './fixtures'

/**
 * Merchant-confirmed bookings (issue 17, decision 037): a new hall takes requests. A customer requests a date from the
 * hall's page and is told the merchant answers first; the merchant accepts one request from their bookings (the
 * customer can then pay it) and declines another with a reason, which the customer reads on their booking.
 */
test('a customer requests a hall; its merchant accepts one request and declines another with a reason', async ({
  page,
  playwright,
  baseURL,
  createUser,
  loginAs,
  mail,
}) => {
  test.slow()
  const { merchant, listing: hall } = await merchantWithListing(
    { playwright, baseURL, createUser },
    { kind: 'venue', prefix: 'Kadam Hall', name: 'Jamal Hossain', bookingMode: 'request' },
  )
  const agencyName = hall.name
  expect(hall.bookingMode).toBe('request')
  const offset = 50 + Math.floor(Math.random() * 30)
  const firstDay = addDays(todayInDhaka(), offset)
  const secondDay = addDays(todayInDhaka(), offset + 1)

  // The customer requests the first date from the hall's page.
  const customer = await createUser({ name: 'Farhana Akter' })
  await loginAs(customer)
  await page.goto(`${detailPath('venue', hall.id)}?date=${firstDay}`)
  await expect(page.getByText(en('orders.request.note', { hours: 48 }))).toBeVisible()
  await fillBookingDetails(page, hall)
  await expectAccessibleInBothThemes(page)
  await clickWhenHydrated(page.getByRole('button', { name: en('orders.request.action'), exact: true }))
  await expect(page.getByText(en('orders.request.sent', { hours: 48 }))).toBeVisible()
  await expect(page).toHaveURL('/orders')
  const requestRow = page.getByRole('row').filter({ hasText: agencyName })
  await expect(requestRow).toContainText(en('status.booking.requested'))
  const sent = await mail.waitForMessage(customer.email, /Your request to book #\d+ was sent/)
  const firstNumber = Number(/#(\d+)/.exec(sent.subject)![1])
  await mail.waitForMessage(merchant.email, new RegExp(`New request to book on Utsab: booking #${firstNumber}`))

  // The merchant answers from their bookings.
  await loginAs(merchant)
  await page.goto('/dashboard/my-bookings')
  const firstRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^Booking #${firstNumber}\\b`) }) })
  await expect(firstRow).toContainText(en('status.booking.requested'))
  await expect(firstRow).toContainText(/Answer due/)
  await expectAccessibleInBothThemes(page)
  await clickWhenHydrated(firstRow.getByRole('button', { name: new RegExp(`^${en('merchants.bookings.accept')}`) }))
  await expect(page.getByText(en('merchants.bookings.accepted', { number: firstNumber, name: 'Farhana Akter' }))).toBeVisible()
  await expect(firstRow).toContainText(en('status.booking.pending'))
  await expect(firstRow.getByRole('button')).toHaveCount(0)

  // A second request, for the next day, through the API as another tab would: one request per hall waits at a time
  // (decision 050), so it is asked once the first is answered.
  const customerSide = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(customerSide, baseURL, customer)
  const second = (await (await customerSide.post('/api/orders', { data: bookingBody(hall, secondDay) })).json()) as TOrder
  expect(second.status).toBe('requested')
  await page.reload()
  const secondRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^Booking #${second.number}\\b`) }) })
  await clickWhenHydrated(secondRow.getByRole('button', { name: new RegExp(`^${en('merchants.bookings.decline')}`) }))
  const dialog = page.getByRole('dialog', { name: en('merchants.bookings.declineTitle', { number: second.number }) })
  await expect(dialog.getByText(en('merchants.bookings.declineNote', { name: 'Farhana Akter' }))).toBeVisible()
  await dialog.getByRole('button', { name: en('merchants.bookings.declineConfirm') }).click()
  await expect(dialog.getByText(/Reason/i).first()).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: en('merchants.bookings.reason') })).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('textbox', { name: en('merchants.bookings.reason') }).fill('The hall is being repainted that week')
  await expectAccessibleInBothThemes(page)
  await dialog.getByRole('button', { name: en('merchants.bookings.declineConfirm') }).click()
  await expect(page.getByText(en('merchants.bookings.declined', { number: second.number, name: 'Farhana Akter' }))).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(secondRow).toContainText(en('status.booking.declined'))

  // The customer is emailed both answers, and reads them on their bookings.
  const accepted = await mail.waitForMessage(customer.email, new RegExp(`Request #${firstNumber} accepted`))
  expect(accepted.links.some((link) => link.includes('/payment/'))).toBe(true)
  const declined = await mail.waitForMessage(customer.email, new RegExp(`Request #${second.number} declined`))
  expect(declined.text).toContain('The hall is being repainted that week')

  await loginAs(customer)
  await page.goto('/orders')
  const acceptedRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`#${firstNumber}\\b`) }) })
  await expect(acceptedRow.getByRole('link', { name: new RegExp(en('orders.pay')) })).toBeVisible()
  // A declined request is no longer upcoming: it is kept under Cancelled.
  const views = page.getByRole('navigation', { name: en('orders.show.label') })
  await clickWhenHydrated(views.getByRole('link', { name: new RegExp(`^${en('orders.show.cancelled')}`) }))
  await expect(page).toHaveURL('/orders?show=cancelled')
  const declinedRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`#${second.number}\\b`) }) })
  await expect(declinedRow).toContainText(en('status.booking.declined'))
  await clickWhenHydrated(declinedRow.getByRole('link', { name: new RegExp(`#${second.number}\\b`) }))
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: en('orders.request.declined', { agency: agencyName, reason: 'The hall is being repainted that week' }) }),
  ).toBeVisible()
  await expectAccessibleInBothThemes(page)
  await whenHydrated(page.getByRole('heading', { level: 1 }))
})
