import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor, type TActor } from '../../test/actors'
import { insertListings, bookingOf } from '../../test/catalog-fixtures'
import { createTestApp } from '../../test/test-app'
import { cardPayments } from '../../test/card-payments'
import { captureLog } from '../../test/log-capture'

let t: Awaited<ReturnType<typeof createTestApp>>
let listing: Awaited<ReturnType<typeof insertListings>>
let customer: TActor
const { lines: logLines, stream: logStream } = captureLog()

beforeAll(async () => {
  t = await createTestApp({ MAIL_PER_RECIPIENT_PER_HOUR: '2' }, { listen: true, logger: { level: 'warn', stream: logStream } })
  listing = await insertListings(t.app)
  customer = await createActor(t.app, 'budget')
})
afterAll(() => t.close())

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload })
const mailTo = (email: string, subject: string) => t.mailbox.messages.filter((mail) => mail.to === email && mail.subject.includes(subject))

describe('the per-recipient mail budget', () => {
  it('drops booking confirmations past the hourly budget, but never a receipt', async () => {
    const placed: TOrder[] = []
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/orders', bookingOf(listing.costume), customer.cookie)
      expect(response.statusCode, response.body).toBe(201)
      placed.push(response.json<TOrder>())
    }
    // Every order stands; only two of the five confirmations went out.
    expect(mailTo(customer.email, 'Your Utsab booking')).toHaveLength(2)
    // The drops are logged by the recipient's domain: whoever reads the logs learns no one's address.
    const drops = logLines.filter((line) => line.includes('mail dropped'))
    expect(drops).toHaveLength(3)
    expect(drops.join('')).toContain(`"toDomain":"${customer.email.split('@')[1]}"`)
    expect(drops.join('')).not.toContain(customer.email)

    await cardPayments(t.app).pay(customer.cookie, placed[0]!.id)
    expect(mailTo(customer.email, 'Payment received')).toHaveLength(1)
  })

  it('counts per address: another customer still gets theirs', async () => {
    const other = await createActor(t.app, 'budget-other')
    expect((await post('/api/orders', bookingOf(listing.costume), other.cookie)).statusCode).toBe(201)
    expect(mailTo(other.email, 'Your Utsab booking')).toHaveLength(1)
  })
})
