import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSmsGateway } from '../../../../e2e/support/sms-gateway.mjs'
import { uniqueMobile } from '../../test/actors'
import { createTestApp } from '../../test/test-app'
import { jobs, smsMessages } from '../db/schema'
import { holdForTheNight, noticeSendTime, queueSms, SMS_JOB } from '../lib/sms/queue'

const gateway = createSmsGateway({ token: 'test-token', sid: 'UTSAB' })
let gatewayUrl = ''
let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve))
  gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`
  t = await createTestApp({
    SMS_API_TOKEN: 'test-token',
    SMS_SENDER_ID: 'UTSAB',
    SMS_API_URL: `${gatewayUrl}/api/v3/send-sms`,
    SMS_COST_PER_SEGMENT: '0.50',
  })
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => gateway.server.close(resolve))
})

const sendDue = () => t.app.jobs.runDue({ kinds: [SMS_JOB] })
const row = async (id: string) => (await t.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0]!
const failNext = (next: { status_code: number; lose_answer?: boolean }) =>
  fetch(`${gatewayUrl}/control/next`, { method: 'POST', body: JSON.stringify(next) })
/** Runs the job again now: a retry waits seconds, which the test does not. */
const retryNow = () => t.db.execute(`update jobs set run_at = now() where kind = 'sms' and status = 'queued'`)

describe('SMS through SSL Wireless (its API v3 on a loopback stand-in)', () => {
  it('sends a sign-in code to 8801… with our csms_id, records its cost, and keeps no code once sent', async () => {
    const phone = uniqueMobile()
    expect((await t.app.inject({ method: 'POST', url: '/api/phone/code', payload: { phone } })).statusCode).toBe(202)
    await sendDue()
    const received = gateway.messages.find((sms) => sms.to === phone)
    expect(received).toMatchObject({ msisdn: phone.slice(1), smsType: 'EN' })
    expect(received!.sms).toMatch(/Your Utsab code is \d{6}/)
    const [sent] = await t.db.select().from(smsMessages).where(eq(smsMessages.to, phone))
    expect(sent).toMatchObject({ status: 'sent', provider: 'sslwireless', providerRef: received!.referenceId, body: '', costPaisa: 50 })
    expect(received!.csmsId).toBe(sent!.id.replace(/-/g, '').slice(0, 20))
  })

  it('tries again after "too many requests", and counts a repeated csms_id as sent when the first answer was lost', async () => {
    const busy = await queueSms(
      t.db,
      { to: uniqueMobile(), body: 'Your booking is confirmed.', kind: 'booking-paid' },
      new Date('2026-11-28T06:00:00Z'),
    )
    await failNext({ status_code: 4029 })
    await sendDue()
    expect(await row(busy)).toMatchObject({ status: 'queued', error: 'SSL Wireless 4029: Too many requests' })
    await retryNow()
    await sendDue()
    expect((await row(busy)).status).toBe('sent')

    const lost = await queueSms(
      t.db,
      { to: uniqueMobile(), body: 'আপনার বুকিং নিশ্চিত হয়েছে।', kind: 'booking-paid' },
      new Date('2026-11-28T06:00:00Z'),
    )
    await failNext({ status_code: 200, lose_answer: true })
    await sendDue()
    expect((await row(lost)).status).toBe('queued')
    await retryNow()
    await sendDue()
    expect(await row(lost)).toMatchObject({ status: 'sent', encoding: 'ucs2', segments: 1 })
    expect(gateway.messages.filter((sms) => sms.sms === 'আপনার বুকিং নিশ্চিত হয়েছে।')).toHaveLength(1)
  })

  it('fails for good, without retrying, a number the operator blocks', async () => {
    const blocked = await queueSms(t.db, { to: '+8801810000000', body: 'Hello', kind: 'request-new' }, new Date('2026-11-28T06:00:00Z'))
    await sendDue()
    expect(await row(blocked)).toMatchObject({ status: 'failed', error: 'SSL Wireless 4026: Blocked MSISDN', costPaisa: 0 })
  })
})

describe('quiet hours (Dhaka time)', () => {
  it('sends a notice at once by day, and one written at night at 08:00 Dhaka', () => {
    expect(noticeSendTime(new Date('2026-11-28T05:00:00Z')).toISOString()).toBe('2026-11-28T05:00:00.000Z') // 11:00 Dhaka
    expect(noticeSendTime(new Date('2026-11-28T17:00:00Z')).toISOString()).toBe('2026-11-29T02:00:00.000Z') // 23:00 → 08:00
    expect(noticeSendTime(new Date('2026-11-28T20:30:00Z')).toISOString()).toBe('2026-11-29T02:00:00.000Z') // 02:30 → 08:00
    expect(noticeSendTime(new Date('2026-11-28T01:59:00Z')).toISOString()).toBe('2026-11-28T02:00:00.000Z') // 07:59 → 08:00
    expect(noticeSendTime(new Date('2026-11-28T15:59:00Z')).toISOString()).toBe('2026-11-28T15:59:00.000Z') // 21:59
  })

  it('holds a night notice until morning, its row saying until when, but never a code', async () => {
    const night = new Date('2026-11-28T17:00:00Z') // 23:00 in Dhaka
    const notice = await queueSms(t.db, { to: uniqueMobile(), body: 'Request', kind: 'request-new' }, night)
    const code = await queueSms(t.db, { to: uniqueMobile(), body: 'Code 123456', kind: 'code' }, night)
    expect(await holdForTheNight(t.db, await row(notice), night)).toBe(true)
    expect(await holdForTheNight(t.db, await row(code), night)).toBe(false)
    expect(await holdForTheNight(t.db, await row(notice), new Date('2026-11-29T02:00:00Z'))).toBe(false)
    expect((await row(notice)).sendAfter.toISOString()).toBe('2026-11-29T02:00:00.000Z')
    const jobRows = await t.db.select({ runAt: jobs.runAt, payload: jobs.payload }).from(jobs).where(eq(jobs.kind, SMS_JOB))
    const runTimes = jobRows.filter((job) => job.payload.smsId === notice).map((job) => job.runAt.toISOString())
    expect(runTimes).toContain('2026-11-29T02:00:00.000Z')
  })
})

describe('the SMS job with quiet hours on (the default)', () => {
  it('holds a notice due at night, and sends a code at once', async () => {
    const quiet = await createTestApp({ SMS_QUIET_HOURS: 'on' })
    try {
      // A night still to come, so that the morning job is not due on the database's clock either.
      const night = new Date(Date.now() + 2 * 24 * 60 * 60_000)
      night.setUTCHours(17, 30, 0, 0) // 23:30 in Dhaka
      const notice = await queueSms(quiet.db, { to: uniqueMobile(), body: 'Request', kind: 'request-new' })
      const code = await queueSms(quiet.db, { to: uniqueMobile(), body: 'Code 123456', kind: 'code' })
      vi.useFakeTimers({ toFake: ['Date'], now: night })
      await quiet.app.jobs.runDue({ kinds: [SMS_JOB] })
      vi.useRealTimers()
      const rows = await quiet.db.select().from(smsMessages)
      const byId = new Map(rows.map((sms) => [sms.id, sms]))
      expect(byId.get(code)).toMatchObject({ status: 'sent' })
      expect(byId.get(notice)).toMatchObject({ status: 'queued' })
      expect(byId.get(notice)!.sendAfter.getTime()).toBeGreaterThan(night.getTime())
    } finally {
      vi.useRealTimers()
      await quiet.close()
    }
  })
})
