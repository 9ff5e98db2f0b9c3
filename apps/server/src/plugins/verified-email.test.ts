import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { TEXTS } from '@utsab/shared/texts'
import { createUnverifiedActor, type TActor } from '../../test/actors'
import { insertListings, bookingOf } from '../../test/catalog-fixtures'
import { applicationFields, multipartForm, pngFile } from '../../test/merchant-fixtures'
import { createTestApp } from '../../test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let listing: Awaited<ReturnType<typeof insertListings>>
let unverified: TActor
let order: TOrder

beforeAll(async () => {
  t = await createTestApp({}, { listen: true })
  listing = await insertListings(t.app)
  unverified = await createUnverifiedActor(t.app, 'unverified')
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: unverified.cookie },
    // Signed up just now: the mobile number comes with the first booking.
    payload: { ...bookingOf(listing.costume), phone: '01711 000000' },
  })
  // Booking is open to an unverified account: only paying and applying need a proven address.
  expect(placed.statusCode, placed.body).toBe(201)
  order = placed.json<TOrder>()
})
afterAll(() => t.close())

const post = (url: string, payload: object, actor = unverified) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: actor.cookie }, payload: payload as never })

const expectRefused = (response: { statusCode: number; json: () => { code: string; message: string } }) => {
  expect(response.statusCode).toBe(403)
  expect(response.json()).toMatchObject({ code: 'email_not_verified', message: TEXTS.verifyEmailFirst })
}

describe('routes that need a verified email address', () => {
  it('an unverified account cannot start paying', async () => {
    expectRefused(await post('/api/create-payment-intent', { orderId: order.id }))
  })

  it('an unverified account cannot record a payment', async () => {
    expectRefused(await post('/api/payments', { intentId: 'pi_test_anything' }))
  })

  it('an unverified account cannot apply as a merchant', async () => {
    const form = multipartForm(applicationFields({ agencyEmail: unverified.email }), { pictures: [pngFile()], licence: [pngFile()] })
    expectRefused(await post('/api/merchant-applications', form))
  })

  it('following the verification link opens paying', async () => {
    const verification = t.mailbox.messages.find((mail) => mail.to === unverified.email && mail.text.includes('/verify-email?token='))
    const link = verification?.text.match(/https?:\/\/\S+/)?.[0] ?? ''
    expect((await t.app.inject({ method: 'GET', url: link.replace(t.app.publicOrigin, '') })).statusCode).toBe(302)
    const response = await post('/api/create-payment-intent', { orderId: order.id })
    expect(response.statusCode, response.body).toBe(200)
  })
})
