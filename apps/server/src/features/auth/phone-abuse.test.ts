import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app'
import { phoneCodes, smsMessages, user } from '../../db/schema'

// The production limits (factor 1), with a small daily budget: SMS pumping costs real money.
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_FACTOR: '1', SMS_DAILY_LIMIT: '200' })
})
afterAll(() => t.close())

let block = 100
/** A fresh block of a thousand numbers, so each test counts its own prefix. */
const numbersOf = () => {
  const prefix = `+8801912${String(block++).padStart(3, '0')}`
  return (i: number) => `${prefix}${String(i).padStart(3, '0')}`
}
let address = 10
const newAddress = () => `198.51.${Math.floor(address / 250)}.${(address++ % 250) + 1}`

const sendFrom = (remoteAddress: string, phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/phone/code', payload: { phone }, remoteAddress })
const ageCodes = (phone: string) =>
  t.db
    .update(phoneCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(phoneCodes.phone, phone))
const sentTo = async (phone: string) => (await t.db.select().from(smsMessages).where(eq(smsMessages.to, phone))).length

describe('SMS pumping is bounded', () => {
  it('sends at most 10 codes an hour from one address, to however many numbers', async () => {
    const number = numbersOf()
    const from = newAddress()
    for (let i = 0; i < 10; i++) expect((await sendFrom(from, number(i))).statusCode).toBe(202)
    const refused = await sendFrom(from, number(10))
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      code: 'phone_codes_limited',
      message: 'Too many codes were asked for. Please try again in 60 minutes.',
    })
    expect(await sentTo(number(10))).toBe(0)
    // An IPv6 subscriber's /64 counts as one address.
    const v6 = '2001:db8:1:2::'
    for (let i = 0; i < 10; i++) expect((await sendFrom(`${v6}${i + 1}`, numberOf(i))).statusCode).toBe(202)
    expect((await sendFrom(`${v6}ff`, numberOf(10))).statusCode).toBe(429)
  })

  it('sends one number at most 5 codes an hour asked from one address, 10 from however many', async () => {
    const phone = numbersOf()(1)
    const from = newAddress()
    for (let i = 0; i < 5; i++) {
      expect((await sendFrom(from, phone)).statusCode).toBe(202)
      await ageCodes(phone)
    }
    expect((await sendFrom(from, phone)).json().code).toBe('phone_codes_limited')
    for (let i = 0; i < 5; i++) {
      expect((await sendFrom(newAddress(), phone)).statusCode).toBe(202)
      await ageCodes(phone)
    }
    expect((await sendFrom(newAddress(), phone)).json().code).toBe('phone_codes_limited')
    expect(await sentTo(phone)).toBe(10)
  })

  it('sends a block of a thousand new numbers at most 15 codes an hour; a proved number in it still gets its code', async () => {
    const number = numbersOf()
    await t.db.insert(user).values({
      id: `proved-${Date.now()}`,
      name: 'Proved',
      email: `proved.${Date.now()}@example.com`,
      phone: number(999),
      phoneVerified: true,
    })
    for (let i = 0; i < 15; i++) expect((await sendFrom(newAddress(), number(i))).statusCode).toBe(202)
    expect((await sendFrom(newAddress(), number(15))).json().code).toBe('phone_codes_limited')
    expect((await sendFrom(newAddress(), number(999))).statusCode).toBe(202)
  })

  it('sends at most 30 codes an hour from one IPv6 /48, however many /64s it uses', async () => {
    const blocks = [numbersOf(), numbersOf(), numbersOf()]
    for (let i = 0; i < 30; i++) {
      const to = blocks[i % 3]!(i)
      expect((await sendFrom(`2001:db8:77:${i.toString(16)}::1`, to)).statusCode).toBe(202)
    }
    expect((await sendFrom('2001:db8:77:ff::1', numbersOf()(1))).json().code).toBe('phone_codes_limited')
  })

  it('stops sending codes for the day at SMS_DAILY_LIMIT', async () => {
    // The day's earlier codes, as many as the budget leaves.
    await t.db.execute(
      `insert into sms_messages ("to", body, kind, encoding, segments)
       select '+8801700000001', '', 'code', 'gsm', 1 from generate_series(1, greatest(0, 200 - (select count(*) from sms_messages where kind = 'code')))`,
    )
    const refused = await sendFrom(newAddress(), numbersOf()(1))
    expect(refused.statusCode).toBe(503)
    expect(refused.json().code).toBe('sms_unavailable')
    // The budget is for strangers' numbers: a number an account proved still gets its code.
    const proved = numbersOf()(7)
    await t.db
      .insert(user)
      .values({ id: `daily-${Date.now()}`, name: 'Daily', email: `daily.${Date.now()}@example.com`, phone: proved, phoneVerified: true })
    expect((await sendFrom(newAddress(), proved)).statusCode).toBe(202)
    // Codes written more than a day ago no longer count.
    await t.db.execute(`update sms_messages set created_at = now() - interval '25 hours' where kind = 'code'`)
    expect((await sendFrom(newAddress(), numbersOf()(1))).statusCode).toBe(202)
  })
})

const v6Numbers = numbersOf()
function numberOf(i: number) {
  return v6Numbers(i)
}
