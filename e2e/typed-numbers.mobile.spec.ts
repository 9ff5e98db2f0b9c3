import type { APIRequestContext } from '@playwright/test'
import { plainDigits, typedDate } from '@utsab/shared/format'
import { detailPath, kindKey } from '@utsab/shared/kinds'
import { demoVenueSeating, fillBookingDetails } from './support/booking'
import { bn } from './support/i18n'
import {
  APPLICATION_PRICE_BDT,
  clickWhenHydrated,
  expect,
  expectNoSidewaysScroll,
  formatMoney,
  futureDay,
  test,
  whenHydrated,
} from './fixtures'

/** A demo venue that seats 250, with its per-plate menu (every demo venue sells one, named in Bangla too). */
async function venueFor250(request: APIRequestContext) {
  const venue = await demoVenueSeating(request, 250, APPLICATION_PRICE_BDT)
  const menu = venue.addons.find((addon) => addon.unit === 'guest')
  if (!menu?.nameBn) throw new Error(`${venue.name} sells no per-plate menu with a Bangla name`)
  return { venue, menu: { ...menu, nameBn: menu.nameBn } }
}

/**
 * A family on a 360 px phone reading Bangla types the guests on a Bangla keyboard: "২৫০" is 250 guests, the
 * per-plate menu is priced for 250, and the booking is made for 250 (a number input used to drop the digits).
 */
test('in Bangla on a phone: guests typed as ২৫০ price the per-plate menu for 250 and book 250 guests', async ({
  page,
  request,
  createUser,
  loginAs,
}) => {
  test.slow()
  const { venue, menu } = await venueFor250(request)
  await loginAs(await createUser())
  await page.goto(`/bn${detailPath('venue', venue.id)}?date=${futureDay()}`)

  const guests = await whenHydrated(page.getByRole('textbox', { name: bn('orders.details.guests') }))
  await expect(guests).toHaveAttribute('inputmode', 'numeric')
  await guests.fill('২৫০')
  await expect(guests).toHaveValue('২৫০')
  await page.getByRole('checkbox', { name: menu.nameBn }).check()
  const total = venue.price + 250 * menu.price
  const price = page.getByRole('region', { name: bn('orders.offer.price') })
  await expect(price).toContainText(
    bn('charges.line.guests', { name: menu.nameBn, count: plainDigits(250, 'bn'), price: formatMoney(menu.price, 'bn') }),
  )
  await expect(price).toContainText(formatMoney(total, 'bn'))
  await expectNoSidewaysScroll(page)

  await fillBookingDetails(page, venue, { t: bn, guests: '২৫০' })
  await page.getByRole('button', { name: bn(kindKey('venue', 'orderAction')), exact: true }).click()
  await expect(page).toHaveURL(/\/bn\/(orders|payment\/)/)
  await page.goto('/bn/orders')
  const row = page.getByRole('row').filter({ hasText: venue.nameBn ?? venue.name })
  await expect(row).toContainText(bn('booking.guests', { count: plainDigits(250, 'bn') }))
  await expect(row).toContainText(formatMoney(total, 'bn'))
})

/**
 * A Bangla page's date field shows the day first in Bengali digits, not the browser's mm/dd/yyyy: the calendar button
 * opens a month in Bangla, and the day picked is written "দিন/মাস/বছর"; a search with it goes to the day's page.
 */
test('in Bangla on a phone: a date field takes the day from its Bangla calendar and shows it as ১৪/০২/২০২৭', async ({ page }) => {
  await page.goto('/bn')
  const search = page.getByRole('search', { name: bn('catalog.dateSearch.label') })
  const date = search.getByRole('textbox', { name: bn('catalog.filters.date') })
  // The format is said in the field's description (its hint), in Bangla.
  await expect(date).toHaveAccessibleDescription(new RegExp(bn('dateField.format')))
  await clickWhenHydrated(search.getByRole('button', { name: bn('dateField.open') }))
  const calendar = search.getByRole('group', { name: bn('catalog.filters.date') })
  // The last day of the month shown that can be picked.
  const pick = calendar.locator('button[data-day]:not([aria-disabled])').last()
  const day = (await pick.getAttribute('data-day'))!
  await pick.click()
  await expect(date).toHaveValue(typedDate(day, 'bn'))
  await expect(calendar).toHaveCount(0)
  await expectNoSidewaysScroll(page)
  await search.getByRole('button', { name: bn('catalog.dateSearch.submit') }).click()
  await expect(page).toHaveURL(new RegExp(`date=${day}`))
})
