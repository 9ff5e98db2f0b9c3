import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOCALE_COOKIE } from '@utsab/shared/i18n/locales'
import { createActor, signupForm, TEST_PASSWORD, uniqueEmail } from '../../../test/actors'
import { daysFromNow, insertListings, bookingOf } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { user } from '../../db/schema'
import { emailsBn } from '@utsab/shared/i18n/messages/emails'
import { accountLocale } from './service'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const choose = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/language',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  })

describe('POST /api/language', () => {
  it('remembers the choice in a cookie and sends a form post on to the page in that language', async () => {
    const response = await choose('locale=bn&next=%2Fservices%2Fvenue%3Fpage%3D2')
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/bn/services/venue?page=2')
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${LOCALE_COOKIE}=bn; Path=/; Max-Age=\\d+; SameSite=Lax`))
  })

  it('goes back to English at the spec’s paths', async () => {
    const response = await choose('locale=en&next=%2Fbn%2Forders')
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/orders')
  })

  it('never sends anyone to another site', async () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const response = await choose(`locale=bn&next=${encodeURIComponent(next)}`)
      expect(response.headers.location).toBe('/bn')
    }
  })

  it('never sends anyone to another site once the locale prefix is taken off or put on (issue 35, finding 5)', async () => {
    for (const [locale, next] of [
      ['en', '/bn//evil.example/path'],
      ['en', '/bn/%2F/evil.example'],
      ['bn', '/bn//evil.example/path'],
      ['en', '/bn/./\u002f/evil.example'],
    ] as const) {
      const response = await choose(`locale=${locale}&next=${encodeURIComponent(next)}`)
      expect(response.statusCode, next).toBe(303)
      const location = String(response.headers.location)
      expect(location, `${locale} ${next}`).toMatch(/^\/(?!\/)/)
      expect(new URL(location, 'http://utsab.test').origin, `${locale} ${next}`).toBe('http://utsab.test')
    }
    expect((await choose(`locale=en&next=${encodeURIComponent('/bn//evil.example/path')}`)).headers.location).toBe('/')
    // A path of ours keeps working.
    expect((await choose(`locale=en&next=${encodeURIComponent('/bn/services/venue?page=2')}`)).headers.location).toBe(
      '/services/venue?page=2',
    )
  })

  it('answers a script’s JSON post with 204', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/language', payload: { locale: 'en' } })
    expect(response.statusCode).toBe(204)
    expect(String(response.headers['set-cookie'])).toContain(`${LOCALE_COOKIE}=en`)
  })

  it('stores the choice on the account of whoever is logged in', async () => {
    const actor = await createActor(t.app, 'language')
    expect(await accountLocale(t.db, actor.id)).toBe('en')
    await choose('locale=bn&next=%2F', { cookie: actor.cookie })
    expect(await accountLocale(t.db, actor.id)).toBe('bn')
    const [row] = await t.db.select({ locale: user.locale }).from(user).where(eq(user.id, actor.id))
    expect(row?.locale).toBe('bn')
  })

  it('refuses a language we do not have, in the language asked for', async () => {
    const english = await choose('locale=fr')
    expect(english.statusCode).toBe(400)
    expect(english.json()).toMatchObject({ code: 'validation_failed', fields: { locale: 'Choose English or Bangla' } })
  })

  it('refuses a post from another site', async () => {
    const response = await choose('locale=bn', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(response.statusCode).toBe(403)
  })
})

describe('mail in the recipient’s language', () => {
  const BANGLA = { 'accept-language': 'bn' }

  it('a sign-up on a Bangla page: the account is Bangla, and so is its verification mail and its link back', async () => {
    const email = uniqueEmail('bangla-signup')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: BANGLA,
      payload: signupForm({ fullName: 'Rahima Khatun', email, password: TEST_PASSWORD }) as never,
    })
    expect(response.statusCode, response.body).toBe(201)
    const [row] = await t.db.select({ locale: user.locale }).from(user).where(eq(user.email, email))
    expect(row?.locale).toBe('bn')
    const mail = t.mailbox.lastTo(email)
    expect(mail?.subject).toBe(emailsBn['emails.verify.subject'])
    expect(mail?.text).toContain('উৎসবে আপনাকে স্বাগতম, Rahima Khatun!')
    expect(decodeURIComponent(mail?.text ?? '')).toContain('callbackURL=/bn?verified=1')
  })

  it('a booking by a customer who chose Bangla: the confirmation is in Bangla, whatever page language the request had', async () => {
    const listing = await insertListings(t.app)
    const customer = await createActor(t.app, 'bangla-customer')
    await choose('locale=bn&next=%2F', { cookie: customer.cookie })
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: customer.cookie, 'accept-language': 'en' },
      payload: bookingOf(listing.venue, daysFromNow(40)),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const mail = t.mailbox.lastTo(customer.email)
    expect(mail?.subject).toMatch(/^\[টেস্ট মোড\] উৎসবে আপনার বুকিং #[০-৯]+$/)
    expect(mail?.text).toContain('৮০,০০০ ৳')
    expect(mail?.text).toContain(`/bn/orders/${placed.json().id}`)
  })

  it('a newsletter request from a Bangla page: Bangla mail, and the link lands on the Bangla page', async () => {
    const email = uniqueEmail('bangla-news')
    await t.app.inject({ method: 'POST', url: '/api/newsletter', headers: BANGLA, payload: { email } })
    await vi.waitFor(async () => {
      await t.sendQueuedMail()
      expect(t.mailbox.lastTo(email)).toBeDefined()
    })
    const mail = t.mailbox.lastTo(email)!
    expect(mail.subject).toBe(emailsBn['emails.newsletter.subject'])
    const link = /(http\S+\/api\/newsletter\/confirm\?\S+)/.exec(mail.text)?.[1]
    expect(link).toMatch(/&lang=bn$/)
    const landed = await t.app.inject({ method: 'GET', url: new URL(link!).pathname + new URL(link!).search })
    expect(landed.headers.location).toBe('/bn/newsletter/confirmed')
  })
})
