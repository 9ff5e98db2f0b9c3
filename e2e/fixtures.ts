import { randomUUID } from 'node:crypto'
import { test as base, expect, type APIRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { costumeSizes } from '@utsab/shared/booking-details'
import type { TBookingMode, TListingKind } from '@utsab/shared/constants'
import { apiListPath } from '@utsab/shared/kinds'
import type { TUser } from '@utsab/shared/schemas/auth'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import type { TOrder, TPaymentIntent } from '@utsab/shared/schemas/orders'
import { addDays as addDaysToDay, todayInDhaka as todayInDhakaDay } from '@utsab/shared/format'
import { e2eEnv } from './support/env'
import { EVENT_ADDRESS } from './support/booking'
import { pageReady } from './support/hydration'
import { expectNoAxeViolations, runAxe } from './support/a11y'

// The suite's one set of helpers: specs import from here. Hydration wait, the app's own formatting (every
// expected price, date and phone is written with it, never by hand), and the factories below.
export { clickWhenHydrated, pageReady, whenHydrated } from './support/hydration'
export { addDays, formatDate, formatDateTime, formatMoney, formatPhone, isWeekend, todayInDhaka } from '@utsab/shared/format'
export { e2eEnv }

/** A message the app sent, as the loopback mailbox (e2e/support/mail-server.mjs) read it. */
export type TMail = { to: string[]; from: string; subject: string; text: string; html: string; links: string[] }

export type TTestRole = 'user' | 'requested' | 'merchant' | 'admin'
/** An account made for one test, with the password it can log in with. */
export type TTestUser = { id: string; email: string; password: string; name: string; role: TTestRole }

/** A password that passes every sign-up rule (spec §5) and is not a common one. */
export const VALID_PASSWORD = 'Shapla#Mela26'

/** A fresh address nobody else in the run uses, so tests can run in parallel against one database. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 12)}@example.test`

/** An 8×8 orange PNG, small enough to inline, real enough for the server's image check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGN4FqWBFTEMLQkAWlVaAfnWiRYAAAAASUVORK5CYII=',
  'base64',
)

/** The text fields of a merchant application (spec §5), as the form sends them. */
export type TApplicationFields = {
  nid: string
  agencyName: string
  agencyEmail: string
  phoneNum: string
  businessCategory: TListingKind
  serviceCategory: string
  price: string
  rating: string
  district: string
  address: string
}

/**
 * The default application's price: above every demo listing (3,00,000 BDT at most), so an applicant's first listing never
 * becomes the cheapest one other specs book; and under the 5,00,000 BDT one SSLCommerz payment may carry, so it can be paid whole.
 */
export const APPLICATION_PRICE_BDT = 450_000

/** A complete, valid merchant application as a Playwright multipart body: the fields, one picture and the licence. */
export function merchantApplicationForm(fields: Partial<TApplicationFields> & Pick<TApplicationFields, 'agencyName' | 'agencyEmail'>) {
  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG })
  return {
    nid: '1234567890',
    phoneNum: '01711000000',
    businessCategory: 'photographer',
    serviceCategory: 'Wedding photography',
    price: String(APPLICATION_PRICE_BDT),
    rating: '4.5',
    district: 'Khulna',
    address: '12 Khan Jahan Ali Road',
    ...fields,
    agree: 'true',
    pictures: png('picture.png'),
    licence: png('licence.png'),
  }
}

/**
 * The app refuses cross-site writes: a browser sends its Origin, and API calls made by the tests do the same.
 * (Cookies do not separate ports, so even a fresh request context can carry the OIDC stand-in's cookies.)
 */
export const originHeader = (baseURL: string | undefined): Record<string, string> => (baseURL ? { origin: new URL(baseURL).origin } : {})

/**
 * Logs a request context in (a page's or a second browser context's `request`: they share the browser's
 * cookies), so that context's next navigation is logged in.
 */
export async function logIn(
  request: APIRequestContext,
  baseURL: string | undefined,
  { email, password }: Pick<TTestUser, 'email' | 'password'>,
) {
  // At `baseURL` itself: a page's request context also logs in to a spec's own server (e2e/support/own-server.ts).
  const response = await request.post(`${baseURL ?? ''}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: originHeader(baseURL),
  })
  if (!response.ok()) throw new Error(`Logging in as ${email} answered ${response.status()}: ${await response.text()}`)
}

/**
 * A future Bangladesh calendar day no other test of this run is likely to pick for the same listing, and unlikely
 * to clash with an earlier run's data: 30 to 170 days ahead, inside the booking window.
 */
export const futureDay = () => addDaysToDay(todayInDhakaDay(), 30 + Math.floor(Math.random() * 140))

/** A card expiry two years ahead, MM/YY, and test cards of the SSLCommerz simulator's card path. */
export const futureExpiry = () => `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`
export const GOOD_CARD = '4242 4242 4242 4242'
export const DECLINED_CARD = '4000 0000 0000 0002'

/** The mobile number the tests' customers give at their first booking. */
export const CUSTOMER_MOBILE = '01711 000000'
/** A fresh Bangladeshi mobile number (+8801[7-8]…, never one the SMS stand-in's operator blocks). */
export const newMobile = () => `+8801${7 + Math.floor(Math.random() * 2)}${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`
type TBookable = Pick<TListing, 'id' | 'kind' | 'size'>

/**
 * The body of POST /api/orders or /api/cart: the listing, its date, the details its kind needs (a venue's
 * evening for 100 guests; a costume's first size, delivered in a week; a photographer's or makeup artist's event
 * address and a 4:30 PM start) and the customer's mobile number.
 */
export function bookingBody(listing: TBookable, eventDate?: string) {
  const details =
    listing.kind === 'venue'
      ? { shift: 'evening', guests: 100 }
      : listing.kind === 'costume'
        ? {
            ...(costumeSizes(listing.size)[0] ? { size: costumeSizes(listing.size)[0] } : {}),
            quantity: 1,
            deliveryAddress: 'House 12, Road 5, Dhanmondi, Dhaka 1209',
            deliveryDate: addDaysToDay(todayInDhakaDay(), 7),
          }
        : { eventAddress: EVENT_ADDRESS, eventTime: '16:30' }
  return { listingId: listing.id, ...(eventDate ? { eventDate } : {}), ...details, phone: CUSTOMER_MOBILE }
}

/**
 * Bookings through the API, with the cookies of `request` (a logged-in page's `page.request`), as the
 * same-site browser would: place one, put a listing in the cart, pay by card in test mode (the SSLCommerz simulator).
 */
export function bookingApi(request: APIRequestContext, baseURL: string | undefined) {
  const headers = originHeader(baseURL)
  const post = async <T>(path: string, data: unknown, status = 200) => {
    const response = await request.post(path, { data, headers })
    if (response.status() !== status) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`)
    return (await response.json()) as T
  }
  return {
    /** Places a booking of `listing` (`eventDate` for the kinds that need one), with the details its kind needs. */
    placeBooking: (listing: TBookable, eventDate?: string) => post<TOrder>('/api/orders', bookingBody(listing, eventDate), 201),
    addToCart: (listing: TBookable, eventDate?: string) => post<unknown>('/api/cart', bookingBody(listing, eventDate), 201),
    /** Pays a booking by card in test mode, as the payment page does: the card goes to the payment's `cardUrl`, then it is recorded. */
    async pay(order: Pick<TOrder, 'id'>) {
      const intent = await post<TPaymentIntent>('/api/create-payment-intent', { orderId: order.id })
      if (!intent.cardUrl) throw new Error(`the payment of ${order.id} has no cardUrl (provider ${intent.provider})`)
      const charged = await post<{ status: string; error?: { message: string } }>(intent.cardUrl, {
        cardNumber: GOOD_CARD.replaceAll(' ', ''),
        expiry: futureExpiry(),
        cvc: '123',
      })
      expect(charged.status, charged.error?.message).toBe('VALID')
      // 201, or 200 when the gateway's IPN (sent before it answers the card) has recorded the payment already.
      const recorded = await request.post('/api/payments', { data: { intentId: intent.intentId }, headers })
      expect([200, 201], `/api/payments answered ${recorded.status()}: ${await recorded.text()}`).toContain(recorded.status())
    },
  }
}

/** The browser logs the page's own error status; tests that expect one allow it. */
export const pageStatusError = (status: number) => new RegExp(`Failed to load resource: the server responded with a status of ${status}`)

/** The result cards of a list page. */
export const listingCards = (page: Page) => page.getByRole('list', { name: 'Listings' }).getByRole('listitem')

export async function expectAccessible(page: Page, { colorsOnly = false }: { colorsOnly?: boolean } = {}) {
  const results = await runAxe(page, { colorsOnly })
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join(', ')})`,
    ),
  ).toEqual([])
}

/**
 * Ends at once the colour transitions a theme switch starts. Even 0.01 ms long (motion reduced), they only
 * end on a rendered frame, which a busy headless browser may not produce for a while; until then a
 * transitioning text keeps its old colour over its new background.
 */
async function colourTransitionsSettled(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (!(animation instanceof CSSTransition)) continue
      try {
        animation.finish()
      } catch {
        // A transition that cannot be finished (no end) has no colour to settle.
      }
    }
  })
}

/**
 * Axe in the light theme, then in the dark one (the class the theme toggle sets), then light again, in one
 * navigation. Motion is reduced meanwhile, so no colour or dialog transition is measured half way. By default
 * serious and critical violations fail; `strict` fails on any impact (WCAG 2.0/2.1 A and AA, contrast included).
 */
export async function expectAccessibleInBothThemes(
  page: Page,
  { strict = false, where = page.url() }: { strict?: boolean; where?: string } = {},
) {
  const html = page.locator('html')
  // Whole in the light theme; in the dark one only the rules whose outcome the colours decide (the document is the same).
  const check = (theme: 'light' | 'dark') => {
    const colorsOnly = theme === 'dark'
    return strict ? expectNoAxeViolations(page, `${where} (${theme})`, { colorsOnly }) : expectAccessible(page, { colorsOnly })
  }
  // Hydrated first: a page still hydrating can lose the class set below half way through the check (seen under load,
  // where axe then found the light theme's text on the dark theme's backgrounds).
  // (The gateway simulators' own pages have no app header to wait for.)
  if ((await page.getByRole('banner').count()) > 0) await pageReady(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const dialog of await page.locator('dialog[open]').all()) await expect(dialog).toHaveAttribute('data-state', 'open')
  await expect(html).not.toHaveClass(/dark/)
  await colourTransitionsSettled(page)
  await check('light')
  await html.evaluate((element) => element.classList.add('dark'))
  await colourTransitionsSettled(page)
  // Read again until it holds: under load, three whole-suite runs measured a text of the light theme on the dark
  // theme's background once each (a sidebar line, the refund policy), a state the next read never showed. One axe read
  // of a long admin table takes more than 5 s under load, so the budget is 20 s; a real contrast fault still fails.
  await expect(() => check('dark')).toPass({ timeout: 20_000 })
  await expect(html, 'the page kept the dark theme while axe read it').toHaveClass(/dark/)
  await html.evaluate((element) => element.classList.remove('dark'))
  await colourTransitionsSettled(page)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
}

/** Nothing sticks out sideways: the page cannot be scrolled horizontally (a table may scroll inside its own region). */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `the page is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth)
}

/** A text's colour as red, green and blue, whatever colour space the stylesheet wrote it in. */
export const rgbOf = (target: Locator) =>
  target.evaluate((element) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const context = canvas.getContext('2d')!
    context.fillStyle = getComputedStyle(element).color
    context.fillRect(0, 0, 1, 1)
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3))
  })

export { expect }

/** The loopback mailbox that receives the app's mail over SMTP (e2e/support/mail-server.mjs). */
export type TMailbox = {
  /**
   * Waits for a message to `to` whose subject matches (and whose text has `containing`, for an address other tests
   * write to at the same time, like support's); answers the newest such message.
   */
  waitForMessage: (
    to: string,
    subject: RegExp | string,
    options?: { timeout?: number; after?: number; containing?: string },
  ) => Promise<TMail>
  /** All messages to `to`, oldest first. */
  messagesTo: (to: string) => Promise<TMail[]>
  /** The first link in the message that matches `pattern`. */
  linkIn: (message: TMail, pattern: RegExp | string) => string
}

const matches = (pattern: RegExp | string, value: string) => (typeof pattern === 'string' ? value.includes(pattern) : pattern.test(value))

export const mailbox: TMailbox = {
  async messagesTo(to) {
    const response = await fetch(`${e2eEnv.MAIL_HTTP_URL}/messages?to=${encodeURIComponent(to.toLowerCase())}`)
    if (!response.ok) throw new Error(`The mailbox answered ${response.status}`)
    return (await response.json()) as TMail[]
  },
  async waitForMessage(to, subject, { timeout = 15_000, after = 0, containing } = {}) {
    const deadline = Date.now() + timeout
    for (;;) {
      const found = (await mailbox.messagesTo(to))
        .slice(after)
        .filter((message) => matches(subject, message.subject) && (containing === undefined || message.text.includes(containing)))
      const newest = found.at(-1)
      if (newest) return newest
      if (Date.now() > deadline) {
        const subjects = (await mailbox.messagesTo(to)).map((message) => message.subject)
        throw new Error(`No mail to ${to} with a subject matching ${subject} within ${timeout} ms; it has: ${JSON.stringify(subjects)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  },
  linkIn(message, pattern) {
    const link = message.links.find((candidate) => matches(pattern, candidate))
    if (!link) throw new Error(`No link matching ${pattern} in "${message.subject}": ${JSON.stringify(message.links)}`)
    return link
  },
}

/** An SMS the app sent through SSL Wireless, as its loopback stand-in (e2e/support/sms-gateway.mjs) received it. */
export type TSms = { msisdn: string; to: string; sms: string; smsType: 'EN' | 'BN'; receivedAt: string }

/** The SSL Wireless stand-in's record of the SMS the app sent. */
export const smsInbox = {
  /** Every SMS to `to` (+8801XXXXXXXXX), newest first. */
  async messagesTo(to: string): Promise<TSms[]> {
    const response = await fetch(`${e2eEnv.SMS_GATEWAY_URL}/messages?to=${encodeURIComponent(to)}`)
    if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`)
    return ((await response.json()) as { data: TSms[] }).data
  },
  /** Waits for the newest SMS to `to` whose text matches, received after `after` (an ISO time) when given. */
  async waitForSms(to: string, pattern: RegExp, { timeout = 15_000, after = '' } = {}): Promise<TSms> {
    const deadline = Date.now() + timeout
    for (;;) {
      const found = (await smsInbox.messagesTo(to)).find((sms) => pattern.test(sms.sms) && sms.receivedAt > after)
      if (found) return found
      if (Date.now() > deadline) {
        const texts = (await smsInbox.messagesTo(to)).map((sms) => sms.sms)
        throw new Error(`No SMS to ${to} matching ${pattern} within ${timeout} ms; it has: ${JSON.stringify(texts)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  },
  /** Proves `phone` for the account `request` is signed in as, with the code SSL Wireless's stand-in received. */
  async provePhone(request: APIRequestContext, phone: string) {
    const after = new Date(Date.now() - 1000).toISOString()
    const sent = await request.post('/api/phone/code', { data: { phone, purpose: 'add-phone' } })
    if (sent.status() !== 202) throw new Error(`POST /api/phone/code answered ${sent.status()}: ${await sent.text()}`)
    const code = smsInbox.codeIn(await smsInbox.waitForSms(phone, /\d{6}/, { after }))
    const proved = await request.post('/api/account/phone', { data: { phone, code } })
    if (proved.status() !== 200) throw new Error(`POST /api/account/phone answered ${proved.status()}: ${await proved.text()}`)
  },
  /** The six-digit code an SMS carries. */
  codeIn: (sms: TSms) => /\b(\d{6})\b/.exec(sms.sms)?.[1] ?? '',
  /** The first link in an SMS, as a path on the app (the SMS carries the site's public address). */
  linkIn: (sms: TSms) => {
    const url = /https?:\/\/\S+/.exec(sms.sms)?.[0]
    if (!url) throw new Error(`No link in the SMS: ${sms.sms}`)
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  },
}

export type TCreateUserOptions = {
  /** Follow the verification link (default true). */
  verified?: boolean
  role?: TTestRole
  name?: string
  email?: string
  password?: string
  photo?: Buffer
  /** For 'requested' and 'merchant': fields of the merchant application to override. */
  application?: Partial<TApplicationFields>
  /**
   * For a venue merchant: how their first hall is booked. A new hall takes requests (decision 037); the stories that
   * book and pay at once switch it to instant booking, as its merchant would in the edit dialog (the default here).
   */
  bookingMode?: TBookingMode
}

/**
 * The account factory (the `createUser` fixture, and worker-scoped fixtures that need accounts): signs up a fresh
 * account through the API, verifies its email by following the link the app mailed (paying and applying need a
 * verified address; `verified: false` keeps it unverified), and promotes it with the admin's account when asked.
 */
export async function createTestUser(
  {
    playwright,
    baseURL,
    adminRequest,
  }: { playwright: { request: APIRequest }; baseURL: string | undefined; adminRequest: APIRequestContext },
  {
    role = 'user',
    name = 'Test Person',
    email = uniqueEmail(role),
    password = VALID_PASSWORD,
    photo,
    application,
    verified = true,
    bookingMode = 'instant',
  }: TCreateUserOptions = {},
): Promise<TTestUser> {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  try {
    const response = await visitor.post('/api/signup', {
      multipart: {
        fullName: name,
        email,
        password,
        ...(photo ? { photo: { name: 'photo.png', mimeType: 'image/png', buffer: photo } } : {}),
      },
    })
    if (response.status() !== 201) throw new Error(`Sign-up of ${email} answered ${response.status()}: ${await response.text()}`)
    const { user } = (await response.json()) as { user: TUser }
    if (verified) {
      const message = await mailbox.waitForMessage(email, /verify your email/i)
      const followed = await visitor.get(mailbox.linkIn(message, '/verify-email?token='), { maxRedirects: 0 })
      if (followed.status() !== 302) throw new Error(`Verifying ${email} answered ${followed.status()}: ${await followed.text()}`)
    }
    if (role === 'requested' || role === 'merchant') {
      // A real application (role → requested); a merchant is then accepted by the admin, which creates the agency.
      const signedIn = await visitor.post('/api/auth/sign-in/email', { data: { email, password } })
      if (!signedIn.ok()) throw new Error(`Logging in as ${email} answered ${signedIn.status()}`)
      const applied = await visitor.post('/api/merchant-applications', {
        multipart: merchantApplicationForm({ agencyName: application?.agencyName ?? `${name} Agency`, agencyEmail: email, ...application }),
      })
      if (applied.status() !== 201) throw new Error(`Applying as ${email} answered ${applied.status()}: ${await applied.text()}`)
      if (role === 'merchant') {
        const { application: submitted } = (await applied.json()) as { application: { id: string } }
        const accepted = await adminRequest.post(`/api/merchant-applications/${submitted.id}/accept`)
        if (!accepted.ok()) throw new Error(`Accepting ${email} answered ${accepted.status()}: ${await accepted.text()}`)
        if (application?.businessCategory === 'venue' && bookingMode === 'instant') {
          const mine = (await (await visitor.get('/api/merchant/listings')).json()) as { data: { id: string }[] }
          const switched = await visitor.patch(`/api/listings/${mine.data[0]!.id}`, { data: { bookingMode } })
          if (!switched.ok()) throw new Error(`Switching ${email}'s hall to instant booking answered ${switched.status()}`)
        }
      }
    } else if (role === 'admin') {
      const promoted = await adminRequest.put(`/api/user/admin/${encodeURIComponent(user.id)}`, { data: { role: 'admin' } })
      if (!promoted.ok()) throw new Error(`Making ${email} an admin answered ${promoted.status()}: ${await promoted.text()}`)
    }
    return { id: user.id, email: user.email, password, name, role }
  } finally {
    await visitor.dispose()
  }
}

/**
 * Every test fails on an unexpected console error or uncaught page error (hydration mismatches
 * included), and gets helpers for the catalog and for accessibility checks.
 */
export const test = base.extend<
  {
    /** Console errors a test expects, such as the browser's note that the page itself answered 404. */
    allowedConsoleErrors: RegExp[]
    /** The way this browser chose last time on the log-in and sign-up cards (issue 36): the card opens on it. */
    signInWay: 'email' | 'phone'
    consoleErrors: string[]
    firstListing: (kind: TListingKind) => Promise<TListing>
    /** The loopback mailbox that receives the app's mail over SMTP. */
    mail: TMailbox
    /** A fresh account (see createTestUser). */
    createUser: (options?: TCreateUserOptions) => Promise<TTestUser>
    /** Logs the page's browser context in through the API, so the next navigation is logged in. */
    loginAs: (user: Pick<TTestUser, 'email' | 'password'>) => Promise<void>
    /** A fresh account of `role` (verified; a merchant with an accepted application), and the page logged in as it. */
    loginAsRole: (role: TTestRole, options?: { name?: string }) => Promise<TTestUser>
  },
  {
    /** A request context logged in as the first admin (ADMIN_EMAIL), one per worker. */
    adminRequest: APIRequestContext
  }
>({
  allowedConsoleErrors: [[], { option: true }],
  // Most stories sign in with an email, as a browser that chose it before: the log-in card opens on the way last chosen.
  signInWay: ['email', { option: true }],
  // Only for tests that open a page: an API-only test starts no browser context for it.
  page: async ({ page, signInWay }, use) => {
    await page.context().addInitScript((way) => {
      try {
        window.localStorage.setItem('utsab-sign-in-way', way)
      } catch {
        // about:blank and other opaque documents have no storage.
      }
    }, signInWay)
    await use(page)
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors.some((allowed) => allowed.test(message.text()))) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
  firstListing: async ({ request }, use) => {
    await use(async (kind) => {
      const response = await request.get(`${apiListPath(kind)}?pageSize=1&sort=price`)
      const body = (await response.json()) as TListingPage
      const [listing] = body.data
      if (!listing) throw new Error(`No ${kind} listing in the demo data`)
      return listing
    })
  },
  adminRequest: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL
      const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
      const response = await admin.post('/api/auth/sign-in/email', { data: { email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD } })
      if (!response.ok())
        throw new Error(`The admin (${e2eEnv.ADMIN_EMAIL}) could not log in: ${response.status()} ${await response.text()}`)
      await use(admin)
      await admin.dispose()
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  mail: async ({}, use) => {
    await use(mailbox)
  },
  createUser: async ({ playwright, baseURL, adminRequest }, use) => {
    await use((options) => createTestUser({ playwright, baseURL, adminRequest }, options))
  },
  loginAs: async ({ page, baseURL }, use) => {
    await use((user) => logIn(page.request, baseURL, user))
  },
  loginAsRole: async ({ page, baseURL, createUser }, use) => {
    await use(async (role, { name } = {}) => {
      const user = await createUser({ role, name })
      await logIn(page.request, baseURL, user)
      return user
    })
  },
})
