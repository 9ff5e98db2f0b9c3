import { expect, pageReady, test } from './fixtures'

/*
 * What the server renders for every public route (status, one h1, title, description, canonical and language links,
 * list cards and detail pages, 404s, the guarded pages' redirect to log in, robots.txt and the sitemap) is tested
 * in apps/server/test/pages/public-pages.test.ts, and axe reads every route in accessibility.spec.ts. What needs a
 * browser stays here: the page's content security policy, once hydrated.
 */

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
