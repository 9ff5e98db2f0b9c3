import type { Page } from '@playwright/test'
import { districtName } from '@utsab/shared/districts'
import { LOCALE_COOKIE } from '@utsab/shared/i18n/locales'
import { apiListPath } from '@utsab/shared/kinds'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import {
  bookingApi,
  expect,
  expectAccessible,
  expectAccessibleInBothThemes,
  futureDay,
  pageReady,
  test,
  TINY_PNG,
  uniqueEmail,
  VALID_PASSWORD,
  whenHydrated,
} from './fixtures'
import { e2eEnv } from './support/env'
import { bn, en } from './support/i18n'

/**
 * Issue 15: the product in Bangla at the same paths under /bn. The page's language comes from its
 * path; the switch keeps the page and remembers the choice; a browser that prefers Bangla is offered
 * it, never sent there. Every expected word is read from the product's catalogs.
 */

test.describe('Bangla pages', () => {
  // Its language, title, canonical and alternate links, Bangla header and hero are page tests' (apps/server/test/pages).
  test('/bn: Bangla eyebrows keep the font’s own spacing', async ({ page }) => {
    await page.goto('/bn')
    // The English page's wide tracking pulled the Bangla letters apart.
    await expect(page.getByText(bn('home.intro.eyebrow'), { exact: true })).toHaveCSS('letter-spacing', 'normal')
    await expectAccessible(page)
  })

  test('links on a Bangla page stay in Bangla', async ({ page }) => {
    await page.goto('/bn/contact')
    await pageReady(page)
    await page
      .getByRole('banner')
      .getByRole('link', { name: bn('nav.home'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/bn$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  })

  test('the switch keeps the page, remembers the choice, and switches back', async ({ page, context }) => {
    await page.goto('/contact?from=test')
    await pageReady(page)
    await page
      .getByRole('banner')
      .getByRole('button', { name: en('language.switchTo') })
      .click()
    await expect(page).toHaveURL(/\/bn\/contact\?from=test$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
    expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('bn')

    // An English address stays English (a link someone shared), with one line to the Bangla page.
    await page.goto('/about')
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('link', { name: bn('language.readInBangla') }).click()
    await expect(page).toHaveURL(/\/bn\/about$/)

    await pageReady(page)
    await page
      .getByRole('banner')
      .getByRole('button', { name: bn('language.switchTo') })
      .click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/about')
    await expect(page).toHaveURL(/\/about$/)
  })
})

test.describe('a browser that prefers Bangla', () => {
  test.use({ locale: 'bn-BD' })

  test('is offered Bangla in one line on its first visit, never sent there, and the answer is kept', async ({ page }) => {
    const response = await page.goto('/services/venue')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/services\/venue$/)
    const offer = page.getByRole('complementary', { name: bn('language.offer') })
    await expect(offer).toBeVisible()
    await expectAccessible(page)

    await whenHydrated(offer.getByRole('button', { name: en('language.offerDismiss') }))
    await offer.getByRole('button', { name: en('language.offerDismiss') }).click()
    await expect(page).toHaveURL(/\/services\/venue$/)
    await expect(page.getByRole('complementary', { name: bn('language.offer') })).toHaveCount(0)

    await page.goto('/')
    await expect(page.getByRole('complementary', { name: bn('language.offer') })).toHaveCount(0)
  })

  test('takes the offer to the same page in Bangla', async ({ page }) => {
    await page.goto('/about')
    await page
      .getByRole('complementary', { name: bn('language.offer') })
      .getByRole('button', { name: bn('language.offerAccept') })
      .click()
    await expect(page).toHaveURL(/\/bn\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  })
})

test.describe('Bangla pages are accessible in both themes', () => {
  // Each reads five pages twice: three times the usual time.
  test.beforeEach(() => test.slow())
  for (const paths of [
    ['/bn', '/bn/service', '/bn/services/venue', '/bn/about', '/bn/blogs'],
    ['/bn/contact', '/bn/login', '/bn/signup', '/bn/forgot-password', '/bn/newsletter/confirmed'],
  ]) {
    test(`${paths.join(', ')}`, async ({ page }) => {
      for (const path of paths) {
        await page.goto(path)
        await pageReady(page)
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
        await expectAccessibleInBothThemes(page)
      }
    })
  }

  test('a Bangla detail page', async ({ page, firstListing }) => {
    await page.goto(`/bn/venue/${(await firstListing('venue')).id}`)
    await pageReady(page)
    await expectAccessibleInBothThemes(page)
  })

  test('/bn/orders and /bn/cart, logged in', async ({ page, baseURL, createUser, loginAs }) => {
    await loginAs(await createUser())
    // The cart's count is in Bengali digits, as the page's other numbers are.
    const costumes = (await (await page.request.get(`${apiListPath('costume')}?pageSize=1&sort=price`)).json()) as TListingPage
    await bookingApi(page.request, baseURL).addToCart(costumes.data[0]!)
    await page.goto('/bn')
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: bn('nav.cart', { count: 1 }) })
        .first(),
    ).toContainText('১')
    for (const path of ['/bn/orders', '/bn/cart']) {
      await page.goto(path)
      await pageReady(page)
      await expectAccessibleInBothThemes(page)
    }
  })
})

test.describe('the dashboards in Bangla', () => {
  test('a merchant’s sidebar, Add Events with its messages, and Bookings, accessible in both themes', async ({ page, loginAsRole }) => {
    await loginAsRole('merchant')
    await page.goto('/bn/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: bn('nav.dashboard') })).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: bn('nav.dashboard') })
    await sidebar.getByRole('link', { name: bn('dashboard.link.addEvents') }).click()
    await expect(page).toHaveURL(/\/bn\/dashboard\/add-costumes$/)
    await expect(page.getByRole('heading', { level: 1, name: bn('dashboard.link.addEvents') })).toBeVisible()
    const form = page.getByRole('form', { name: bn('merchants.add.title') })
    await (await whenHydrated(form.getByRole('button', { name: bn('merchants.add.submit') }))).click()
    // The shared rules write English; the page reads them back in Bangla.
    await expect(form.getByText(bn('validation.merchant.picturesRequired'))).toBeVisible()
    await expect(form.getByText(en('validation.merchant.picturesRequired'))).toHaveCount(0)
    await expectAccessibleInBothThemes(page)

    await sidebar.getByRole('link', { name: bn('dashboard.link.merchantBookings') }).click()
    await expect(page.getByRole('heading', { level: 1, name: bn('dashboard.bookings.merchantTitle') })).toBeVisible()
    await expectAccessibleInBothThemes(page)
  })

  // The merchant application's form, its messages and its Privacy Policy link in Bangla: routes/become-merchant.test.tsx.
  test('an admin’s users and bookings in Bangla, with Bangla digits, accessible in both themes', async ({ page, loginAs }) => {
    await loginAs({ email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD })
    await page.goto('/bn/dashboard/all-users')
    await expect(page.getByRole('heading', { level: 1, name: bn('admin.users.title') })).toBeVisible()
    const table = page.getByRole('table', { name: bn('admin.users.title') })
    await expect(table.getByRole('columnheader', { name: bn('admin.users.role') })).toBeVisible()
    await expect(page.getByText(/[০-৯]+ জন ব্যবহারকারী/)).toBeVisible()
    await expectAccessibleInBothThemes(page)

    await page.goto('/bn/dashboard/all-bookings')
    await expect(page.getByRole('heading', { level: 1, name: bn('dashboard.link.allBookings') })).toBeVisible()
    await expectAccessibleInBothThemes(page)
  })
})

test.describe('the main flows in Bangla', () => {
  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG })
  const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

  test('signing up: every rule in Bangla as it is typed, the welcome toasts, and the verification email in Bangla', async ({
    page,
    mail,
  }) => {
    const email = uniqueEmail('bn-signup')
    await page.goto('/bn/signup')
    const form = page.getByRole('form', { name: bn('auth.signup.title') })
    // Exact: the mobile-number card, shown until the page knows this browser chose email, asks 'আপনার পুরো নাম'.
    const fullName = form.getByLabel(bn('auth.signup.fullName'), { exact: true })
    const emailField = form.getByLabel(bn('auth.field.email'), { exact: true })
    const password = form.getByLabel(bn('auth.field.password'), { exact: true })

    await fullName.fill('ন')
    await fullName.fill('')
    await expect(form.getByText(bn('validation.required', { label: bn('validation.label.fullName') }))).toBeVisible()
    await fullName.fill('নুসরাত জাহান')
    await emailField.fill('n')
    await emailField.fill('')
    await expect(form.getByText(bn('validation.signupEmail.required'))).toBeVisible()
    await emailField.fill('nusrat@')
    await expect(form.getByText(bn('validation.signupEmail.invalid'))).toBeVisible()
    await emailField.fill(email)
    const rules = [
      ['Ab#1', 'validation.password.min'],
      ['Abcdefghijklmnop#19', 'validation.password.max'],
      ['shapla#mela', 'validation.password.uppercase'],
      ['ShaplaMela', 'validation.password.special'],
      ['Password1!', 'validation.password.common'],
    ] as const
    for (const [typed, key] of rules) {
      await password.fill(typed)
      await expect(form.getByText(bn(key)), `"${typed}" is refused in Bangla`).toBeVisible()
      await expect(form.getByText(en(key))).toHaveCount(0)
    }
    await expectAccessible(page)
    await password.fill(VALID_PASSWORD)
    await form.getByRole('button', { name: bn('auth.signup.submit'), exact: true }).click()

    await expect(toast(page, bn('auth.signup.created'))).toBeVisible()
    await expect(page).toHaveURL(/\/bn$/)
    // The account keeps the language it was made in: its emails come in Bangla.
    await mail.waitForMessage(email, bn('emails.verify.subject'))
  })

  test('cancelling a booking asks and answers in Bangla', async ({ page, baseURL, request, createUser, loginAs }) => {
    const [photographer] = ((await (await request.get('/api/photography?pageSize=1')).json()) as { data: TListing[] }).data
    await loginAs(await createUser())
    await bookingApi(page.request, baseURL).placeBooking(photographer!, futureDay())
    await page.goto('/bn/orders')
    const cancel = page.getByRole('button', { name: bn('orders.cancelNamed', { booking: bn('orders.cancelHidden') }), exact: true })
    await (await whenHydrated(cancel)).click()
    const dialog = page.getByRole('dialog', { name: bn('orders.cancelConfirm') })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: bn('orders.cancelYes') }).click()
    await expect(toast(page, bn('orders.deleted'))).toBeVisible()
    await expect(cancel).toHaveCount(0)
  })

  test('a user applies to become a merchant in Bangla, and an admin accepts them in Bangla', async ({ page, loginAs, loginAsRole }) => {
    test.setTimeout(60_000)
    const applicant = await loginAsRole('user', { name: 'শাপলা স্টুডিও' })
    await page.goto('/bn/become-merchant')
    const form = page.getByRole('form', { name: bn('merchants.form.title') })
    await form.getByLabel(bn('merchants.form.nid'), { exact: true }).fill('১২৩৪৫৬৭৮৯০')
    await form.getByLabel(bn('merchants.form.agencyName')).fill('Shapla Studio')
    await form.getByLabel(bn('merchants.form.phone')).fill('০১৭১১ ০০০০০০')
    await form.getByLabel(bn('merchants.form.businessCategory')).selectOption({ label: bn('merchants.business.photographer') })
    await form.getByLabel(bn('merchants.form.serviceCategory')).fill('Wedding photography')
    await form.getByLabel(bn('merchants.form.price'), { exact: true }).fill('45000')
    await form.getByLabel(bn('merchants.form.rating'), { exact: true }).fill('4.5')
    await form.getByLabel(bn('merchants.form.district')).selectOption({ label: districtName('Dhaka', 'bn') })
    await form.getByLabel(bn('merchants.form.address'), { exact: true }).fill('House 4, Road 2, Dhanmondi')
    await form.getByLabel(bn('merchants.form.pictures'), { exact: true }).setInputFiles([png('studio.png')])
    await form.getByLabel(bn('merchants.form.licence'), { exact: true }).setInputFiles(png('licence.png'))
    await form.getByLabel(bn('merchants.form.agree')).check()
    await form.getByRole('button', { name: bn('merchants.form.send') }).click()
    await expect(toast(page, bn('errors.merchant.requestSent'))).toBeVisible()
    await expect(page.getByRole('heading', { name: bn('merchants.status.pendingTitle') })).toBeVisible()

    await page.context().clearCookies()
    await loginAs({ email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD })
    await page.goto('/bn/dashboard/all-users')
    await (await whenHydrated(page.getByLabel(bn('admin.users.search')))).fill(applicant.email)
    await page.getByRole('button', { name: bn('admin.users.acceptAsMerchant', { name: applicant.name }) }).click()
    const dialog = page.getByRole('dialog', { name: bn('admin.review.title') })
    await expect(dialog).toContainText(bn('merchants.business.photographer'))
    await expect(dialog).toContainText(districtName('Dhaka', 'bn'))
    await expect(dialog).toContainText('৪৫,০০০ ৳')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: bn('admin.review.accept') }).click()
    await expect(toast(page, bn('admin.review.accepted', { name: applicant.name }))).toBeVisible()
  })
})
