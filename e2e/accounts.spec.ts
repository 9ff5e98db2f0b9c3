import type { Page } from '@playwright/test'
import type { TMe } from '@utsab/shared/schemas/auth'
import { ACCOUNT_TEXTS, TEXTS } from '@utsab/shared/texts'
import { whenHydrated } from './support/a11y'
import { e2eEnv } from './support/env'
import { en } from './support/i18n'
import { expect, expectAccessible, pageStatusError, test, TINY_PNG, uniqueEmail, VALID_PASSWORD } from './fixtures'

/** A toast (react-toastify renders each as an alert) carrying `text`. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })
const header = (page: Page) => page.getByRole('banner')
/** The header's account menu button (the avatar): there when someone is logged in. */
const accountButton = (page: Page) => header(page).getByRole('button', { name: /^Account: / })
/** Opens the account menu and logs out from it. */
async function logOutFromMenu(page: Page) {
  await (await whenHydrated(accountButton(page))).click()
  await header(page).getByRole('button', { name: 'Log out' }).click()
}

/** The session as the server sees it, asked with the page's own cookies. */
async function me(page: Page): Promise<TMe> {
  const response = await page.request.get('/api/me')
  expect(response.ok()).toBe(true)
  return (await response.json()) as TMe
}

test.describe('signing up', () => {
  test('a visitor signs up with a photo, told each rule as they type, and is logged in with their picture', async ({ page, mail }) => {
    const email = uniqueEmail('signup')
    await page.goto('/signup')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible()
    await expect(page.getByRole('button', { name: ACCOUNT_TEXTS.signUpWithGoogle })).toBeVisible()
    await expectAccessible(page)

    const form = page.getByRole('form', { name: 'Sign up' })
    // Exact: the mobile-number card, shown until the page knows this browser chose email, asks 'Your full name'.
    const fullName = form.getByLabel('Full name', { exact: true })
    const emailField = form.getByLabel('Email', { exact: true })
    const password = form.getByLabel('Password', { exact: true })

    await fullName.fill('N')
    await fullName.fill('')
    await expect(form.getByText(TEXTS.fullNameRequired)).toBeVisible()
    await expect(fullName).toHaveAttribute('aria-invalid', 'true')
    await fullName.fill('Nusrat Jahan')
    await expect(form.getByText(TEXTS.fullNameRequired)).toBeHidden()

    await emailField.fill('n')
    await emailField.fill('')
    await expect(form.getByText(TEXTS.emailRequired)).toBeVisible()
    await emailField.fill('nusrat@')
    await expect(form.getByText(TEXTS.emailInvalid)).toBeVisible()
    await emailField.fill(email)
    await expect(form.getByText(TEXTS.emailInvalid)).toBeHidden()
    await expect(emailField).not.toHaveAttribute('aria-invalid', 'true')

    // Each rule of spec §5 in turn, then the refusal of a common password.
    const rules: [string, string][] = [
      ['Ab#1', TEXTS.passwordMin],
      ['Abcdefghijklmnop#19', TEXTS.passwordMax],
      ['shapla#mela', TEXTS.passwordUppercase],
      ['ShaplaMela', TEXTS.passwordSpecial],
      ['Password1!', TEXTS.passwordCommon],
    ]
    for (const [typed, message] of rules) {
      await password.fill(typed)
      await expect(form.getByText(message), `"${typed}" is refused with: ${message}`).toBeVisible()
      await expect(password).toHaveAttribute('aria-invalid', 'true')
    }
    await expectAccessible(page)
    await password.fill(VALID_PASSWORD)
    for (const [, message] of rules) await expect(form.getByText(message)).toBeHidden()

    await form.getByLabel('Profile photo').setInputFiles({ name: 'nusrat.png', mimeType: 'image/png', buffer: TINY_PNG })
    await form.getByRole('button', { name: 'Sign up', exact: true }).click()

    // One toast that carries both of the spec's sentences (two stacked toasts covered the hero's button).
    await expect(toast(page, TEXTS.signupLoginSuccess)).toContainText(TEXTS.checkVerificationEmail)
    await expect(page.locator('.Toastify__toast')).toHaveCount(1)
    await expect(page).toHaveURL('/')
    const account = accountButton(page)
    await expect(account).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toHaveCount(0)

    const { user } = await me(page)
    expect(user).toMatchObject({ email, name: 'Nusrat Jahan', role: null, emailVerified: false })
    expect(user?.image).toBeTruthy()
    const picture = account.locator('img')
    await expect(picture).toHaveAttribute('src', user?.image ?? '')
    await expect(picture).toHaveJSProperty('complete', true)
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const photo = await page.request.get(user?.image ?? '')
    expect(photo.status()).toBe(200)
    expect(photo.headers()['content-type']).toMatch(/^image\//)

    // The verification email goes out with the sign-up.
    await mail.waitForMessage(email, /verif/i)
  })

  test('the verification email arrives over SMTP and its link marks the account verified', async ({
    page,
    mail,
    createUser,
    loginAs,
    baseURL,
  }) => {
    const user = await createUser({ verified: false })
    await loginAs(user)
    expect((await me(page)).user?.emailVerified).toBe(false)
    const message = await mail.waitForMessage(user.email, /verif/i)

    // Until then a banner reminds them and sends a new link; paying explains why it waits.
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Email verification' })
    await expect(banner).toContainText(ACCOUNT_TEXTS.verifyReminder(user.email))
    await (await whenHydrated(banner.getByRole('button', { name: ACCOUNT_TEXTS.resendVerification }))).click()
    await expect(toast(page, ACCOUNT_TEXTS.verificationSent(user.email))).toBeVisible()
    await mail.waitForMessage(user.email, /verif/i, { after: 1 })
    await page.goto('/payment/00000000-0000-4000-a000-000000000000')
    await expect(page.getByRole('heading', { name: 'Please verify your email address first' })).toBeVisible()
    // The page explains it itself: the banner does not say it a second time.
    await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0)
    await expectAccessible(page)

    expect(message.from).toContain('utsab.test')
    const link = mail.linkIn(message, '/api/auth/verify-email?token=')
    expect(new URL(link).origin, 'the link points at the public origin').toBe(new URL(baseURL!).origin)

    await page.goto(link)
    await expect(toast(page, ACCOUNT_TEXTS.emailVerified)).toBeVisible()
    await expect(page).toHaveURL('/')
    expect((await me(page)).user).toMatchObject({ email: user.email, emailVerified: true })
    await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0)
  })
})

test.describe('logging in and out', () => {
  // A refused password is answered 401, which the browser logs.
  test.use({ allowedConsoleErrors: [pageStatusError(401)] })

  test('a wrong password is refused with a toast; the right one logs in; logging out says so', async ({ page, createUser }) => {
    const user = await createUser()
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(page.getByRole('link', { name: ACCOUNT_TEXTS.forgotPassword })).toBeVisible()
    await expect(page.getByRole('button', { name: ACCOUNT_TEXTS.signInWithGoogle })).toBeVisible()
    await expectAccessible(page)

    const form = page.getByRole('form', { name: 'Log in' })
    await form.getByLabel('Email', { exact: true }).fill(user.email)
    await form.getByLabel('Password', { exact: true }).fill('Wrong#Password1')
    await form.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(toast(page, TEXTS.loginFailed)).toBeVisible()
    await expect(page).toHaveURL('/login')
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toBeVisible()

    await form.getByLabel('Password', { exact: true }).fill(user.password)
    await form.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(toast(page, TEXTS.loginSuccessful)).toBeVisible()
    await expect(page).toHaveURL('/')
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toHaveCount(0)
    expect((await me(page)).user?.email).toBe(user.email)

    await logOutFromMenu(page)
    await expect(toast(page, TEXTS.loggedOut)).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toBeVisible()
    await expect(accountButton(page)).toHaveCount(0)
    expect((await me(page)).user).toBeNull()
  })

  test('a visitor sent from a login-only page to log in comes back to it', async ({ page, createUser }) => {
    const user = await createUser()
    for (const guarded of ['/orders', '/become-merchant', '/dashboard']) {
      await page.goto(guarded)
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(guarded)}`)
    }

    await page.goto('/orders')
    await expect(page).toHaveURL('/login?redirectTo=%2Forders')
    const form = page.getByRole('form', { name: 'Log in' })
    await form.getByLabel('Email', { exact: true }).fill(user.email)
    await form.getByLabel('Password', { exact: true }).fill(user.password)
    await form.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(toast(page, TEXTS.loginSuccessful)).toBeVisible()
    await expect(page).toHaveURL('/orders')
    await expect(accountButton(page)).toBeVisible()
  })

  test('a forgotten password is reset through the emailed link, which works only once', async ({
    page,
    mail,
    createUser,
    playwright,
    baseURL,
  }) => {
    const user = await createUser()
    const newPassword = 'Kacchi#Biryani9'
    await page.goto('/login')
    await page.getByRole('link', { name: ACCOUNT_TEXTS.forgotPassword }).click()
    await expect(page).toHaveURL(/\/forgot-password/)
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
    await expectAccessible(page)

    const request = page.getByRole('form', { name: 'Forgot password' })
    await request.getByLabel('Email', { exact: true }).fill(user.email)
    await request.getByRole('button', { name: 'Send reset link' }).click()
    await expect(toast(page, TEXTS.checkResetEmail)).toBeVisible()

    const message = await mail.waitForMessage(user.email, /reset/i)
    const link = mail.linkIn(message, '/api/auth/reset-password/')
    await page.goto(link)
    await expect(page).toHaveURL(/\/reset-password\?token=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
    await expectAccessible(page)

    const reset = page.getByRole('form', { name: 'Set a new password' })
    const passwordField = reset.getByLabel('New password', { exact: true })
    await passwordField.fill('kacchi#biryani9')
    await expect(reset.getByText(TEXTS.passwordUppercase)).toBeVisible()
    await passwordField.fill(newPassword)
    await expect(reset.getByText(TEXTS.passwordUppercase)).toBeHidden()
    await reset.getByRole('button', { name: 'Set new password' }).click()
    await expect(toast(page, ACCOUNT_TEXTS.passwordChanged)).toBeVisible()
    await expect(page).toHaveURL('/login')

    const login = page.getByRole('form', { name: 'Log in' })
    await login.getByLabel('Email', { exact: true }).fill(user.email)
    await login.getByLabel('Password', { exact: true }).fill(newPassword)
    await login.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(toast(page, TEXTS.loginSuccessful)).toBeVisible()
    await expect(accountButton(page)).toBeVisible()

    // The old password no longer opens the account.
    const elsewhere = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL!).origin } })
    const old = await elsewhere.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } })
    expect(old.status()).toBe(401)
    await elsewhere.dispose()

    // The same link a second time is refused.
    await page.goto(link)
    await expect(page.getByText(ACCOUNT_TEXTS.resetLinkInvalid)).toBeVisible()
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
  })
})

/**
 * Follows "Sign in with Google" to the loopback provider, logs in there as `email` (its development login
 * page accepts any password), and waits until the browser is back on the app. When the provider still
 * remembers the browser, it sends it straight back without asking.
 */
async function signInWithGoogle(page: Page, buttonName: string, email: string) {
  const issuer = new URL(e2eEnv.OIDC_ISSUER)
  const app = new URL(test.info().project.use.baseURL!)
  const start = new URL(page.url()).pathname
  // Back on another page of the app, or on this one with the reason it did not sign in.
  const backOnApp = (url: URL) =>
    url.host === app.host && !url.pathname.startsWith('/api/') && (url.pathname !== start || url.searchParams.has('error'))
  await (await whenHydrated(page.getByRole('button', { name: buttonName }))).click()
  // Short timeouts: when the app cannot start the sign-in, the console-error check says why.
  await page.waitForURL((url) => (url.host === issuer.host && url.pathname.startsWith('/interaction/')) || backOnApp(url), {
    timeout: 10_000,
  })
  if (new URL(page.url()).host === issuer.host) {
    await page.getByPlaceholder('Enter any login').fill(email)
    await page.getByPlaceholder('and password').fill('anything')
    await page.getByRole('button', { name: 'Sign-in' }).click()
    await page.waitForURL(backOnApp, { timeout: 10_000 })
  }
}

test('Google sign-in creates the account the first time and returns to it the next time', async ({ page }) => {
  const email = uniqueEmail('google')
  await page.goto('/signup')
  await signInWithGoogle(page, ACCOUNT_TEXTS.signUpWithGoogle, email)
  await expect(page).toHaveURL('/')
  await expect(accountButton(page)).toBeVisible()
  const first = (await me(page)).user
  expect(first).toMatchObject({ email, name: `Google ${email.split('@')[0]}`, emailVerified: true, role: null })

  // The page was rendered on the server after Google's redirect: the menu opens once hydrated.
  await logOutFromMenu(page)
  await expect(toast(page, TEXTS.loggedOut)).toBeVisible()
  expect((await me(page)).user).toBeNull()

  await page.goto('/login')
  await signInWithGoogle(page, ACCOUNT_TEXTS.signInWithGoogle, email)
  await expect(accountButton(page)).toBeVisible()
  expect((await me(page)).user?.id).toBe(first?.id)
})

test('a visitor who cancels at Google comes back to the login page and is told', async ({ page }) => {
  await page.goto('/login')
  await (await whenHydrated(page.getByRole('button', { name: ACCOUNT_TEXTS.signInWithGoogle }))).click()
  await page.waitForURL((url) => url.host === new URL(e2eEnv.OIDC_ISSUER).host, { timeout: 10_000 })
  await page.getByRole('link', { name: '[ Cancel ]' }).click()
  await expect(page).toHaveURL(/\/login\?.*error=/)
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_TEXTS.googleFailed })).toBeVisible()
  expect((await me(page)).user).toBeNull()
})

test('a suspended account that signs in with Google comes back to the login page and is told why', async ({ page, adminRequest }) => {
  const email = uniqueEmail('google-suspended')
  await page.goto('/signup')
  await signInWithGoogle(page, ACCOUNT_TEXTS.signUpWithGoogle, email)
  await expect(accountButton(page)).toBeVisible()
  const user = (await me(page)).user!
  await logOutFromMenu(page)
  await expect(toast(page, TEXTS.loggedOut)).toBeVisible()
  const suspended = await adminRequest.post(`/api/admin/users/${user.id}/suspend`, {
    data: { reason: 'Fake bookings reported by two merchants' },
  })
  expect(suspended.status(), await suspended.text()).toBe(200)

  await page.goto('/login')
  await signInWithGoogle(page, ACCOUNT_TEXTS.signInWithGoogle, email)
  await expect(page).toHaveURL(/\/login\?.*error=/)
  await expect(page.getByRole('alert').filter({ hasText: en('errors.moderation.accountSuspended') })).toBeVisible()
  expect((await me(page)).user).toBeNull()
})

test.describe('the header by role', () => {
  for (const role of ['user', 'merchant'] as const) {
    test(`a ${role} sees Add Product and no Dashboard`, async ({ page, createUser, loginAs }) => {
      const user = await createUser({ role })
      await loginAs(user)
      await page.goto('/')
      await expect(accountButton(page)).toBeVisible()
      await expect(header(page).getByRole('link', { name: TEXTS.addProduct })).toBeVisible()
      await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
      expect((await me(page)).user?.role).toBe(role === 'user' ? null : role)
    })
  }

  test('an admin sees Dashboard and no Add Product', async ({ page, createUser, loginAs }) => {
    const admin = await createUser({ role: 'admin' })
    await loginAs(admin)
    await page.goto('/')
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: TEXTS.addProduct })).toHaveCount(0)
    expect((await me(page)).user?.role).toBe('admin')
  })
})

test.describe('the account menu', () => {
  test('a merchant opens it from the avatar: name, role, Dashboard, My bookings, Cart, Log out; Escape and navigation close it', async ({
    page,
    createUser,
    loginAs,
  }) => {
    const merchant = await createUser({ role: 'merchant', name: 'Mitu Akter' })
    await loginAs(merchant)
    await page.goto('/')
    const account = await whenHydrated(accountButton(page))
    await expect(account).toHaveAccessibleName('Account: Mitu Akter')
    await expect(account).toHaveAttribute('aria-expanded', 'false')

    await account.click()
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`)
    await expect(menu).toContainText('Mitu Akter')
    await expect(menu).toContainText(merchant.email)
    await expect(menu.getByText('merchant', { exact: true })).toBeVisible()
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'My bookings', 'Your account', 'Cart'])
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible()
    // Opening moves focus into the menu; Escape closes it and gives focus back to the button.
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(account).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
    await expect(account).toBeFocused()

    // A click outside closes it.
    await account.click()
    await expect(menu).toBeVisible()
    await page.getByRole('main').click({ position: { x: 5, y: 5 } })
    await expect(menu).toBeHidden()

    // Following an entry closes it, and focus lands on the new page's heading.
    await account.click()
    await menu.getByRole('link', { name: 'My bookings' }).click()
    await expect(page).toHaveURL('/orders')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeFocused()
  })

  test('a customer has no Dashboard in it, and logs out from it', async ({ page, createUser, loginAs }) => {
    const user = await createUser({ name: 'Rafi Islam' })
    await loginAs(user)
    await page.goto('/')
    const account = await whenHydrated(accountButton(page))
    await account.click()
    const menu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`)
    await expect(menu.getByText('user', { exact: true })).toBeVisible()
    await expect(menu.getByRole('link')).toHaveText(['My bookings', 'Your account', 'Cart'])
    await menu.getByRole('button', { name: 'Log out' }).click()
    await expect(toast(page, TEXTS.loggedOut)).toBeVisible()
    await expect(accountButton(page)).toHaveCount(0)
    expect((await me(page)).user).toBeNull()
  })
})
