import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import {
  expect,
  expectAccessibleInBothThemes,
  logIn,
  originHeader,
  pageStatusError,
  test,
  TINY_PNG,
  VALID_PASSWORD,
  whenHydrated,
  type TTestUser,
} from './fixtures'
import { bn, en } from './support/i18n'

/*
 * Issue 17, the account page: a customer edits name, photo and mobile number, switches the language,
 * changes the password and signs in with the new one, and signs out a phone they left signed in; in
 * English and in Bangla.
 */

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const NEW_PASSWORD = 'Kadam#Phul27'

/** The customer also signed in on an Android phone: another browser, with its own session. */
async function signInOnPhone(browser: Browser, baseURL: string | undefined, user: TTestUser) {
  const phone = await browser.newContext({ baseURL, userAgent: ANDROID_CHROME, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(phone.request, baseURL, user)
  return phone
}

// The wrong current password is answered 400 on purpose; the browser logs that answer.
test.use({ allowedConsoleErrors: [pageStatusError(400)] })

const accountStatus = async (request: APIRequestContext) => (await request.get('/api/account')).status()
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

for (const [lang, t, prefix] of [
  ['English', en, ''],
  ['Bangla', bn, '/bn'],
] as const) {
  const say = (key: TMessageKey, values?: Record<string, string | number>) => t(key, values)

  test(`a customer keeps their account in ${lang}: profile, devices, password, language`, async ({
    page,
    browser,
    baseURL,
    createUser,
    loginAs,
  }) => {
    // The whole story, in one test: longer than the default minute on a busy machine.
    test.slow()
    const user = await createUser({ name: 'Nusrat Jahan' })
    await loginAs(user)
    const phone = await signInOnPhone(browser, baseURL, user)

    await page.goto(`${prefix}/dashboard/account`)
    await expect(page.getByRole('heading', { level: 1, name: say('account.title') })).toBeVisible()
    // Reached from the sidebar for every role, and from the header's account menu.
    await expect(page.getByRole('link', { name: say('auth.menu.accountPage') }).first()).toHaveAttribute('aria-current', 'page')
    await expectAccessibleInBothThemes(page)

    // Profile: a new name, a photo and a mobile number typed as people type it.
    const profile = page.getByRole('form', { name: say('account.profile.heading') })
    await (await whenHydrated(profile.getByLabel(say('account.profile.name'), { exact: true }))).fill('Nusrat Jahan Rimi')
    await profile
      .getByLabel(say('account.profile.newPhoto'), { exact: true })
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG })
    await expect(profile.getByRole('list', { name: say('account.profile.newPhoto') }).getByRole('img')).toBeVisible()
    const mobile = profile.getByLabel(say('account.profile.phone'), { exact: true })
    await mobile.fill('12345')
    await profile.getByRole('button', { name: say('account.profile.save') }).click()
    await expect(profile.getByText(t('validation.phone.mobile'))).toBeVisible()
    await mobile.fill(lang === 'Bangla' ? '০১৭১১-০০০০০০' : '01711 000000')
    await profile.getByRole('button', { name: say('account.profile.save') }).click()
    await expect(toast(page, say('account.profile.saved'))).toBeVisible()
    await expect(profile.getByRole('img', { name: say('account.profile.currentPhoto') })).toBeVisible()
    const saved = (await (await page.request.get('/api/account')).json()) as { name: string; phone: string; image: string | null }
    expect(saved).toMatchObject({ name: 'Nusrat Jahan Rimi', phone: '+8801711000000' })
    expect(saved.image).toMatch(/^\/uploads\//)
    await expect(
      page.getByRole('banner').getByRole('button', { name: say('auth.menu.label', { name: 'Nusrat Jahan Rimi' }) }),
    ).toBeVisible()

    // Signed-in devices: this one, marked, and the phone, which is signed out from here.
    const devices = page.getByRole('region', { name: say('account.sessions.heading') })
    await expect(devices.getByText(say('account.sessions.thisDevice'))).toBeVisible()
    const device = say('account.sessions.device', { browser: 'Chrome', os: 'Android' })
    await expect(devices.getByText(device)).toBeVisible()
    await devices.getByRole('listitem').filter({ hasText: device }).getByRole('button').click()
    const dialog = page.getByRole('dialog', { name: say('account.sessions.confirmOne', { device }) })
    await dialog.getByRole('button', { name: say('account.sessions.signOut') }).click()
    await expect(toast(page, say('account.sessions.signedOutOne'))).toBeVisible()
    // The page behind a modal dialog stays inert until its closing transition ends (it looks hidden before then):
    // typed into before then, a field keeps nothing.
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect(devices.getByText(device)).toBeHidden()
    expect(await accountStatus(phone.request)).toBe(401)
    await phone.close()

    // Password: a wrong current one is refused under its field; then changed, and only the new one signs in.
    const password = page.getByRole('form', { name: say('account.password.heading') })
    await password.getByLabel(say('account.password.current'), { exact: true }).fill('Wrong#Pass99')
    await password.getByLabel(say('account.password.new'), { exact: true }).fill(NEW_PASSWORD)
    await password.getByLabel(say('account.password.confirm'), { exact: true }).fill(NEW_PASSWORD)
    await password.getByRole('button', { name: say('account.password.submit') }).click()
    await expect(password.getByText(t('validation.password.currentWrong'))).toBeVisible({ timeout: 20_000 })
    await password.getByLabel(say('account.password.current'), { exact: true }).fill(VALID_PASSWORD)
    await password.getByRole('button', { name: say('account.password.submit') }).click()
    // Checking the old password and hashing the new one is slow on purpose (scrypt), the more so on a busy machine.
    await expect(toast(page, say('account.password.changedOthersOut'))).toBeVisible({ timeout: 20_000 })
    expect(await accountStatus(page.request)).toBe(200)
    const fresh = await browser.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
    const refused = await fresh.request.post('/api/auth/sign-in/email', { data: { email: user.email, password: VALID_PASSWORD } })
    expect(refused.status()).toBe(401)
    await logIn(fresh.request, baseURL, { email: user.email, password: NEW_PASSWORD })
    expect(await accountStatus(fresh.request)).toBe(200)
    await fresh.close()

    // Language: the other language, saved to the account, and this page in it.
    const other = lang === 'English' ? 'bn' : 'en'
    await page
      .getByRole('region', { name: say('account.language.heading') })
      .getByRole('button', { name: other === 'bn' ? 'বাংলা' : 'English' })
      .click()
    const back = other === 'bn' ? bn : en
    await expect(page).toHaveURL(new RegExp(`${other === 'bn' ? '/bn' : ''}/dashboard/account$`))
    await expect(page.getByRole('heading', { level: 1, name: back('account.title') })).toBeVisible()
    const account = (await (await page.request.get('/api/account')).json()) as { locale: string }
    expect(account.locale).toBe(other)
  })
}
