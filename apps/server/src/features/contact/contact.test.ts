import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

describe('POST /api/newsletter', () => {
  it('subscribes an address once, however often it is sent', async () => {
    for (const email of ['reader@example.com', 'READER@example.com ']) {
      const response = await post('/api/newsletter', { email })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ email: 'reader@example.com', message: TEXTS.newsletterSubscribed })
    }
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1)
  })

  it('refuses an invalid address', async () => {
    const response = await post('/api/newsletter', { email: 'nope' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty('email')
  })
})
