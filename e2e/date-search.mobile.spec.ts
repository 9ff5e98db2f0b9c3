import { typedDate } from '@utsab/shared/format'
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
