import type { Locator, Page } from '@playwright/test'
import { LISTING_KINDS, type TListingKind } from '@utsab/shared/constants'
import { apiListPath, KIND_META, kindKey } from '@utsab/shared/kinds'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { TEXTS } from '@utsab/shared/texts'
import { expectNoAxeViolations, settle } from './support/a11y'
import { en } from './support/i18n'
import {
  bookingApi,
  createTestUser,
  e2eEnv,
  expect,
  expectNoSidewaysScroll,
  futureDay,
  listingCards,
  logIn,
  pageReady,
  test as base,
  type TTestUser,
  whenHydrated,
} from './fixtures'

/*
 * Every page for every role at 360 × 740 (the 'mobile' project): no sideways scrolling, the page's primary action
 * inside the screen horizontally (vertically it may need a scroll, except where the issue asks for the first
 * screen), and axe at that size.
 *
 * THE TABLE BELOW IS THE ONE PLACE TO ADJUST: the pages (from apps/web/app/routes.ts), the roles that visit them,
 * and each page's primary action per role.
 */

type TRole = 'visitor' | 'customer' | 'booker' | 'merchant' | 'admin'
const ROLES: readonly TRole[] = ['visitor', 'customer', 'booker', 'merchant', 'admin']

/** What a page needs from the world: listings, and the booker's bookings. */
type TWorld = {
  listings: Record<TListingKind, TListing>
  /** The booker's unpaid booking of the merchant's listing (the merchant sees it too). */
  unpaid: TOrder
}

type TAction = (page: Page) => Locator
type TPage = {
  /** Test title and what the failure names. */
  name: string
  path: (world: TWorld) => string
  roles: readonly TRole[]
  /** The page's primary action, per role; `default` for the others. */
  action: Partial<Record<TRole | 'default', TAction>>
  /** The action must be on the first screen (no vertical scroll either). */
  firstScreen?: boolean
  /** HTTP status the page answers for these roles (403 for admins-only pages, 404 for the unknown page). */
  status?: Partial<Record<TRole | 'default', number>>
  /**
   * The page is the same for every signed-in role but for the header: the visitor visits it, and the customer only the
   * samples below (the merchant's and admin's header are read on their own pages), to keep the project's runtime down.
   */
  sameForRoles?: boolean
  /**
   * Of the pages the same for every role, the ones the customer visits too: the header with the account menu, a list's
   * cards with their hearts, a detail page's booking form signed in. The others differ from the visitor's only by that
   * header, already read here.
   */
  signedInSample?: boolean
}

const main = (page: Page) => page.getByRole('main')
/** The page's h1 (pages without an action of their own: the heading must still fit). */
const heading: TAction = (page) => page.locator('h1').first()
/** The page's first primary-styled button or link (its call to action). */
const primary: TAction = (page) => main(page).locator('.btn-primary').first()
const button =
  (name: string | RegExp): TAction =>
  (page) =>
    main(page).getByRole('button', { name, exact: typeof name === 'string' })
const link =
  (name: string | RegExp): TAction =>
  (page) =>
    main(page).getByRole('link', { name, exact: typeof name === 'string' })
const buttonOrLink =
  (name: string): TAction =>
  (page) =>
    main(page)
      .getByRole('button', { name, exact: true })
      .or(main(page).getByRole('link', { name, exact: true }))
      .first()
/**
 * A data table's first data row's last cell: where status, price and the row's action sit (issue 14: all visible on
 * a phone). Below 640 px the column headers are hidden (each cell names its column), so the first data row is found
 * by its cells, not by its position.
 */
const firstRowEnd =
  (table: string): TAction =>
  (page) =>
    page
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .getByRole('cell')
      .last()
const logInButton = button('Log in')
/** Where a visitor lands on a page that needs an account: the login form. */
const signInFirst = { visitor: logInButton }

const PAGES: TPage[] = [
  {
    name: 'home',
    sameForRoles: true,
    signedInSample: true,
    path: () => '/',
    roles: ROLES,
    action: { default: link(en('home.getStarted')) },
  },
  {
    name: 'service',
    sameForRoles: true,
    path: () => '/service',
    roles: ROLES,
    action: { default: (page) => main(page).getByRole('link', { name: /Venue/ }).first() },
  },
  ...LISTING_KINDS.map((kind): TPage => ({
    name: `${kind} list`,
    path: () => KIND_META[kind].listPath,
    roles: ['visitor', 'customer', 'merchant', 'admin'],
    sameForRoles: true,
    signedInSample: kind === 'venue',
    // The first result's link to its details, on the first screen: results come first on a phone.
    action: { default: (page) => listingCards(page).first().getByRole('link').first() },
    firstScreen: true,
  })),
  ...LISTING_KINDS.map((kind): TPage => ({
    name: `${kind} detail`,
    path: (world) => `${KIND_META[kind].detailPrefixes[0]}/${world.listings[kind].id}`,
    roles: ['visitor', 'customer', 'merchant', 'admin'],
    sameForRoles: true,
    signedInSample: kind === 'venue',
    action: { default: buttonOrLink(en(kindKey(kind, 'orderAction'))) },
  })),
  {
    name: 'free on a date (available)',
    sameForRoles: true,
    path: () => `/available?date=${futureDay()}`,
    roles: ROLES,
    action: { default: button(en('catalog.dateSearch.submit')) },
  },
  { name: 'about', sameForRoles: true, path: () => '/about', roles: ROLES, action: { default: heading } },
  { name: 'blogs', sameForRoles: true, path: () => '/blogs', roles: ROLES, action: { default: heading } },
  { name: 'contact', sameForRoles: true, path: () => '/contact', roles: ROLES, action: { default: button('Send message') } },
  { name: 'newsletter confirmed', path: () => '/newsletter/confirmed', roles: ['visitor'], action: { default: heading } },
  {
    name: 'become a merchant',
    path: () => '/become-merchant',
    roles: ROLES,
    action: { customer: button('Send request'), default: primary },
  },
  // Account pages are a visitor's (a logged-in user is sent on).
  { name: 'login', path: () => '/login', roles: ['visitor'], action: { default: logInButton } },
  { name: 'signup', path: () => '/signup', roles: ['visitor'], action: { default: button('Sign up') } },
  { name: 'forgot password', path: () => '/forgot-password', roles: ['visitor'], action: { default: button('Send reset link') } },
  {
    name: 'reset password',
    path: () => '/reset-password?token=not-a-real-token',
    roles: ['visitor'],
    action: { default: button('Set new password') },
  },
  { name: 'cart', path: () => '/cart', roles: ROLES, action: { ...signInFirst, booker: button('Checkout'), default: primary } },
  {
    name: 'my bookings (/orders)',
    path: () => '/orders',
    roles: ROLES,
    action: { ...signInFirst, booker: link('Pay'), default: primary },
  },
  {
    name: 'booking page (/orders/{id})',
    path: (world) => `/orders/${world.unpaid.id}`,
    roles: ['booker', 'merchant', 'admin'],
    action: { booker: buttonOrLink('Pay'), default: heading },
  },
  {
    name: 'payment',
    path: (world) => `/payment/${world.unpaid.id}`,
    roles: ['booker'],
    action: { booker: (page) => page.getByRole('form', { name: 'Card payment' }).getByRole('button', { name: 'Pay', exact: true }) },
  },
  {
    name: 'dashboard',
    path: () => '/dashboard',
    roles: ROLES,
    action: {
      ...signInFirst,
      admin: (page) => page.getByRole('table', { name: 'All users' }).getByRole('button').first(),
      default: primary,
    },
  },
  {
    name: 'dashboard: bookings (my-bookings)',
    path: () => '/dashboard/my-bookings',
    roles: ROLES,
    action: { ...signInFirst, merchant: firstRowEnd('Bookings of your listings'), default: heading },
  },
  {
    name: 'dashboard: add listings (add-costumes)',
    path: () => '/dashboard/add-costumes',
    roles: ROLES,
    action: { ...signInFirst, merchant: button('Add listing'), default: heading },
  },
  {
    name: 'dashboard: calendar',
    path: () => '/dashboard/calendar',
    roles: ['visitor', 'customer', 'merchant'],
    action: { ...signInFirst, merchant: heading, default: primary },
    status: { customer: 403 },
  },
  {
    name: 'dashboard: packages',
    path: () => '/dashboard/packages',
    roles: ['visitor', 'customer', 'merchant'],
    action: { ...signInFirst, merchant: heading, default: primary },
    status: { customer: 403 },
  },
  {
    name: 'dashboard: messages',
    path: () => '/dashboard/messages',
    roles: ROLES,
    action: { ...signInFirst, default: heading },
  },
  {
    name: 'dashboard: reported messages',
    path: () => '/dashboard/reported-messages',
    roles: ['visitor', 'customer', 'admin'],
    action: { ...signInFirst, admin: heading, default: primary },
    status: { customer: 403 },
  },
  {
    name: 'dashboard: reviews',
    path: () => '/dashboard/reviews',
    roles: ['visitor', 'customer', 'merchant'],
    action: { ...signInFirst, merchant: heading, default: primary },
    status: { customer: 403 },
  },
  {
    name: 'dashboard: all reviews',
    path: () => '/dashboard/all-reviews',
    roles: ['visitor', 'customer', 'admin'],
    action: { ...signInFirst, admin: heading, default: primary },
    status: { customer: 403 },
  },
  {
    name: 'dashboard: all users',
    path: () => '/dashboard/all-users',
    roles: ROLES,
    action: {
      ...signInFirst,
      admin: (page) => page.getByRole('table', { name: 'All users' }).getByRole('button').first(),
      default: primary,
    },
    status: { customer: 403, booker: 403, merchant: 403 },
  },
  {
    name: 'dashboard: all bookings',
    path: () => '/dashboard/all-bookings',
    roles: ROLES,
    action: { ...signInFirst, admin: firstRowEnd('All bookings'), default: primary },
    status: { customer: 403, booker: 403, merchant: 403 },
  },
  {
    name: '404',
    sameForRoles: true,
    path: () => '/no-such-page',
    roles: ROLES,
    action: { default: link(TEXTS.backToHomepage) },
    status: { default: 404 },
  },
]

// ---- The accounts and their data, made once per worker ----

type TPhoneWorld = TWorld & { accounts: Record<Exclude<TRole, 'visitor'>, Pick<TTestUser, 'email' | 'password'>> }

const test = base.extend<object, { phoneWorld: TPhoneWorld }>({
  phoneWorld: [
    async ({ playwright, adminRequest }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL
      const entries = await Promise.all(
        LISTING_KINDS.map(async (kind) => {
          const response = await adminRequest.get(`${apiListPath(kind)}?pageSize=1&sort=price`)
          const [listing] = ((await response.json()) as TListingPage).data
          if (!listing) throw new Error(`No ${kind} listing in the demo data`)
          return [kind, listing] as const
        }),
      )
      const listings = Object.fromEntries(entries) as Record<TListingKind, TListing>
      const make = (options: Parameters<typeof createTestUser>[1]) => createTestUser({ playwright, baseURL, adminRequest }, options)
      const [customer, booker, merchant] = await Promise.all([
        make({ name: 'Mitu Phone' }),
        make({ name: 'Nadia Phone' }),
        make({ role: 'merchant', name: 'Rafi Phone', application: { businessCategory: 'photographer' } }),
      ])
      // The booker: an unpaid booking of the merchant's listing, a paid costume, and a costume in the cart.
      const api = await playwright.request.newContext({ baseURL })
      try {
        await logIn(api, baseURL, merchant)
        const [merchantListing] = ((await (await api.get('/api/merchant/listings')).json()) as { data: TListing[] }).data
        if (!merchantListing) throw new Error('The accepted merchant has no listing')
        await logIn(api, baseURL, booker)
        const bookings = bookingApi(api, baseURL)
        const unpaid = await bookings.placeBooking(merchantListing, futureDay())
        await bookings.pay(await bookings.placeBooking(listings.costume))
        await bookings.addToCart(listings.costume)
        await use({
          listings,
          unpaid,
          accounts: { customer, booker, merchant, admin: { email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD } },
        })
      } finally {
        await api.dispose()
      }
    },
    { scope: 'worker' },
  ],
})

// ---- The checks ----

/**
 * The action is visible and lies within the screen's width. Only the window is scrolled, and only vertically
 * (never `scrollIntoView`, which would also scroll a table's own sideways scroller and hide the defect).
 */
async function expectWithinReach(page: Page, action: Locator, { firstScreen = false } = {}) {
  await expect(action, 'the primary action').toBeVisible()
  if (!firstScreen)
    await action.evaluate((element) => {
      const { top, height } = element.getBoundingClientRect()
      window.scrollBy(0, top + height / 2 - window.innerHeight / 2)
    })
  // A part below the first screen is drawn anew once its code comes: measure the action the person will tap.
  await whenHydrated(action, { scroll: false })
  const box = await action.boundingBox()
  const { width, height } = page.viewportSize()!
  expect(box, 'the primary action has a box').not.toBeNull()
  expect(box!.x, 'the primary action starts inside the screen').toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, `the primary action ends inside the ${width} px screen`).toBeLessThanOrEqual(width)
  expect(await page.evaluate(() => window.scrollX), 'no sideways scroll').toBe(0)
  if (firstScreen) expect(box!.y + box!.height, `the primary action is on the first ${height} px`).toBeLessThanOrEqual(height)
}

/** Pages per test: each test logs in once and walks its pages, one step each. */
const PAGES_PER_TEST = 6

for (const role of ROLES)
  test.describe(`${role} at 360 × 740`, () => {
    // The pages' own error status (403 admins-only, 404 unknown) is logged by the browser.
    // One pattern (an option's value given as a two-element array would be read as [value, options]).
    test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 40[34]/] })

    const visits = (candidate: TPage) =>
      candidate.roles.includes(role) &&
      (!candidate.sameForRoles || role === 'visitor' || (role === 'customer' && !!candidate.signedInSample)) &&
      // A visitor sent to log in sees the login page, which is visited as itself (the redirect is a page test's).
      !(role === 'visitor' && candidate.action.visitor === logInButton && candidate.name !== 'login')
    const pages = PAGES.filter(visits)
    for (let start = 0; start < pages.length; start += PAGES_PER_TEST) {
      const group = pages.slice(start, start + PAGES_PER_TEST)
      test(group.map((entry) => entry.name).join(', '), async ({ page, baseURL, phoneWorld }) => {
        test.slow()
        if (role !== 'visitor') await logIn(page.request, baseURL, phoneWorld.accounts[role])
        for (const entry of group)
          await test.step(entry.name, async () => {
            const path = entry.path(phoneWorld)
            const response = await page.goto(path)
            const status = response?.status()
            expect(status, `status of ${path}`).toBe(entry.status?.[role] ?? entry.status?.default ?? 200)
            await pageReady(page)

            await expectNoSidewaysScroll(page)
            const action = (entry.action[role] ?? entry.action.default ?? heading)(page)
            await expectWithinReach(page, action, { firstScreen: entry.firstScreen })
            await expectNoSidewaysScroll(page)
            await page.evaluate(() => window.scrollTo(0, 0))
            await settle(page)
            await expectNoAxeViolations(page, `${path} as ${role} at 360 px`)
          })
      })
    }
  })
