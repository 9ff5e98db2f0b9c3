import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/test-app'
import { bkashSimPayments, sslcommerzSimSessions } from '../../../db/schema'
import { BKASH_SIMULATOR_ACCOUNT, BKASH_SIMULATOR_API } from './bkash-simulator'
import { SIMULATOR_PREFIX, SIMULATOR_STORE } from './sslcommerz-simulator'

/**
 * Issue 35, finding 1: the simulators are open to anyone (no account), so what they send and where they
 * send browsers must be this app alone: a notice to any other address is a request our server makes for a
 * stranger (blind SSRF), a return to another site an open redirect.
 */

const OURS = 'http://utsab.test'
const INIT = `/api${SIMULATOR_PREFIX}/gwprocess/v4/api.php`

let t: Awaited<ReturnType<typeof createTestApp>>
let bystander: Server
let bystanderUrl: string
const bystanderHits: string[] = []
beforeAll(async () => {
  // A service on an internal address the review aimed notices at: it must never hear from us.
  bystander = createServer((request, response) => {
    bystanderHits.push(`${request.method} ${request.url}`)
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
  })
  await new Promise<void>((resolve) => bystander.listen(0, '127.0.0.1', resolve))
  bystanderUrl = `http://127.0.0.1:${(bystander.address() as AddressInfo).port}`
  t = await createTestApp({ ORDER_RATE_LIMIT_FACTOR: '1' })
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => bystander.close(resolve))
})

let tranCounter = 0
const sessionFields = (overrides: Record<string, string> = {}) => ({
  store_id: SIMULATOR_STORE.storeId,
  store_passwd: SIMULATOR_STORE.storePassword,
  total_amount: '100.00',
  currency: 'BDT',
  tran_id: `sim_notice_${++tranCounter}`,
  success_url: `${OURS}/api/payments/sslcommerz/success`,
  fail_url: `${OURS}/api/payments/sslcommerz/fail`,
  cancel_url: `${OURS}/api/payments/sslcommerz/cancel`,
  ipn_url: `${OURS}/api/payments/sslcommerz/ipn`,
  cus_name: 'Notice',
  cus_email: 'notice@example.com',
  cus_add1: 'Dhanmondi',
  cus_city: 'Dhaka',
  cus_country: 'Bangladesh',
  cus_phone: '01700000000',
  shipping_method: 'NO',
  product_name: 'Notice',
  product_category: 'Event services',
  product_profile: 'non-physical-goods',
  ...overrides,
})
const openSessionOn = (app: typeof t.app, fields: Record<string, string> = sessionFields(), remoteAddress = '198.51.100.20') =>
  app.inject({
    method: 'POST',
    url: INIT,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })
const openSession = (fields: Record<string, string>, remoteAddress = '198.51.100.20') => openSessionOn(t.app, fields, remoteAddress)
const storedSessions = async () => (await t.db.select({ key: sslcommerzSimSessions.sessionkey }).from(sslcommerzSimSessions)).length

describe('the SSLCommerz simulator sends notices and browsers only to this app', () => {
  it('refuses a session whose ipn_url is anywhere but our own IPN path, and the test card then reaches nobody', async () => {
    for (const ipnUrl of [
      `${bystanderUrl}/internal`,
      `${OURS}/api/anything-else`,
      'http://utsab.test.evil.example/api/payments/sslcommerz/ipn',
    ]) {
      const before = await storedSessions()
      const opened = await openSession(sessionFields({ ipn_url: ipnUrl }), '198.51.100.21')
      expect(opened.statusCode, ipnUrl).toBeLessThan(500)
      const answer = opened.json<{ status: string; failedreason: string; sessionkey: string }>()
      if (answer.sessionkey) {
        // What the review did: pay with the test card, and the server POSTed the notice to the address it was given.
        await t.app.inject({
          method: 'POST',
          url: `/api${SIMULATOR_PREFIX}/pay/${answer.sessionkey}/card`,
          payload: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', ipn: 'before-return' },
        })
      }
      expect(bystanderHits, ipnUrl).toEqual([])
      expect(answer.status, ipnUrl).toBe('FAILED')
      expect(answer.failedreason, ipnUrl).toMatch(/ipn_url/)
      expect(await storedSessions(), ipnUrl).toBe(before)
    }
    expect(bystanderHits).toEqual([])
  })

  it('refuses success, fail and cancel URLs on another origin (the browser is sent there with the signed fields)', async () => {
    for (const field of ['success_url', 'fail_url', 'cancel_url']) {
      const opened = await openSession(sessionFields({ [field]: 'https://evil.example/return' }), '198.51.100.22')
      expect(opened.json<{ status: string; failedreason: string }>(), field).toMatchObject({
        status: 'FAILED',
        failedreason: expect.stringContaining(field),
      })
    }
  })

  it('opens a session for our own URLs as before', async () => {
    const opened = await openSession(sessionFields(), '198.51.100.23')
    expect(opened.json<{ status: string }>().status).toBe('SUCCESS')
  })

  it('takes no large session: 60 KB of fields is refused, none stored', async () => {
    const before = await storedSessions()
    const opened = await openSession(sessionFields({ value_d: 'x'.repeat(60 * 1024) }), '198.51.100.24')
    expect(opened.statusCode).toBe(413)
    expect(await storedSessions()).toBe(before)
  })

  it('limits how many sessions one address opens', async () => {
    const statuses: string[] = []
    for (let attempt = 0; attempt < 31; attempt++) {
      const opened = await openSession(sessionFields(), '198.51.100.25')
      statuses.push(`${opened.statusCode} ${opened.json<{ status: string }>().status}`)
    }
    expect(
      statuses.slice(0, 30).every((status) => status === '200 SUCCESS'),
      statuses.join(),
    ).toBe(true)
    expect(statuses[30]).toBe('429 FAILED')
    // Another address is not held back by it.
    expect((await openSession(sessionFields(), '198.51.100.26')).json<{ status: string }>().status).toBe('SUCCESS')
  })
})

describe('the bKash simulator sends browsers back only to this app, and takes no flood', () => {
  const grantToken = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api${BKASH_SIMULATOR_API}/tokenized/checkout/token/grant`,
        headers: { username: BKASH_SIMULATOR_ACCOUNT.username, password: BKASH_SIMULATOR_ACCOUNT.password },
        payload: { app_key: BKASH_SIMULATOR_ACCOUNT.appKey, app_secret: BKASH_SIMULATOR_ACCOUNT.appSecret },
      })
    ).json<{ id_token: string }>().id_token
  const create = async (callbackURL: string, remoteAddress = '198.51.100.30') =>
    t.app.inject({
      method: 'POST',
      url: `/api${BKASH_SIMULATOR_API}/tokenized/checkout/create`,
      remoteAddress,
      headers: { authorization: await grantToken(), 'x-app-key': BKASH_SIMULATOR_ACCOUNT.appKey },
      payload: {
        mode: '0011',
        amount: '100',
        currency: 'BDT',
        intent: 'sale',
        callbackURL,
        merchantInvoiceNumber: 'inv-1',
        payerReference: '01700000000',
      },
    })
  const ownCallback = `${OURS}/api/payments/bkash/callback/en`

  it('refuses a payment whose callbackURL is not our bKash return path', async () => {
    for (const callbackURL of ['https://evil.example/back', `${bystanderUrl}/back`, `${OURS}/api/other`]) {
      const answer = (await create(callbackURL)).json<{ statusCode: string; bkashURL?: string }>()
      expect(answer.statusCode, callbackURL).not.toBe('0000')
      expect(answer.bkashURL, callbackURL).toBeUndefined()
    }
    expect((await create(ownCallback)).json<{ statusCode: string }>().statusCode).toBe('0000')
  })

  it('limits how many payments one address creates, before writing any', async () => {
    const stored = async () => (await t.db.select({ id: bkashSimPayments.paymentId }).from(bkashSimPayments)).length
    const statuses: string[] = []
    for (let attempt = 0; attempt < 30; attempt++)
      statuses.push(`${(await create(ownCallback, '198.51.100.31')).json<{ statusCode: string }>().statusCode}`)
    expect(statuses.every((status) => status === '0000')).toBe(true)
    const before = await stored()
    const refused = await create(ownCallback, '198.51.100.31')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ statusCode: '9999', statusMessage: expect.stringMatching(/Too many payments/) })
    expect(await stored()).toBe(before)
    // Another address is not held back by it.
    expect((await create(ownCallback, '198.51.100.32')).json<{ statusCode: string }>().statusCode).toBe('0000')
  })
})

describe('the simulators beside a live gateway', () => {
  it('are not there, even when NODE_ENV was left unset: a live store takes no test wallet', async () => {
    const live = await createTestApp({
      NODE_ENV: 'development',
      SSLCOMMERZ_STORE_ID: 'utsab0live',
      SSLCOMMERZ_STORE_PASSWORD: 'secret@ssl',
      SSLCOMMERZ_SANDBOX: 'false',
    })
    try {
      const grant = await live.app.inject({
        method: 'POST',
        url: `/api${BKASH_SIMULATOR_API}/tokenized/checkout/token/grant`,
        headers: { username: BKASH_SIMULATOR_ACCOUNT.username, password: BKASH_SIMULATOR_ACCOUNT.password },
        payload: { app_key: BKASH_SIMULATOR_ACCOUNT.appKey, app_secret: BKASH_SIMULATOR_ACCOUNT.appSecret },
      })
      expect(grant.statusCode).toBe(404)
      expect((await openSessionOn(live.app)).statusCode).toBe(404)
    } finally {
      await live.close()
    }
  })
})
