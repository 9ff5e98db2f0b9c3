import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { apiListPath, detailPath, KIND_META, kindKey } from '@utsab/shared/kinds'
import { en } from './support/i18n'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { TEXTS } from '@utsab/shared/texts'
import { e2eEnv } from './support/env'
import { expectFocused, pageReady, tabTo, whenHydrated } from './support/a11y'
import {
  APPLICATION_PRICE_BDT,
  expect,
  listingCards,
  originHeader,
  test,
  TINY_PNG,
  uniqueEmail,
  VALID_PASSWORD,
  bookingBody,
} from './fixtures'

/**
 * Issue 6, accessibility: the main flows done with the keyboard alone — Tab, Shift+Tab, Enter, Space
 * and the arrow keys. No mouse, no `click()`, no `fill()`: a control is reached by tabbing to it
 * (`tabTo` fails when it is not in the tab order) and typed into with `page.keyboard`.
 */

const ADMIN = { email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD }
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

/** Tabs to a field (once its page has hydrated, so typing reaches the form) and types `text` into it. */
async function typeInto(page: Page, field: Locator, text: string, options?: { max?: number }) {
  await tabTo(page, await whenHydrated(field), options)
  await page.keyboard.type(text)
  return field
}

/** Chooses an option of a focused, closed <select> with the arrow keys, as a keyboard user does. */
async function chooseOption(page: Page, select: Locator, label: string) {
  await tabTo(page, await whenHydrated(select))
  const options = await select.locator('option').count()
  for (let presses = 0; presses < options; presses += 1) {
    const chosen = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent?.trim())
    if (chosen === label) return
    await page.keyboard.press('ArrowDown')
  }
  throw new Error(`The arrow keys never chose "${label}" in ${select}`)
}

/**
 * Chooses files through a file input reached by Tab: Space opens the browser's file dialog, and
 * Playwright answers the dialog (the one step no key press can do: the dialog belongs to the
 * operating system, not the page).
 */
async function chooseFiles(page: Page, input: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await tabTo(page, await whenHydrated(input))
  const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }), page.keyboard.press('Space')])
  await chooser.setFiles(files)
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG })

/** The listing at `index` of a kind, cheapest first; each test here takes its own, apart from the other specs' ones. */
async function listingAt(request: APIRequestContext, kind: TListing['kind'], index: number) {
  const response = await request.get(`${apiListPath(kind)}?pageSize=${index + 1}&sort=price`)
  expect(response.ok()).toBe(true)
  const listing = ((await response.json()) as TListingPage).data[index]
  if (!listing) throw new Error(`No ${kind} listing at index ${index}`)
  return listing
}

const utcDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000
const addDays = (iso: string, days: number) => new Date((utcDay(iso) + days) * 86_400_000).toISOString().slice(0, 10)

test('browse: home, Services, a list, a filter and a detail page, by keyboard', async ({ page }) => {
  await page.goto('/')
  await pageReady(page)
  // The first load leaves focus where the browser starts it.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  const header = page.getByRole('banner')

  const services = header.getByRole('button', { name: 'Services' })
  await tabTo(page, services)
  await page.keyboard.press('Enter')
  await expect(services).toHaveAttribute('aria-expanded', 'true')
  await tabTo(page, header.getByRole('link', { name: 'All services' }), { max: 2 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/service')
  // After a client-side navigation the new page's heading has the focus (and is read out).
  await expectFocused(page.getByRole('heading', { level: 1, name: 'Services' }))

  await tabTo(page, page.getByRole('main').getByRole('link', { name: /^Photographers/ }), { max: 60 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(KIND_META.photographer.listPath)
  await expectFocused(page.getByRole('heading', { level: 1, name: en(kindKey('photographer', 'listHeading')) }))

  const filters = page.getByRole('search', { name: 'Filter listings' })
  await chooseOption(page, filters.getByLabel('District'), 'Khulna')
  await tabTo(page, filters.getByRole('button', { name: 'Apply filters' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/district=Khulna/)
  await expect(filters.getByLabel('District')).toHaveValue('Khulna')
  // Only the query changed: focus stays with the filters, not thrown back to the heading.
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused()

  const first = listingCards(page).first().getByRole('link').first()
  const name = (await listingCards(page).first().getByRole('heading').textContent())?.trim() ?? ''
  await tabTo(page, first, { max: 60 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/photographers\/[\w-]+$/)
  await expect(page.getByText(name).first()).toBeVisible()
  await expect(page.getByText('Khulna').first()).toBeVisible()
})

test('sign up: every field by keyboard, the photo through the file dialog', async ({ page }) => {
  const email = uniqueEmail('keyboard')
  await page.goto('/signup')
  await pageReady(page)
  const form = page.getByRole('form', { name: 'Sign up' })

  await typeInto(page, form.getByLabel('Full name', { exact: true }), 'Keya Sultana', { max: 30 })
  await typeInto(page, form.getByLabel('Email', { exact: true }), email, { max: 1 })
  await chooseFiles(page, form.getByLabel('Profile photo'), [png('keya.png')])
  await typeInto(page, form.getByLabel('Password', { exact: true }), VALID_PASSWORD, { max: 1 })
  // Show password is the next stop; Space reveals it, Space hides it again.
  const reveal = form.getByRole('button', { name: 'Show password' })
  await tabTo(page, reveal, { max: 1 })
  await page.keyboard.press('Space')
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  await page.keyboard.press('Space')
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password')

  await tabTo(page, form.getByRole('button', { name: 'Sign up', exact: true }), { max: 1 })
  await page.keyboard.press('Enter')
  await expect(toast(page, TEXTS.signupLoginSuccess)).toBeVisible()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account: / })).toBeVisible()
})

test('book: a venue day chosen in the calendar with the arrow keys, then Booking', async ({ page, request, createUser, loginAs }) => {
  // Its own venue: the other specs book the cheapest three.
  const venue = await listingAt(request, 'venue', 7)
  const availability = (await (await request.get(`${apiListPath('venue')}/${venue.id}/availability`)).json()) as {
    from: string
    to: string
    booked: string[]
  }
  // A free day 30 to 120 days after the window opens, so parallel runs rarely pick the same one.
  let day = addDays(availability.from, 30 + Math.floor(Math.random() * 90))
  while (availability.booked.includes(day)) day = addDays(day, 1)
  await loginAs(await createUser({ name: 'Shirin Akter' }))

  await page.goto(detailPath('venue', venue.id))
  await pageReady(page)
  const calendar = page.getByRole('group', { name: 'Event date' })
  // The calendar is one tab stop: the focusable day of the month shown.
  const start = calendar.locator('button[data-day][tabindex="0"]')
  await tabTo(page, await whenHydrated(start), { max: 40 })
  let at = (await start.getAttribute('data-day'))!
  const distance = utcDay(day) - utcDay(at)
  for (const [key, step, times] of [
    ['ArrowDown', 7, Math.floor(distance / 7)],
    ['ArrowRight', 1, distance % 7],
  ] as const) {
    for (let press = 0; press < times; press += 1) {
      await page.keyboard.press(key)
      at = addDays(at, step)
      await expectFocused(calendar.locator(`button[data-day="${at}"]`))
    }
  }
  const chosen = calendar.locator(`button[data-day="${day}"]`)
  await page.keyboard.press('Enter')
  await expect(chosen).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(/^Event date: /)).toBeVisible()

  // The guests come next (a per-plate menu is priced by them), then the hall's add-ons: Space ticks its menu.
  const guests = page.getByLabel(en('orders.details.guests'))
  await tabTo(page, guests, { max: 2 })
  await page.keyboard.type('80')
  const menu = page.getByRole('checkbox', { name: /per plate/ }).first()
  await tabTo(page, menu, { max: 2 })
  await page.keyboard.press('Space')
  await expect(menu).toBeChecked()
  await expect(page.getByRole('region', { name: en('orders.offer.price') })).toContainText(/80 × /)
  // The shift is one radio group: Tab reaches it, an arrow key moves to (and picks) the evening.
  await tabTo(page, page.getByRole('radio', { name: en('orders.details.shift.day'), exact: true }), { max: 4 })
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: en('orders.details.shift.evening'), exact: true })).toBeChecked()
  await tabTo(page, page.getByRole('textbox', { name: en('orders.details.phone') }), { max: 2 })
  await page.keyboard.type('01711 000000')
  await tabTo(page, page.getByRole('button', { name: en(kindKey('venue', 'orderAction')), exact: true }), { max: 5 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/orders')
  await expect(
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: venue.name }) }),
  ).toHaveCount(1)
})

test('pay: from the orders page to Pay, the card typed in, paid', async ({ page, baseURL, request, createUser, loginAs }) => {
  const costume = await listingAt(request, 'costume', 6)
  await loginAs(await createUser())
  const created = await page.request.post('/api/orders', { data: bookingBody(costume), headers: originHeader(baseURL) })
  expect(created.status()).toBe(201)
  const order = (await created.json()) as TOrder

  await page.goto('/orders')
  await pageReady(page)
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: costume.name }) })
  await tabTo(page, await whenHydrated(row.getByRole('link', { name: 'Pay', exact: true })), { max: 40 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/payment/${order.id}`)

  const form = page.getByRole('form', { name: 'Card payment' })
  const pay = form.getByRole('button', { name: 'Pay', exact: true })
  await expect(pay).toBeEnabled()
  await typeInto(page, form.getByLabel('Card number'), '4242 4242 4242 4242', { max: 40 })
  await expect(form.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242')
  await typeInto(page, form.getByLabel('Expiry (MM/YY)'), `12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`, {
    max: 1,
  })
  await typeInto(page, form.getByLabel('CVC'), '123', { max: 1 })
  await tabTo(page, pay, { max: 1 })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: TEXTS.paymentCompleted })).toBeVisible()
  // The result takes the focus, so a screen reader hears it.
  await expectFocused(page.getByRole('heading', { name: TEXTS.paymentCompleted }))
  await expect(page.getByText(/^Transaction id:/)).toBeVisible()
})

test('apply as a merchant: the whole form by keyboard, files through the file dialog', async ({ page, createUser, loginAs }) => {
  const user = await createUser({ name: 'Jamal Uddin' })
  await loginAs(user)
  await page.goto('/become-merchant')
  await pageReady(page)
  const form = page.getByRole('form', { name: en('merchants.form.title') })

  await typeInto(page, form.getByLabel('NID'), '1234567890', { max: 40 })
  await typeInto(page, form.getByLabel('Agency name'), 'Jamal Keyboard Studio', { max: 1 })
  // The agency email comes filled in with the account's; Tab passes it.
  await tabTo(page, form.getByLabel('Agency email'), { max: 1 })
  await expect(form.getByLabel('Agency email')).toHaveValue(user.email)
  await typeInto(page, form.getByLabel('Phone number'), '01711000000', { max: 1 })
  await chooseOption(page, form.getByLabel('Business category'), 'Photographer')
  await typeInto(page, form.getByLabel('Service category'), 'Wedding photography', { max: 1 })
  await typeInto(page, form.getByLabel('Price'), String(APPLICATION_PRICE_BDT), { max: 1 })
  await typeInto(page, form.getByLabel('Rating'), '4.5', { max: 1 })
  await chooseOption(page, form.getByLabel('District'), 'Khulna')
  await typeInto(page, form.getByLabel('Address'), '12 Khan Jahan Ali Road', { max: 1 })
  await chooseFiles(page, form.getByLabel('Pictures'), [png('work-1.png'), png('work-2.png')])
  await chooseFiles(page, form.getByLabel('Licence image'), [png('licence.png')])
  const agree = form.getByLabel('Agree to Privacy Policy')
  await tabTo(page, agree, { max: 1 })
  await page.keyboard.press('Space')
  await expect(agree).toBeChecked()
  // Back and forth: Shift+Tab returns to the licence field and Tab comes back, nothing traps the focus.
  await tabTo(page, form.getByLabel('Licence image'), { backwards: true, max: 1 })
  await tabTo(page, agree, { max: 1 })

  await tabTo(page, form.getByRole('button', { name: 'Send request' }), { max: 3 })
  await page.keyboard.press('Enter')
  await expect(toast(page, MERCHANT_TEXTS.requestSent.trim())).toBeVisible()
  await expect(page.getByRole('heading', { name: en('merchants.status.pendingTitle') })).toBeVisible()
})

test('accept a merchant: the admin finds the applicant, opens the dialog with Enter and presses Accept', async ({
  page,
  createUser,
  loginAs,
}) => {
  // An application with pictures, then some forty key presses: past a minute once on a busy run.
  test.slow()
  const applicant = await createUser({ role: 'requested', name: 'Ruma Begum' })
  await loginAs(ADMIN)
  await page.goto('/dashboard/all-users')
  await pageReady(page)

  await typeInto(page, page.getByLabel('Search users'), applicant.email, { max: 40 })
  const table = page.getByRole('table', { name: 'All users' })
  await expect(table.getByRole('row')).toHaveCount(2)
  const row = table.getByRole('row').filter({ hasText: applicant.email })
  const open = row.getByRole('button', { name: en('admin.review.title') })
  await tabTo(page, open, { max: 5 })
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: en('admin.review.title') })
  await expect(dialog).toBeVisible()
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), { message: 'focus is in the dialog' })
    .toBe(true)
  // Escape closes it and gives the focus back to the button; Enter opens it again.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expectFocused(open)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()

  await tabTo(page, dialog.getByRole('button', { name: en('admin.review.accept'), exact: true }), { max: 20 })
  await page.keyboard.press('Enter')
  await expect(toast(page, en('admin.review.accepted', { name: applicant.name }))).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row.getByText('merchant', { exact: true })).toBeVisible()
  // The focus is back on the row's button (now Make admin), not lost to the page.
  await expectFocused(row.getByRole('button', { name: en('admin.makeAdmin.label') }))
})
