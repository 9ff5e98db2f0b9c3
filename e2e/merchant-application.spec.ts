import type { Locator, Page } from '@playwright/test'
import { DISTRICTS } from '@utsab/shared/constants'
import { DIVISIONS } from '@utsab/shared/districts'
import type { TMe } from '@utsab/shared/schemas/auth'
import { MERCHANT_TEXTS, type TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { TEXTS } from '@utsab/shared/texts'
import { expect, expectAccessible, expectNoSidewaysScroll, pageStatusError, test, TINY_PNG, whenHydrated } from './fixtures'
import { en } from './support/i18n'

/** A toast (react-toastify renders each as an alert) carrying `text`. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text.trim() })
const applicationForm = (page: Page) => page.getByRole('form', { name: en('merchants.form.title') })
const submitButton = (page: Page) => applicationForm(page).getByRole('button', { name: 'Send request' })
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG })

async function me(page: Page): Promise<TMe> {
  const response = await page.request.get('/api/me')
  expect(response.ok()).toBe(true)
  return (await response.json()) as TMe
}

/** Opens the page and waits for it to come alive. */
async function openBecomeMerchant(page: Page) {
  await page.goto('/become-merchant')
  await whenHydrated(page.getByRole('heading', { level: 1, name: 'Become a merchant' }))
}

/**
 * Axe in the light theme, then in the dark one (through the header's toggle), then back to light.
 * Motion is reduced meanwhile, so colours settle at once and axe never measures a transition halfway.
 */
async function expectAccessibleInBothThemes(page: Page) {
  const header = page.getByRole('banner')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await expectAccessible(page)
  await header.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectAccessible(page)
  await header.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A field shows `message` under it, is marked invalid, and is described by the message. */
async function expectFieldError(form: Locator, label: string, message: string) {
  const field = form.getByLabel(label, { exact: true })
  await expect(form.getByText(message, { exact: true }), `${label}: ${message}`).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}`))
}

async function expectFieldFixed(form: Locator, label: string, message: string) {
  await expect(form.getByText(message, { exact: true }), `${label} no longer says: ${message}`).toBeHidden()
  await expect(form.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid', 'true')
}

/** The pending application's card, by its heading. */
const pendingStatus = (page: Page) => page.getByRole('region', { name: en('merchants.status.pendingTitle') })

test.use({ colorScheme: 'light' })

test.describe('applying to become a merchant', () => {
  test('a user sees every message on an empty submit, fixes each, applies with pictures, and the pending status stays after a reload', async ({
    page,
    createUser,
    loginAs,
  }) => {
    test.slow()
    const user = await createUser({ name: 'Nusrat Jahan' })
    await loginAs(user)
    await openBecomeMerchant(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Become a merchant' })).toBeVisible()
    await expect(page.getByRole('heading', { name: en('merchants.form.title') })).toBeVisible()

    const form = applicationForm(page)
    await expect(form.getByLabel('Agency email')).toHaveValue(user.email)
    await expect(form.getByLabel('Phone number')).toHaveAttribute('type', 'tel')
    await expect(form.getByLabel('Price')).toHaveAttribute('inputmode', 'numeric')
    // The business's own rating, never called Google's, and shown without stars.
    await expect(form.getByLabel('Your own rating of your business')).toHaveAccessibleDescription(/without stars/)
    await expect(form.getByLabel('Business category').getByRole('option')).toHaveText([
      'Choose a category',
      'Photographer',
      'Venue & food',
      'Costumes',
      'Makeup & decoration',
    ])
    // All 64 districts under their 8 divisions; the spec's four among them.
    const districts = form.getByLabel('District')
    await expect(districts.getByRole('option')).toHaveCount(1 + DISTRICTS.length)
    await expect(districts.getByRole('option').first()).toHaveText('Choose a district')
    await expect(districts.locator('optgroup')).toHaveCount(DIVISIONS.length)
    for (const district of ['Bogura', 'Rajshahi', 'Khulna', 'Chittagong', 'Dhaka'])
      await expect(districts.getByRole('option', { name: district, exact: true })).toHaveCount(1)
    await expect(form.getByLabel('Pictures')).toHaveAttribute('multiple', '')
    await expectAccessibleInBothThemes(page)

    // Spec §5: nothing is checked until the first submit.
    await form.getByLabel('NID').fill('12')
    await expect(form.getByText('NID must be 10, 13 or 17 digits')).toBeHidden()
    await form.getByLabel('NID').fill('')

    await submitButton(page).click()
    const required: Array<[string, string]> = [
      ['NID', 'NID is required'],
      ['Agency name', 'Agency name is required'],
      ['Phone number', 'Phone number is required'],
      ['Business category', 'Choose one of Photographer, Venue & food, Costumes, Makeup & decoration'],
      ['Service category', 'Service category is required'],
      ['Price', MERCHANT_TEXTS.priceRequired],
      [en('merchants.form.rating'), MERCHANT_TEXTS.ratingRequired],
      ['District', 'Choose a district of Bangladesh'],
      ['Address', 'Address is required'],
      ['Pictures', MERCHANT_TEXTS.picturesRequired],
      ['Licence image', MERCHANT_TEXTS.licenceRequired],
      ['Agree to Privacy Policy', MERCHANT_TEXTS.agreeRequired],
    ]
    for (const [label, message] of required) await expectFieldError(form, label, message)
    await expect(form.getByLabel('Agency email')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('NID'), 'the first invalid field has the focus').toBeFocused()
    await expectAccessibleInBothThemes(page)

    // Revalidated on each change: a wrong format is named, the right one clears the message.
    const nid = form.getByLabel('NID')
    await nid.fill('12345')
    await expectFieldError(form, 'NID', 'NID must be 10, 13 or 17 digits')
    await nid.fill('1990123456789')
    await expectFieldFixed(form, 'NID', 'NID must be 10, 13 or 17 digits')

    await form.getByLabel('Agency name').fill('Rooftop Rangs')
    await expectFieldFixed(form, 'Agency name', 'Agency name is required')

    const phone = form.getByLabel('Phone number')
    await phone.fill('12345')
    await expectFieldError(form, 'Phone number', 'Enter a Bangladeshi mobile number, like 01711 000000')
    await phone.fill('01711 000000')
    await expectFieldFixed(form, 'Phone number', 'Enter a Bangladeshi mobile number, like 01711 000000')

    await form.getByLabel('Business category').selectOption({ label: 'Venue & food' })
    await expectFieldFixed(form, 'Business category', required[3]![1])

    await form.getByLabel('Service category').fill('Rooftop hall with catering')
    await expectFieldFixed(form, 'Service category', 'Service category is required')

    const price = form.getByLabel('Price')
    await price.fill('0')
    await expectFieldError(form, 'Price', 'Price must be more than 0 BDT')
    await price.fill('2500.5')
    await expectFieldError(form, 'Price', 'Price must be a whole number of BDT')
    await price.fill('85000')
    await expectFieldFixed(form, 'Price', 'Price must be a whole number of BDT')

    const rating = form.getByLabel('Rating')
    await rating.fill('7')
    await expectFieldError(form, en('merchants.form.rating'), 'Rating must be between 0 and 5')
    await rating.fill('4.6')
    await expectFieldFixed(form, en('merchants.form.rating'), 'Rating must be between 0 and 5')

    await form.getByLabel('District').selectOption('Chittagong')
    await expectFieldFixed(form, 'District', required[7]![1])

    await form.getByLabel('Address').fill('House 4, Road 2, Khulshi')
    await expectFieldFixed(form, 'Address', 'Address is required')

    await form.getByLabel('Pictures').setInputFiles([png('rooftop.png'), png('hall.png')])
    await expectFieldFixed(form, 'Pictures', MERCHANT_TEXTS.picturesRequired)
    await expect(form.getByRole('list', { name: 'Previews of the chosen photos' }).getByRole('img')).toHaveCount(2)
    await expect(form.getByRole('img', { name: 'rooftop.png' })).toHaveJSProperty('complete', true)

    await form.getByLabel('Licence image').setInputFiles(png('trade-licence.png'))
    await expectFieldFixed(form, 'Licence image', MERCHANT_TEXTS.licenceRequired)
    await expect(form.getByRole('list', { name: 'Preview of the chosen licence' }).getByRole('img')).toHaveCount(1)

    await form.getByLabel('Agree to Privacy Policy').check()
    await expectFieldFixed(form, 'Agree to Privacy Policy', MERCHANT_TEXTS.agreeRequired)
    await expect(form.locator('.field-error')).toHaveCount(0)

    // Hold the request a moment to see the spinner on the button, which keeps its name.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/merchant-applications', async (route) => {
      await held
      await route.continue()
    })
    const submit = submitButton(page)
    await submit.click()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(submit).toBeDisabled()
    await expect(submit.locator('svg')).toBeVisible()
    release()

    await expect(toast(page, MERCHANT_TEXTS.requestSent)).toBeVisible()
    const status = pendingStatus(page)
    await expect(status).toBeVisible()
    await expect(status.getByRole('heading', { name: en('merchants.status.pendingTitle') })).toBeFocused()
    await expect(status).toContainText('waiting for review')
    await expect(status).toContainText('Rooftop Rangs')
    await expect(status).toContainText('Venue & food')
    await expect(status).toContainText('Rooftop hall with catering')
    // When it was sent, and the day an answer is expected by (2 working days, Sunday to Thursday).
    await expect(status.locator('time')).toHaveText([/^\d{1,2} [A-Z][a-z]+ \d{4}$/, /^\d{1,2} [A-Z][a-z]+ \d{4}$/])
    await expect(status).toContainText(en('merchants.status.reviewBy'))
    await expect(applicationForm(page)).toHaveCount(0)
    await page.unroute('**/api/merchant-applications')
    expect((await me(page)).user?.role).toBe('requested')
    await expectAccessibleInBothThemes(page)

    // The server keeps it: a reload shows the same status, not a second form.
    await page.reload()
    await whenHydrated(page.getByRole('heading', { level: 1, name: 'Become a merchant' }))
    await expect(pendingStatus(page)).toContainText('Rooftop Rangs')
    await expect(applicationForm(page)).toHaveCount(0)
    const { application } = (await (await page.request.get('/api/merchant-applications/mine')).json()) as {
      application: TMerchantApplication
    }
    expect(application).toMatchObject({
      status: 'pending',
      nid: '1990123456789',
      phone: '+8801711000000',
      businessCategory: 'venue',
      price: 85000,
      rating: 4.6,
      district: 'Chittagong',
    })
    expect(application.pictures).toHaveLength(2)
  })

  test('files that are not usable images are refused with a clear message, checked by content rather than name', async ({
    page,
    createUser,
    loginAs,
  }) => {
    const user = await createUser()
    await loginAs(user)
    await openBecomeMerchant(page)
    const form = applicationForm(page)
    const pictures = form.getByLabel('Pictures')
    const licence = form.getByLabel('Licence image')

    // A text file named like a photo: the browser calls it image/jpeg, its bytes say otherwise.
    const notes = { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are my notes, not a picture.') }
    await pictures.setInputFiles([png('stage.png'), notes])
    await licence.setInputFiles({ ...notes, name: 'licence.jpg' })
    await submitButton(page).click()
    await expectFieldError(form, 'Pictures', MERCHANT_TEXTS.fileNotImage('holiday.jpg'))
    await expectFieldError(form, 'Licence image', MERCHANT_TEXTS.fileNotImage('licence.jpg'))
    await expect(form.getByRole('list', { name: 'Previews of the chosen photos' })).toHaveCount(0)

    await pictures.setInputFiles(Array.from({ length: 7 }, (_, i) => png(`photo-${i + 1}.png`)))
    await expectFieldError(form, 'Pictures', MERCHANT_TEXTS.picturesTooMany(6))

    // A large JPEG, PNG or WebP is made smaller in the browser (e2e/listing-pictures.spec.ts); a GIF is sent as it is, so its size counts.
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1)
    Buffer.from('GIF89a').copy(huge)
    await pictures.setInputFiles({ name: 'huge.gif', mimeType: 'image/gif', buffer: huge })
    await expectFieldError(form, 'Pictures', MERCHANT_TEXTS.fileTooLarge('huge.gif', 5))

    await pictures.setInputFiles(png('stage.png'))
    await expectFieldFixed(form, 'Pictures', MERCHANT_TEXTS.fileTooLarge('huge.gif', 5))
    await licence.setInputFiles(png('licence.png'))
    await expectFieldFixed(form, 'Licence image', MERCHANT_TEXTS.fileNotImage('licence.jpg'))
    await expectAccessible(page)
  })

  test.describe('when the server refuses a file', () => {
    // The refusal is answered 415, which the browser logs.
    test.use({ allowedConsoleErrors: [pageStatusError(415)] })

    test('a file that only starts like a PNG is refused by the server, under Pictures, and nothing is stored', async ({
      page,
      createUser,
      loginAs,
    }) => {
      const user = await createUser()
      await loginAs(user)
      await openBecomeMerchant(page)
      const form = applicationForm(page)
      await form.getByLabel('NID').fill('1234567890')
      await form.getByLabel('Agency name').fill('Shapla Studio')
      await form.getByLabel('Phone number').fill('01811000000')
      await form.getByLabel('Business category').selectOption('photographer')
      await form.getByLabel('Service category').fill('Wedding photography')
      await form.getByLabel('Price').fill('15000')
      await form.getByLabel('Rating').fill('4.5')
      await form.getByLabel('District').selectOption('Bogura')
      await form.getByLabel('Address').fill('Satmatha, Bogura')
      const fake = Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.from('not really a picture, only its first bytes')])
      await form.getByLabel('Pictures').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: fake })
      await form.getByLabel('Licence image').setInputFiles(png('licence.png'))
      await form.getByLabel('Agree to Privacy Policy').check()
      await submitButton(page).click()

      await expect(form.getByLabel('Pictures')).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByLabel('Pictures')).toHaveAccessibleDescription(/not an image we can use/)
      await expect(form.getByLabel('Pictures')).toBeFocused()
      await expect(submitButton(page)).toBeEnabled()
      const { application } = (await (await page.request.get('/api/merchant-applications/mine')).json()) as { application: unknown }
      expect(application).toBeNull()
      expect((await me(page)).user?.role).toBeNull()
    })
  })

  test('a declined applicant sees the reason, finds the form filled in again, and applies again', async ({
    page,
    createUser,
    loginAs,
    adminRequest,
  }) => {
    test.slow()
    const user = await createUser({
      role: 'requested',
      application: { agencyName: 'Padma Glow', businessCategory: 'makeup', district: 'Rajshahi', serviceCategory: 'Bridal makeup' },
    })
    await loginAs(user)
    const mine = (await (await page.request.get('/api/merchant-applications/mine')).json()) as { application: TMerchantApplication }
    const reason = 'The licence photo is too blurry to read. Please send a sharper one.'
    const declined = await adminRequest.post(`/api/merchant-applications/${mine.application.id}/decline`, { data: { reason } })
    expect(declined.ok()).toBe(true)

    await openBecomeMerchant(page)
    const notice = page.getByRole('region', { name: en('merchants.status.declinedTitle') })
    await expect(notice).toContainText(reason)
    await expect(notice).toContainText('Padma Glow')
    const form = applicationForm(page)
    await expect(form.getByLabel('Agency name')).toHaveValue('Padma Glow')
    await expect(form.getByLabel('Business category')).toHaveValue('makeup')
    await expect(form.getByLabel('District')).toHaveValue('Rajshahi')
    await expect(form.getByLabel('Service category')).toHaveValue('Bridal makeup')
    await expect(form.getByLabel('Agency email')).toHaveValue(user.email)
    await expect(form.getByLabel('Agree to Privacy Policy')).not.toBeChecked()
    await expectAccessibleInBothThemes(page)

    await form.getByLabel('Pictures').setInputFiles([png('bride.png')])
    await form.getByLabel('Licence image').setInputFiles(png('sharper-licence.png'))
    await form.getByLabel('Agree to Privacy Policy').check()
    await submitButton(page).click()
    await expect(toast(page, MERCHANT_TEXTS.requestSent)).toBeVisible()
    await expect(pendingStatus(page)).toContainText('Padma Glow')
    await expect(pendingStatus(page)).toContainText('Makeup & decoration')
    await expect(page.getByRole('region', { name: en('merchants.status.declinedTitle') })).toHaveCount(0)
    expect((await me(page)).user?.role).toBe('requested')
  })

  test('a merchant is sent to their dashboard instead, and an admin is told admins do not apply', async ({ page, createUser, loginAs }) => {
    const merchant = await createUser({ role: 'merchant' })
    await loginAs(merchant)
    await openBecomeMerchant(page)
    const merchantCard = page.getByRole('region', { name: en('merchants.status.merchantTitle') })
    await expect(merchantCard.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/add-costumes')
    await expect(applicationForm(page)).toHaveCount(0)
    await expectAccessibleInBothThemes(page)

    const admin = await createUser({ role: 'admin' })
    await loginAs(admin)
    await openBecomeMerchant(page)
    const adminCard = page.getByRole('region', { name: en('merchants.status.adminTitle') })
    await expect(adminCard.getByRole('link', { name: 'Review applications' })).toHaveAttribute('href', '/dashboard/all-users')
    await expect(applicationForm(page)).toHaveCount(0)
    await expectAccessibleInBothThemes(page)
  })

  test('a visitor is sent to log in and comes back to the form', async ({ page, createUser }) => {
    const user = await createUser()
    await page.goto('/become-merchant')
    await expect(page).toHaveURL('/login?redirectTo=%2Fbecome-merchant')
    const login = page.getByRole('form', { name: 'Log in' })
    await whenHydrated(login.getByRole('button', { name: 'Log in', exact: true }))
    await login.getByLabel('Email', { exact: true }).fill(user.email)
    await login.getByLabel('Password', { exact: true }).fill(user.password)
    await login.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(toast(page, TEXTS.loginSuccessful)).toBeVisible()
    await expect(page).toHaveURL('/become-merchant')
    await expect(applicationForm(page).getByLabel('Agency email')).toHaveValue(user.email)
  })

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

    test('the form and its messages fit the screen', async ({ page, createUser, loginAs }) => {
      const user = await createUser()
      await loginAs(user)
      await openBecomeMerchant(page)
      await submitButton(page).click()
      await expect(applicationForm(page).getByText(MERCHANT_TEXTS.picturesRequired)).toBeVisible()
      await expectNoSidewaysScroll(page)
      await expectAccessible(page)
    })
  })
})
