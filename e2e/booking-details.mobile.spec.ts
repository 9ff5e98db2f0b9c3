import type { APIRequestContext } from '@playwright/test'
import { costumeSizes } from '@utsab/shared/booking-details'
import { COSTUME_DELIVERY_CHARGE_BDT, type TListingKind } from '@utsab/shared/constants'
import { addDays, formatClock, plainDigits } from '@utsab/shared/format'
import { apiListPath, detailPath, kindKey } from '@utsab/shared/kinds'
import type { TListing, TListingDetail, TListingPage } from '@utsab/shared/schemas/catalog'
import { DELIVERY_ADDRESS, EVENT_ADDRESS, fillBookingDetails } from './support/booking'
import { bn } from './support/i18n'
import {
  APPLICATION_PRICE_BDT,
  bookingApi,
  clickWhenHydrated,
  expect,
  expectAccessibleInBothThemes,
  expectNoSidewaysScroll,
  formatMoney,
  futureDay,
  test,
  whenHydrated,
} from './fixtures'

/**
 * The demo listing at `index` from the dearest down, among those booked at once (a request to book has another
 * button). Listings other tests publish meanwhile (at the application's price, above every demo listing, and with no
 * guest capacity) are passed over, and so are the demo listings another test switched to requests, so the pick does
 * not depend on which tests ran first.
 */
async function listingAt(request: APIRequestContext, kind: TListingKind, index: number): Promise<TListing> {
  const page = (await (await request.get(`${apiListPath(kind)}?pageSize=60&sort=-price`)).json()) as TListingPage
  const demo = page.data.filter((listing) => listing.price < APPLICATION_PRICE_BDT && (kind !== 'venue' || listing.capacity !== null))
  const bookedAtOnce: TListing[] = []
  for (const listing of demo) {
    const detail = (await (await request.get(`${apiListPath(kind)}/${listing.id}`)).json()) as TListingDetail
    if (detail.answerWithinHours === null) bookedAtOnce.push(listing)
    if (bookedAtOnce.length > index) return listing
  }
  throw new Error(`No ${kind} listing booked at once at index ${index} in the demo data`)
}

/**
 * A customer who reads Bangla, on a 360 px phone, books with every detail the merchant needs: the
 * venue's shift and guests, then a costume's size, quantity, delivery address and day; the mobile
 * number is asked once. Each refusal is said under its field in Bangla.
 */
test('in Bangla on a phone: a venue by the shift for its guests, then a costume delivered, the mobile number asked once', async ({
  page,
  request,
  createUser,
  loginAs,
}) => {
  // Two detail pages, two refusals, two bookings and axe in both themes twice.
  test.slow()
  const venue = await listingAt(request, 'venue', 4)
  const costume = await listingAt(request, 'costume', 4)
  expect(venue.capacity).toBeGreaterThan(80)
  await loginAs(await createUser())
  const day = futureDay()

  await page.goto(`/bn${detailPath('venue', venue.id)}?date=${day}`)
  const book = page.getByRole('button', { name: bn(kindKey('venue', 'orderAction')), exact: true })
  await clickWhenHydrated(book)
  // Nothing given yet: the shift and the mobile number are asked for, under their fields, in Bangla.
  await expect(page.getByText(bn('validation.booking.shiftMissing'))).toBeVisible()
  await expect(page.getByText(bn('orders.details.phoneRequired'))).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/bn${detailPath('venue', venue.id)}`))

  await fillBookingDetails(page, venue, { t: bn, guests: 80 })
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
  await book.click()
  await expect(page).toHaveURL('/bn/orders')
  // A booking keeps the listing's names as it was booked: its Bangla name on a Bangla page.
  const venueRow = page.getByRole('row').filter({ hasText: venue.nameBn ?? venue.name })
  await expect(venueRow).toContainText(bn('booking.shift.evening'))
  await expect(venueRow).toContainText(bn('booking.guests', { count: plainDigits(80, 'bn') }))

  // The mobile number is on the account now: the costume's page does not ask again.
  await page.goto(`/bn${detailPath('costume', costume.id)}`)
  await whenHydrated(page.getByRole('textbox', { name: bn('orders.details.deliveryAddress') }))
  await expect(page.getByRole('textbox', { name: bn('orders.details.phone') })).toHaveCount(0)
  await fillBookingDetails(page, costume, { t: bn })
  await page.getByRole('textbox', { name: bn('orders.details.quantity') }).fill('2')
  await expect(
    page.getByText(
      bn('orders.details.lineTotal', {
        price: formatMoney(costume.price, 'bn'),
        quantity: plainDigits(2, 'bn'),
        delivery: formatMoney(COSTUME_DELIVERY_CHARGE_BDT, 'bn'),
        total: formatMoney(costume.price * 2 + COSTUME_DELIVERY_CHARGE_BDT, 'bn'),
      }),
    ),
  ).toBeVisible()
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: bn(kindKey('costume', 'orderAction')), exact: true }).click()
  await expect(page).toHaveURL('/bn/orders')
  const costumeRow = page.getByRole('row').filter({ hasText: costume.nameBn ?? costume.name })
  const size = costumeSizes(costume.size)[0]!
  await expect(costumeRow).toContainText(bn('booking.sizeQuantity', { size, quantity: plainDigits(2, 'bn') }))
  await expect(costumeRow).toContainText(DELIVERY_ADDRESS)
  await expect(costumeRow).toContainText(formatMoney(costume.price * 2 + COSTUME_DELIVERY_CHARGE_BDT, 'bn'))
  await expectAccessibleInBothThemes(page)
})

/**
 * The same customer on a phone books a photographer: where and when are asked (both refusals at once), the start
 * time is picked on Bangla's clock, and "Hire now" goes straight to paying. On a day their hall is booked, left
 * empty, the photographer comes to the hall at its shift's start. The booking's page says where and when.
 */
test('in Bangla on a phone: a photographer is told where and when, or comes to the hall booked that day', async ({
  page,
  request,
  baseURL,
  createUser,
  loginAs,
}) => {
  // Two bookings and axe in both themes.
  test.slow()
  const photographer = await listingAt(request, 'photographer', 2)
  const venue = await listingAt(request, 'venue', 5)
  await loginAs(await createUser())
  const day = futureDay()
  await page.goto(`/bn${detailPath('photographer', photographer.id)}?date=${day}`)
  const hire = page.getByRole('button', { name: bn(kindKey('photographer', 'orderAction')), exact: true })
  await clickWhenHydrated(hire)
  await expect(page.getByText(bn('validation.booking.eventAddressMissing'))).toBeVisible()
  await expect(page.getByText(bn('validation.booking.eventTimeMissing'))).toBeVisible()
  await expect(page.getByText(bn('orders.details.fromVenue'))).toBeVisible()
  const startTime = page.getByRole('combobox', { name: bn('orders.details.eventTime') })
  await expect(startTime.getByRole('option', { name: 'বিকাল ৪:৩০', exact: true })).toHaveCount(1)
  await fillBookingDetails(page, photographer, { t: bn, eventTime: '16:30' })
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
  await hire.click()
  await expect(page).toHaveURL(/\/bn\/payment\/[0-9a-f-]{36}$/)
  const paying = page.url().split('/').pop()!
  await expect(page.getByText(photographer.nameBn ?? photographer.name).first()).toBeVisible()

  await page.goto(`/bn/orders/${paying}`)
  await expect(page.getByText(EVENT_ADDRESS)).toBeVisible()
  await expect(page.getByText(bn('booking.startsAt', { time: formatClock('16:30', 'bn') }))).toBeVisible()
  await expect(page.getByRole('link', { name: photographer.nameBn ?? photographer.name })).toBeVisible()

  // The family's hall, booked for the evening of another day: the photographer's form says it fills in where and when.
  const hallDay = addDays(day, 1)
  const hall = await bookingApi(page.request, baseURL).placeBooking(venue, hallDay)
  await page.goto(`/bn${detailPath('photographer', photographer.id)}?date=${hallDay}`)
  const evening = formatClock('18:00', 'bn')
  await whenHydrated(hire)
  await expect(
    page.getByText(bn('orders.details.fromVenueFound', { venue: hall.eventBn ?? hall.event, address: hall.location, time: evening })),
  ).toBeVisible()
  await clickWhenHydrated(hire)
  await expect(page).toHaveURL(/\/bn\/payment\/[0-9a-f-]{36}$/)
  await page.goto(`/bn/orders/${page.url().split('/').pop()!}`)
  await expect(page.getByText(bn('booking.startsAt', { time: evening }))).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: hall.location.split(',')[0]! })).toBeVisible()
})
