import type { TOrder } from '@utsab/shared/schemas/orders'
import { plainDigits } from '@utsab/shared/format'
import { bn } from './support/i18n'
import { merchantWithListing } from './support/merchant'
import {
  addDays,
  bookingBody,
  clickWhenHydrated,
  expect,
  expectAccessibleInBothThemes,
  expectNoSidewaysScroll,
  logIn,
  originHeader,
  test,
  todayInDhaka,
} from './fixtures'

/**
 * In Bangla on a 360 px phone (decision 037): a customer's request waits for the hall's merchant, and the booking's page
 * says until when; the merchant accepts it from the bookings cards, and the customer's booking then asks for the advance.
 */
test('in Bangla on a phone: a request waits for the merchant, who accepts it from their bookings', async ({
  page,
  playwright,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const { merchant, listing: hall } = await merchantWithListing(
    { playwright, baseURL, createUser },
    { kind: 'venue', prefix: 'Hijol Hall', name: 'Sumon Mia', bookingMode: 'request' },
  )
  const agencyName = hall.name
  const customer = await createUser({ name: 'Rumana Begum' })
  const customerSide = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(customerSide, baseURL, customer)
  const day = addDays(todayInDhaka(), 80 + Math.floor(Math.random() * 20))
  const placed = await customerSide.post('/api/orders', { data: bookingBody(hall, day) })
  expect(placed.status(), await placed.text()).toBe(201)
  const request = (await placed.json()) as TOrder
  const number = plainDigits(request.number, 'bn')

  await loginAs(customer)
  await page.goto(`/bn/orders/${request.id}`)
  await expect(page.getByRole('status').filter({ hasText: agencyName })).toContainText('উত্তর দেবেন')
  await expect(page.getByText(bn('status.booking.requested')).first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)

  await loginAs(merchant)
  await page.goto('/bn/dashboard/my-bookings')
  const card = page.getByRole('row').filter({ hasText: `#${number}` })
  await expect(card).toContainText(bn('status.booking.requested'))
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
  await clickWhenHydrated(card.getByRole('button', { name: new RegExp(`^${bn('merchants.bookings.accept')}`) }))
  await expect(page.getByText(bn('merchants.bookings.accepted', { number, name: 'Rumana Begum' }))).toBeVisible()
  await expect(card).toContainText(bn('status.booking.pending'))

  await loginAs(customer)
  await page.goto(`/bn/orders/${request.id}`)
  await expect(page.getByRole('status').filter({ hasText: agencyName })).toContainText('অগ্রিম দিন')
  await expect(page.getByRole('link', { name: bn('orders.pay') })).toBeVisible()
  await expectNoSidewaysScroll(page)
})
