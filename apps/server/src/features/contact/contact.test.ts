import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEXTS } from '@utsab/shared/texts'
import { createTestApp } from '../../../test/test-app'
import { contactMessages, newsletterSubscribers } from '../../db/schema'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object })

describe('POST /api/contact-messages', () => {
  it('stores a valid message and confirms it', async () => {
    const response = await post('/api/contact-messages', {
      name: '  Nusrat Jahan ',
      email: 'Nusrat@Example.com',
      phone: '+880 1711-000000',
      company: 'Shapla Events',
      message: 'We would like to book a venue for 300 guests in Rajshahi.',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().message).toBe(TEXTS.contactSent)
    const rows = await t.db.select().from(contactMessages)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name: 'Nusrat Jahan', email: 'nusrat@example.com', company: 'Shapla Events' })
  })

  it('takes a phone number in Bengali digits and keeps it in Latin ones', async () => {
    const response = await post('/api/contact-messages', {
      name: 'রহিমা খাতুন',
      email: 'rahima@example.com',
      phone: '০১৭১১-০০০০০০',
      message: 'আমাদের মেয়ের বিয়ের জন্য ঢাকায় একটি হল খুঁজছি।',
    })
    expect(response.statusCode).toBe(201)
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'rahima@example.com'))
    expect(rows[0]?.phone).toBe('01711-000000')
  })

  it.each([
    [{ email: 'a@b.co', message: 'Hello there, friend' }, 'name'],
    [{ name: 'A', email: 'not-an-email', message: 'Hello there, friend' }, 'email'],
    [{ name: 'A', email: 'a@b.co', message: 'short' }, 'message'],
    [{ name: 'A', email: 'a@b.co', phone: 'call me', message: 'Hello there, friend' }, 'phone'],
    [{ name: 'A'.repeat(101), email: 'a@b.co', message: 'Hello there, friend' }, 'name'],
  ])('refuses %j with a message naming %s, and stores nothing', async (payload, field) => {
    const before = (await t.db.select().from(contactMessages)).length
    const response = await post('/api/contact-messages', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty(field)
    expect(response.json().message.length).toBeGreaterThan(5)
    expect(await t.db.select().from(contactMessages)).toHaveLength(before)
  })

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBeTruthy()
  })
})

describe('POST /api/newsletter (double opt-in)', () => {
  const confirmationTo = (email: string) =>
    t.mailbox.messages.filter((mail) => mail.to === email && mail.subject === 'Confirm your Utsab newsletter subscription')
  const linkIn = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? ''
  const follow = (link: string) => t.app.inject({ method: 'GET', url: link.replace(t.app.publicOrigin, '') })
  const row = async (email: string) => (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]

  it('stores a pending subscription and emails a link; only the link confirms it', async () => {
    const response = await post('/api/newsletter', { email: 'READER@example.com ' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ email: 'reader@example.com', message: TEXTS.newsletterCheckEmail })
    expect(await row('reader@example.com')).toMatchObject({ confirmedAt: null })
    await vi.waitFor(async () => {
      await t.sendQueuedMail()
      expect(confirmationTo('reader@example.com')).toHaveLength(1)
    })
    const link = linkIn(confirmationTo('reader@example.com')[0]!.text)
    expect(link).toMatch(/^http:\/\/utsab\.test\/api\/newsletter\/confirm\?token=[\w-]{40,}$/)
    // The token is not stored, only its hash.
    expect(JSON.stringify(await row('reader@example.com'))).not.toContain(new URL(link).searchParams.get('token'))

    const landed = await follow(link)
    expect(landed.statusCode).toBe(302)
    expect(landed.headers.location).toBe('/newsletter/confirmed')
    expect((await row('reader@example.com'))?.confirmedAt).toBeInstanceOf(Date)
    // The link works once.
    expect((await follow(link)).headers.location).toBe('/newsletter/confirmed?error=invalid')
  })

  it('answers the same for a confirmed address, and sends it nothing', async () => {
    const sent = t.mailbox.messages.length
    const again = await post('/api/newsletter', { email: 'reader@example.com' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ email: 'reader@example.com', message: TEXTS.newsletterCheckEmail })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(t.mailbox.messages).toHaveLength(sent)
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1)
  })

  it('refuses an expired link, a made-up one and a missing one', async () => {
    await post('/api/newsletter', { email: 'late@example.com' })
    await vi.waitFor(async () => {
      await t.sendQueuedMail()
      expect(confirmationTo('late@example.com')).toHaveLength(1)
    })
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, 'late@example.com'))
    expect((await follow(linkIn(confirmationTo('late@example.com')[0]!.text))).headers.location).toBe('/newsletter/confirmed?error=invalid')
    expect((await follow('/api/newsletter/confirm?token=made-up')).headers.location).toBe('/newsletter/confirmed?error=invalid')
    expect((await follow('/api/newsletter/confirm')).headers.location).toBe('/newsletter/confirmed?error=invalid')
    expect((await row('late@example.com'))?.confirmedAt).toBeNull()
  })

  it('refuses an invalid address', async () => {
    const response = await post('/api/newsletter', { email: 'nope' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty('email')
  })
})

describe('rate limits of the public forms', () => {
  let strict: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    strict = await createTestApp({ AUTH_RATE_LIMIT_FACTOR: '1' })
  })
  afterAll(() => strict.close())
  const send = (url: string, payload: object, ip = '203.0.113.7') => strict.app.inject({ method: 'POST', url, payload, remoteAddress: ip })
  const message = (email: string) => ({ name: 'Rahim', email, message: 'Is the hall free in March?' })

  it('limits contact messages per email address and per client address', async () => {
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await send('/api/contact-messages', message('same@example.com'), `198.51.100.${i}`)).statusCode)
    expect(statuses).toEqual([201, 201, 201, 429])
    const fromOneAddress = []
    for (let i = 0; i < 6; i++) fromOneAddress.push((await send('/api/contact-messages', message(`sender${i}@example.com`))).statusCode)
    expect(fromOneAddress).toEqual([201, 201, 201, 201, 201, 429])
    const refused = await send('/api/contact-messages', message('another@example.com'))
    expect(refused.json().code).toBe('rate_limited')
    expect(refused.headers['retry-after']).toBeTruthy()
  })

  it('limits newsletter sign-ups per email address and per client address', async () => {
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await send('/api/newsletter', { email: 'victim@example.com' }, `198.51.100.${i + 10}`)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
    const fromOneAddress = []
    for (let i = 0; i < 6; i++)
      fromOneAddress.push((await send('/api/newsletter', { email: `reader${i}@example.com` }, '203.0.113.8')).statusCode)
    expect(fromOneAddress).toEqual([200, 200, 200, 200, 200, 429])
  })
})
