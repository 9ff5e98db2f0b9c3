import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import type { TOrderDetail } from '@utsab/shared/schemas/orders'
import { OFFLINE_PAGES, SW_OPT_IN_KEY } from '../apps/web/app/lib/offline-rules'
import { placeLine } from '../apps/web/app/lib/charges'
import { bookingRow, venueWithTerms } from './support/advances'
import { bn, en } from './support/i18n'
import { bookingApi, expect, expectAccessible, formatDate, formatMoney, formatPhone, futureDay, test, whenHydrated } from './fixtures'
import { copyDeployment, startOwnServer } from './support/own-server'

// Offline, what the page asks the network for fails (the worker's own check of the session, a picture): the browser logs it.
test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/] })

/** The worker registers under automation only when a test opts in (decision 063); this one does, before any page. */
async function optIn(context: BrowserContext) {
  await context.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, 'on')
    } catch {
      // about:blank has no storage.
    }
  }, SW_OPT_IN_KEY)
}

/** Whether any of the worker's caches holds an answer for `path`. */
const keeps = (page: Page, path: string) => page.evaluate((url) => caches.match(url).then((found) => found !== undefined), path)

/** The booking page's facts a family needs on the day: the date, the place, the merchant's number and what is still due. */
async function expectBookingFacts(page: Page, order: TOrderDetail) {
  await expect(page.getByRole('heading', { level: 1, name: en('booking.number', { number: String(order.number) }) })).toBeVisible()
  await expect(page.getByText(formatDate(order.eventDate!, 'en')).first()).toBeVisible()
  await expect(page.getByText(placeLine(order.location)).first()).toBeVisible()
  await expect(page.getByRole('link', { name: formatPhone(order.contact) }).first()).toBeVisible()
  const balance = page
    .getByRole('term')
    .filter({ hasText: en('orders.detail.balance') })
    .locator('xpath=following-sibling::dd[1]')
  await expect(balance).toContainText(formatMoney(order.total - order.amountPaid, 'en'))
}

/**
 * Issue 38, on a 360 px phone: a customer who read their bookings online reads them again with no connection (the
 * list and the booking's page, reloaded); after they log out and someone else logs in on the same phone, nothing of
 * theirs is served from the worker's caches.
 */
test('offline on a phone: My bookings and a booking’s page still read, and the next customer never gets them', async ({
  page,
  playwright,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const context = page.context()
  await optIn(context)
  const { listing } = await venueWithTerms({ playwright, baseURL, createUser }, { advancePercent: 30, policy: 'moderate' })
  const first = await createUser({ name: 'Farzana Akter' })
  await loginAs(first)
  const api = bookingApi(page.request, baseURL)
  const placed = await api.placeBooking(listing, futureDay())
  await api.pay(placed)
  const order = (await (await page.request.get(`/api/orders/${placed.id}`)).json()) as TOrderDetail
  expect(order.total - order.amountPaid).toBeGreaterThan(0)

  // The first visit installs the worker; it keeps what is read from then on.
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  expect(await keeps(page, OFFLINE_PAGES[0])).toBe(true)
  await page.goto('/orders')
  await expect(bookingRow(page, order.number)).toContainText(formatDate(order.eventDate!, 'en'))
  await expect.poll(() => keeps(page, '/orders')).toBe(true)
  await page.goto(`/orders/${order.id}`)
  await expectBookingFacts(page, order)
  await expect.poll(() => keeps(page, `/orders/${order.id}`)).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expectBookingFacts(page, order)
  await page.goto('/orders')
  await expect(bookingRow(page, order.number)).toContainText(formatDate(order.eventDate!, 'en'))
  await expect(bookingRow(page, order.number)).toContainText(placeLine(order.location))
  await page.reload()
  await expect(bookingRow(page, order.number)).toBeVisible()
  // A page never read: the offline page, which leads back to the bookings (the worker's own fetch failed: offline reaches it too).
  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1, name: en('offline.title') })).toBeVisible()
  await expect(page.getByRole('link', { name: en('nav.myBookings') })).toHaveAttribute('href', '/orders')
  await expectAccessible(page)
  await page.goto('/bn/cart')
  await expect(page.getByRole('heading', { level: 1, name: bn('offline.title') })).toBeVisible()
  await expect(page.getByRole('link', { name: bn('nav.myBookings') })).toHaveAttribute('href', '/bn/orders')
  await context.setOffline(false)

  // Logging out empties the personal caches; the next customer logs in on the same phone.
  await page.goto('/orders')
  const account = page.getByRole('banner').getByRole('button', { name: /^Account: / })
  await (await whenHydrated(account)).click()
  await page
    .getByRole('banner')
    .getByRole('button', { name: en('auth.menu.logOut') })
    .click()
  await expect(account).toHaveCount(0)
  await expect.poll(() => keeps(page, `/orders/${order.id}`)).toBe(false)
  const second = await createUser({ name: 'Tanvir Hasan' })
  await loginAs(second)
  await page.goto('/orders')
  await expect(page.getByRole('heading', { level: 1, name: en('nav.myBookings') })).toBeVisible()
  await expect(bookingRow(page, order.number)).toHaveCount(0)

  await context.setOffline(true)
  for (const path of ['/orders', `/orders/${order.id}`]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(en('booking.number', { number: String(order.number) }))).toHaveCount(0)
  }
  await context.setOffline(false)
  const kept = await page.evaluate(async (id) => {
    const found: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) if (request.url.includes(id)) found.push(`${name}: ${request.url}`)
    }
    return found
  }, order.id)
  expect(kept, 'the first customer’s booking in any cache').toEqual([])
})

test('the app is installable: Chromium finds nothing missing in the manifest the page links, in either language', async ({ page }) => {
  await optIn(page.context())
  const cdp = await page.context().newCDPSession(page)
  for (const [path, name] of [
    ['/', 'Utsab'],
    ['/bn', 'উৎসব'],
  ] as const) {
    await page.goto(path)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const { url, errors, data } = await cdp.send('Page.getAppManifest')
    expect(new URL(url).pathname).toBe(path === '/' ? '/manifest.webmanifest' : '/bn/manifest.webmanifest')
    expect(errors).toEqual([])
    expect(JSON.parse(data ?? '{}')).toMatchObject({ name, display: 'standalone', scope: '/' })
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    // A Playwright context is an incognito one; that is the only thing Chromium may hold against it.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([])
  }
})

/**
 * Issue 38: a family browsing without an account reads again, with no connection, the public pages they opened (a
 * list and a venue's page, in Bangla), from the worker's cache; a page they never opened is the offline page.
 */
test('offline on a phone: a guest reads again the list and the venue they opened, in Bangla', async ({ page }) => {
  const context = page.context()
  await optIn(context)
  const [venue] = (
    (await (await page.request.get('/api/venue?page=1')).json()) as { data: { id: string; nameBn?: string | null; name: string }[] }
  ).data
  await page.goto('/bn')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.goto('/bn/services/venue')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const listHeading = await page.getByRole('heading', { level: 1 }).innerText()
  await expect.poll(() => keeps(page, '/bn/services/venue')).toBe(true)
  await page.goto(`/bn/venue/${venue!.id}`)
  const venueName = venue!.nameBn ?? venue!.name
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible()
  await expect.poll(() => keeps(page, `/bn/venue/${venue!.id}`)).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible()
  await page.goto('/bn/services/venue')
  await expect(page.getByRole('heading', { level: 1, name: listHeading })).toBeVisible()
  await expect(page.getByRole('link', { name: venueName }).first()).toBeVisible()
  await page.goto('/bn/about')
  await expect(page.getByRole('heading', { level: 1, name: bn('offline.title') })).toBeVisible()
  await context.setOffline(false)
})

/**
 * Issue 38: a deploy never breaks an open page. The next build's worker (here the same script a byte apart, as browsers
 * compare them) installs and waits; the open page keeps its own version and goes on working; it reloads into the new
 * one only when the person taps Reload. On a server of its own, whose deployment the test changes as a deploy would.
 */
test('a new version waits while a page is open, and the page reloads into it when asked', async ({ page }) => {
  test.slow()
  const deployment = copyDeployment()
  const server = await startOwnServer({ deployment: deployment.folder })
  try {
    await optIn(page.context())
    await page.goto(`${server.baseURL}/`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.evaluate(() => Object.assign(window, { openedBeforeUpdate: true }))

    const worker = deployment.clientFile('sw.js')
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next build\n`)
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()))
    const prompt = page.getByRole('status').filter({ hasText: en('app.updateReady') })
    await expect(prompt).toBeVisible()

    // The open page goes on, under the worker it started with.
    const about = page.getByRole('contentinfo').getByRole('link', { name: en('footer.about') })
    await (await whenHydrated(about)).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => 'openedBeforeUpdate' in window)).toBe(true)
    await expect(prompt).toBeVisible()

    await prompt.getByRole('button', { name: en('app.reload') }).click()
    await page.waitForFunction(() => !('openedBeforeUpdate' in window))
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(prompt).toHaveCount(0)
    const registration = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((found) => ({ waiting: found?.waiting !== null, active: found?.active?.state })),
    )
    expect(registration).toEqual({ waiting: false, active: 'activated' })
  } finally {
    await server.stop()
    rmSync(deployment.folder, { recursive: true, force: true })
  }
})
