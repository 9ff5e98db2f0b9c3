import { COSTUME_DELIVERY_CHARGE_BDT } from '@utsab/shared/constants'
import { formatMoney, formatPhone, telHref } from '@utsab/shared/format'
import { apiListPath, KIND_META } from '@utsab/shared/kinds'
import type { TListingPage } from '@utsab/shared/schemas/catalog'
import { expect, listingCards, test } from './fixtures'
import { whenHydrated } from './support/a11y'
import { en } from './support/i18n'

test('a visitor opens a costume from the list and sees everything needed to buy it', async ({ page }) => {
  await page.goto('/services/costume')
  await expect(page.getByRole('heading', { level: 1, name: 'Costumes Collection' })).toBeVisible()
  const firstCard = listingCards(page).first()
  const name = await firstCard.getByRole('heading').textContent()
  await firstCard.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/costumes\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '')
  await expect(page.getByText(/BDT/).first()).toBeVisible()
  await expect(page.getByText(new RegExp(`${COSTUME_DELIVERY_CHARGE_BDT} BDT`))).toBeVisible()
  await expect(page.getByText(/size/i).first()).toBeVisible()

  await page.getByRole('link', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcostumes%2F/)
})

test('venue cards show the price line and a Details button', async ({ page, firstListing }) => {
  const cheapest = await firstListing('venue')
  await page.goto('/services/venue?sort=price')
  const card = listingCards(page).first()
  await expect(card).toContainText(en('catalog.card.priceLine', { price: formatMoney(cheapest.price) }))
  await card.getByRole('link', { name: en('catalog.card.detailsOf', { name: cheapest.name }) }).click()
  await expect(page).toHaveURL(`/venue/${cheapest.id}`)
  await expect(page.getByRole('link', { name: 'Booking', exact: true })).toBeVisible()
  // The agency's phone as people here write it, dialled by a tap.
  const phone = page.getByRole('link', { name: formatPhone(cheapest.agency.phone), exact: true })
  await expect(phone).toHaveAttribute('href', telHref(cheapest.agency.phone))
})

test('filters live in the URL, narrow the list and survive the back button', async ({ page, request }) => {
  const khulna = await (await request.get('/api/venue?district=Khulna&pageSize=60')).json()
  await page.goto('/services/venue')
  await page.getByLabel('District').selectOption('Khulna')
  await page.getByRole('button', { name: /apply|filter|search/i }).click()
  await expect(page).toHaveURL(/district=Khulna/)
  await expect(listingCards(page)).toHaveCount(Math.min(khulna.total, 12))
  for (const item of khulna.data.slice(0, 3)) await expect(page.getByText(item.name)).toBeVisible()

  await page.getByLabel('Sort').selectOption('-price')
  await page.getByRole('button', { name: /apply|filter|search/i }).click()
  await expect(page).toHaveURL(/sort=-price/)
  await page.goBack()
  await expect(page).toHaveURL(/district=Khulna/)
  await expect(page).not.toHaveURL(/sort=-price/)
})

test('a search with no match shows the empty state with a way out', async ({ page }) => {
  await page.goto('/services/makeup?q=zzzz-nothing')
  await expect(page.getByText(/no listings match/i)).toBeVisible()
  await page.getByRole('link', { name: /clear filters/i }).click()
  await expect(listingCards(page).first()).toBeVisible()
})

test('a link with values no filter can have shows the list without them, each said under its field', async ({ page, request }) => {
  const halls = (await (await request.get('/api/venue?q=hall')).json()) as TListingPage
  const response = await page.goto('/services/venue?minRating=9&district=Gotham&q=hall&sort=cheapest')
  expect(response?.status()).toBe(200)
  const filters = page.getByRole('search', { name: 'Filter listings' })
  await expect(filters.getByText('Choose a rating from the list')).toBeVisible()
  await expect(filters.getByText('Choose a district from the list')).toBeVisible()
  await expect(filters.getByLabel('Minimum rating')).toHaveAttribute('aria-invalid', 'true')
  await expect(filters.getByLabel('Search')).toHaveValue('hall')
  // The search that was good still narrows the list, exactly as the API's own answer to it alone.
  await expect(page.getByText(`${halls.total} listings found`)).toBeVisible()
  await expect(listingCards(page).first().getByRole('heading')).toHaveText(halls.data[0]!.name)
})

test('a minimum price above the maximum is said under Maximum price, and the filters and the list stay', async ({ page }) => {
  await page.goto('/services/venue?district=Khulna')
  const filters = page.getByRole('search', { name: 'Filter listings' })
  await filters.getByLabel('Min price (BDT)').fill('50000')
  await filters.getByLabel('Max price (BDT)').fill('1000')
  await (await whenHydrated(filters.getByRole('button', { name: 'Apply filters' }))).click()
  const message = filters.getByText('Maximum price must be at least the minimum price')
  await expect(message).toBeVisible()
  await expect(filters.getByLabel('Max price (BDT)')).toHaveAttribute('aria-invalid', 'true')
  await expect(filters.getByLabel('Max price (BDT)')).toBeFocused()
  await expect(page).toHaveURL('/services/venue?district=Khulna')
  await expect(listingCards(page).first()).toBeVisible()

  // A link that carries the upside-down range shows the same message and the list without the price filter.
  await page.goto('/services/venue?district=Khulna&minPrice=50000&maxPrice=1000')
  await expect(filters.getByText('Maximum price must be at least the minimum price')).toBeVisible()
  await expect(filters.getByLabel('Min price (BDT)')).toHaveValue('50000')
  await expect(filters.getByLabel('District')).toHaveValue('Khulna')
  await expect(listingCards(page).first()).toBeVisible()
})

test('photographer and makeup cards lead with the artist, then the agency', async ({ page, firstListing }) => {
  for (const kind of ['photographer', 'makeup'] as const) {
    const cheapest = await firstListing(kind)
    await page.goto(`${KIND_META[kind].listPath}?sort=price`)
    const card = listingCards(page).first()
    await expect(card.getByRole('heading')).toHaveText(cheapest.name)
    await expect(card).toContainText(cheapest.agency.name)
  }
})

test('pagination moves through the list', async ({ page }) => {
  const { totalPages } = (await (await page.request.get(`${apiListPath('costume')}?pageSize=5`)).json()) as TListingPage
  expect(totalPages).toBeGreaterThan(2)
  await page.goto('/services/costume?pageSize=5')
  await expect(page.getByText(new RegExp(`page 1 of ${totalPages}`, 'i'))).toBeVisible()
  await page.getByRole('link', { name: /next/i }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText(new RegExp(`page 2 of ${totalPages}`, 'i'))).toBeVisible()
})
