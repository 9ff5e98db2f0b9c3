// The invariants the crash drill and the two-instance drill check after their load: each a SQL query
// that answers the rows breaking it (so zero rows is a pass), plus the picture files of merchant
// applications on disk. Works on PostgreSQL (a URL) and on a PGlite data folder opened directly
// after the server stopped.
import { existsSync, openSync, readdirSync, readSync, closeSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/** Each check: a name for the report, what it means, and a query answering the offending rows. */
export const INVARIANTS = [
  {
    name: 'Booking money without its payments',
    why: 'What a booking has had paid is its advance once its checkout has a payment, plus its balance once its own balance checkout has one; confirmed means the advance is in, paid means everything is.',
    sql: `select o.id, o.status, o.paid_bdt, o.advance_bdt, o.total_bdt from orders o
          where o.paid_bdt <> (case when o.paid_bdt >= o.advance_bdt and o.status not in ('pending', 'expired')
                                         and (o.advance_bdt = 0 or exists (select 1 from payments p where p.checkout_id = o.checkout_id))
                                    then o.advance_bdt else 0 end)
                             + (case when exists (select 1 from payments p where p.checkout_id = o.balance_checkout_id)
                                    then o.total_bdt - o.advance_bdt else 0 end)
             or (o.status = 'paid' and o.paid_bdt <> o.total_bdt)
             or (o.status = 'confirmed' and o.paid_bdt <> o.advance_bdt)`,
  },
  {
    name: 'Payment without its orders',
    why: "Every payment pays what its checkout asked (the advances of the bookings made together, or one booking's balance), names only those bookings, and stands on a succeeded charge of that checkout.",
    sql: `select p.id, p.checkout_id, p.price_bdt from payments p
          where p.price_bdt <> (
                  select coalesce(sum(case when o.checkout_id = p.checkout_id then o.advance_bdt else o.total_bdt - o.advance_bdt end), 0)
                  from orders o
                  where (o.checkout_id = p.checkout_id and o.paid_bdt >= o.advance_bdt and o.status not in ('pending', 'expired'))
                     or o.balance_checkout_id = p.checkout_id)
             or exists (
               select 1 from unnest(string_to_array(p.booking_id, ',')) as b(id)
               where not exists (select 1 from orders o where o.id::text = b.id and (o.checkout_id = p.checkout_id or o.balance_checkout_id = p.checkout_id)))
             or not exists (
               select 1 from payment_intents i
               where i.id = p.transaction_id and i.status = 'succeeded' and i.checkout_id = p.checkout_id)`,
  },
  {
    name: 'Date booked twice',
    why: 'A listing has at most one active (pending, confirmed or paid) order per event date (per shift of the date, for a venue).',
    sql: `select listing_id, event_date, shift, count(*)::int as active
          from orders
          where status in ('pending', 'confirmed', 'paid') and event_date is not null
          group by listing_id, event_date, shift
          having count(*) > 1`,
  },
  {
    name: 'Succeeded charge without a paid order or a refund',
    why: 'Every succeeded charge ends in a recorded payment of paid orders, or is refunded in full with nothing recorded (else the customer paid for nothing, or twice).',
    sql: `select i.id, i.checkout_id, i.status from payment_intents i
          where (i.status = 'succeeded'
                 and not exists (select 1 from payments p where p.transaction_id = i.id))
             or (i.status = 'refunded'
                 and (i.refund_id is null or i.refunded_at is null
                      or exists (select 1 from payments p where p.transaction_id = i.id)))`,
  },
  {
    name: 'Gateway money without a paid order, a refund or a hold',
    why: 'Money a gateway took (an SSLCommerz transaction VALID, a bKash payment Completed) ends in a recorded payment, a refund at the gateway, or a payment held for an admin; never nothing.',
    sql: `select s.tran_id as id, s.status from sslcommerz_sim_sessions s
          where s.status in ('VALID', 'VALIDATED') and not exists (
            select 1 from payment_intents i where i.id = s.tran_id and (
              (i.status = 'succeeded' and exists (select 1 from payments p where p.transaction_id = i.id))
              or (i.status = 'refunded' and exists (select 1 from sslcommerz_sim_refunds r where r.bank_tran_id = s.bank_tran_id))
              or i.status = 'held'))
          union all
          select b.payment_id, b.status from bkash_sim_payments b
          where b.status = 'Completed' and not exists (
            select 1 from payment_intents i where i.gateway_session = b.payment_id and (
              (i.status = 'succeeded' and exists (select 1 from payments p where p.transaction_id = i.id))
              or (i.status = 'refunded' and exists (select 1 from bkash_sim_refunds r where r.payment_id = b.payment_id))
              or i.status = 'held'))`,
  },
  {
    name: 'Refund without its payment at the gateway',
    why: 'Every refund we recorded for a gateway payment is a refund the gateway made of that very payment.',
    sql: `select i.id, i.provider, i.refund_id from payment_intents i
          where i.status = 'refunded' and (
            (i.provider = 'sslcommerz' and not exists (
              select 1 from sslcommerz_sim_refunds r where r.bank_tran_id = i.bank_tran_id and r.refund_ref_id = i.refund_id))
            or (i.provider = 'bkash' and not exists (
              select 1 from bkash_sim_refunds r where r.payment_id = i.gateway_session and r.refund_trx_id = i.refund_id)))`,
  },
  {
    name: 'Checkout charged twice',
    why: 'At most one charge of a checkout stands; another that succeeded (a second tab, a second gateway) is refunded.',
    sql: `select checkout_id, count(*)::int as charges from payment_intents
          where status = 'succeeded' group by checkout_id having count(*) > 1`,
  },
  {
    name: 'Posting that does not balance',
    why: 'Double entry: the entries of every posting in the books (a payment, a refund, a refund paid, a payout) add up to zero.',
    sql: `select posting, sum(amount_poisha)::bigint as off from ledger_entries group by posting having sum(amount_poisha) <> 0`,
  },
  {
    name: 'Books that do not match the money',
    why: 'The gateways hold what was paid less the refunds they made and the payouts; refunds owed are the refunds still pending; every payment is in the books once.',
    sql: `select 'gateway_cash' as account, (select coalesce(sum(amount_poisha), 0) from ledger_entries where account = 'gateway_cash')::bigint as books,
                 ((select coalesce(sum(price_bdt), 0) from payments)::bigint * 100
                  - (select coalesce(sum(amount_bdt), 0) from refunds where status = 'succeeded')::bigint * 100
                  - (select coalesce(sum(amount_poisha), 0) from payouts)::bigint) as money
          where (select coalesce(sum(amount_poisha), 0) from ledger_entries where account = 'gateway_cash')
             <> (select coalesce(sum(price_bdt), 0) from payments)::bigint * 100
                - (select coalesce(sum(amount_bdt), 0) from refunds where status = 'succeeded')::bigint * 100
                - (select coalesce(sum(amount_poisha), 0) from payouts)::bigint
          union all
          select 'refunds_payable', (select coalesce(-sum(amount_poisha), 0) from ledger_entries where account = 'refunds_payable')::bigint,
                 (select coalesce(sum(amount_bdt), 0) from refunds where status = 'pending')::bigint * 100
          where (select coalesce(-sum(amount_poisha), 0) from ledger_entries where account = 'refunds_payable')
             <> (select coalesce(sum(amount_bdt), 0) from refunds where status = 'pending')::bigint * 100
          union all
          select 'payment ' || p.transaction_id, count(l.id)::bigint, 1 from payments p
          left join ledger_entries l on l.reference = p.transaction_id and l.kind = 'payment' and l.account = 'gateway_cash'
          where p.price_bdt > 0 group by p.transaction_id having count(l.id) <> 1`,
  },
  {
    name: 'Merchant balance below zero',
    why: 'What Utsab owes a merchant never goes negative: payouts take only money of events that are over, which no refund can touch.',
    sql: `select agency_id, -sum(amount_poisha)::bigint as balance from ledger_entries
          where account = 'merchant_payable' group by agency_id having -sum(amount_poisha) < 0`,
  },
  {
    name: 'Refund without its payment',
    why: 'Every refund of a cancelled booking gives back part of a recorded payment of that booking, never more in all than the payment, and a booking never gets back more than was paid for it.',
    sql: `select r.id, r.intent_id, r.amount_bdt from refunds r
          left join payments p on p.transaction_id = r.intent_id
          left join orders o on o.id = r.order_id
          where p.id is null or o.status <> 'cancelled'
             or (p.checkout_id <> o.checkout_id and p.checkout_id <> o.balance_checkout_id)
             or (select sum(x.amount_bdt) from refunds x where x.intent_id = r.intent_id) > p.price_bdt
             or (select sum(x.amount_bdt) from refunds x where x.order_id = r.order_id) <> o.refund_bdt`,
  },
  {
    name: 'Charge stuck in processing',
    why: "A payment claimed for taking the money and cut short by a crash (bKash's execute; cards no longer pass through processing) is settled by the gateway's reconciliation within seconds (read after the load has been quiet for 16 s).",
    sql: `select id, checkout_id, updated_at from payment_intents where status = 'processing'`,
  },
  {
    name: 'Accepted application without merchant, agency or listing',
    why: 'Accepting is one step: the role, the agency and its first listing all exist, or the application is still pending.',
    sql: `select a.id, u.role, g.id as agency_id
          from merchant_applications a
          join "user" u on u.id = a.user_id
          left join agencies g on g.owner_id = a.user_id
          where a.status = 'accepted'
            and (u.role is null or u.role not in ('merchant', 'admin')
                 or g.id is null
                 or not exists (select 1 from listings l where l.agency_id = g.id))`,
  },
  {
    name: 'Requested role without a pending application',
    why: "A user's role is 'requested' exactly while their application waits for review.",
    sql: `select u.id from "user" u
          where u.role = 'requested'
            and not exists (select 1 from merchant_applications a where a.user_id = u.id and a.status = 'pending')
          union all
          select a.user_id from merchant_applications a join "user" u on u.id = a.user_id
          where a.status = 'pending' and u.role is distinct from 'requested'`,
  },
  {
    name: 'Merchant without an agency',
    why: 'A merchant can sell only through their agency.',
    sql: `select u.id from "user" u
          where u.role = 'merchant' and not exists (select 1 from agencies g where g.owner_id = u.id)`,
  },
  {
    name: 'User without a way to sign in',
    why: 'A half-written sign-up (a user row without its account row) would hold the email without any password.',
    // Not the demo's families (db/demo-reviews.ts): seeded with their past bookings and reviews, they never sign in.
    sql: `select u.id, u.email from "user" u where not exists (select 1 from account a where a.user_id = u.id)
      and not (u.email like '%@example.com' and u.created_at = '2025-12-01T10:00:00Z')`,
  },
]

/** Every uploaded file the database refers to (applications, listings, profile photos), as `/uploads/<name>`. */
export const REFERENCED_UPLOADS = `
  select a.id::text as owner, 'application' as what, unnest(a.pictures || array[a.licence_image]) as url from merchant_applications a
  union all select l.id::text, 'listing', unnest(l.pictures || array[l.background_picture]) from listings l
  union all select u.id, 'user', u.image from "user" u where u.image is not null`

/** A stored picture is whole when it is a RIFF/WEBP file of exactly the length its header says. */
function isWholeWebp(file) {
  const size = statSync(file).size
  if (size < 12) return false
  const header = Buffer.alloc(12)
  const fd = openSync(file, 'r')
  try {
    readSync(fd, header, 0, 12, 0)
  } finally {
    closeSync(fd)
  }
  return header.toString('latin1', 0, 4) === 'RIFF' && header.toString('latin1', 8, 12) === 'WEBP' && header.readUInt32LE(4) + 8 === size
}

async function checkUploads(query, uploadsDir) {
  const rows = await query(REFERENCED_UPLOADS)
  const referenced = new Set()
  const broken = []
  for (const { owner, what, url } of rows) {
    if (typeof url !== 'string' || !url.startsWith('/uploads/')) continue
    const name = path.basename(url)
    referenced.add(name)
    const file = path.join(uploadsDir, name)
    if (what !== 'user' && (!existsSync(file) || !isWholeWebp(file))) broken.push({ owner, what, url })
  }
  const onDisk = existsSync(uploadsDir) ? readdirSync(uploadsDir).filter((name) => name.endsWith('.webp')) : []
  return { broken, orphans: onDisk.filter((name) => !referenced.has(name)).length, files: onDisk.length }
}

/**
 * Opens the database: PostgreSQL by URL, or a PGlite data folder (the server must have stopped: PGlite
 * is one process's). Answers a query function and a close function.
 */
export async function openForChecks({ databaseUrl, pgliteDir }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const db = await PGlite.create({ dataDir: pgliteDir, extensions: { pg_trgm } })
  return { query: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() }
}

/**
 * The state PostgreSQL wrote in `global/pg_control` when it last stopped: 'shut down' after a clean
 * close, 'in production' after a crash (the next open replays the WAL). PGlite is PostgreSQL, so its
 * folder says the same.
 */
export function pgControlState(pgliteDir) {
  const states = [
    'starting up',
    'shut down',
    'shut down in recovery',
    'shutting down',
    'in crash recovery',
    'in archive recovery',
    'in production',
  ]
  const file = path.join(pgliteDir, 'global', 'pg_control')
  if (!existsSync(file)) return 'missing'
  return states[readFileSync(file).readInt32LE(16)] ?? 'unknown'
}

/**
 * Runs every invariant (and the picture files when `uploadsDir` is given). `acknowledged` lists what
 * the server answered as done during the load: `{ orders: [id], payments: [intentId] }`; each must
 * still be there (nothing answered as written may be lost in a crash).
 */
export async function checkInvariants({ databaseUrl, pgliteDir, uploadsDir, acknowledged }) {
  const db = await openForChecks({ databaseUrl, pgliteDir })
  try {
    const checks = []
    for (const invariant of INVARIANTS) {
      const rows = await db.query(invariant.sql)
      checks.push({ name: invariant.name, why: invariant.why, violations: rows.length, samples: rows.slice(0, 3) })
    }
    let uploads
    if (uploadsDir) {
      uploads = await checkUploads(db.query, uploadsDir)
      checks.push({
        name: 'Application or listing picture missing or cut short',
        why: 'Every picture an application or listing names is a whole file in the uploads folder.',
        violations: uploads.broken.length,
        samples: uploads.broken.slice(0, 3),
      })
    }
    if (acknowledged) {
      const orderIds = [...new Set(acknowledged.orders ?? [])]
      const intentIds = [...new Set(acknowledged.payments ?? [])]
      const foundOrders = orderIds.length
        ? new Set((await db.query('select id::text as id from orders where id::text = any($1)', [orderIds])).map((row) => row.id))
        : new Set()
      const paidIntents = intentIds.length
        ? new Set(
            (await db.query('select transaction_id as id from payments where transaction_id = any($1)', [intentIds])).map((row) => row.id),
          )
        : new Set()
      const lostOrders = orderIds.filter((id) => !foundOrders.has(id))
      const lostPayments = intentIds.filter((id) => !paidIntents.has(id))
      checks.push({
        name: 'Answered booking lost',
        why: 'An order the server answered 201 for is still stored after the crashes.',
        violations: lostOrders.length,
        samples: lostOrders.slice(0, 3),
        checked: orderIds.length,
      })
      checks.push({
        name: 'Answered payment lost',
        why: 'A payment the server answered 200/201 for is still stored after the crashes.',
        violations: lostPayments.length,
        samples: lostPayments.slice(0, 3),
        checked: intentIds.length,
      })
    }
    const [totals] = await db.query(`select
        (select count(*) from orders)::int as orders,
        (select count(*) from orders where status in ('confirmed', 'paid'))::int as paid,
        (select count(*) from orders where status = 'cancelled')::int as cancelled,
        (select count(*) from payments)::int as payments,
        (select count(*) from merchant_applications)::int as applications,
        (select count(*) from merchant_applications where status = 'accepted')::int as accepted,
        (select count(*) from "user")::int as users`)
    return { checks, totals, orphanUploads: uploads?.orphans ?? null, uploadFiles: uploads?.files ?? null }
  } finally {
    await db.close()
  }
}

/** The checks as a markdown table's rows: name, violations, a sample when there are any. */
export const invariantRows = (checks) =>
  checks.map((check) => [
    check.name + (check.checked !== undefined ? ` (of ${check.checked})` : ''),
    check.violations,
    check.violations ? `\`${JSON.stringify(check.samples[0])}\`` : '',
  ])

export const violationsIn = (checks) => checks.reduce((sum, check) => sum + check.violations, 0)
