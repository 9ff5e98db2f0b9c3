import { TEXTS } from '@utsab/shared/texts'
import { expect, pageStatusError, test, uniqueEmail, VALID_PASSWORD } from './fixtures'

/** Another site, served by the test itself: the browser believes it is at this origin. */
const EVIL = 'http://evil.example'

// A page rendered for a forged Host is apps/server/test/pages/public-pages.test.ts's.
test.describe('requests from other sites', () => {
  test.use({ allowedConsoleErrors: [pageStatusError(403)] })

  test('a form on another site cannot sign a visitor up: the browser’s post is refused', async ({ page, baseURL, request }) => {
    const email = uniqueEmail('crosssite')
    await page.route(`${EVIL}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Free prizes</title>
          <form method="post" action="${baseURL}/api/signup" enctype="multipart/form-data">
            <input name="fullName" value="Victim"><input name="email" value="${email}"><input name="password" value="${VALID_PASSWORD}">
            <button>Claim</button>
          </form>`,
      }),
    )
    await page.goto(`${EVIL}/`)
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/signup'))
    await page.getByRole('button', { name: 'Claim' }).click()
    const response = await answered
    expect(response.status()).toBe(403)
    expect(((await response.json()) as { code: string }).code).toBe('cross_site_request')
    expect(response.headers()['set-cookie']).toBeUndefined()
    const signIn = await request.post('/api/auth/sign-in/email', { data: { email, password: VALID_PASSWORD } })
    expect(signIn.status(), 'no account was created').toBe(401)
  })
})

test('logging in from a link with a hostile redirectTo stays on our site', async ({ page, baseURL, createUser }) => {
  const user = await createUser()
  await page.goto(`/login?redirectTo=${encodeURIComponent('/.//evil.example')}`)
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email', { exact: true }).fill(user.email)
  await form.getByLabel('Password', { exact: true }).fill(user.password)
  await form.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.loginSuccessful })).toBeVisible()
  await expect(page).toHaveURL(`${baseURL}/`)
})
