import type { APIRequestContext } from '@playwright/test'
import type { TListingKind } from '@utsab/shared/constants'
import { apiListPath, detailPath } from '@utsab/shared/kinds'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import { en } from './support/i18n'
import { clickWhenHydrated, expect, expectAccessibleInBothThemes, listingCards, test, whenHydrated } from './fixtures'

async function demoListing(request: APIRequestContext, kind: TListingKind, index: number): Promise<TListing> {
  const page = (await (await request.get(`${apiListPath(kind)}?pageSize=${index + 1}&sort=price`)).json()) as TListingPage
  return page.data[index]!
}

const heart = (name: string) => ({ name: en('catalog.shortlist.save', { name }) })

/**
 * The shortlist (issue 17): a visitor's heart asks them to log in and brings them back; a customer saves two
 * listings from their pages and finds them on Shortlist in the dashboard, the latest first, and takes one off.
 */
test('a customer saves listings from their pages to the shortlist and takes one off from it', async ({ page, createUser, loginAs }) => {
  test.slow()
  const venue = await demoListing(page.request, 'venue', 3)
  const photographer = await demoListing(page.request, 'photographer', 3)

  // A visitor is asked to log in first, and comes back to the page.
  await page.goto(detailPath('venue', venue.id))
  await expect(page.getByRole('link', heart(venue.name))).toHaveAttribute(
    'href',
    `/login?redirectTo=${encodeURIComponent(detailPath('venue', venue.id))}`,
  )

  await loginAs(await createUser())
  await page.goto(detailPath('venue', venue.id))
  const saveVenue = page.getByRole('button', heart(venue.name))
  await expect(saveVenue).toHaveAttribute('aria-pressed', 'false')
  await clickWhenHydrated(saveVenue)
  await expect(saveVenue).toHaveAttribute('aria-pressed', 'true')
  // Kept on the server: a fresh load shows it saved.
  await page.reload()
  await expect(page.getByRole('button', heart(venue.name))).toHaveAttribute('aria-pressed', 'true')

  await page.goto(detailPath('photographer', photographer.id))
  await clickWhenHydrated(page.getByRole('button', heart(photographer.name)))
  await expect(page.getByRole('button', heart(photographer.name))).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/dashboard')
  await clickWhenHydrated(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Shortlist' }))
  await expect(page).toHaveURL('/dashboard/shortlist')
  const saved = page.getByRole('list', { name: en('catalog.shortlist.list') }).getByRole('listitem')
  await expect(saved).toHaveCount(2)
  await expect(saved.first()).toContainText(photographer.name)
  await expect(saved.nth(1)).toContainText(venue.name)
  await expectAccessibleInBothThemes(page)

  // The heart takes one off at once; the list says so after a reload too.
  await clickWhenHydrated(saved.first().getByRole('button', heart(photographer.name)))
  await expect(saved).toHaveCount(1)
  await expect(saved.first()).toContainText(venue.name)
  await page.reload()
  await expect(saved).toHaveCount(1)
  await whenHydrated(saved.first().getByRole('button', heart(venue.name)))
})

test('an empty shortlist says how to fill it', async ({ page, createUser, loginAs }) => {
  await loginAs(await createUser())
  await page.goto('/dashboard/shortlist')
  await expect(page.getByText(en('catalog.shortlist.empty'))).toBeVisible()
  await expect(page.getByRole('link', { name: en('catalog.shortlist.browse') })).toHaveAttribute('href', '/service')
})

test('the heart on a card: a visitor is asked to log in and comes back to the list; a customer keeps a venue from its card', async ({
  page,
  createUser,
  loginAs,
}) => {
  const venue = await demoListing(page.request, 'venue', 2)
  await page.goto('/services/venue?sort=price')
  const card = listingCards(page).filter({ has: page.getByRole('heading', { name: venue.name, exact: true }) })
  await expect(card.getByRole('link', heart(venue.name))).toHaveAttribute(
    'href',
    `/login?redirectTo=${encodeURIComponent('/services/venue?sort=price')}`,
  )

  await loginAs(await createUser())
  await page.reload()
  const save = card.getByRole('button', heart(venue.name))
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await clickWhenHydrated(save)
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  // The card's link still opens the listing, whose own heart says it is kept.
  await card.getByRole('link', { name: en('catalog.card.detailsOf', { name: venue.name }) }).click()
  await expect(page).toHaveURL(detailPath('venue', venue.id))
  await expect(page.getByRole('button', heart(venue.name))).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/dashboard/shortlist')
  await expect(page.getByRole('list', { name: en('catalog.shortlist.list') }).getByRole('listitem')).toHaveCount(1)
})
