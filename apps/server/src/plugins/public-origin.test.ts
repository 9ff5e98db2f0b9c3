import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TMail } from './mail'
import { createActor, signupForm, TEST_PASSWORD, uniqueEmail, type TActor } from '../../test/actors'
import { bookingOf, daysFromNow } from '../../test/catalog-fixtures'
import { createMerchant } from '../../test/merchant-fixtures'
import { createTestApp } from '../../test/test-app'
import { agencies, listings } from '../db/schema'

/**
 * Links we write come from PUBLIC_URL, never from what the client says our name is: a request with a forged
 * Host (and, behind a trusted proxy, X-Forwarded-Host) must not plant another site in an email or the sitemap.
 */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }
const OURS = 'http://utsab.test'

let t: Awaited<ReturnType<typeof createTestApp>>
let merchant: TActor
let customer: TActor
let listingId: string
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' })
  const admin = await createActor(t.app, 'admin', 'admin')
  merchant = await createMerchant(t.app, admin, 'hostmerchant', 'venue')
  customer = await createActor(t.app, 'hostcustomer')
  const [owned] = await t.db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(eq(agencies.ownerId, merchant.id))
  listingId = owned!.id
})
afterAll(() => t.close())

const expectOurLinksOnly = (mail: TMail | undefined) => {
  expect(mail).toBeDefined()
  const content = `${mail!.text}\n${mail!.html}`
  expect(content).not.toContain('evil.example')
  // The links a reader follows: those in the plain text and every href of the HTML (not the doctype's DTD address).
  const links = [
    ...(mail!.text.match(/https?:\/\/[^\s"<>\]]+/g) ?? []),
    ...[...mail!.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!),
  ]
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) expect(link.startsWith(`${OURS}/`), link).toBe(true)
}

describe('links in emails, the sitemap and robots.txt come from PUBLIC_URL, whatever Host the request names', () => {
  it('an order placed with Host: evil.example mails the customer and the merchant links on PUBLIC_URL only', async () => {
    t.mailbox.messages.length = 0
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: customer.cookie, ...FORGED },
      payload: bookingOf({ id: listingId, kind: 'venue' }, daysFromNow(30)),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    expectOurLinksOnly(t.mailbox.lastTo(customer.email))
    expectOurLinksOnly(t.mailbox.lastTo(merchant.email))
  })

  it('verification and password-reset mails asked for with Host: evil.example link to PUBLIC_URL', async () => {
    const email = uniqueEmail('hostsignup').toLowerCase()
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: FORGED,
      payload: signupForm({ fullName: 'Host Signup', email, password: TEST_PASSWORD }) as never,
    })
    expect(created.statusCode, created.body).toBe(201)
    expectOurLinksOnly(t.mailbox.lastTo(email))
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: FORGED,
      payload: { email, redirectTo: '/reset-password' },
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expectOurLinksOnly(await t.mailbox.waitFor(email, /reset/i))
  })

  it('sitemap.xml and robots.txt name PUBLIC_URL only', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const response = await t.app.inject({ method: 'GET', url, headers: FORGED })
      expect(response.statusCode).toBe(200)
      expect(response.body).not.toContain('evil.example')
      expect(response.body).toContain(OURS)
    }
  })
})
