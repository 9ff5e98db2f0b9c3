import { LISTING_KINDS } from '@utsab/shared/constants'
import { KIND_META, kindKey, kindListPaths } from '@utsab/shared/kinds'
import { en } from './support/i18n'
import { TEXTS } from '@utsab/shared/texts'
import { expect, expectAccessible, pageReady, pageStatusError, test } from './fixtures'

const staticRoutes = [
  '/',
  '/home',
  '/service',
  '/about',
  '/blogs',
  '/contact',
  '/login',
  '/signup',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/delivery',
  '/support',
]

test.describe('every public route of spec §2 renders on the server, has its SEO tags and is accessible', () => {
  for (const path of staticRoutes) {
    test(`${path}`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page).toHaveTitle(/Utsab/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http/)
      await expectAccessible(page)
    })
  }

  for (const kind of LISTING_KINDS) {
    const meta = KIND_META[kind]
    const listHeading = en(kindKey(kind, 'listHeading'))
    for (const path of kindListPaths(meta)) {
      test(`${path} lists ${kind}s under "${listHeading}"`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1, name: listHeading })).toBeVisible()
        // Server-rendered: the cards are in the HTML before any script runs.
        expect(await response?.text()).toContain('BDT')
        await expectAccessible(page)
      })
    }

    test(`the ${kind} detail page answers at every path`, async ({ page, firstListing }) => {
      const listing = await firstListing(kind)
      for (const prefix of meta.detailPrefixes) {
        const response = await page.goto(`${prefix}/${listing.id}`)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible()
        await expect(page.getByText(listing.agency.name).first()).toBeVisible()
        await expect(page.getByRole('link', { name: en(kindKey(kind, 'orderAction')), exact: true })).toBeVisible()
      }
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ name: listing.name })
      await expectAccessible(page)
    })
  }
})

test.describe('missing pages', () => {
  test.use({ allowedConsoleErrors: [pageStatusError(404)] })

  test('an unknown path shows the 404 page with status 404, and leads back home', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText(TEXTS.notFound)).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: TEXTS.backToHomepage }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a detail page for an id that does not exist is a 404', async ({ page }) => {
    const response = await page.goto('/venue/00000000-0000-4000-a000-000000000000')
    expect(response?.status()).toBe(404)
    await expect(page.getByText(TEXTS.notFound)).toBeVisible()
  })
})

test('pages behind login send a visitor to log in, keeping where they came from', async ({ page }) => {
  for (const path of ['/orders', '/become-merchant', '/dashboard']) {
    await page.goto(path)
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  }
})

test('robots.txt and the sitemap are served', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap.match(/<url>/g)?.length).toBeGreaterThan(48)
})

test('the public pages break none of the page’s content security policy, in either language, once hydrated', async ({
  page,
  firstListing,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { policyViolations: string[] }).policyViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  const venue = await firstListing('venue')
  for (const path of ['/', '/services/venue', `/venue/${venue.id}`, '/bn', '/bn/services/venue', `/bn/venue/${venue.id}`, '/signup']) {
    await page.goto(path)
    await pageReady(page)
    expect(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations), path).toEqual([])
  }
})
