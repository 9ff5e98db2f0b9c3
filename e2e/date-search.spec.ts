import { LISTING_KINDS } from '@utsab/shared/constants'
import { typedDate } from '@utsab/shared/format'
import { apiListPath, kindKey } from '@utsab/shared/kinds'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import { en } from './support/i18n'
import {
  addDays,
  bookingBody,
  clickWhenHydrated,
  expect,
  expectAccessibleInBothThemes,
  formatDate,
  originHeader,
  test,
  todayInDhaka,
} from './fixtures'

/** A day far enough ahead that no other test books the same photographer for it. */
const quietDay = () => addDays(todayInDhaka(), 200 + Math.floor(Math.random() * 400))

/**
 * The date search (issue 17): from the home page a visitor sees everything free on one date in one district, across
 * the four kinds; a photographer booked for that date drops out of its list, and every card opens its page with the
 * date already picked.
 */
test('a visitor finds what is free on a date in one district, and a booked photographer drops out', async ({
  page,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const [photographer] = ((await (await page.request.get(`${apiListPath('photographer')}?pageSize=1&sort=price`)).json()) as TListingPage)
    .data as [TListing]
  const day = quietDay()

  await page.goto('/')
  const search = page.getByRole('search', { name: en('catalog.dateSearch.label') })
  const dateField = search.getByLabel(en('catalog.filters.date'))
  // Without a date the form says what it needs, where it is needed.
  await clickWhenHydrated(search.getByRole('button', { name: en('catalog.dateSearch.submit') }))
  await expect(search.getByText(en('catalog.dateSearch.dateMissing'))).toBeVisible()
  await expect(dateField).toBeFocused()
  await dateField.fill(typedDate(day))
  await search.getByLabel(en('catalog.filters.district')).selectOption(photographer.district)
  await search.getByRole('button', { name: en('catalog.dateSearch.submit') }).click()

  await expect(
    page.getByRole('heading', {
      level: 1,
      name: en('catalog.available.headingIn', { date: formatDate(day), district: photographer.district }),
    }),
  ).toBeVisible()
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ date: day, district: photographer.district })
  for (const kind of LISTING_KINDS) await expect(page.getByRole('region', { name: en(kindKey(kind, 'label')) })).toBeVisible()
  await expectAccessibleInBothThemes(page)

  // The photographers' own list, searched the same way: the photographer is free, and its card carries the date.
  const listPath = `/services/photographers?district=${encodeURIComponent(photographer.district)}&date=${day}`
  await page.goto(listPath)
  const cards = page.getByRole('list', { name: en('catalog.grid.label') }).getByRole('listitem')
  const card = cards.filter({ hasText: photographer.name })
  await expect(card.getByRole('link').first()).toHaveAttribute('href', `/photographers/${photographer.id}?date=${day}`)
  await expect(page.getByText(/listings? free on/)).toContainText(formatDate(day))

  // Someone books it for that day: it is no longer offered for it, and still is for the next day.
  await loginAs(await createUser())
  const booked = await page.request.post('/api/orders', { data: bookingBody(photographer, day), headers: originHeader(baseURL) })
  expect(booked.status(), await booked.text()).toBe(201)
  await page.reload()
  await expect(page.getByText(/listings? free on/)).toBeVisible()
  await expect(card).toHaveCount(0)
  await page.goto(listPath.replace(day, addDays(day, 1)))
  await expect(card).toHaveCount(1)
})

test('a venue list keeps what is free on the date and seats the guests, and says when the URL asks for a past date', async ({ page }) => {
  const day = quietDay()
  await page.goto('/services/venue')
  const filters = page.getByRole('search', { name: en('catalog.filters.label') })
  await filters.getByLabel(en('catalog.filters.date')).fill(typedDate(day))
  await filters.getByLabel(en('catalog.filters.guests')).fill('250')
  await clickWhenHydrated(filters.getByRole('button', { name: en('catalog.filters.apply') }))
  await expect(page).toHaveURL(`/services/venue?date=${day}&guests=250`)
  const found = page.getByText(/listings? free on/)
  await expect(found).toContainText(formatDate(day))
  // Every venue shown seats 250 (the API's answer for the same search).
  const answer = (await (await page.request.get(`/api/venue?date=${day}&guests=250`)).json()) as TListingPage
  expect(answer.data.every((venue) => (venue.capacity ?? 0) >= 250)).toBe(true)
  await expect(page.getByRole('list', { name: en('catalog.grid.label') }).getByRole('listitem')).toHaveCount(answer.data.length)

  // A date in the past, written into the address by hand: said under the field, and the list shows without it.
  await page.goto(`/services/venue?date=${addDays(todayInDhaka(), -3)}`)
  await expect(page.getByText(en('validation.filters.date'))).toBeVisible()
  await expect(page.getByText(/listings? found/)).toBeVisible()
})
