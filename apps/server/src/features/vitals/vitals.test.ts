import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TVitalsReport } from '@utsab/shared/schemas/vitals'
import { VITALS_RATE_LIMIT } from '@utsab/shared/vitals'
import { createActor, type TActor } from '../../../test/actors'
import { createTestApp } from '../../../test/test-app'
import { webVitals } from '../../db/schema'
import { armSchedule } from '../../lib/jobs/queue'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let customer: TActor
beforeAll(async () => {
  t = await createTestApp()
  admin = await createActor(t.app, 'vitals-admin', 'admin')
  customer = await createActor(t.app, 'vitals-customer')
})
afterAll(() => t.close())

const SITE = 'http://utsab.test'
const GOOD = { route: '/venue/:id', locale: 'bn', device: 'phone', navigation: 'navigate', lcpMs: 2140, inpMs: 96, cls: 0.042 }
let address = 0
/** Each test's beacons come from an address of its own, so that one test's count never reaches another's limit. */
const freshAddress = () => `198.51.100.${++address}`

/** A beacon as a page of ours sends it: navigator.sendBeacon with a string (text/plain), our Origin, same-origin. */
const beacon = (body: unknown, options: { contentType?: string; origin?: string; remoteAddress?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress: options.remoteAddress ?? freshAddress(),
    headers: {
      'content-type': options.contentType ?? 'text/plain;charset=UTF-8',
      origin: options.origin ?? SITE,
      'sec-fetch-site': options.origin && options.origin !== SITE ? 'cross-site' : 'same-origin',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
const rows = () => t.db.select().from(webVitals)
const report = async (actor: TActor | null = admin) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/vitals', headers: actor ? { cookie: actor.cookie } : {} })
  return { status: response.statusCode, body: response.json<TVitalsReport>() }
}
beforeEach(async () => {
  await t.db.delete(webVitals)
})

describe('POST /api/vitals', () => {
  it('stores a beacon sent as text/plain from our own page, and answers 204', async () => {
    const response = await beacon(GOOD)
    expect(response.statusCode, response.body).toBe(204)
    expect(response.body).toBe('')
    const [row] = await rows()
    expect(row).toMatchObject({ route: '/venue/:id', locale: 'bn', device: 'phone', navigation: 'navigate', lcpMs: 2140, inpMs: 96 })
    expect(row!.cls).toBeCloseTo(0.042, 5)
  })

  it('takes application/json too, and null for a metric the browser could not measure', async () => {
    const response = await beacon({ ...GOOD, inpMs: null, cls: null }, { contentType: 'application/json' })
    expect(response.statusCode, response.body).toBe(204)
    expect(await rows()).toMatchObject([{ lcpMs: 2140, inpMs: null, cls: null }])
  })

  it('keeps nothing personal: no user, session, address or browser string, even from a signed-in visitor', async () => {
    const response = await beacon(GOOD, { cookie: customer.cookie, remoteAddress: '203.0.113.99' })
    expect(response.statusCode, response.body).toBe(204)
    expect(response.headers['set-cookie']).toBeUndefined()
    const columns = await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'web_vitals' order by ordinal_position`,
    )
    expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((c) => c.column_name)).toEqual([
      'id',
      'at',
      'route',
      'locale',
      'device',
      'lcp_ms',
      'inp_ms',
      'cls',
      'navigation',
    ])
    const stored = JSON.stringify(await rows())
    for (const personal of [customer.id, customer.email, '203.0.113.99']) expect(stored).not.toContain(personal)
  })

  it.each([
    ['a real address with an id', { ...GOOD, route: '/venue/5b0c8e1e-8f0a-4b7e-9d52-1f2a3b4c5d6e' }],
    ['an address with a query', { ...GOOD, route: '/services/venue?district=Dhaka' }],
    ['a path that is no page of ours', { ...GOOD, route: '/wp-admin' }],
    ['the Bangla prefix in the route', { ...GOOD, route: '/bn/venue/:id' }],
    ['an LCP over two minutes', { ...GOOD, lcpMs: 120_001 }],
    ['a negative INP', { ...GOOD, inpMs: -1 }],
    ['a fractional LCP', { ...GOOD, lcpMs: 1200.5 }],
    ['a CLS over 10', { ...GOOD, cls: 10.5 }],
    ['an unknown device class', { ...GOOD, device: 'watch' }],
    ['an unknown language', { ...GOOD, locale: 'fr' }],
    ['an unknown navigation type', { ...GOOD, navigation: 'prefetch' }],
    ['an extra field (a user id)', { ...GOOD, userId: 'user-1' }],
    ['an extra field (the address)', { ...GOOD, url: 'https://utsab.test/venue/1' }],
    ['no metric at all', { ...GOOD, lcpMs: null, inpMs: null, cls: null }],
    ['a missing field', { route: '/', locale: 'en', device: 'desktop', lcpMs: 900, inpMs: 40, cls: 0 }],
    ['text that is not JSON', 'lcp=900'],
  ])('refuses %s with 400 and stores nothing', async (_what, body) => {
    const response = await beacon(body)
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(5)
    expect(await rows()).toEqual([])
  })

  it('refuses a body larger than a beacon with 413', async () => {
    const response = await beacon({ ...GOOD, padding: 'x'.repeat(2000) })
    expect(response.statusCode, response.body).toBe(413)
    expect(await rows()).toEqual([])
  })

  it('refuses a beacon from another site’s page (403) and passes one from ours', async () => {
    const crossSite = await beacon(GOOD, { origin: 'https://evil.example' })
    expect(crossSite.statusCode, crossSite.body).toBe(403)
    expect(await rows()).toEqual([])
    expect((await beacon(GOOD, { origin: SITE })).statusCode).toBe(204)
  })

  it(`limits one address to ${VITALS_RATE_LIMIT.perAddress} beacons in ten minutes, counted before the body is read`, async () => {
    const remoteAddress = freshAddress()
    // Refused ones count too: a flood of junk costs no more than a flood of good beacons.
    for (let i = 0; i < VITALS_RATE_LIMIT.perAddress - 1; i++) expect((await beacon('junk', { remoteAddress })).statusCode).toBe(400)
    expect((await beacon(GOOD, { remoteAddress })).statusCode).toBe(204)
    const refused = await beacon(GOOD, { remoteAddress })
    expect(refused.statusCode, refused.body).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await rows()).toHaveLength(1)
    // Another address is not held back.
    expect((await beacon(GOOD)).statusCode).toBe(204)
  })
})

describe('GET /api/admin/vitals', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000)
  const row = (values: Partial<typeof webVitals.$inferInsert>) => ({
    route: '/venue/:id',
    locale: 'bn',
    device: 'phone',
    navigation: 'navigate',
    ...values,
  })

  it('answers the p75 of each metric per route, device and language over 7 days, with counts and ratings', async () => {
    await t.db.insert(webVitals).values([
      row({ lcpMs: 1000, inpMs: 100, cls: 0.05 }),
      row({ lcpMs: 2000, inpMs: 200, cls: 0.1 }),
      row({ lcpMs: 3000, inpMs: null, cls: 0.3 }),
      row({ lcpMs: 4000, inpMs: null, cls: 0.5 }),
      // The same page in English on a desktop: a group of its own.
      row({ locale: 'en', device: 'desktop', route: '/', lcpMs: 1200, inpMs: null, cls: 0 }),
      // Older than the report's 7 days: left out.
      row({ lcpMs: 60_000, inpMs: 9000, cls: 5, at: daysAgo(8) }),
    ])
    const { status, body } = await report()
    expect(status).toBe(200)
    expect(body.days).toBe(7)
    expect(body.sampleRate).toBe(0.1)
    expect(body.thresholds).toEqual({ lcp: { good: 2500, poor: 4000 }, inp: { good: 200, poor: 500 }, cls: { good: 0.1, poor: 0.25 } })
    expect(body.rows).toEqual([
      {
        route: '/venue/:id',
        device: 'phone',
        locale: 'bn',
        samples: 4,
        // percentile_cont interpolates: 3000 + 0.25 × (4000 − 3000).
        lcp: { p75: 3250, samples: 4, rating: 'needs-improvement' },
        inp: { p75: 175, samples: 2, rating: 'good' },
        cls: { p75: 0.35, samples: 4, rating: 'poor' },
      },
      {
        route: '/',
        device: 'desktop',
        locale: 'en',
        samples: 1,
        lcp: { p75: 1200, samples: 1, rating: 'good' },
        inp: { p75: null, samples: 0, rating: null },
        cls: { p75: 0, samples: 1, rating: 'good' },
      },
    ])
  })

  it('answers no rows when nothing was measured', async () => {
    expect((await report()).body.rows).toEqual([])
  })

  it('is for admins only', async () => {
    expect((await report(null)).status).toBe(401)
    expect((await report(customer)).status).toBe(403)
  })

  it('forgets measurements older than 30 days in the sweep-web-vitals task', async () => {
    await t.db
      .insert(webVitals)
      .values([row({ lcpMs: 1111, at: daysAgo(31) }), row({ lcpMs: 2222, at: daysAgo(29) }), row({ lcpMs: 3333 })])
    await armSchedule(t.db, 'sweep-web-vitals', { now: true })
    await t.app.jobs.runDue()
    expect((await rows()).map((r) => r.lcpMs).sort()).toEqual([2222, 3333])
  })
})
