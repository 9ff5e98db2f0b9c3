import type { APIRequestContext, Page } from '@playwright/test'
import { LISTING_KINDS, type TListingKind } from '@utsab/shared/constants'
import { apiListPath, detailPath, KIND_META, kindListPaths } from '@utsab/shared/kinds'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import { TEXTS } from '@utsab/shared/texts'
import { e2eEnv } from './support/env'
import { expectNoAxeViolations, focusProblems, pageReady, settle, tabThroughPage, THEMES, whenHydrated } from './support/a11y'
import { bookingApi, expect, expectAccessibleInBothThemes, pageStatusError, test } from './fixtures'
import { en } from './support/i18n'

/**
 * Issue 6, accessibility: every route of spec §2 and our own (the auth pages, the cart), for every role
 * that can see it, in the light and the dark theme, has no axe violation of any impact under the WCAG 2.0
 * and 2.1 A and AA rules (colour contrast AA included); so do the states a route passes through (open
 * menus and dialogs, form errors). Each page is opened once and read in both themes (the class the theme
 * toggle sets; that the theme is set before the first paint is home.spec's). Then the tab order of
 * representative pages is walked to check that every stop shows its focus.
 */

const ADMIN = { email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD }

const STATIC_PATHS = ['/', '/home', '/about', '/blogs', '/contact', '/service', '/login', '/signup', '/forgot-password']

/** Opens `path` and waits for the page to be whole and hydrated. */
async function openRoute(page: Page, path: string, { status = 200 }: { status?: number } = {}) {
  const response = await page.goto(path)
  expect(response?.status(), `status of ${path}`).toBe(status)
  await pageReady(page)
  await settle(page)
}

/** Opens `path` and runs the strict axe check in both themes. */
async function checkRoute(page: Page, path: string, options: { status?: number } = {}) {
  await openRoute(page, path, options)
  await checkBothThemes(page, path)
}

/** The strict axe check of the page as it is now, in the light and the dark theme. */
const checkBothThemes = (page: Page, where: string) => expectAccessibleInBothThemes(page, { strict: true, where })

/** The listings of a kind, cheapest first (a page of 12). */
async function listings(request: APIRequestContext, kind: TListingKind) {
  const response = await request.get(`${apiListPath(kind)}?pageSize=12&sort=price`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as TListingPage).data
}

/** Calls the API with the page's cookies (the page is logged in), as the same-site browser would. */
function apiOf(page: Page, baseURL: string | undefined) {
  const bookings = bookingApi(page.request, baseURL)
  return { order: (listing: TListing) => bookings.placeBooking(listing), addToCart: bookings.addToCart, pay: bookings.pay }
}

test.describe('axe in both themes', () => {
  // Each reads four to ten pages twice: three times the usual time.
  test.beforeEach(() => test.slow())

  test('the static pages', async ({ page }) => {
    for (const path of STATIC_PATHS) await checkRoute(page, path)
  })

  test('reset-password without and with a token, and the payment page for a visitor', async ({ page }) => {
    await checkRoute(page, '/reset-password')
    await checkRoute(page, '/reset-password?token=not-a-real-token')
    await checkRoute(page, '/payment/00000000-0000-4000-a000-000000000000')
  })

  for (const kind of LISTING_KINDS)
    test(`the ${kind} list and detail pages`, async ({ page, request }) => {
      const meta = KIND_META[kind]
      const [listing] = await listings(request, kind)
      // The spec's other paths for these pages render the same page (page tests check each answers).
      await checkRoute(page, kindListPaths(meta)[0]!)
      await checkRoute(page, `${meta.detailPrefixes[0]}/${listing!.id}`)
    })

  test('the check itself: axe finds an unnamed field, and a faint text in the dark theme only', async ({ page }) => {
    await openRoute(page, '/login')
    const form = page.getByRole('form', { name: 'Log in' })
    await page.addStyleTag({ content: 'html.dark form label { color: #27272a }' })
    await expectNoAxeViolations(page, '/login', { colorsOnly: true })
    await page.locator('html').evaluate((html) => html.classList.add('dark'))
    await expect(expectNoAxeViolations(page, '/login (dark)', { colorsOnly: true })).rejects.toThrow(/color-contrast \(serious\)/)
    await form
      .locator('label')
      .first()
      .evaluate((label) => label.remove())
    await expect(expectNoAxeViolations(page, '/login without a label')).rejects.toThrow(/label \(critical\)/)
  })

  test.describe('error pages', () => {
    test.use({ allowedConsoleErrors: [pageStatusError(404)] })
    test('the 404 page', async ({ page }) => {
      await checkRoute(page, '/no-such-page', { status: 404 })
      await expect(page.getByText(TEXTS.notFound)).toBeVisible()
    })
  })

  test.describe('logged in', () => {
    test.use({ allowedConsoleErrors: [pageStatusError(403)] })

    test("a customer's orders (unpaid and paid), cart and payment pages", async ({ page, baseURL, request, createUser, loginAs }) => {
      const costumes = await listings(request, 'costume')
      await loginAs(await createUser({ name: 'Nusrat Jahan' }))
      const api = apiOf(page, baseURL)
      const unpaid = await api.order(costumes[10]!)
      await api.pay(await api.order(costumes[11]!))
      await api.addToCart(costumes[9]!)

      await checkRoute(page, '/orders')
      await expect(page.getByRole('link', { name: 'Pay', exact: true })).toBeVisible()
      await checkRoute(page, '/cart')
      // Checked as it opens, then again once the payment has loaded and Pay is enabled.
      await checkRoute(page, `/payment/${unpaid.id}`)
      await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('button', { name: 'Pay', exact: true })).toBeEnabled()
      await settle(page)
      await checkBothThemes(page, '/payment/{id} with the payment loaded')
    })

    test("a customer's merchant form and dashboard pages, and the admins-only page", async ({ page, createUser, loginAs }) => {
      await loginAs(await createUser({ name: 'Nusrat Jahan' }))
      for (const path of ['/become-merchant', '/dashboard', '/dashboard/my-bookings', '/dashboard/add-costumes'])
        await checkRoute(page, path)
      await checkRoute(page, '/dashboard/all-users', { status: 403 })
      await checkRoute(page, '/dashboard/all-bookings', { status: 403 })
    })

    test("an applicant's pages: the pending application, the dashboard, and empty orders and cart", async ({
      page,
      createUser,
      loginAs,
    }) => {
      await loginAs(await createUser({ role: 'requested', name: 'Sabbir Hossain' }))
      await checkRoute(page, '/become-merchant')
      await expect(page.getByText(en('merchants.status.pendingTitle'))).toBeVisible()
      for (const path of ['/dashboard', '/dashboard/my-bookings', '/orders', '/cart']) await checkRoute(page, path)
    })

    test("a merchant's pages: Add Events, Bookings, the dashboard", async ({ page, createUser, loginAs }) => {
      await loginAs(await createUser({ role: 'merchant', name: 'Mitu Rahman' }))
      for (const path of ['/dashboard', '/dashboard/my-bookings', '/dashboard/add-costumes', '/become-merchant'])
        await checkRoute(page, path)
    })

    test("an admin's pages: the dashboard, users, bookings, held payments, my bookings, add events, become-merchant", async ({
      page,
      loginAs,
    }) => {
      await loginAs(ADMIN)
      for (const path of [
        '/dashboard',
        '/dashboard/all-users',
        '/dashboard/all-bookings',
        '/dashboard/held-payments',
        '/dashboard/my-bookings',
        '/dashboard/add-costumes',
        '/become-merchant',
      ])
        await checkRoute(page, path)
    })
  })

  // Each page is read as it opens by the tests above; here only in the state it passes to.
  test.describe('states a page passes through', () => {
    test('the Services menu open', async ({ page }) => {
      await openRoute(page, '/')
      const services = page.getByRole('banner').getByRole('button', { name: 'Services' })
      await (await whenHydrated(services)).click()
      await expect(services).toHaveAttribute('aria-expanded', 'true')
      await settle(page)
      await checkBothThemes(page, '/ with the Services menu open')
    })

    test('the account menu open', async ({ page, createUser, loginAs }) => {
      await loginAs(await createUser({ name: 'Nabila Karim' }))
      await openRoute(page, '/')
      const account = page.getByRole('banner').getByRole('button', { name: 'Account: Nabila Karim' })
      await (await whenHydrated(account)).click()
      await expect(account).toHaveAttribute('aria-expanded', 'true')
      await settle(page)
      await checkBothThemes(page, '/ with the account menu open')
    })

    test('the sign-up form with its errors', async ({ page }) => {
      await openRoute(page, '/signup')
      await page.getByRole('button', { name: 'Sign up', exact: true }).click()
      await expect(page.getByText('You have to provide email for sure!')).toBeVisible()
      await settle(page)
      await checkBothThemes(page, '/signup with its errors')
    })

    test.describe('a refused log-in', () => {
      // The refused log-in answers 401, which the browser logs.
      test.use({ allowedConsoleErrors: [pageStatusError(401)] })
      test('a failed log-in and its toast', async ({ page }) => {
        await openRoute(page, '/login')
        const form = page.getByRole('form', { name: 'Log in' })
        await form.getByLabel('Email').fill('nobody@example.test')
        await form.getByLabel('Password', { exact: true }).fill('Wrong#Pass1')
        await form.getByRole('button', { name: 'Log in', exact: true }).click()
        const toast = page.getByRole('alert').first()
        await expect(toast).toBeVisible()
        // Hovering pauses the toast's 5 s countdown (spec §9: pause on hover). Otherwise waiting for the
        // page's animations waits for the countdown, and axe reads the toast as it starts fading out.
        await toast.hover()
        await settle(page)
        await checkBothThemes(page, '/login after a failed attempt')
      })
    })

    test('the cancel question on the orders page', async ({ page, baseURL, request, createUser, loginAs }) => {
      const costumes = await listings(request, 'costume')
      await loginAs(await createUser())
      await apiOf(page, baseURL).order(costumes[8]!)
      await openRoute(page, '/orders')
      await (await whenHydrated(page.getByRole('button', { name: 'Cancel booking' }))).click()
      await expect(page.getByRole('dialog', { name: TEXTS.cancelConfirm })).toBeVisible()
      await settle(page)
      await checkBothThemes(page, '/orders with the cancel question open')
    })

    test('a declined card on the payment page', async ({ page, baseURL, request, createUser, loginAs }) => {
      const costumes = await listings(request, 'costume')
      await loginAs(await createUser())
      const order = await apiOf(page, baseURL).order(costumes[8]!)
      await openRoute(page, `/payment/${order.id}`)
      const card = page.getByRole('form', { name: 'Card payment' })
      await expect(card.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled()
      await card.getByLabel('Card number').fill('4000 0000 0000 0002')
      await card.getByLabel('Expiry (MM/YY)').fill('12/40')
      await card.getByLabel('CVC').fill('123')
      await card.getByRole('button', { name: 'Pay', exact: true }).click()
      await expect(card.getByRole('alert')).toHaveText('Your card was declined.')
      await settle(page)
      await checkBothThemes(page, '/payment/{id} with a declined card')
    })

    test('the merchant form with its errors', async ({ page, createUser, loginAs }) => {
      await loginAs(await createUser())
      await openRoute(page, '/become-merchant')
      await (await whenHydrated(page.getByRole('button', { name: 'Send request' }))).click()
      await expect(page.getByText('At least one picture is required.')).toBeVisible()
      await settle(page)
      await checkBothThemes(page, '/become-merchant with its errors')
    })

    test("the admin's merchant dialog and Make admin question", async ({ page, createUser, loginAs }) => {
      const applicant = await createUser({ role: 'requested', name: 'Tania Akter' })
      const other = await createUser({ name: 'Rakib Hasan' })
      await loginAs(ADMIN)
      await openRoute(page, '/dashboard/all-users')
      const search = await whenHydrated(page.getByLabel('Search users'))
      for (const [user, button, dialog] of [
        [applicant, en('admin.review.title'), en('admin.review.title')],
        [other, en('admin.makeAdmin.label'), /make .* an admin/i],
      ] as const) {
        await search.fill(user.email)
        const row = page.getByRole('table', { name: 'All users' }).getByRole('row').filter({ hasText: user.email })
        await row.getByRole('button', { name: button }).click()
        await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
        await settle(page)
        await checkBothThemes(page, `/dashboard/all-users with the ${button} dialog open`)
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toHaveCount(0)
      }
    })
  })
})

/**
 * Visible focus: on representative pages, in both themes, every stop of the tab order shows an outline
 * (or another change) at least 2 px wide with 3:1 against what is behind it, and is on screen.
 */
test.describe('visible focus', () => {
  /**
   * Tabs through the page in the light theme, then in the dark one (the class the theme toggle sets). With reduced
   * motion the focus styles are the same once settled, and each stop's transition ends on the next frame instead of
   * after its duration: a walk of a hundred stops in both themes no longer waits seconds on transitions.
   */
  async function expectFocusShownInBothThemes(page: Page, path: string) {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const theme of THEMES) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
      await settle(page)
      const stops = await tabThroughPage(page)
      test.info().annotations.push({ type: 'focus stops', description: `${path} (${theme}): ${stops.length}` })
      expect(stops.length, `stops in the tab order of ${path}`).toBeGreaterThan(5)
      expect.soft(focusProblems(stops), `focus on ${path} (${theme})`).toEqual([])
    }
  }

  for (const path of ['/', '/services/venue', '/signup', '/contact']) {
    test(`every stop of ${path} shows its focus`, async ({ page }) => {
      test.slow()
      await page.goto(path)
      await pageReady(page)
      await expectFocusShownInBothThemes(page, path)
    })
  }

  for (const [screen, label] of [
    ['venue', 'a venue page (calendar and order buttons)'],
    ['payment', 'the payment page'],
    ['become-merchant', 'the merchant form'],
  ] as const) {
    test(`every stop of ${label} shows its focus`, async ({ page, baseURL, request, createUser, loginAs }) => {
      test.slow()
      await loginAs(await createUser())
      const path =
        screen === 'venue'
          ? detailPath('venue', (await listings(request, 'venue'))[0]!.id)
          : screen === 'payment'
            ? `/payment/${(await apiOf(page, baseURL).order((await listings(request, 'costume'))[7]!)).id}`
            : '/become-merchant'
      await page.goto(path)
      await pageReady(page)
      if (screen === 'payment') await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled()
      await expectFocusShownInBothThemes(page, path)
    })
  }

  test("every stop of the admin's users page shows its focus", async ({ page, loginAs }) => {
    test.slow()
    await loginAs(ADMIN)
    await page.goto('/dashboard/all-users')
    await pageReady(page)
    // The table grows with every test's users: search it down to the admin's own row first.
    await (await whenHydrated(page.getByLabel('Search users'))).fill(ADMIN.email)
    await expectFocusShownInBothThemes(page, '/dashboard/all-users')
  })

  test('the check itself: it finds a focus ring that is gone, too faint or too thin', async ({ page }) => {
    await page.goto('/signup')
    await pageReady(page)
    const form = '[aria-label="Sign up"]'
    await page.addStyleTag({
      content: `${form} input:focus-visible { outline: none }
        ${form} button[type=submit]:focus-visible { outline-color: #f5f5f4 }
        ${form} button[type=button]:focus-visible { outline-width: 1px }`,
    })
    const problems = focusProblems(await tabThroughPage(page))
    expect(problems).toContainEqual(expect.stringMatching(/^<input type=text> "Full name" shows no ring, only a change of border-color/))
    expect(problems).toContainEqual(expect.stringMatching(/^<button type=submit> "Sign up" outline .* has 1\.\d+:1 against its background/))
    expect(problems).toContainEqual(expect.stringMatching(/^<button type=button> "Show password" outline only 1px wide/))
    expect(
      problems.filter((problem) => problem.startsWith('<a>')),
      'the links keep their ring',
    ).toEqual([])
  })

  test('the check itself: it finds a keyboard trap', async ({ page }) => {
    await page.goto('/signup')
    await pageReady(page)
    // Tab on the submit button sends the focus back to the first field, and never out of the form.
    await page.evaluate(() => {
      const form = document.querySelector('form[aria-label="Sign up"]')!
      form.addEventListener('keydown', (event) => {
        if ((event as KeyboardEvent).key !== 'Tab' || (event.target as HTMLElement).getAttribute('type') !== 'submit') return
        event.preventDefault()
        form.querySelector('input')!.focus()
      })
    })
    await expect(tabThroughPage(page)).rejects.toThrow(/^Keyboard trap: Tab came back to <input type=text> "Full name"/)
  })
})
