import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { formatPhone } from '@utsab/shared/format'
import { DIALOG_TRANSITION_MS } from '@utsab/shared/constants'
import { apiListPath } from '@utsab/shared/kinds'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import type { TOrder, TPaymentIntent } from '@utsab/shared/schemas/orders'
import { e2eEnv } from './support/env'
import { en } from './support/i18n'
import {
  clickWhenHydrated,
  expect,
  expectAccessible,
  expectAccessibleInBothThemes,
  expectNoSidewaysScroll,
  formatMoney,
  futureExpiry,
  GOOD_CARD,
  logIn,
  originHeader,
  pageStatusError,
  test,
  type TTestUser,
  whenHydrated,
  bookingBody,
} from './fixtures'

// ---- Helpers ----

const ADMIN = { email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD }
/**
 * Accepted applicants' first listings join the public catalog: priced above every demo listing, they
 * never become the cheapest ones other specs pick.
 */
const PRICIER_THAN_DEMO = '480000'
/** ZDecline's message for a missing or too short reason. */
const REASON_TOO_SHORT = 'Please give a reason of at least 5 characters'

/** A toast (react-toastify renders each as an alert) carrying `text`. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })
const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' })
/** The sidebar card: the navigation's parent holds the photo, email, role and spinner. */
const sidebar = (page: Page) => page.locator('div.card').filter({ has: sidebarNav(page) })
const usersTable = (page: Page) => page.getByRole('table', { name: 'All users' })
/** The users table's row of one account (emails are unique). */
const userRow = (page: Page, email: string) => usersTable(page).getByRole('row').filter({ hasText: email })
const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

const click = clickWhenHydrated

/** Shows the users table filtered to one account, through the search box. */
async function findUser(page: Page, email: string) {
  await (await whenHydrated(page.getByLabel('Search users'))).fill(email)
  await expect(usersTable(page).getByRole('row')).toHaveCount(2)
  return userRow(page, email)
}

/** The sidebar's links as [name, href] pairs. */
async function sidebarLinks(page: Page) {
  const links = sidebarNav(page).getByRole('link')
  await expect(links.first()).toBeVisible()
  return Promise.all((await links.all()).map(async (link) => [(await link.textContent())?.trim(), await link.getAttribute('href')]))
}

/** A second browser of its own, logged in as `user`, that fails the test on its console errors. */
async function browserOf(browser: Browser, baseURL: string | undefined, user: Pick<TTestUser, 'email' | 'password'>) {
  const context = await browser.newContext({ baseURL, colorScheme: 'light' })
  await logIn(context.request, baseURL, user)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return {
    page,
    close: async () => {
      await context.close()
      expect(errors, `console errors in ${user.email}'s browser`).toEqual([])
    },
  }
}

/** A customer's own API calls: cheap costume orders (no date needed) and paying one in test mode. */
function customerApi(request: APIRequestContext, baseURL: string | undefined) {
  const headers = originHeader(baseURL)
  return {
    async order(listing: TListing): Promise<TOrder> {
      const response = await request.post('/api/orders', { data: bookingBody(listing), headers })
      expect(response.status(), await response.text()).toBe(201)
      return (await response.json()) as TOrder
    },
    async pay(order: TOrder) {
      const intent = await request.post('/api/create-payment-intent', { data: { orderId: order.id }, headers })
      expect(intent.ok(), await intent.text()).toBe(true)
      const { cardUrl, intentId } = (await intent.json()) as TPaymentIntent
      expect(cardUrl, 'test mode pays cards through the SSLCommerz simulator').toBeTruthy()
      const charged = await request.post(cardUrl!, { data: { cardNumber: GOOD_CARD, expiry: futureExpiry(), cvc: '123' }, headers })
      expect(charged.ok(), await charged.text()).toBe(true)
      expect(await charged.json()).toMatchObject({ status: 'VALID' })
      const recorded = await request.post('/api/payments', { data: { intentId }, headers })
      expect(recorded.ok(), await recorded.text()).toBe(true)
    },
  }
}

// Motion as most people have it: under prefers-reduced-motion the toasts vanish within a second (see the report on app.css).
test.use({ colorScheme: 'light', reducedMotion: 'no-preference' })

// ---- The admin's dashboard ----

test('an admin sees the admin sidebar, the users table and the recent admin actions', async ({ page, loginAs }) => {
  await loginAs(ADMIN)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  await expect(sidebar(page)).toContainText(e2eEnv.ADMIN_EMAIL)
  await expect(sidebar(page)).toContainText('admin')
  expect(await sidebarLinks(page)).toEqual([
    ['All User', '/dashboard/all-users'],
    ['All bookings', '/dashboard/all-bookings'],
    ['Held payments', '/dashboard/held-payments'],
    ['Payouts', '/dashboard/payouts'],
    ['Revenue', '/dashboard/revenue'],
    ['Hidden listings', '/dashboard/hidden-listings'],
    ['All reviews', '/dashboard/all-reviews'],
    ['Reported messages', '/dashboard/reported-messages'],
    ['Contact messages', '/dashboard/contact-messages'],
    ['Email queue', '/dashboard/jobs'],
    ['SMS sent', '/dashboard/sms'],
    ['Page speed', '/dashboard/vitals'],
    ['Messages', '/dashboard/messages'],
    ['Shortlist', '/dashboard/shortlist'],
    ['Your account', '/dashboard/account'],
  ])

  for (const column of ['Image', 'Name', 'Email', 'Role', 'Action'])
    await expect(usersTable(page).getByRole('columnheader', { name: column, exact: true })).toBeVisible()
  // The table shows the newest users first, a page at a time: the admin finds themselves by the search.
  const me = await findUser(page, e2eEnv.ADMIN_EMAIL)
  await expect(me.getByRole('cell', { name: 'admin', exact: true })).toBeVisible()
  // An admin has nothing left to be made: no button on their row.
  await expect(me.getByRole('button')).toHaveCount(0)
  await expect(me).toContainText('Already an admin')

  await expect(page.getByRole('heading', { level: 2, name: 'Recent admin actions' })).toBeVisible()
  await expectAccessibleInBothThemes(page)

  // The sidebar link takes the admin to All User, marked as the current page.
  await click(sidebarNav(page).getByRole('link', { name: 'All User' }))
  await expect(page).toHaveURL('/dashboard/all-users')
  await expect(page.getByRole('heading', { level: 1, name: 'All users' })).toBeVisible()
  await expect(sidebarNav(page).getByRole('link', { name: 'All User' })).toHaveAttribute('aria-current', 'page')
  await expect(sidebarNav(page).getByRole('link', { name: 'All bookings' })).not.toHaveAttribute('aria-current', 'page')
  await expectAccessibleInBothThemes(page)
})

test('the users table shows twenty at a time, newest first; the search is answered by the server and pages too', async ({
  page,
  loginAs,
  createUser,
}) => {
  // Twenty-one sign-ups (unverified: no mail to wait for) and a search typed against the server.
  test.slow()
  const tag = `Pager ${randomUUID().slice(0, 8)}`
  const made: TTestUser[] = []
  for (let n = 1; n <= 21; n += 1) made.push(await createUser({ name: `${tag} ${n}`, verified: false }))
  await loginAs(ADMIN)
  await page.goto('/dashboard/all-users')
  await (await whenHydrated(page.getByLabel('Search users'))).fill(tag.toUpperCase())
  await expect(page.getByText(new RegExp(`^21 of \\d+ users`))).toBeVisible()
  await expect(usersTable(page).getByRole('row')).toHaveCount(21)
  await expect(userRow(page, made[20]!.email)).toBeVisible()
  await expect(userRow(page, made[0]!.email)).toHaveCount(0)

  const pages = page.getByRole('navigation', { name: 'Pages of users' })
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await pages.getByRole('button', { name: 'Next page' }).click()
  await expect(usersTable(page).getByRole('row')).toHaveCount(2)
  await expect(userRow(page, made[0]!.email)).toBeVisible()
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)

  // A narrower search starts again from the first page.
  // "… 2" is 2, 20 and 21.
  await page.getByLabel('Search users').fill(`${tag} 2`)
  await expect(usersTable(page).getByRole('row')).toHaveCount(4)
  await expect(userRow(page, made[1]!.email)).toBeVisible()
  await expect(userRow(page, made[19]!.email)).toBeVisible()
  await expect(pages).toHaveCount(0)
})

test('an admin reviews a requested user in the merchant dialog and accepts them', async ({ page, loginAs, createUser }) => {
  const applicant = await createUser({
    role: 'requested',
    name: 'Rahim Uddin',
    application: {
      agencyName: 'Rahim Studio',
      nid: '1990123456789',
      price: PRICIER_THAN_DEMO,
      district: 'Chittagong',
      serviceCategory: 'Wedding films',
    },
  })
  await loginAs(ADMIN)
  await page.goto('/dashboard/all-users')
  const row = await findUser(page, applicant.email)
  await expect(row.getByRole('cell', { name: 'requested', exact: true })).toBeVisible()
  await expect(row.getByRole('rowheader')).toHaveText('Rahim Uddin')

  const review = row.getByRole('button', { name: en('admin.review.title') })
  await click(review)
  const dialog = dialogNamed(page, en('admin.review.title'))
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleDescription(`Rahim Uddin · ${applicant.email}`)
  const detail = (term: string) => dialog.locator(`dt:text-is("${term}") + dd`)
  await expect(detail('Business Category')).toHaveText('Photographer')
  await expect(detail('Agency name')).toHaveText('Rahim Studio')
  await expect(detail('NID')).toHaveText('1990123456789')
  await expect(detail('Event')).toHaveText('Wedding films')
  await expect(detail('Price')).toHaveText(formatMoney(480_000))
  await expect(detail('District')).toHaveText('Chittagong')
  const licence = dialog.getByRole('img', { name: 'Trade licence of Rahim Studio' })
  await expect(licence).toBeVisible()
  await expect(licence).toHaveJSProperty('complete', true)
  expect(await licence.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(dialog.getByRole('img', { name: 'Picture 1 of Rahim Studio' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: en('admin.review.accept'), exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: en('admin.review.decline'), exact: true })).toBeVisible()
  await expectAccessibleInBothThemes(page)

  // Focus stays inside: Tab past the last control comes back to the first, Shift+Tab the other way.
  const inDialog = () => dialog.evaluate((element) => element.contains(document.activeElement))
  const close = dialog.getByRole('button', { name: 'Close' })
  const accept = dialog.getByRole('button', { name: en('admin.review.accept'), exact: true })
  await accept.focus()
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(accept).toBeFocused()
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab')
    expect(await inDialog(), `Tab ${i + 1} stays in the dialog`).toBe(true)
  }
  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(review).toBeFocused()

  // Keyboard only: open again and accept.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await click(accept)
  await expect(toast(page, en('admin.review.accepted', { name: 'Rahim Uddin' }))).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row.getByRole('cell', { name: 'merchant', exact: true })).toBeVisible()
  // The same button now offers Make admin, and still has the focus.
  await expect(row.getByRole('button', { name: en('admin.makeAdmin.label') })).toBeFocused()

  // The server agrees, and the audit log on the dashboard says who did it.
  const users = (await (await page.request.get(`/api/users?q=${encodeURIComponent(applicant.email)}`)).json()) as {
    data: { email: string; role: string | null }[]
  }
  expect(users.data.find((user) => user.email === applicant.email)?.role).toBe('merchant')
  await page.goto('/dashboard')
  const log = page.getByRole('table', { name: /Recent admin actions/ })
  const entry = log.getByRole('row').filter({ hasText: `Accepted ${applicant.email} as a merchant` })
  await expect(entry).toContainText(e2eEnv.ADMIN_EMAIL)
  await expect(entry).toContainText('Agency: Rahim Studio (photographer)')
})

test('an admin declines an applicant with a reason; the applicant is emailed and sees it on their dashboard', async ({
  page,
  browser,
  baseURL,
  loginAs,
  createUser,
  mail,
}) => {
  const applicant = await createUser({ role: 'requested', name: 'Shirin Akter', application: { agencyName: 'Shirin Makeover' } })
  await loginAs(ADMIN)
  await page.goto('/dashboard/all-users')
  const row = await findUser(page, applicant.email)
  await click(row.getByRole('button', { name: en('admin.review.title') }))
  const dialog = dialogNamed(page, en('admin.review.title'))
  await click(dialog.getByRole('button', { name: en('admin.review.decline'), exact: true }))

  const form = dialog.getByRole('form', { name: 'Decline the application' })
  const reason = form.getByLabel('Reason for declining')
  await expect(reason).toBeFocused()
  await expect(reason).toHaveAccessibleDescription(/receives this reason by email/)
  // Validated by the shared schema: nothing, then too little, then a real reason.
  // Its Decline stays in view under the scrolling details (the dialog's footer), and submits the form.
  await dialog.getByRole('button', { name: en('admin.review.decline'), exact: true }).click()
  await expect(form.getByText(REASON_TOO_SHORT)).toBeVisible()
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  await expectAccessibleInBothThemes(page)
  await reason.fill('Bad')
  await expect(form.getByText(REASON_TOO_SHORT)).toBeVisible()
  const why = 'The trade licence photo is unreadable. Please upload a sharper one.'
  await reason.fill(why)
  await expect(form.getByText(REASON_TOO_SHORT)).toBeHidden()
  await dialog.getByRole('button', { name: en('admin.review.decline'), exact: true }).click()

  await expect(toast(page, en('admin.review.declined', { name: 'Shirin Akter' }))).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row.getByRole('cell', { name: 'user', exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: en('admin.makeAdmin.label') })).toBeVisible()

  const message = await mail.waitForMessage(applicant.email, 'About your Utsab merchant application')
  expect(message.text).toContain(why)
  expect(message.text).toContain('Shirin Makeover')

  // The applicant, in their own browser, sees the decision and may apply again.
  const own = await browserOf(browser, baseURL, applicant)
  try {
    await own.page.goto('/dashboard')
    const panel = own.page.getByRole('region', { name: 'Your merchant application' })
    await expect(panel).toContainText('Declined')
    await expect(panel).toContainText(why)
    await expect(panel.getByRole('link', { name: 'Apply again' })).toHaveAttribute('href', '/become-merchant')
    await expect(sidebar(own.page)).toContainText('user')
    await expectAccessibleInBothThemes(own.page)
  } finally {
    await own.close()
  }
})

test('Make admin asks first, says make admin successful, and the role becomes admin', async ({ page, loginAs, createUser }) => {
  const colleague = await createUser({ name: 'Tanvir Hasan' })
  await loginAs(ADMIN)
  await page.goto('/dashboard/all-users')
  const row = await findUser(page, colleague.email)
  await expect(row.getByRole('cell', { name: 'user', exact: true })).toBeVisible()
  const makeAdmin = row.getByRole('button', { name: en('admin.makeAdmin.label') })

  // Cancel changes nothing and gives the focus back.
  await click(makeAdmin)
  const dialog = dialogNamed(page, 'Make Tanvir Hasan an admin?')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectAccessibleInBothThemes(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(makeAdmin).toBeFocused()
  await expect(row.getByRole('cell', { name: 'user', exact: true })).toBeVisible()

  await makeAdmin.click()
  await dialog.getByRole('button', { name: en('admin.makeAdmin.label') }).click()
  await expect(toast(page, en('admin.makeAdmin.done'))).toBeVisible()
  await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible()
  await expect(row).toContainText('Already an admin')
  // The button went with the role: focus lands on the table rather than nowhere.
  await expect(page.getByRole('region', { name: 'All users' })).toBeFocused()

  // The new admin's own sidebar shows the admin links.
  await page.goto('/dashboard')
  const log = page.getByRole('table', { name: /Recent admin actions/ })
  await expect(log.getByRole('row').filter({ hasText: `Made ${colleague.email} an admin` })).toBeVisible()
})

// ---- All bookings ----

test('all bookings lists what customers booked, with their status, one page at a time', async ({
  page,
  playwright,
  baseURL,
  loginAs,
  createUser,
}) => {
  test.slow()
  const customer = await createUser({ name: 'Farhana Kabir' })
  const customerRequest = await playwright.request.newContext({ baseURL })
  let paid: TOrder
  let unpaid: TOrder
  try {
    await logIn(customerRequest, baseURL, customer)
    const costumes = (await (await customerRequest.get(`${apiListPath('costume')}?pageSize=2&sort=price`)).json()) as TListingPage
    const [first, second] = costumes.data
    if (!first || !second) throw new Error('The demo data has fewer than two costumes')
    const api = customerApi(customerRequest, baseURL)
    // Eleven orders: more than one page of ten, whatever else the run has ordered.
    for (let i = 0; i < 9; i += 1) await api.order(first)
    unpaid = await api.order(second)
    paid = await api.order(first)
    await api.pay(paid)
  } finally {
    await customerRequest.dispose()
  }

  await loginAs(ADMIN)
  await page.goto('/dashboard/all-bookings')
  await expect(page.getByRole('heading', { level: 1, name: 'All bookings' })).toBeVisible()
  const table = page.getByRole('table', { name: /^All bookings, page 1 of \d+$/ })
  for (const column of ['Booking', 'Customer', 'Price', 'Place and phone', 'Status', 'Action'])
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible()

  // Newest first: the customer's paid order is on the first page (unless other tests ordered a whole page since).
  const paidRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^Booking #${paid.number}\\b`) }) })
  await expect(paidRow).toContainText('Farhana Kabir')
  await expect(paidRow).toContainText(customer.email)
  await expect(paidRow).toContainText(paid.event)
  await expect(paidRow).toContainText(formatPhone(paid.contact))
  // Paid once (the status badge), and the costume is delivered (no "No date needed").
  await expect(paidRow.getByText('Paid', { exact: true })).toHaveCount(1)
  await expect(paidRow).toContainText('Delivery')
  const unpaidRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^Booking #${unpaid.number}\\b`) }) })
  await expect(unpaidRow.getByText('Not paid', { exact: true })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(11)
  await expect(sidebarNav(page).getByRole('link', { name: 'All bookings' })).toHaveAttribute('aria-current', 'page')

  const pages = page.getByRole('navigation', { name: 'Bookings pages' })
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await expect(pages.getByText('Previous page')).toHaveAttribute('aria-disabled', 'true')
  await expectAccessibleInBothThemes(page)

  await click(pages.getByRole('link', { name: 'Next page' }))
  await expect(page).toHaveURL('/dashboard/all-bookings?page=2')
  await expect(page.getByRole('table', { name: /^All bookings, page 2 of \d+$/ })).toBeVisible()
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('rowheader', { name: new RegExp(`^Booking #${paid.number}\\b`) })).toHaveCount(0)
  await click(pages.getByRole('link', { name: 'Previous page' }))
  await expect(page).toHaveURL('/dashboard/all-bookings')

  // A page that is not a number goes to the first page; one past the end to the last.
  await page.goto('/dashboard/all-bookings?page=abc')
  await expect(page).toHaveURL('/dashboard/all-bookings')
  await page.goto('/dashboard/all-bookings?page=999999')
  await expect(page).toHaveURL(/\/dashboard\/all-bookings\?page=\d+$/)
  await expect(pages.getByText('Next page')).toHaveAttribute('aria-disabled', 'true')
})

// ---- Who sees what ----

test.describe('refusals', () => {
  test.use({ allowedConsoleErrors: [pageStatusError(403)] })

  test('a user who is not an admin is refused the admin pages, by the page and by the server', async ({ page, loginAs, createUser }) => {
    const user = await createUser({ name: 'Jamal Hossain' })
    await loginAs(user)
    const response = await page.goto('/dashboard/all-users')
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: en('dashboard.adminsOnly.text') })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    // Still inside the dashboard, with their own sidebar and a way back.
    expect(await sidebarLinks(page)).toEqual([
      ['My bookings', '/dashboard/my-bookings'],
      ['Event planner', '/dashboard/planner'],
      ['Messages', '/dashboard/messages'],
      ['Shortlist', '/dashboard/shortlist'],
      ['Your account', '/dashboard/account'],
    ])
    await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard')
    await expectAccessibleInBothThemes(page)

    expect((await page.goto('/dashboard/all-bookings'))?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible()

    expect((await page.request.get('/api/users')).status()).toBe(403)
    expect((await page.request.get('/api/orders')).status()).toBe(403)
    expect((await page.request.get('/api/admin/audit-log')).status()).toBe(403)
  })

  test('a visitor is sent to log in first', async ({ page }) => {
    await page.goto('/dashboard/all-users')
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/dashboard/all-users')}`)
  })
})

test.describe('the sidebar by role', () => {
  // Each role's sidebar (initials, email, role, only their links) is a page test's: apps/server/test/pages/dashboard-sidebar.test.ts.
  test('on a narrow screen the sidebar sits above the page, and nothing scrolls sideways', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await loginAs(ADMIN)
    await page.goto('/dashboard/all-users')
    const heading = page.getByRole('heading', { level: 1, name: 'All users' })
    await expect(heading).toBeVisible()
    const side = await sidebar(page).boundingBox()
    const title = await heading.boundingBox()
    expect(side && title && side.y + side.height <= title.y).toBe(true)
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
  })

  test('at 1,280 px the users table fits beside the sidebar: the moderation buttons wrap instead of being clipped', async ({
    page,
    loginAs,
    createUser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const merchant = await createUser({ role: 'merchant', name: 'Mohammad Shahriar Rahman Chowdhury Talukder' })
    await loginAs(ADMIN)
    await page.goto('/dashboard/all-users')
    await (await whenHydrated(page.getByLabel('Search users'))).fill(merchant.email)
    const row = userRow(page, merchant.email)
    await expect(row).toHaveCount(1)
    const region = usersTable(page).locator('xpath=..')
    const fits = await region.evaluate((element) => element.scrollWidth <= element.clientWidth)
    expect(fits, 'the table scrolls sideways inside its card').toBe(true)
    const edge = await region.boundingBox()
    for (const button of await row.getByRole('button').all()) {
      const box = await button.boundingBox()
      expect(box && edge && box.x + box.width <= edge.x + edge.width, `${await button.textContent()} is clipped`).toBe(true)
    }
    await expect(row.getByRole('button', { name: /Revoke/ })).toBeVisible()
  })

  test('the sidebar shows a spinner while the session is fetched again', async ({ page, loginAs }) => {
    await page.clock.install()
    await loginAs(ADMIN)
    await page.goto('/dashboard/all-users')
    const status = sidebar(page).getByRole('status')
    await whenHydrated(sidebarNav(page).getByRole('link', { name: 'All User' }))
    await expect(status).not.toContainText('Loading')

    // Coming back to the tab after a while refetches the session; hold its answer to see the spinner.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/me', async (route) => {
      await held
      await route.continue()
    })
    await page.clock.fastForward('05:00')
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    await expect(status).toContainText('Loading')
    await expect(status.locator('svg')).toBeVisible()
    release()
    await expect(status).not.toContainText('Loading')
    await expect(sidebar(page)).toContainText(e2eEnv.ADMIN_EMAIL)
  })
})

// ---- The dialog's transitions (spec §9) ----

/**
 * Watches the open dialog's exit: its state and transition when it starts closing, how long until it is closed, and
 * whether it closed before a timer of half the exit, started as it began closing, fired. Timers fire in the order
 * they are due, so that order holds however busy the machine is, where a duration in milliseconds does not.
 */
async function watchExit(dialog: Locator) {
  await dialog.evaluate((element: HTMLDialogElement, halfExitMs: number) => {
    const panel = element.querySelector('.card')!
    const seen: { state?: string; duration?: string; started?: number; halfExitPassed?: boolean } = {}
    ;(window as unknown as { dialogExit: Promise<unknown> }).dialogExit = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (element.dataset.state === 'closing' && seen.started === undefined) {
          seen.started = performance.now()
          seen.state = element.dataset.state
          seen.duration = getComputedStyle(panel).transitionDuration
          window.setTimeout(() => {
            seen.halfExitPassed = true
          }, halfExitMs)
        }
        // Closed is when the open attribute goes (dialog.close() removes it at once); the close event is a task of
        // its own, which a busy machine may run after the timer.
        if (seen.started !== undefined && !element.open) {
          observer.disconnect()
          resolve({
            state: seen.state,
            duration: seen.duration,
            ms: performance.now() - seen.started,
            closedWithinHalfExit: !seen.halfExitPassed,
          })
        }
      })
      observer.observe(element, { attributes: true, attributeFilter: ['data-state', 'open'] })
    })
  }, DIALOG_TRANSITION_MS.out / 2)
  return () =>
    dialog
      .page()
      .evaluate(
        () =>
          (window as unknown as { dialogExit: Promise<{ state?: string; duration?: string; ms: number; closedWithinHalfExit: boolean }> })
            .dialogExit,
      )
}

test('the dialog comes in over 300 ms and goes over 200 ms, and at once with reduced motion', async ({ page, loginAs, createUser }) => {
  const user = await createUser({ name: 'Motion Check' })
  await loginAs(ADMIN)
  await page.goto('/dashboard/all-users')
  const row = await findUser(page, user.email)
  const opener = row.getByRole('button', { name: en('admin.makeAdmin.label') })
  await click(opener)
  const dialog = dialogNamed(page, 'Make Motion Check an admin?')
  await expect(dialog).toHaveAttribute('data-state', 'open')
  const panel = dialog.locator('.card')
  await expect(panel).toHaveCSS('transition-duration', `${DIALOG_TRANSITION_MS.in / 1000}s`)
  await expect(panel).toHaveCSS('opacity', '1')

  let exited = await watchExit(dialog)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  const exit = await exited()
  expect(exit.state).toBe('closing')
  expect(exit.duration).toBe(`${DIALOG_TRANSITION_MS.out / 1000}s`)
  expect(exit.ms).toBeGreaterThanOrEqual(DIALOG_TRANSITION_MS.out - 20)
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  // With prefers-reduced-motion it goes at once.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await opener.click()
  await expect(dialog).toHaveAttribute('data-state', 'open')
  exited = await watchExit(dialog)
  await page.keyboard.press('Escape')
  const reduced = await exited()
  // The page's reduced-motion rule cuts the transition to nothing, and the dialog does not wait out the 200 ms.
  expect(Number.parseFloat(reduced.duration ?? '1')).toBeLessThan(0.01)
  expect(reduced.closedWithinHalfExit).toBe(true)
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})
