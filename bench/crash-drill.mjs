// Crash drill: a checkout load (customers booking overlapping dates, paying by card through the
// SSLCommerz simulator's card path or at the gateways' pages, cancelling; applicants becoming
// merchants and an admin accepting them) runs against the production server while it is killed with
// SIGKILL at random moments and restarted. Then the server is stopped with SIGTERM while requests are
// in flight (they must all be answered, the process must exit 0), and the invariants of
// bench/invariants.mjs are checked on the database it leaves behind.
//
//   node bench/crash-drill.mjs                      both databases, 20 kills each
//   DRILL_DATABASE=postgres|pglite|both  DRILL_KILLS=20  DRILL_CUSTOMERS=30  DRILL_AGENTS=12  DRILL_KEEP=1 (keep logs and data)
import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkInvariants, invariantRows, pgControlState, violationsIn } from './invariants.mjs'
import {
  bookingBody,
  createPostgresDatabase,
  ensureBuilt,
  freePort,
  root,
  round,
  serverEntry,
  settingsOf,
  startMailbox,
  table,
} from './lib.mjs'

const KILLS = Number(process.env.DRILL_KILLS ?? 20)
const CUSTOMERS = Number(process.env.DRILL_CUSTOMERS ?? 30)
const AGENTS = Number(process.env.DRILL_AGENTS ?? 12)
const APPLICANTS = Number(process.env.DRILL_APPLICANTS ?? 3)
const KEEP = process.env.DRILL_KEEP === '1'
export const PASSWORD = 'Drill#Pass26'
export const ADMIN = { email: 'drill-admin@example.test', password: 'Drill#Admin26' }
/** The demo merchant (its agency runs some of the demo listings), as the README lists it. */
const DEMO_MERCHANT = { email: 'merchant@utsab.local', password: 'Utsab#Merchant26' }
export const AUTH_SECRET = 'utsab-drill-secret-0123456789abcdefghijklmnop'
const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }
const DECLINED_CARD = { ...CARD, cardNumber: '4000000000000002' }
/**
 * How the SSLCommerz simulator delivers its IPN after taking a card: mostly before it answers; sometimes
 * late, twice with a stale failure after it, or never, so the recording's transaction query (and, when the
 * customer never records it, the reconciliation) has to settle the payment.
 */
const CARD_IPN = ['before-return', 'before-return', 'before-return', 'late', 'never', 'out-of-order']

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const pick = (items) => items[Math.floor(Math.random() * items.length)]
const between = (low, high) => low + Math.random() * (high - low)
export const percentile = (values, p) => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}
const isoDate = (daysAhead) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)

// ---- The server process ----

const running = new Set()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/**
 * Starts the production server (not waiting). `ready` resolves with the milliseconds from spawn to the
 * first 200 of /api/ready (polled every 25 ms), or rejects if the process exits first.
 */
export function launchServer({ port, env, logFile }) {
  const { DATABASE_URL: _inherited, REDIS_URL: _redis, LOG_LEVEL: _level, ...inherited } = process.env
  const out = openSync(logFile, 'a')
  const started = performance.now()
  const serverEnv = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    AUTH_SECRET,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO_DATA: 'true',
    PAYMENTS_TEST_MODE: 'true',
    // No SMTP here: the outbox on purpose (production refuses to start without one or the other).
    MAIL_OUTBOX: 'true',
    // Gateway payments whose IPN and browser never came are settled within the drill's quiet time.
    PAYMENTS_RECONCILE_SECONDS: '2',
    ORDER_RATE_LIMIT_FACTOR: '1000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO_ACCOUNTS: 'true',
    ...env,
  }
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...inherited, ...serverEnv },
    stdio: ['ignore', out, out],
  })
  closeSync(out)
  running.add(child)
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve({ code, signal, ms: performance.now() - started })
    }),
  )
  let gone = false
  void exited.then(() => (gone = true))
  const origin = `http://127.0.0.1:${port}`
  const ready = (async () => {
    for (;;) {
      if (gone) throw new Error(`the server exited before it was ready (see ${logFile})`)
      try {
        const response = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(2000) })
        if (response.ok) return performance.now() - started
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 90_000) throw new Error(`not ready within 90 s (see ${logFile})`)
      await sleep(25)
    }
  })()
  ready.catch(() => {})
  return {
    child,
    origin,
    exited,
    ready,
    settings: settingsOf(serverEnv, { logTo: 'a file' }),
    kill: (signal) => child.exitCode === null && child.signalCode === null && child.kill(signal),
  }
}

// ---- HTTP with counting ----

export class NoAnswer extends Error {}

/**
 * Counts every answer by status. `origins()` answers where the next request goes (round-robin over
 * instances); `publicOrigin` is what browsers send as Origin (the site's one public address).
 */
export function createHttp({ origins, publicOrigin }) {
  const statuses = {}
  const serverErrors = []
  const notFound = []
  let sent = 0
  let turn = 0
  const count = (key) => (statuses[key] = (statuses[key] ?? 0) + 1)
  async function request(method, route, { cookie, json, form, ip, follow = true } = {}) {
    const all = origins()
    const origin = all[turn++ % all.length]
    const headers = { origin: publicOrigin ?? origin }
    if (cookie) headers.cookie = cookie
    if (ip) headers['x-forwarded-for'] = ip
    let body
    if (json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(json)
    } else if (form) body = form
    sent++
    let response
    try {
      response = await fetch(`${origin}${route}`, {
        method,
        headers,
        body,
        redirect: follow ? 'follow' : 'manual',
        signal: AbortSignal.timeout(30_000),
      })
    } catch (error) {
      count('no answer')
      throw new NoAnswer(`${method} ${route}: ${error.cause?.code ?? error.message}`)
    }
    let text
    try {
      text = await response.text()
    } catch (error) {
      count('no answer')
      throw new NoAnswer(`${method} ${route}: body cut (${error.cause?.code ?? error.message})`)
    }
    count(response.status)
    let data = null
    try {
      data = text ? JSON.parse(text) : null
    } catch {
      data = text
    }
    if (response.status >= 500) serverErrors.push(`${method} ${route} → ${response.status} ${data?.message ?? ''}`)
    else if (response.status === 404 && notFound.length < 20) notFound.push(`${method} ${route}: ${data?.message ?? ''}`)
    return { status: response.status, body: data, headers: response.headers }
  }
  return { request, statuses, serverErrors, notFound, sentCount: () => sent }
}

const cookiesOf = (headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

// ---- Actors ----

/** A PNG with some noise (so re-encoding it takes real work, like a phone's photo does), made once. */
let picture
export async function drillPicture() {
  if (picture) return picture
  try {
    const { default: sharp } = await import('sharp')
    picture = await sharp({ create: { width: 480, height: 360, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer()
  } catch {
    picture = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGN4FqWBFTEMLQkAWlVaAfnWiRYAAAAASUVORK5CYII=',
      'base64',
    )
  }
  return picture
}

let serial = 0
/**
 * Signs a new customer up through the API and verifies their email through `mailbox` (paying and applying
 * need a verified address); answers their session cookie (or throws).
 */
export async function signUp(http, { ip, label = 'customer', mailbox } = {}) {
  const n = ++serial
  const email = `drill-${label}-${n}-${Date.now().toString(36)}@example.test`
  const form = new FormData()
  form.append('fullName', `Drill ${label} ${n}`)
  form.append('email', email)
  form.append('password', PASSWORD)
  const response = await http.request('POST', '/api/signup', { form, ip })
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${JSON.stringify(response.body)}`)
  const cookie = cookiesOf(response.headers)
  await mailbox?.verify(email, {
    get: (route) => http.request('GET', route, { ip }),
    resend: () => http.request('POST', '/api/auth/send-verification-email', { json: { email }, cookie, ip }),
  })
  return { email, cookie, ip }
}

/** Signs `count` customers up, six at a time (each from `newAddress()` when given: behind a balancer, X-Forwarded-For). */
export async function signUpCustomers(http, count, { mailbox, newAddress = () => undefined }) {
  const customers = []
  for (let i = 0; i < count; i += 6)
    customers.push(
      ...(await Promise.all(Array.from({ length: Math.min(6, count - i) }, () => signUp(http, { ip: newAddress(), mailbox })))),
    )
  return customers
}

export async function signIn(http, { email, password }, { ip } = {}) {
  const response = await http.request('POST', '/api/auth/sign-in/email', { json: { email, password }, ip })
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}: ${JSON.stringify(response.body)}`)
  return cookiesOf(response.headers)
}

/** Dated listings (venues, photographers, make-up artists) and costumes from the public lists. */
/** The demo merchant's listings ask a 30 % advance under the flexible policy, so the load books, pays and cancels those too. */
export async function askForAdvances(http) {
  const cookie = await signIn(http, DEMO_MERCHANT)
  const own = await http.request('GET', '/api/merchant/listings', { cookie })
  for (const listing of own.body?.data ?? [])
    if (listing.kind !== 'costume')
      await http.request('PATCH', `/api/listings/${listing.id}`, { cookie, json: { advancePercent: 30, cancellationPolicy: 'flexible' } })
}

export async function loadCatalog(http) {
  const list = async (segment) => (await http.request('GET', `/api/${segment}?pageSize=60`)).body.data
  const dated = [
    ...(await list('venue')).map((l) => ({ ...l, segment: 'venue' })),
    ...(await list('photography')).map((l) => ({ ...l, segment: 'photography' })),
    ...(await list('makeup-artists')).map((l) => ({ ...l, segment: 'makeup-artists' })),
  ]
  const costumes = await list('costumes')
  return { dated, costumes }
}

/**
 * The checkout load: customer agents book (directly or through the cart) overlapping dates, pay by
 * card through the SSLCommerz simulator's card path (sometimes declined first) or at the gateways'
 * pages, or cancel; applicant agents sign up, apply with pictures and, once accepted, add a listing;
 * one admin accepts (mostly) or declines applications.
 * When a request gets no answer (the server died), the agent waits for `whenUp()` and then does what
 * a person reloading the page would: reads their orders and pays what is still pending.
 */
export function createCheckoutLoad({
  http,
  whenUp,
  customers,
  catalog,
  admin,
  agents = AGENTS,
  applicants = APPLICANTS,
  dateWindow,
  newAddress = () => undefined,
  mailbox,
}) {
  const acknowledged = { orders: [], payments: [] }
  const counters = {
    scenarios: 0,
    bookings: 0,
    taken: 0,
    paid: 0,
    gatewayPaid: 0,
    cancelled: 0,
    declined: 0,
    recoveries: 0,
    applications: 0,
    accepted: 0,
    declinedApplications: 0,
    listingsAdded: 0,
    balancesPaid: 0,
    refundCancels: 0,
    payouts: 0,
  }
  const agentErrors = []
  const agentError = (error) => agentErrors.push(String(error?.message ?? error).slice(0, 200))
  let stopping = false

  /** The hidden fields and target of the page a gateway sends back to the browser (SSLCommerz's return). */
  const returnForm = (html) => {
    const decode = (text) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], decode(m[2])])
    return action ? { action: new URL(decode(action)).pathname, fields } : undefined
  }

  /**
   * Pays through a gateway's simulator as a browser would: SSLCommerz (its IPN on time, late, twice, out
   * of order or never; the browser sometimes never comes back) or bKash (the browser follows bKash's
   * redirect to our callback, which executes). The reconciliation settles what neither answer did.
   */
  async function payAtGateway(customer, orderId) {
    const bkash = Math.random() < 0.4
    const started = await http.request('POST', bkash ? '/api/payments/bkash-checkout' : '/api/payments/hosted-checkout', {
      cookie: customer.cookie,
      json: { orderId },
    })
    if (started.status !== 200) return false
    const gatewayPage = new URL(started.body.redirectUrl).pathname
    if (bkash) {
      const fields = { action: 'pay', walletNumber: '01770618575', otp: '123456', pin: '12121' }
      const confirmed = await http.request('POST', gatewayPage, { form: new URLSearchParams(fields), follow: false })
      // bKash sends the browser to our callback on the site's public address, which reaches some instance.
      const callback = confirmed.headers.get('location')
      if (callback && Math.random() < 0.85) {
        const back = new URL(callback)
        await http.request('GET', back.pathname + back.search, { follow: false })
      }
    } else {
      const ipn = pick(['before-return', 'before-return', 'late', 'twice', 'out-of-order', 'never'])
      const fields = { method: 'card', cardNumber: CARD.cardNumber, expiry: CARD.expiry, cvc: CARD.cvc, ipn }
      const answer = await http.request('POST', gatewayPage, { form: new URLSearchParams(fields) })
      const back = typeof answer.body === 'string' ? returnForm(answer.body) : undefined
      if (back && Math.random() < 0.85) await http.request('POST', back.action, { form: new URLSearchParams(back.fields) })
    }
    const recorded = await http.request('POST', '/api/payments', {
      cookie: customer.cookie,
      json: { intentId: started.body.transactionId },
    })
    if (recorded.status === 200 || recorded.status === 201) {
      acknowledged.payments.push(started.body.transactionId)
      counters.paid++
      counters.gatewayPaid++
      return true
    }
    return false
  }

  /** The card session of an order's payment: create-payment-intent answers the open one again, or opens another. */
  async function openCardSession(customer, orderId) {
    const intent = await http.request('POST', '/api/create-payment-intent', { cookie: customer.cookie, json: { orderId } })
    return intent.status === 200 && intent.body?.cardUrl ? intent.body : undefined
  }

  /**
   * Pays by card as the payment page does in test mode: the card goes to the simulator's card path of
   * the payment's session, then the payment is recorded. A refused card ends its session, so the good
   * card goes to a new one. A card sent again (after a lost answer, the customer reloading) reaches the
   * same open session, which answers VALID without charging twice.
   */
  async function pay(customer, orderId, { decline = false } = {}) {
    if (!decline && Math.random() < 0.35) return payAtGateway(customer, orderId)
    let intent = await openCardSession(customer, orderId)
    if (!intent) return false
    if (decline) {
      const declined = await http.request('POST', intent.cardUrl, { json: DECLINED_CARD })
      if (declined.status === 200 && declined.body?.status === 'FAILED') {
        counters.declined++
        intent = await openCardSession(customer, orderId)
        if (!intent) return false
      }
    }
    const ipn = pick(CARD_IPN)
    let charged
    for (let attempt = 0; ; attempt++) {
      charged = await http.request('POST', intent.cardUrl, { json: { ...CARD, ipn } })
      if (charged.status === 200 || charged.body?.code !== 'session_ended' || attempt === 3) break
      // A session that ended without our side hearing of it (its IPN lost with a killed server) is
      // closed by the reconciliation within seconds; then the payment opens a new one.
      await sleep(1500)
      intent = await openCardSession(customer, orderId)
      if (!intent) return false
    }
    if (charged.status !== 200 || charged.body?.status !== 'VALID') return false
    if (charged.body.tran_id !== intent.intentId) agentError(`card path paid ${charged.body.tran_id} for intent ${intent.intentId}`)
    const recorded = await http.request('POST', '/api/payments', { cookie: customer.cookie, json: { intentId: intent.intentId } })
    if (recorded.status === 200 || recorded.status === 201) {
      acknowledged.payments.push(intent.intentId)
      counters.paid++
      return true
    }
    return false
  }

  /** After a lost answer: what a customer sees on reloading their orders page, and paying what is pending. */
  async function recover(customer) {
    counters.recoveries++
    const cart = await http.request('GET', '/api/cart', { cookie: customer.cookie })
    for (const item of cart.body?.items ?? []) await http.request('DELETE', `/api/cart/${item.id}`, { cookie: customer.cookie })
    const mine = await http.request('GET', '/api/order', { cookie: customer.cookie })
    const checkouts = new Set()
    for (const order of mine.body?.data ?? []) {
      if (order.status !== 'pending' || checkouts.has(order.checkoutId)) continue
      checkouts.add(order.checkoutId)
      await pay(customer, order.id)
    }
  }

  const withAdvance = catalog.dated.filter((listing) => listing.advancePercent < 100)
  // Venues sell each shift of a date: the day and the evening are booked apart.
  const pickShift = () => (Math.random() < 0.5 ? 'day' : 'evening')
  async function book(customer) {
    // Half the bookings are of listings that ask an advance, so balances and policy refunds are exercised too.
    const listing = pick(withAdvance.length && Math.random() < 0.5 ? withAdvance : catalog.dated)
    const eventDate = isoDate(dateWindow() + Math.floor(Math.random() * 7))
    if (Math.random() < 0.5) await http.request('GET', `/api/${listing.segment}/${listing.id}/availability`)
    let placed
    if (Math.random() < 0.25) {
      const added = await http.request('POST', '/api/cart', {
        cookie: customer.cookie,
        json: bookingBody(listing, eventDate, { shift: pickShift() }),
      })
      if (added.status === 409) return (counters.taken++, null)
      if (Math.random() < 0.5 && catalog.costumes.length)
        await http.request('POST', '/api/cart', { cookie: customer.cookie, json: bookingBody(pick(catalog.costumes)) })
      const checkout = await http.request('POST', '/api/cart/checkout', { cookie: customer.cookie })
      if (checkout.status !== 201) {
        // Taken between adding and checking out: empty the cart, as the page would offer.
        const cart = await http.request('GET', '/api/cart', { cookie: customer.cookie })
        for (const item of cart.body?.items ?? []) await http.request('DELETE', `/api/cart/${item.id}`, { cookie: customer.cookie })
        return (counters.taken++, null)
      }
      placed = checkout.body.orders
    } else {
      const order = await http.request('POST', '/api/orders', {
        cookie: customer.cookie,
        json: bookingBody(listing, eventDate, { shift: pickShift() }),
      })
      if (order.status === 409) return (counters.taken++, null)
      if (order.status !== 201) return null
      placed = [order.body]
    }
    counters.bookings++
    acknowledged.orders.push(...placed.map((order) => order.id))
    return placed[0]
  }

  /** A booking with money paid, cancelled as a person does: read what comes back, then confirm that amount. */
  async function cancelWithRefund(customer, orderId) {
    const quote = await http.request('GET', `/api/orders/${orderId}/cancellation`, { cookie: customer.cookie })
    if (quote.status !== 200) return
    const cancelled = await http.request('POST', `/api/orders/${orderId}/cancel`, {
      cookie: customer.cookie,
      json: { expectedRefund: quote.body.refund },
    })
    if (cancelled.status === 200) counters.refundCancels++
  }

  async function customerTurn(customer) {
    counters.scenarios++
    const order = await book(customer)
    if (!order) return
    if (Math.random() < 0.15) {
      const cancelled = await http.request('DELETE', `/api/orders/${order.id}`, { cookie: customer.cookie })
      if (cancelled.status === 200) counters.cancelled++
      return
    }
    if (!(await pay(customer, order.id, { decline: Math.random() < 0.1 }))) return
    // A booking confirmed by its advance: its balance is paid now or later, or the booking is cancelled under its policy.
    const now = await http.request('GET', `/api/orders/${order.id}`, { cookie: customer.cookie })
    if (now.body?.status === 'confirmed' && Math.random() < 0.6) {
      if (await pay(customer, order.id)) counters.balancesPaid++
    }
    if (Math.random() < 0.2) await cancelWithRefund(customer, order.id)
  }

  /** Runs `turn` until the load stops; a lost answer waits for the server and recovers. */
  async function loop(turn, recoverWith, pause = () => 0) {
    while (!stopping) {
      try {
        await turn()
      } catch (error) {
        if (error instanceof NoAnswer) {
          await whenUp()
          try {
            await recoverWith?.()
          } catch (again) {
            if (!(again instanceof NoAnswer)) agentError(again)
          }
        } else agentError(error)
      }
      const wait = pause()
      if (wait) await sleep(wait)
    }
  }

  const applicationForm = async (agencyName) => {
    const form = new FormData()
    const fields = {
      nid: '1234567890',
      agencyName,
      agencyEmail: `${agencyName.toLowerCase().replace(/\W+/g, '-')}@example.test`,
      phoneNum: '01711000000',
      businessCategory: 'photographer',
      serviceCategory: 'Wedding photography',
      price: '900000',
      rating: '4.5',
      district: 'Khulna',
      address: '12 Khan Jahan Ali Road',
      agree: 'true',
    }
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    const png = await drillPicture()
    for (let i = 0; i < 3; i++) form.append('pictures', new Blob([png], { type: 'image/png' }), `picture-${i}.png`)
    form.append('licence', new Blob([png], { type: 'image/png' }), 'licence.png')
    return form
  }

  /** An applicant: signs up, applies, waits for the review and, once a merchant, adds a listing. */
  async function applicantTurn(state) {
    if (!state.account) state.account = await signUp(http, { label: 'applicant', ip: newAddress(), mailbox })
    const { cookie } = state.account
    if (!state.applied) {
      const submitted = await http.request('POST', '/api/merchant-applications', {
        cookie,
        form: await applicationForm(`Drill Studio ${++serial}`),
      })
      if (submitted.status === 201 || submitted.status === 409) {
        state.applied = true
        if (submitted.status === 201) counters.applications++
      }
      return
    }
    const mine = await http.request('GET', '/api/merchant-applications/mine', { cookie })
    const status = mine.body?.application?.status
    if (status === 'accepted') {
      const form = new FormData()
      for (const [name, value] of Object.entries({
        name: `Drill listing ${++serial}`,
        category: 'Wedding',
        price: '950000',
        district: 'Khulna',
        address: '3 Drill Road',
      }))
        form.append(name, value)
      form.append('pictures', new Blob([await drillPicture()], { type: 'image/png' }), 'listing.png')
      const added = await http.request('POST', '/api/upload/photographer', { cookie, form })
      if (added.status === 201) counters.listingsAdded++
      state.account = null
      state.applied = false
    } else if (status === 'declined' || !mine.body?.application) {
      // Declined: apply again; no application at all: the submission was lost, send it again.
      state.applied = false
    }
  }

  async function adminTurn() {
    if (!admin.cookie) return
    const pending = await http.request('GET', '/api/merchant-applications?status=pending', { cookie: admin.cookie })
    for (const application of pending.body?.data ?? []) {
      if (Math.random() < 0.85) {
        const accepted = await http.request('POST', `/api/merchant-applications/${application.id}/accept`, { cookie: admin.cookie })
        if (accepted.status === 200) counters.accepted++
      } else {
        const declined = await http.request('POST', `/api/merchant-applications/${application.id}/decline`, {
          cookie: admin.cookie,
          json: { reason: 'The licence photo is unreadable.' },
        })
        if (declined.status === 200) counters.declinedApplications++
      }
    }
    // Now and then a payout of what a merchant may be paid (money customers forfeited by cancelling).
    if (Math.random() < 0.1) {
      const overview = await http.request('GET', '/api/admin/payouts', { cookie: admin.cookie })
      const owed = (overview.body?.merchants ?? []).find((merchant) => merchant.available >= 1)
      if (owed) {
        const paid = await http.request('POST', '/api/admin/payouts', {
          cookie: admin.cookie,
          json: { agencyId: owed.agencyId, amount: Math.floor(owed.available), method: 'bank', reference: `DRILL-${Date.now()}` },
        })
        if (paid.status === 201) counters.payouts++
      }
    }
  }

  const running = []
  return {
    acknowledged,
    counters,
    agentErrors,
    start() {
      for (let i = 0; i < agents; i++) {
        let next = i
        const customerFor = () => customers[(next += agents) % customers.length]
        let current = customerFor()
        running.push(
          loop(
            () => customerTurn((current = customerFor())),
            () => recover(current),
          ),
        )
      }
      for (let i = 0; i < applicants; i++) {
        const state = { account: null, applied: false }
        running.push(
          loop(
            () => applicantTurn(state),
            undefined,
            () => 300,
          ),
        )
      }
      running.push(loop(adminTurn, undefined, () => 400))
    },
    /** Stops the agents after their current step, then lets every customer settle what is pending. */
    async stop() {
      stopping = true
      await Promise.all(running)
      for (const customer of customers) await recover(customer)
      await adminTurn()
    },
  }
}

// ---- Graceful shutdown under load ----

/**
 * Sends a burst of slow and fast requests (pages rendered on the server, lists, bookings), then
 * SIGTERM while they are under way. Every one must be answered (no reset connection) and the
 * process must exit 0.
 */
export async function gracefulStop(server, http, { customers, catalog, burst = 60 }) {
  const paths = ['/', '/services/venue', '/api/venue?page=1', '/api/photography?district=Khulna', '/services/photography']
  const outcomes = { answered: 0, noAnswer: 0, statuses: {} }
  const requests = Array.from({ length: burst }, async (_, i) => {
    try {
      const response =
        i % 4 === 3
          ? await http.request('POST', '/api/orders', {
              cookie: customers[i % customers.length].cookie,
              json: bookingBody(pick(catalog.dated), isoDate(400 + (i % 20))),
            })
          : await http.request('GET', paths[i % paths.length])
      outcomes.answered++
      outcomes.statuses[response.status] = (outcomes.statuses[response.status] ?? 0) + 1
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error
      outcomes.noAnswer++
    }
  })
  // The requests are on their way (connected and being served) before the signal.
  await sleep(150)
  const signalled = performance.now()
  server.kill('SIGTERM')
  await Promise.all(requests)
  const exit = await server.exited
  return { ...outcomes, exitCode: exit.code, exitSignal: exit.signal, exitMs: Math.round(performance.now() - signalled) }
}

// ---- The drill ----

/** Server log lines at error level (pino JSON), summarised by message. */
function loggedErrors(logFile) {
  const messages = {}
  let text = ''
  try {
    text = readFileSync(logFile, 'utf8')
  } catch {
    return messages
  }
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) {
      if (/error/i.test(line)) messages[line.slice(0, 160)] = (messages[line.slice(0, 160)] ?? 0) + 1
      continue
    }
    try {
      const entry = JSON.parse(line)
      if (entry.level >= 50) {
        const key = `${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim().slice(0, 160)
        messages[key] = (messages[key] ?? 0) + 1
      }
    } catch {
      // a line cut by SIGKILL
    }
  }
  return messages
}

async function drillOne(kind, { log, kills }) {
  const folder = mkdtempSync(path.join(tmpdir(), `utsab-crash-${kind}-`))
  const dataDir = path.join(folder, 'data')
  mkdirSync(dataDir)
  const logFile = path.join(folder, 'server.log')
  const database = kind === 'postgres' ? await createPostgresDatabase('crash') : null
  if (kind === 'postgres' && !database) throw new Error('PostgreSQL does not answer')
  const port = await freePort()
  const mailbox = await startMailbox()
  const env = {
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_FACTOR: '1000',
    SMTP_URL: mailbox.smtpUrl,
    ...(database ? { DATABASE_URL: database.url } : {}),
  }
  let server = launchServer({ port, env, logFile })
  let up = Promise.resolve()
  let markUp = () => {}
  const http = createHttp({ origins: () => [server.origin] })
  const readyTimes = []
  const killLog = []
  const load0Errors = []
  const started = performance.now()
  try {
    // The first kill lands during the very first start on the empty database (migrations, demo seed, admin).
    let firstUp = false
    server.ready.then(
      () => (firstUp = true),
      () => {},
    )
    await Promise.race([server.ready, sleep(between(300, 2500))])
    if (!firstUp && kills > 0) {
      server.kill('SIGKILL')
      await server.exited
      killLog.push('start')
      server = launchServer({ port, env, logFile })
    }
    const firstReady = await server.ready
    log(
      `\n**${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}**: first start ready in ${round(firstReady, 0)} ms; signing up ${CUSTOMERS} customers…`,
    )
    log(server.settings)
    const customers = await signUpCustomers(http, CUSTOMERS, { mailbox })
    const admin = { cookie: await signIn(http, ADMIN).catch((error) => (load0Errors.push(`admin: ${error.message}`), null)) }
    await askForAdvances(http).catch((error) => load0Errors.push(`advances: ${error.message}`))
    const catalog = await loadCatalog(http)
    let window = 30
    const load = createCheckoutLoad({ http, whenUp: () => up, customers, catalog, admin, dateWindow: () => window, mailbox })
    load.start()

    let lastReady = firstReady
    while (killLog.length < kills) {
      await sleep(between(1500, 4000))
      up = new Promise((resolve) => (markUp = resolve))
      server.kill('SIGKILL')
      await server.exited
      killLog.push('load')
      server = launchServer({ port, env, logFile })
      // Every fifth kill lands while the server is starting (migrating, seeding, creating the admin).
      if (killLog.length % 5 === 4 && killLog.length < kills) {
        let isReady = false
        server.ready.then(
          () => (isReady = true),
          () => {},
        )
        await sleep(between(50, 0.8 * lastReady))
        if (!isReady) {
          server.kill('SIGKILL')
          await server.exited
          killLog.push('start')
          server = launchServer({ port, env, logFile })
        }
      }
      lastReady = await server.ready
      readyTimes.push(lastReady)
      window += 7
      markUp()
    }
    const loadSeconds = (performance.now() - started) / 1000
    await load.stop()
    // What the last kills left open (a card the simulator took whose IPN and recording were lost, a
    // bKash execute cut short, a charge marked succeeded but never recorded, a refund left pending) is
    // settled by the running server: the gateways' reconciliation every 2 s, and the sweep of charges
    // unrecorded for 10 s and of pending refunds every 5 s. Give them that time before the invariants are read.
    await sleep(16_000)

    const shutdown = await gracefulStop(server, http, { customers, catalog })
    const controlState = kind === 'pglite' ? pgControlState(path.join(dataDir, 'pglite')) : null
    const reopenStarted = performance.now()
    const invariants = await checkInvariants({
      databaseUrl: database?.url,
      pgliteDir: kind === 'pglite' ? path.join(dataDir, 'pglite') : undefined,
      uploadsDir: path.join(dataDir, 'uploads'),
      acknowledged: load.acknowledged,
    })
    const reopenMs = performance.now() - reopenStarted
    return {
      database: kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      kills: killLog.length,
      killsDuringStart: killLog.filter((what) => what === 'start').length,
      loadSeconds: round(loadSeconds, 0),
      sent: http.sentCount(),
      statuses: http.statuses,
      serverErrors: http.serverErrors,
      loggedErrors: loggedErrors(logFile),
      counters: load.counters,
      agentErrors: [...load0Errors, ...load.agentErrors],
      readyMs: {
        p50: round(percentile(readyTimes, 50), 0),
        p99: round(percentile(readyTimes, 99), 0),
        max: round(Math.max(...readyTimes), 0),
      },
      shutdown,
      controlState,
      reopenMs: round(reopenMs, 0),
      invariants,
    }
  } finally {
    server.kill('SIGKILL')
    await server.exited
    mailbox.stop()
    await database?.drop()
    if (KEEP) log(`(kept: ${folder})`)
    else rmSync(folder, { recursive: true, force: true })
  }
}

function report(result, log) {
  const statuses = Object.entries(result.statuses)
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ')
  const c = result.counters
  log(
    table(
      ['Measure', result.database],
      [
        ['Kills (SIGKILL), of which during start-up', `${result.kills}, ${result.killsDuringStart}`],
        ['Load time (s)', result.loadSeconds],
        ['Requests sent', result.sent],
        ['Answers by status', statuses],
        ['5xx answers', result.serverErrors.length],
        [
          'Bookings placed / date taken / paid (of which through SSLCommerz or bKash) / cancelled / declined cards',
          `${c.bookings} / ${c.taken} / ${c.paid} (${c.gatewayPaid}) / ${c.cancelled} / ${c.declined}`,
        ],
        [
          'Balances paid after an advance / bookings cancelled with a refund / payouts',
          `${c.balancesPaid} / ${c.refundCancels} / ${c.payouts}`,
        ],
        ['Recoveries after a lost answer', c.recoveries],
        [
          'Applications / accepted / declined / listings added by new merchants',
          `${c.applications} / ${c.accepted} / ${c.declinedApplications} / ${c.listingsAdded}`,
        ],
        ['Time to ready after restart p50 / p99 / max (ms)', `${result.readyMs.p50} / ${result.readyMs.p99} / ${result.readyMs.max}`],
        [
          'SIGTERM with requests in flight',
          `${result.shutdown.answered} answered (${JSON.stringify(result.shutdown.statuses)}), ${result.shutdown.noAnswer} unanswered; exit code ${result.shutdown.exitCode} after ${result.shutdown.exitMs} ms`,
        ],
        ...(result.controlState
          ? [['PGlite folder after SIGTERM (pg_control)', `${result.controlState}; reopened and checked in ${result.reopenMs} ms`]]
          : []),
        [
          'Rows afterwards',
          Object.entries(result.invariants.totals)
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
        ],
        ['Uploaded files no row refers to (left by a crash; not a violation)', result.invariants.orphanUploads],
      ],
    ),
  )
  log('')
  log(table(['Invariant', 'Violations', 'Example'], invariantRows(result.invariants.checks)))
  if (result.agentErrors.length)
    log(`\nUnexpected answers to the load (${result.agentErrors.length}, first 3): ${result.agentErrors.slice(0, 3).join('; ')}`)
  if (result.serverErrors.length) log(`\n5xx answers (first 5): ${result.serverErrors.slice(0, 5).join('; ')}`)
  const errors = Object.entries(result.loggedErrors)
  if (errors.length)
    log(
      `\nServer log errors: ${errors
        .slice(0, 6)
        .map(([message, n]) => `${n}× ${message}`)
        .join('; ')}`,
    )
}

export async function runCrashDrill({ log = console.log, kills = KILLS, databases = process.env.DRILL_DATABASE ?? 'both' } = {}) {
  ensureBuilt()
  const kinds = databases === 'both' ? ['postgres', 'pglite'] : [databases]
  log(
    `Crash drill: ${AGENTS} customer agents over ${CUSTOMERS} customers, ${APPLICANTS} applicants, 1 admin; ${kills} SIGKILLs at random moments (the first during the first start on the empty database, every fifth during a restart), then SIGTERM under load.`,
  )
  const results = []
  for (const kind of kinds) {
    const result = await drillOne(kind, { log, kills })
    report(result, log)
    results.push(result)
  }
  const violations = results.reduce((sum, r) => sum + violationsIn(r.invariants.checks), 0)
  const fiveHundreds = results.reduce((sum, r) => sum + r.serverErrors.length, 0)
  const cleanStops = results.every(
    (r) => r.shutdown.noAnswer === 0 && r.shutdown.exitCode === 0 && (r.controlState === null || r.controlState === 'shut down'),
  )
  // An invariant only means something if the load reached the flow it guards: say so when one never completed.
  const unexercised = results.flatMap((r) =>
    Object.entries({
      bookings: r.counters.bookings,
      payments: r.counters.paid,
      'gateway payments': r.counters.gatewayPaid,
      cancellations: r.counters.cancelled,
      'balances paid': r.counters.balancesPaid,
      'cancellations with a refund': r.counters.refundCancels,
      'accepted applications': r.counters.accepted,
      'listings added': r.counters.listingsAdded,
    })
      .filter(([, count]) => count === 0)
      .map(([flow]) => `${flow} on ${r.database}`),
  )
  const met = violations === 0 && fiveHundreds === 0 && cleanStops && unexercised.length === 0
  log(
    `\nInvariant violations: ${violations}; 5xx answers: ${fiveHundreds}; clean SIGTERM stops: ${cleanStops ? 'yes' : 'no'}; every flow completed at least once: ${unexercised.length ? `NO (none of: ${unexercised.join(', ')})` : 'yes'} → ${met ? 'nothing broke' : violations || fiveHundreds || !cleanStops ? 'BROKEN' : 'NOT proven'}`,
  )
  return { results, violations, fiveHundreds, cleanStops, unexercised, met }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runCrashDrill()
  process.exitCode = result.met ? 0 : 1
}
