// Checkout under contention: 200 customers try to book one listing for one date at the same moment,
// then the winner's card reaches the SSLCommerz simulator's card path of their payment 200 times at
// once (a double click, many tabs), then 200 recordings of the payment, then 200 cancellations of the
// paid booking. Exactly one booking, one charge, one payment row and one refund may result; every
// other booking is a clean 409; every card answer is 200 VALID for the payment's transaction (a card
// sent again to a paid session is answered again, never charged twice); never a 5xx. On PostgreSQL a
// trigger the bench installs counts the charges at the simulator in the database itself (each write
// that sets a session to VALID, even from VALID), so the count does not rest on the answers. Reports
// the answers and p50/p99 latency.
//
//   node bench/contention.mjs      BENCH_CONTENTION=200  BENCH_IPN=never (default)|before-return|late|twice|out-of-order
import pg from 'pg'
import { bookingBody, createPostgresDatabase, ensureBuilt, round, startMailbox, startServer, table } from './lib.mjs'

const ATTEMPTS = Number(process.env.BENCH_CONTENTION ?? 200)
const PASSWORD = 'Bench#Pass26'
/**
 * How the simulator delivers its IPN after taking the card. By default never, so the 200 recordings race
 * to settle the payment themselves (each asks the simulator's transaction query); 'before-return' has
 * the IPN write it before the cards are answered.
 */
const IPN = process.env.BENCH_IPN ?? 'never'

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const countBy = (values) => values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {})

function client(origin, cookie = '') {
  const headers = { origin, ...(cookie ? { cookie } : {}) }
  return {
    async post(path, body) {
      const started = performance.now()
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, ms: performance.now() - started, body: text ? JSON.parse(text) : null }
    },
  }
}

async function signUp(origin, n) {
  const form = new FormData()
  form.append('fullName', `Bench Customer ${n}`)
  const email = `bench-${n}-${Date.now()}@example.test`
  form.append('email', email)
  form.append('password', PASSWORD)
  const response = await fetch(`${origin}/api/signup`, { method: 'POST', body: form, headers: { origin } })
  if (response.status !== 201) throw new Error(`sign-up ${n}: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { email, cookie }
}

/** Runs `count` sign-ups, `width` at a time. */
async function signUpMany(origin, count, width = 8) {
  const accounts = []
  for (let start = 0; start < count; start += width) {
    accounts.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, i) => signUp(origin, start + i)))))
  }
  return accounts
}

function summarize(results) {
  return {
    answers: countBy(results.map((r) => r.status)),
    p99: round(
      percentile(
        results.map((r) => r.ms),
        99,
      ),
      0,
    ),
    p50: round(
      percentile(
        results.map((r) => r.ms),
        50,
      ),
      0,
    ),
  }
}

/** Installs a trigger that logs every charge the SSLCommerz simulator takes (every write that sets a session to VALID), by its transaction id (our intent's id). */
async function countCharges(url) {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    await db.query(`
      create table if not exists bench_charges (intent_id text not null, at timestamptz not null default now());
      create or replace function bench_count_charge() returns trigger language plpgsql as $$
      begin
        if new.status = 'VALID' then
          insert into bench_charges (intent_id) values (new.tran_id);
        end if;
        return new;
      end $$;
      drop trigger if exists bench_count_charge on sslcommerz_sim_sessions;
      create trigger bench_count_charge after insert or update on sslcommerz_sim_sessions
        for each row execute function bench_count_charge();`)
  } finally {
    await db.end()
  }
}

export async function benchContention({ log = console.log } = {}) {
  ensureBuilt()
  const database = await createPostgresDatabase('contention')
  const mailbox = await startMailbox()
  // Hundreds of sign-ups and orders from one address in seconds: the rate limits would refuse most of them.
  const server = await startServer({
    databaseUrl: database?.url,
    env: { SMTP_URL: mailbox.smtpUrl, AUTH_RATE_LIMIT_FACTOR: '1000', ORDER_RATE_LIMIT_FACTOR: '1000' },
  })
  try {
    const origin = server.origin
    log(`Checkout under contention on ${database ? 'PostgreSQL' : 'PGlite'}: ${ATTEMPTS} customers, one listing, one date`)
    log(server.settings)
    const accounts = await signUpMany(origin, ATTEMPTS)
    const cookies = accounts.map((account) => account.cookie)
    // A venue booked at once (a request to book waits for its merchant before anyone may pay).
    const venues = (await (await fetch(`${origin}/api/venue?pageSize=60`)).json()).data
    const venue = venues.find((listing) => listing.bookingMode === 'instant')
    if (!venue) throw new Error('No demo venue takes instant bookings')
    const eventDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)

    const bookings = await Promise.all(cookies.map((cookie) => client(origin, cookie).post('/api/orders', bookingBody(venue, eventDate))))
    const booking = summarize(bookings)
    const winners = bookings.map((result, i) => ({ result, cookie: cookies[i] })).filter(({ result }) => result.status === 201)
    if (winners.length !== 1) throw new Error(`Expected exactly one booking, got ${winners.length}`)
    const { result: won, cookie } = winners[0]
    const customer = client(origin, cookie)
    // Paying needs a verified email: the winner follows the link they were mailed.
    const { email } = accounts[cookies.indexOf(cookie)]
    await mailbox.verify(email, {
      get: (route) => fetch(`${origin}${route}`, { redirect: 'manual' }),
      resend: () => customer.post('/api/auth/send-verification-email', { email }),
    })

    if (database) await countCharges(database.url)
    const intent = await customer.post('/api/create-payment-intent', { orderId: won.body.id })
    if (intent.status !== 200 || !intent.body.cardUrl)
      throw new Error(`create-payment-intent: ${intent.status} ${JSON.stringify(intent.body)} (no card path: is the server in test mode?)`)
    const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', ipn: IPN }
    const confirmations = await Promise.all(Array.from({ length: ATTEMPTS }, () => customer.post(intent.body.cardUrl, card)))
    const confirmation = summarize(confirmations)
    const records = await Promise.all(
      Array.from({ length: ATTEMPTS }, () => customer.post('/api/payments', { intentId: intent.body.intentId })),
    )
    const record = summarize(records)

    // Then the customer cancels the paid booking from many tabs at once: one cancellation, one refund.
    const quote = await (await fetch(`${origin}/api/orders/${won.body.id}/cancellation`, { headers: { origin, cookie } })).json()
    const cancels = await Promise.all(
      Array.from({ length: ATTEMPTS }, () => customer.post(`/api/orders/${won.body.id}/cancel`, { expectedRefund: quote.refund })),
    )
    const cancel = summarize(cancels)

    let rows = { payments: 'n/a (PGlite)', activeBookings: 'n/a (PGlite)', charges: 'n/a (PGlite)', refunds: 'n/a (PGlite)' }
    if (database) {
      const db = new pg.Client({ connectionString: database.url })
      await db.connect()
      const payments = await db.query('select count(*)::int as n from payments where transaction_id = $1', [intent.body.intentId])
      const active = await db.query(
        `select count(*)::int as n from orders where listing_id = $1 and event_date = $2 and status in ('pending','confirmed','paid')`,
        [venue.id, eventDate],
      )
      const charges = await db.query('select count(*)::int as n from bench_charges where intent_id = $1', [intent.body.intentId])
      const refunds = await db.query(
        'select count(*)::int as n, coalesce(sum(amount_bdt), 0)::int as bdt from refunds where order_id = $1',
        [won.body.id],
      )
      await db.end()
      rows = {
        payments: payments.rows[0].n,
        activeBookings: active.rows[0].n,
        charges: charges.rows[0].n,
        refunds: `${refunds.rows[0].n} (${refunds.rows[0].bdt} BDT)`,
      }
    }
    const fiveHundreds = [...bookings, ...confirmations, ...records, ...cancels].filter((r) => r.status >= 500).length
    const cancelsOk =
      cancel.answers[200] === 1 && cancels.every((r) => r.status === 200 || (r.status === 409 && typeof r.body?.message === 'string'))
    // Every card answer is the gateway's word on the one session: VALID, for this payment's transaction.
    const confirmationsOk = confirmations.every(
      (r) => r.status === 200 && r.body?.status === 'VALID' && r.body.tran_id === intent.body.intentId,
    )
    // The payment row is written once (counted below): by the IPN when it came first, else by the recordings'
    // transaction query settling it, so every recording answers 200 (or one of them 201).
    const recordingsOk = records.every((r) => r.status === 200 || r.status === 201) && (record.answers[201] ?? 0) <= 1
    const met =
      booking.answers[201] === 1 &&
      booking.answers[409] === ATTEMPTS - 1 &&
      fiveHundreds === 0 &&
      confirmationsOk &&
      recordingsOk &&
      cancelsOk &&
      (rows.payments === 'n/a (PGlite)' ||
        (rows.payments === 1 && rows.activeBookings === 0 && rows.charges === 1 && rows.refunds === `1 (${quote.refund} BDT)`))
    log(
      table(
        ['Step', 'Answers', 'p50 ms', 'p99 ms'],
        [
          [`${ATTEMPTS} bookings of one date`, JSON.stringify(booking.answers), booking.p50, booking.p99],
          [
            `${ATTEMPTS} cards sent to one payment's session (IPN ${IPN})`,
            JSON.stringify(confirmation.answers),
            confirmation.p50,
            confirmation.p99,
          ],
          [`${ATTEMPTS} payment recordings of it`, JSON.stringify(record.answers), record.p50, record.p99],
          [`${ATTEMPTS} cancellations of the paid booking`, JSON.stringify(cancel.answers), cancel.p50, cancel.p99],
        ],
      ),
    )
    log(
      `Afterwards: ${rows.charges} charge (counted at the simulator by a trigger in the database), ${rows.payments} payment row, ${rows.refunds} refund of the cancellation, ${rows.activeBookings} active booking of the date (it was cancelled); 5xx answers: ${fiveHundreds}. Every card sent to a session already paid is answered VALID again without a charge; a recording answers 200 once the payment is written (by the IPN, or by the transaction query a recording makes; 201 only when the route itself wrote the row), so a retried recording is safe.`,
    )
    log(
      `Budget: exactly one booking (the rest 409), every card answered VALID for the one transaction, one charge and one payment row, one cancellation and one refund (the rest 409), no 5xx → ${met ? 'met' : 'NOT met'}`,
    )
    return {
      database: database ? 'PostgreSQL' : 'PGlite',
      attempts: ATTEMPTS,
      booking,
      confirmation,
      record,
      cancel,
      rows,
      fiveHundreds,
      met,
    }
  } finally {
    await server.stop()
    mailbox.stop()
    await database?.drop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchContention()
  process.exitCode = result.met ? 0 : 1
}
