import { expect, expectAccessible, expectNoSidewaysScroll, logIn, originHeader, test, whenHydrated } from './fixtures'
import { bn, en } from './support/i18n'

/*
 * Issue 17: the account page on a 360 × 740 phone (the 'mobile' project): every section fits the screen,
 * the mobile number is saved, and the other devices are signed out at once.
 */

for (const [t, prefix] of [
  [en, ''],
  [bn, '/bn'],
] as const) {
  test(`${prefix}/dashboard/account fits a phone, saves the mobile number and signs out the other devices`, async ({
    page,
    browser,
    baseURL,
    createUser,
    loginAs,
  }) => {
    const user = await createUser({ name: 'Rafiq Islam' })
    await loginAs(user)
    const laptop = await browser.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
    await logIn(laptop.request, baseURL, user)

    await page.goto(`${prefix}/dashboard/account`)
    await expect(page.getByRole('heading', { level: 1, name: t('account.title') })).toBeInViewport()
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)

    const profile = page.getByRole('form', { name: t('account.profile.heading') })
    await (await whenHydrated(profile.getByLabel(t('account.profile.phone'), { exact: true }))).fill('01811-222333')
    await profile.getByRole('button', { name: t('account.profile.save') }).click()
    await expect(page.getByRole('alert').filter({ hasText: t('account.profile.saved') })).toBeVisible()

    const devices = page.getByRole('region', { name: t('account.sessions.heading') })
    await devices.getByRole('button', { name: t('account.sessions.signOutOthers') }).click()
    const dialog = page.getByRole('dialog', { name: t('account.sessions.confirmAll') })
    await expect(dialog).toBeInViewport()
    await dialog.getByRole('button', { name: t('account.sessions.signOutOthers') }).click()
    // The laptop, and the session the sign-up itself opened (the fixture signs up through the API).
    await expect(page.getByRole('alert').filter({ hasText: t('account.sessions.signedOutAll', { count: 2 }) })).toBeVisible()
    await expect(devices.getByText(t('account.sessions.onlyThis'))).toBeVisible()
    expect((await laptop.request.get('/api/account')).status()).toBe(401)
    await laptop.close()
    await expectNoSidewaysScroll(page)
  })
}
