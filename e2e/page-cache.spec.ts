import { randomUUID } from 'node:crypto'
import { detailPath } from '@utsab/shared/kinds'
import { merchantWithListing } from './support/merchant'
import { expect, logIn, originHeader, test } from './fixtures'

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' }

/**
 * Decision 045: a visitor without cookies gets the page every such visitor gets, rendered once and kept
 * until the catalog changes. It must stay right: its scripts allowed by hash (a kept page cannot carry a
 * fresh nonce), a merchant's change visible on the next request, and nobody's own page ever shared.
 */
test('a page kept for visitors without cookies: allowed by hashes, changed with the catalog, never anyone’s own', async ({
  playwright,
  baseURL,
  createUser,
}) => {
  const { merchant, listing } = await merchantWithListing(
    { playwright, baseURL, createUser },
    { kind: 'venue', prefix: 'Kept Hall', name: 'Shafiq Ahmed' },
  )
  const visitor = await playwright.request.newContext({ baseURL })
  const merchantSide = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  const customerSide = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  try {
    for (const path of [detailPath('venue', listing.id), `/bn${detailPath('venue', listing.id)}`]) {
      // Two visitors in a row get the very same bytes, the kept page. Another spec changing the catalog between the two
      // drops every kept page (as it must) and the second is a fresh render with the new catalog: then they ask again.
      let second: Awaited<ReturnType<typeof visitor.get>> | undefined
      await expect(async () => {
        const first = await visitor.get(path, { headers: BROWSER_ENCODINGS })
        second = await visitor.get(path, { headers: BROWSER_ENCODINGS })
        expect(first.status()).toBe(200)
        expect(second.headers()['content-encoding']).toBe('br')
        expect(await second.text(), 'the same page for every visitor without cookies').toBe(await first.text())
      }).toPass({ timeout: 15_000 })
      if (!second) throw new Error('No second visit')
      const policy = second.headers()['content-security-policy'] ?? ''
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+[ ;]/)
      expect(policy).not.toContain('nonce-')
      expect(await second.text()).toContain(listing.name)
    }

    // The merchant renames the hall: the very next request of a visitor shows the new name, in both languages.
    await logIn(merchantSide, baseURL, merchant)
    const newName = `Renamed Hall ${randomUUID().slice(0, 8)}`
    const renamed = await merchantSide.patch(`/api/listings/${listing.id}`, { data: { name: newName } })
    expect(renamed.status(), await renamed.text()).toBe(200)
    for (const path of [detailPath('venue', listing.id), `/bn${detailPath('venue', listing.id)}`]) {
      const page = await (await visitor.get(path, { headers: BROWSER_ENCODINGS })).text()
      // (The old name stays on the page as the agency's, which the application named alike.)
      expect(page, path).toContain(newName)
    }

    // A signed-in person gets their own render, with a fresh nonce each time, and it is never kept for anyone.
    const customer = await createUser({ name: `Nasrin Kept ${randomUUID().slice(0, 6)}` })
    await logIn(customerSide, baseURL, customer)
    const own = await customerSide.get('/services/venue', { headers: BROWSER_ENCODINGS })
    const ownAgain = await customerSide.get('/services/venue', { headers: BROWSER_ENCODINGS })
    expect(await own.text()).toContain(customer.name)
    const nonces = [own, ownAgain].map((answer) => /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1])
    expect(nonces[0]).toBeTruthy()
    expect(nonces[1]).not.toBe(nonces[0])
    expect(own.headers()['cache-control']).toBe('no-store')
    const shared = await (await visitor.get('/services/venue', { headers: BROWSER_ENCODINGS })).text()
    expect(shared).not.toContain(customer.name)
    expect(shared).not.toContain(customer.email)
  } finally {
    await Promise.all([visitor.dispose(), merchantSide.dispose(), customerSide.dispose()])
  }
})
