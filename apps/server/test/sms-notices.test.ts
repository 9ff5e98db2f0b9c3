import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, formatDate, todayInDhaka } from '@utsab/shared/format'
import type { TNoticeChannel, TNoticeKind } from '@utsab/shared/schemas/phone'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor, uniqueMobile, type TActor } from './actors'
import { cardPayments } from './card-payments'
import { daysFromNow, EVENT_PLACE, VENUE_BOOKING } from './catalog-fixtures'
import { createTestApp } from './test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../src/db/factories'
import { orders, smsMessages, user } from '../src/db/schema'
import { remindEventsTomorrow } from '../src/features/orders/event-reminders'
import { lapseRequests } from '../src/features/orders/requests'
import { remindBalancesDue } from '../src/features/payments/balances'
import { holdForTheNight, noticeSendTime, queueSms, SMS_JOB } from '../src/lib/sms/queue'
import { smsWords, type TSmsKey } from '../src/lib/notices'
import { smsEn } from '@utsab/shared/i18n/messages/sms'
import { smsSize } from '@utsab/shared/sms'

const SMS_KEYS = Object.keys(smsEn).filter((key) => key.startsWith('sms.')) as TSmsKey[]

let t: Awaited<ReturnType<typeof createTestApp>>
let origin: string
let cards: ReturnType<typeof cardPayments>
let merchant: TActor & { phone: string }
let customer: TActor & { phone: string }
let halls: { id: string }[]
let studio: { id: string }
let otherStudio: { id: string }
/** One open request per listing and customer (decision 050): each test asks a hall of its own. */
const nextHall = () => halls.shift()!.id
let day = 50

beforeAll(async () => {
  // Listening: the built-in card gateway is reached over HTTP where the app listens.
  t = await createTestApp({}, { listen: true })
  origin = t.app.publicOrigin
  cards = cardPayments(t.app)
  const merchantPhone = uniqueMobile()
  const customerPhone = uniqueMobile()
  merchant = {
    ...(await createActor(t.app, 'sms-merchant', 'merchant', { phone: merchantPhone, phoneProved: true })),
    phone: merchantPhone,
  }
  customer = { ...(await createActor(t.app, 'sms-customer', null, { phone: customerPhone, phoneProved: true })), phone: customerPhone }
  const { listings } = await insertAgencyWithListings(t.app.db, buildAgency({ ownerId: merchant.id, email: merchant.email }), [
    buildListing('photographer', { name: 'Alo Studio', priceBdt: 12_000, advancePercent: 25 }),
    buildListing('photographer', { name: 'Chhobi Studio', priceBdt: 12_000, advancePercent: 25 }),
    ...Array.from({ length: 7 }, (_, n) =>
      buildListing('venue', { name: `Kadam Hall ${n + 1}`, priceBdt: 200_000, advancePercent: 25, bookingMode: 'request' }),
    ),
  ])
  studio = listings[0]!
  otherStudio = listings[1]!
  halls = listings.slice(2)
})
afterAll(() => t.close())

/** A person's language and channel for one kind of notice, as the account page would set them. */
const choose = (actor: TActor, locale: 'en' | 'bn', kind: TNoticeKind, channel: TNoticeChannel) =>
  t.db
    .update(user)
    .set({ locale, noticeChannels: { [kind]: channel } })
    .where(eq(user.id, actor.id))

const smsTo = (phone: string, kind: TNoticeKind) =>
  t.db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.to, phone), eq(smsMessages.kind, kind)))
    .orderBy(desc(smsMessages.createdAt))
const mailsTo = (actor: TActor, pattern: RegExp) =>
  t.mailbox.messages.filter((mail) => mail.to === actor.email && pattern.test(mail.subject))

const book = async (listingId: string, eventDate = daysFromNow(day++)) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customer.cookie },
    payload: { listingId, eventDate, ...VENUE_BOOKING, ...EVENT_PLACE },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<TOrder>()
}
/** Withdrawn, a request leaves room for the customer's next ones (MAX_OPEN_REQUESTS). */
const withdraw = async (order: TOrder) =>
  expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } })).statusCode).toBe(
    200,
  )
const answer = (order: TOrder, action: 'accept' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: `/api/merchant/bookings/${order.id}/${action}`,
    headers: { cookie: merchant.cookie },
    payload: action === 'decline' ? { reason: 'The hall is closed for repairs that week' } : undefined,
  })

describe('SMS notices (issue 36)', () => {
  it('a new request: the merchant gets an SMS with its answer-by time and a link to their bookings, and the email', async () => {
    await choose(merchant, 'en', 'request-new', 'both')
    const placed = await book(nextHall())
    expect(placed.status).toBe('requested')
    const [sms] = await smsTo(merchant.phone, 'request-new')
    expect(sms!.body).toContain(`new request to book #${placed.number}`)
    expect(sms!.body).toMatch(/Answer by \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d/)
    expect(sms!.body).toContain(`${origin}/dashboard/my-bookings`)
    expect(sms).toMatchObject({ userId: merchant.id, encoding: 'gsm', segments: 1 })
    await t.sendQueuedMail()
    expect(mailsTo(merchant, new RegExp(`New request to book on Utsab: booking #${placed.number}`))).toHaveLength(1)
    // The job sends it through the simulator, which keeps it for a developer to read.
    await t.app.jobs.runDue({ kinds: [SMS_JOB] })
    const outbox = await t.app.inject({ method: 'GET', url: `/dev/sms.json?to=${encodeURIComponent(merchant.phone)}` })
    expect(outbox.json<{ data: { body: string }[] }>().data.map((kept) => kept.body)).toContain(sms!.body)
    await withdraw(placed)
  })

  it('SMS only: the merchant is not emailed about a new request; in Bangla, the link goes to the Bangla page', async () => {
    await choose(merchant, 'bn', 'request-new', 'sms')
    const placed = await book(nextHall())
    const [sms] = await smsTo(merchant.phone, 'request-new')
    expect(sms!.body).toMatch(/^উৎসব: নতুন অনুরোধ #/)
    expect(sms!.body).toContain(`${origin}/bn/dashboard/my-bookings`)
    expect(sms!.encoding).toBe('ucs2')
    await t.sendQueuedMail()
    expect(mailsTo(merchant, new RegExp(`#${placed.number}\\b`))).toHaveLength(0)
    expect(t.mailbox.messages.filter((mail) => mail.text.includes(placed.id) && mail.to === merchant.email)).toHaveLength(0)
    // The customer's own email (request sent) still goes: their channels are theirs.
    expect(t.mailbox.messages.some((mail) => mail.to === customer.email && mail.text.includes(placed.id))).toBe(true)
    await withdraw(placed)
  })

  it('accepted: the customer gets an SMS in Bangla, in two parts at most, with their booking page', async () => {
    await choose(customer, 'bn', 'request-accepted', 'both')
    const placed = await book(nextHall())
    expect((await answer(placed, 'accept')).statusCode).toBe(200)
    const [sms] = await smsTo(customer.phone, 'request-accepted')
    expect(sms!.body).toContain('গৃহীত')
    expect(sms!.body).toContain(`${origin}/bn/orders/${placed.id}`)
    expect(sms).toMatchObject({ encoding: 'ucs2', userId: customer.id })
    expect(sms!.segments).toBeLessThanOrEqual(2)
    await t.sendQueuedMail()
    expect(t.mailbox.messages.some((mail) => mail.to === customer.email && mail.text.includes(`/bn/payment/${placed.id}`))).toBe(true)
  })

  it('declined, by email only: no SMS', async () => {
    await choose(customer, 'en', 'request-declined', 'email')
    const placed = await book(nextHall())
    expect((await answer(placed, 'decline')).statusCode).toBe(200)
    expect(await smsTo(customer.phone, 'request-declined')).toHaveLength(0)
    await t.sendQueuedMail()
    expect(mailsTo(customer, new RegExp(`#${placed.number}.*declined`, 'i'))).toHaveLength(1)
  })

  it('declined by SMS: the text says so and links to the booking', async () => {
    await choose(customer, 'en', 'request-declined', 'sms')
    const placed = await book(nextHall())
    await answer(placed, 'decline')
    const [sms] = await smsTo(customer.phone, 'request-declined')
    expect(sms!.body).toBe(
      `Utsab: your request #${placed.number} for ${formatDate(placed.eventDate!)} was declined. Details: ${origin}/orders/${placed.id}`,
    )
  })

  it('lapsed, by SMS only: an SMS and no email to the customer', async () => {
    await choose(customer, 'en', 'request-lapsed', 'sms')
    const placed = await book(nextHall())
    await t.sendQueuedMail()
    const before = t.mailbox.messages.length
    await lapseRequests(t.app, new Date(Date.parse(placed.expiresAt!) + 60_000))
    const [sms] = await smsTo(customer.phone, 'request-lapsed')
    expect(sms!.body).toContain(`your request #${placed.number}`)
    expect(sms!.body).toContain(`${origin}/orders/${placed.id}`)
    await t.sendQueuedMail()
    const after = t.mailbox.messages.slice(before)
    expect(after.filter((mail) => mail.to === customer.email)).toHaveLength(0)
    // The merchant still hears of it by email (lapsed requests have no channel of their own for merchants).
    expect(after.some((mail) => mail.to === merchant.email && mail.text.includes(placed.id))).toBe(true)
  })

  it('a payment: the merchant gets an SMS of what was paid; the balance comes due: the customer gets one three days before', async () => {
    await choose(merchant, 'en', 'booking-paid', 'sms')
    await choose(customer, 'en', 'balance-due', 'both')
    const placed = await book(studio.id)
    const { recorded } = await cards.pay(customer.cookie, placed.id)
    expect(recorded).toBeTruthy()
    const [paid] = await smsTo(merchant.phone, 'booking-paid')
    expect(paid!.body).toBe(`Utsab: 3,000 BDT paid for booking #${placed.number}. ${origin}/dashboard/my-bookings`)
    await t.sendQueuedMail()
    expect(t.mailbox.messages.filter((mail) => mail.to === merchant.email && /paid/i.test(mail.subject))).toHaveLength(0)

    const [row] = await t.db.select({ dueOn: orders.balanceDueOn }).from(orders).where(eq(orders.id, placed.id))
    const dueOn = row!.dueOn!
    const at = (date: string) => new Date(`${date}T06:00:00Z`)
    await remindBalancesDue(t.app, at(addDays(dueOn, -4)))
    expect(await smsTo(customer.phone, 'balance-due')).toHaveLength(0)
    await remindBalancesDue(t.app, at(addDays(dueOn, -3)))
    await remindBalancesDue(t.app, at(addDays(dueOn, -2)))
    const reminded = await smsTo(customer.phone, 'balance-due')
    expect(reminded.filter((sms) => sms.body.includes(`#${placed.number}`)).map((sms) => sms.body)).toEqual([
      `Utsab: the balance of 9,000 BDT for booking #${placed.number} is due on ${formatDate(dueOn)}. Pay: ${origin}/payment/${placed.id}`,
    ])
    await t.sendQueuedMail()
    expect(mailsTo(customer, new RegExp(`Balance of 9,000 BDT due by .*#${placed.number}|#${placed.number}.*Balance`))).toHaveLength(1)
  })

  it('the day before the event: one SMS per booking, however often the task runs, written in the evening', async () => {
    await choose(customer, 'bn', 'event-tomorrow', 'sms')
    const today = todayInDhaka()
    const tomorrow = addDays(today, 1)
    const placed = await book(studio.id, tomorrow)
    // Not yet confirmed: a booking still waiting for its advance is not reminded.
    const lateEvening = new Date(`${today}T17:00:00Z`) // 23:00 in Dhaka
    await remindEventsTomorrow(t.app, lateEvening)
    expect(await smsTo(customer.phone, 'event-tomorrow')).toHaveLength(0)
    await cards.pay(customer.cookie, placed.id)

    const runs = await Promise.all([remindEventsTomorrow(t.app, lateEvening), remindEventsTomorrow(t.app, lateEvening)])
    await remindEventsTomorrow(t.app, lateEvening)
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1)
    const sent = await smsTo(customer.phone, 'event-tomorrow')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toMatch(/^উৎসব: আপনার বুকিং #[০-৯]+ আগামীকাল/)
    expect(sent[0]!.body).toContain(`${origin}/bn/orders/${placed.id}`)
    expect(sent[0]!.segments).toBeLessThanOrEqual(2)
  })

  it('an event reminder by email only: the email, no SMS', async () => {
    await choose(customer, 'en', 'event-tomorrow', 'email')
    const before = (await smsTo(customer.phone, 'event-tomorrow')).length
    const placed = await book(otherStudio.id, addDays(todayInDhaka(), 1))
    await cards.pay(customer.cookie, placed.id)
    expect(await remindEventsTomorrow(t.app)).toBe(1)
    expect(await smsTo(customer.phone, 'event-tomorrow')).toHaveLength(before)
    await t.sendQueuedMail()
    const [mail] = mailsTo(customer, new RegExp(`Tomorrow: .*booking #${placed.number}$`))
    expect(mail?.text).toContain('A reminder: your booking with')
    expect(mail?.text).toContain(`${origin}/orders/${placed.id}`)
  })
})

describe('SMS only to a proved number', () => {
  it('a number typed (on the account page or with a booking) but never proved gets no SMS: the email goes', async () => {
    const typed = uniqueMobile()
    const stranger = await createActor(t.app, 'sms-unproved', null, { phone: typed })
    const settings = await t.app.inject({ method: 'GET', url: '/api/account/notices', headers: { cookie: stranger.cookie } })
    expect(settings.json().reachable).toEqual({ sms: false, email: true })
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: stranger.cookie },
      payload: { listingId: nextHall(), eventDate: daysFromNow(day++), ...VENUE_BOOKING, ...EVENT_PLACE, phone: typed },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    expect((await answer(placed.json<TOrder>(), 'decline')).statusCode).toBe(200)
    expect(await t.db.select().from(smsMessages).where(eq(smsMessages.to, typed))).toEqual([])
  })
})

describe('the texts', () => {
  it('in Bangla each fits in two SMS parts (a booking number in the thousands, a late month, a real origin); English is GSM', () => {
    const site = 'https://utsab.com.bd'
    const id = '1de65fa8-b53c-457f-b79b-3592fdde99d3'
    const render = (locale: 'en' | 'bn', key: TSmsKey) => {
      const words = smsWords(locale)
      const merchants = key === 'sms.requestNew' || key === 'sms.bookingPaid'
      return words.t(key, {
        number: words.number(1042),
        date: words.date('2027-09-30'),
        deadline: words.moment('2027-09-28T12:45:00Z'),
        paid: words.money(161_250),
        amount: words.money(161_250),
        link: merchants ? words.link(site, '/dashboard/my-bookings') : words.link(site, `/payment/${id}`),
      })
    }
    const tooLong = SMS_KEYS.map((key) => render('bn', key)).filter((text) => smsSize(text).segments > 2)
    expect(tooLong).toEqual([])
    for (const key of SMS_KEYS) expect(smsSize(render('en', key)), key).toMatchObject({ encoding: 'gsm', segments: 1 })
  })
})

describe('quiet hours (Dhaka)', () => {
  it('a notice due between 22:00 and 08:00 waits until 08:00; by day, and a code at any time, it goes at once', async () => {
    expect(noticeSendTime(new Date('2026-12-01T17:00:00Z')).toISOString()).toBe('2026-12-02T02:00:00.000Z') // 23:00 → 08:00
    expect(noticeSendTime(new Date('2026-12-01T20:30:00Z')).toISOString()).toBe('2026-12-02T02:00:00.000Z') // 02:30 → 08:00
    expect(noticeSendTime(new Date('2026-12-01T06:00:00Z')).toISOString()).toBe('2026-12-01T06:00:00.000Z') // 12:00
    const phone = uniqueMobile()
    const night = new Date('2026-12-01T17:00:00Z')
    const notice = await queueSms(t.db, { to: phone, body: 'Utsab: a notice', kind: 'balance-due' }, night)
    const code = await queueSms(t.db, { to: phone, body: 'Utsab code 123456', kind: 'code' }, night)
    expect(await holdForTheNight(t.db, { id: notice, kind: 'balance-due' }, night)).toBe(true)
    expect(await holdForTheNight(t.db, { id: code, kind: 'code' }, night)).toBe(false)
    const rows = await t.db.select().from(smsMessages).where(eq(smsMessages.to, phone))
    expect(Object.fromEntries(rows.map((row) => [row.kind, row.sendAfter.toISOString()]))).toEqual({
      'balance-due': '2026-12-02T02:00:00.000Z',
      code: '2026-12-01T17:00:00.000Z',
    })
  })
})
