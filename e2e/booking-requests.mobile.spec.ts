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
  newMobile,
  smsInbox,
  test,
  todayInDhaka,
} from './fixtures'

/**
 * In Bangla on a 360 px phone (decision 037): a customer's request waits for the hall's merchant, and the booking's page
 * says until when; the merchant, told by SMS (issue 36), opens its link and accepts it from the bookings cards; the
 * customer is told by SMS too, and the booking then asks for the advance.
 */
test('in Bangla on a phone: a request waits for the merchant, who accepts it from the link of its SMS', async ({
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
  // Both read Bangla and prove a mobile number with its SMS code on their account page: notices then come by SMS too.
  const merchantPhone = newMobile()
  const customerPhone = newMobile()
  const merchantSide = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(merchantSide, baseURL, merchant)
  await smsInbox.provePhone(merchantSide, merchantPhone)
  await smsInbox.provePhone(customerSide, customerPhone)
  expect((await merchantSide.patch('/api/account', { data: { locale: 'bn' } })).status()).toBe(200)
  expect((await customerSide.patch('/api/account', { data: { locale: 'bn' } })).status()).toBe(200)
  const day = addDays(todayInDhaka(), 80 + Math.floor(Math.random() * 20))
  const placed = await customerSide.post('/api/orders', { data: { ...bookingBody(hall, day), phone: customerPhone } })
  expect(placed.status(), await placed.text()).toBe(201)
  const request = (await placed.json()) as TOrder
  const number = plainDigits(request.number, 'bn')

  await loginAs(customer)
  await page.goto(`/bn/orders/${request.id}`)
  await expect(page.getByRole('status').filter({ hasText: agencyName })).toContainText('উত্তর দেবেন')
  await expect(page.getByText(bn('status.booking.requested')).first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)

  const told = await smsInbox.waitForSms(merchantPhone, new RegExp(`#${number}(?![০-৯])`))
  expect(told.sms).toMatch(/^উৎসব: নতুন অনুরোধ/)
  await loginAs(merchant)
  await page.goto(smsInbox.linkIn(told))
  await expect(page).toHaveURL(/\/bn\/dashboard\/my-bookings/)
  const card = page.getByRole('row').filter({ hasText: `#${number}` })
  await expect(card).toContainText(bn('status.booking.requested'))
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
  await clickWhenHydrated(card.getByRole('button', { name: new RegExp(`^${bn('merchants.bookings.accept')}`) }))
  await expect(page.getByText(bn('merchants.bookings.accepted', { number, name: 'Rumana Begum' }))).toBeVisible()
  await expect(card).toContainText(bn('status.booking.pending'))

  const accepted = await smsInbox.waitForSms(customerPhone, new RegExp(`#${number}(?![০-৯])`))
  expect(accepted.sms).toMatch(/গৃহীত হয়েছে/)
  await loginAs(customer)
  await page.goto(smsInbox.linkIn(accepted))
  await expect(page).toHaveURL(new RegExp(`/bn/orders/${request.id}`))
  await expect(page.getByRole('status').filter({ hasText: agencyName })).toContainText('অগ্রিম দিন')
  await expect(page.getByRole('link', { name: bn('orders.pay') })).toBeVisible()
  await expectNoSidewaysScroll(page)
})
