import { randomUUID } from 'node:crypto'
import { detailPath, kindKey } from '@utsab/shared/kinds'
import type { TListing } from '@utsab/shared/schemas/catalog'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { fillBookingDetails } from './support/booking'
import { en } from './support/i18n'
import {
  APPLICATION_PRICE_BDT,
  clickWhenHydrated,
  expect,
  expectAccessibleInBothThemes,
  formatMoney,
  futureDay,
  logIn,
  originHeader,
  test,
  whenHydrated,
} from './fixtures'

/**
 * Packages and add-ons (issue 17): a photographer sets two packages and an extra hour from the dashboard; a customer
 * picks the dearer package and three extra hours on the listing's page, sees the price line by line, books, and the
 * booking carries those lines at the price the server computed. The prices stay at or above a new merchant's
 * listing price, so other tests' choice of demo listings by price is not disturbed.
 */
test('a photographer sells packages and an extra hour; a customer books the Classic package with three extra hours', async ({
  page,
  playwright,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const agencyName = `Golden Frame ${randomUUID().slice(0, 8)}`
  const merchant = await createUser({ role: 'merchant', name: 'Rafi Ahmed', application: { businessCategory: 'photographer', agencyName } })
  const essential = APPLICATION_PRICE_BDT
  // Classic with three extra hours stays within one online payment's limit (5,00,000 BDT): Hire now goes to paying.
  const classic = APPLICATION_PRICE_BDT + 20_000
  const hour = 9_000

  await loginAs(merchant)
  await page.goto('/dashboard')
  await clickWhenHydrated(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: en('dashboard.link.packages') }))
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.link.packages') })).toBeVisible()
  await expect(page.getByText(en('merchants.offer.noPackages'))).toBeVisible()

  // A package without a name is refused under its field.
  await page.getByRole('button', { name: en('merchants.offer.addPackage') }).click()
  const first = page.getByRole('group', { name: en('merchants.offer.package', { number: 1 }) })
  await first.getByRole('textbox', { name: en('merchants.offer.price') }).fill(String(essential))
  await page.getByRole('button', { name: en('merchants.offer.save') }).click()
  await expect(first.getByText('Package name must be at least 2 characters')).toBeVisible()

  await first.getByRole('textbox', { name: en('merchants.offer.name'), exact: true }).fill('Essential')
  await first.getByRole('textbox', { name: en('merchants.offer.includes'), exact: true }).fill('4 hours, one photographer, 300 photos')
  await page.getByRole('button', { name: en('merchants.offer.addPackage') }).click()
  const second = page.getByRole('group', { name: en('merchants.offer.package', { number: 2 }) })
  await second.getByRole('textbox', { name: en('merchants.offer.name'), exact: true }).fill('Classic')
  await second.getByRole('textbox', { name: en('merchants.offer.nameBn') }).fill('ক্লাসিক')
  await second.getByRole('textbox', { name: en('merchants.offer.price') }).fill(String(classic))
  await second.getByRole('textbox', { name: en('merchants.offer.includes'), exact: true }).fill('8 hours, two photographers and an album')
  await page.getByRole('button', { name: en('merchants.offer.addAddon') }).click()
  const addon = page.getByRole('group', { name: en('merchants.offer.addon', { number: 1 }) })
  await addon.getByRole('textbox', { name: en('merchants.offer.name'), exact: true }).fill('Extra hour')
  await addon.getByRole('textbox', { name: en('merchants.offer.price') }).fill(String(hour))
  await addon.getByRole('combobox', { name: en('merchants.offer.unit') }).selectOption('hour')
  await page.getByRole('button', { name: en('merchants.offer.save') }).click()
  await expect(page.getByRole('alert').filter({ hasText: en('merchants.offer.saved') })).toBeVisible()
  await expectAccessibleInBothThemes(page)

  const merchantSide = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(merchantSide, baseURL, merchant)
  const listing = ((await (await merchantSide.get('/api/merchant/listings')).json()) as { data: TListing[] }).data.find(
    (entry) => entry.name === agencyName,
  )!
  // The card price is the cheapest package now.
  expect(listing.price).toBe(essential)

  // The customer: the dearer package, three extra hours, the price line by line.
  await loginAs(await createUser({ name: 'Sadia Islam' }))
  const day = futureDay()
  await page.goto(`${detailPath('photographer', listing.id)}?date=${day}`)
  await expect(page.getByText(en('catalog.detail.fromPrice', { price: formatMoney(essential) })).first()).toBeVisible()
  // Search engines read an offer per package.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
    offers: { name: string; price: number }[]
  }
  expect(jsonLd.offers.map((offer) => [offer.name, offer.price])).toEqual([
    ['Essential', essential],
    ['Classic', classic],
  ])
  // Comfortable targets: a 24 px radio and box, each in a row at least 44 px high whose label checks it.
  const classicRadio = page.getByRole('radio', { name: /Classic/ })
  const extraHour = page.getByRole('checkbox', { name: /Extra hour/ })
  for (const control of [classicRadio, extraHour]) {
    const box = await control.boundingBox()
    expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
    const row = await control.locator('xpath=ancestor::label[1] | following-sibling::label[1]').first().boundingBox()
    expect(row && row.height).toBeGreaterThanOrEqual(44)
  }
  await (await whenHydrated(classicRadio)).check()
  // The add-on's label checks its box.
  await page
    .locator('label')
    .filter({ hasText: /^Extra hour/ })
    .click()
  await expect(extraHour).toBeChecked()
  await page.getByRole('combobox', { name: en('orders.offer.hours') }).selectOption('3')
  const price = page.getByRole('region', { name: en('orders.offer.price') })
  const hoursLine = en('charges.line.hours', { name: 'Extra hour', count: 3, price: formatMoney(hour) })
  await expect(price.getByRole('term').filter({ hasText: hoursLine })).toBeVisible()
  await expect(price.getByRole('definition').last()).toHaveText(formatMoney(classic + 3 * hour))
  await fillBookingDetails(page, listing)
  await expectAccessibleInBothThemes(page)
  await page.getByRole('button', { name: en(kindKey('photographer', 'orderAction')), exact: true }).click()
  // Booked at once, it is paid next; My bookings lists it meanwhile.
  await expect(page).toHaveURL(/\/payment\//)
  await page.goto('/orders')

  // The row names the package and add-on under the total; the booking's page has them line by line.
  const row = page.getByRole('row').filter({ hasText: agencyName })
  await expect(row).toContainText(`Classic, ${en('charges.line.units', { name: 'Extra hour', count: 3 })}`)
  await expect(row).toContainText(formatMoney(classic + 3 * hour))
  await clickWhenHydrated(row.getByRole('link', { name: /^Booking #/ }))
  const payment = page.getByRole('region', { name: en('orders.detail.payment') })
  await expect(payment.getByRole('term').filter({ hasText: hoursLine })).toBeVisible()
  await expect(payment.getByRole('definition').getByText(formatMoney(3 * hour), { exact: true })).toBeVisible()
  // The merchant's bookings carry the same lines, priced by the server.
  const theirs = ((await (await merchantSide.get('/api/merchant/bookings')).json()) as { data: TOrder[] }).data
  const booked = theirs.find((order) => order.listingId === listing.id)!
  expect(booked.total).toBe(classic + 3 * hour)
  expect(booked.lines.map((line) => [line.name, line.quantity, line.amount])).toEqual([
    ['Classic', 1, classic],
    ['Extra hour', 3, 3 * hour],
  ])

  // The merchant's own table names what was ordered, each line with its price, under the total.
  await loginAs(merchant)
  await page.goto('/dashboard/my-bookings')
  const theirRow = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: en('booking.number', { number: String(booked.number) }), exact: true }) })
  await expect(theirRow).toContainText(`Classic · ${hoursLine}`)
  await expect(theirRow).toContainText(formatMoney(classic + 3 * hour))
})
