import { formatMoney, typedDate } from '@utsab/shared/format'
import type { TListingPage } from '@utsab/shared/schemas/catalog'
import { bn } from './support/i18n'
import {
  addDays,
  clickWhenHydrated,
  expect,
  expectAccessibleInBothThemes,
  expectNoSidewaysScroll,
  formatDate,
  test,
  todayInDhaka,
} from './fixtures'

/**
 * In Bangla on a 360 px phone: the home page's date search with a guest count opens the page of everything free that
 * day, whose venues say how many they seat; a list page's folded filters take a date too. Both fit the screen.
 */
test('in Bangla on a phone: searching by date and guests from the home page and from a list', async ({ page }) => {
  test.slow()
  const day = addDays(todayInDhaka(), 90)
  await page.goto('/bn')
  const search = page.getByRole('search', { name: bn('catalog.dateSearch.label') })
  // Typed as a Bangla keyboard gives it: the day first, in Bengali digits, and the guests in Bengali digits too.
  await search.getByLabel(bn('catalog.filters.date')).fill(typedDate(day, 'bn'))
  await search.getByLabel(bn('catalog.dateSearch.guests')).fill('২৫০')
  await clickWhenHydrated(search.getByRole('button', { name: bn('catalog.dateSearch.submit') }))

  await expect(
    page.getByRole('heading', { level: 1, name: bn('catalog.available.heading', { date: formatDate(day, 'bn') }) }),
  ).toBeVisible()
  const venues = page.getByRole('region', { name: bn('kind.venue.label') })
  await expect(venues.getByText(bn('catalog.available.forGuests', { count: 250 }))).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)

  await page.goto('/bn/services/makeup')
  await clickWhenHydrated(page.getByRole('button', { name: bn('catalog.filters.toggle'), exact: true }))
  const filters = page.getByRole('search', { name: bn('catalog.filters.label') })
  await filters.getByLabel(bn('catalog.filters.date')).fill(typedDate(day, 'bn'))
  // Only venues take a guest count.
  await expect(filters.getByLabel(bn('catalog.filters.guests'))).toHaveCount(0)
  await filters.getByRole('button', { name: bn('catalog.filters.apply') }).click()
  await expect(page).toHaveURL(`/bn/services/makeup?date=${day}`)
  await expect(page.getByText(formatDate(day, 'bn'), { exact: false }).first()).toBeVisible()
  await expectNoSidewaysScroll(page)
})

/**
 * Venue cards a family can compare on a 360 px phone in Bangla: under the name, where and how many it seats, the
 * cheapest menu per plate and the advance, in two short lines; its rating only from verified reviews ("No reviews
 * yet" until then, never the business's own). A guest count no venue seats says so, with the most one seats.
 */
test('in Bangla on a phone: venue cards show seats, the per-plate price, the advance and the verified rating', async ({ page }) => {
  const answer = (await (await page.request.get('/api/venue?sort=price&pageSize=1')).json()) as TListingPage
  const venue = answer.data[0]!
  expect(venue.capacity).not.toBeNull()
  expect(venue.perPlateFrom).not.toBeNull()
  await page.goto('/bn/services/venue?sort=price')
  const card = page
    .getByRole('list', { name: bn('catalog.grid.label') })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: venue.nameBn ?? venue.name }) })
  await expect(card).toContainText(bn('catalog.card.seats', { count: venue.capacity! }))
  await expect(card).toContainText(bn('catalog.card.perPlate', { price: formatMoney(venue.perPlateFrom!, 'bn') }))
  const advance =
    venue.advancePercent >= 100
      ? bn('catalog.card.advanceFull')
      : venue.advancePercent <= 0
        ? bn('catalog.card.advanceNone')
        : bn('catalog.card.advance', { percent: venue.advancePercent })
  await expect(card).toContainText(advance)
  if (venue.reviewCount === 0) {
    await expect(card).toContainText(bn('catalog.rating.none'))
    await expect(card.getByRole('img', { name: /৫/ })).toHaveCount(0)
  } else {
    await expect(card.getByText(bn('catalog.rating.reviews', { count: venue.reviewCount }))).toBeVisible()
  }
  // The facts sit under the name in two lines at most, each fact whole, and nothing runs off the screen.
  const seats = card.getByText(bn('catalog.card.seats', { count: venue.capacity! }))
  const perPlate = card.getByText(bn('catalog.card.perPlate', { price: formatMoney(venue.perPlateFrom!, 'bn') }))
  const [seatsBox, plateBox] = [await seats.boundingBox(), await perPlate.boundingBox()]
  expect(seatsBox!.height).toBeLessThan(30)
  expect(plateBox!.y).toBeGreaterThan(seatsBox!.y)
  await expectNoSidewaysScroll(page)

  // 1,00,000 guests: no venue seats that many, which the date search says instead of "nothing free that day".
  const largest = ((await (await page.request.get('/api/venue?guests=100000')).json()) as TListingPage).tooManyGuests!.largestCapacity!
  await page.goto(`/bn/available?date=${addDays(todayInDhaka(), 95)}&guests=100000`)
  const venues = page.getByRole('region', { name: bn('kind.venue.label') })
  await expect(venues).toContainText(bn('catalog.guests.tooMany', { guests: 100_000, largest }))
  await expect(venues).not.toContainText(bn('catalog.available.none'))
  await expectNoSidewaysScroll(page)
})
