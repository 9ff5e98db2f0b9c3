import type { APIRequestContext, Page } from '@playwright/test'
import { costumeSizes } from '@utsab/shared/booking-details'
import type { TVenueShift } from '@utsab/shared/constants'
import { addDays, todayInDhaka, typedDate } from '@utsab/shared/format'
import { apiListPath } from '@utsab/shared/kinds'
import type { TListing, TListingDetail, TListingPage } from '@utsab/shared/schemas/catalog'
import { whenHydrated } from './hydration'
import { bn, en } from './i18n'

/** The address the tests' costumes are delivered to. */
export const DELIVERY_ADDRESS = 'House 12, Road 5, Dhanmondi, Dhaka 1209'

/** Where the tests' photographers and makeup artists are asked to come. */
export const EVENT_ADDRESS = 'Community centre, House 9, Road 3, Uttara, Dhaka'

type TOptions = { t?: typeof en; phone?: string; shift?: TVenueShift; guests?: number | string; eventTime?: string }

/**
 * Fills the detail page's booking details as a customer does, in the page's language (`t`): a venue's
 * shift and guests; a costume's first size, delivery address and a delivery day a week ahead; a photographer's or
 * makeup artist's event address and start time (4:30 PM unless `eventTime`); and the
 * mobile number when the form asks for it (an account's first booking).
 */
export async function fillBookingDetails(
  page: Page,
  listing: Pick<TListing, 'kind' | 'size'>,
  { t = en, phone = '01711 000000', shift = 'evening', guests = 100, eventTime = '16:30' }: TOptions = {},
) {
  if (listing.kind === 'venue') {
    await (await whenHydrated(page.getByRole('radio', { name: t(`orders.details.shift.${shift}`), exact: true }))).check()
    await page.getByRole('textbox', { name: t('orders.details.guests') }).fill(String(guests))
  }
  if (listing.kind === 'costume') {
    const [size] = costumeSizes(listing.size)
    const address = await whenHydrated(page.getByRole('textbox', { name: t('orders.details.deliveryAddress') }))
    if (size) await page.getByRole('combobox', { name: t('orders.details.size') }).selectOption(size)
    await address.fill(DELIVERY_ADDRESS)
    await page.getByLabel(t('orders.details.deliveryDate')).fill(typedDate(addDays(todayInDhaka(), 7), t === bn ? 'bn' : 'en'))
  }
  if (listing.kind === 'photographer' || listing.kind === 'makeup') {
    await (await whenHydrated(page.getByRole('textbox', { name: t('orders.details.eventAddress') }))).fill(EVENT_ADDRESS)
    await page.getByRole('combobox', { name: t('orders.details.eventTime') }).selectOption(eventTime)
  }
  const mobile = page.getByRole('textbox', { name: t('orders.details.phone') })
  if ((await mobile.count()) > 0) await (await whenHydrated(mobile)).fill(phone)
}

/**
 * A demo venue (each sells per-plate menus) that seats `guests`, cheaper than `below`: not one another test published
 * at a new merchant's price. Its detail, with the packages and add-ons.
 */
export async function demoVenueSeating(request: APIRequestContext, guests: number, below: number): Promise<TListingDetail> {
  const page = (await (await request.get(`${apiListPath('venue')}?pageSize=60&sort=price`)).json()) as TListingPage
  const venue = page.data.find((listing) => listing.price < below && (listing.capacity ?? 0) >= guests)
  if (!venue) throw new Error(`No demo venue seats ${guests} guests`)
  return (await (await request.get(`${apiListPath('venue')}/${venue.id}`)).json()) as TListingDetail
}
