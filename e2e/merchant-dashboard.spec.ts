import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { KIND_META } from '@utsab/shared/kinds'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { en } from './support/i18n'
import {
  APPLICATION_PRICE_BDT,
  expect,
  expectAccessibleInBothThemes,
  expectNoSidewaysScroll,
  formatDate,
  formatMoney,
  futureDay,
  listingCards,
  logIn,
  originHeader,
  test,
  TINY_PNG,
  whenHydrated,
  bookingBody,
} from './fixtures'

// ---- Helpers ----

const unique = () => randomUUID().slice(0, 8)

/** A toast (react-toastify renders each as an alert) carrying `text`. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })
const listingsTable = (page: Page) => page.getByRole('table', { name: 'Your listings' })
const listingRow = (page: Page, name: string) =>
  listingsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })
const addForm = (page: Page) => page.getByRole('form', { name: 'Add a listing' })

// ---- Stories ----

test('a merchant adds a listing with pictures; it is in the catalog at once, can be hidden, and its new price shows', async ({
  page,
  createUser,
  loginAs,
}) => {
  test.slow()
  const agencyName = `Lens Studio ${unique()}`
  const merchant = await createUser({
    role: 'merchant',
    name: 'Rafi Merchant',
    application: { businessCategory: 'photographer', agencyName },
  })
  await loginAs(merchant)

  await page.goto('/dashboard/add-costumes')
  await expect(page.getByRole('heading', { level: 1, name: 'Add Events' })).toBeVisible()
  // The accepted application became the first listing (named after the agency), published.
  const first = listingRow(page, agencyName)
  await expect(first).toContainText('Wedding photography')
  await expect(first).toContainText(formatMoney(APPLICATION_PRICE_BDT))
  await expect(first).toContainText('Published')
  await expect(first.locator('img')).toBeVisible()
  await expectAccessibleInBothThemes(page)

  // Sent empty, the form says what is missing, under each field.
  const form = addForm(page)
  await expect(form.getByText('Business category: Photographer')).toBeVisible()
  await (await whenHydrated(form.getByRole('button', { name: 'Add listing' }))).click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Category is required')).toBeVisible()
  await expect(form.getByText(MERCHANT_TEXTS.priceRequired)).toBeVisible()
  await expect(form.getByText(MERCHANT_TEXTS.picturesRequired)).toBeVisible()
  await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused()
  // The agency's district and address are prefilled.
  await expect(form.getByLabel('District')).toHaveValue('Khulna')
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('12 Khan Jahan Ali Road')
  await expectAccessibleInBothThemes(page)

  // Filled in with two pictures, it uploads.
  const name = `Golden Hour ${unique()}`
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Category', { exact: true }).fill('Pre-wedding shoot')
  await form.getByLabel('Price (BDT)').fill('23456')
  await form.getByLabel('Rating (optional)').fill('4.6')
  await form.getByLabel('Description (optional)').fill('Golden-hour portraits by the river, two photographers, all edited pictures.')
  // A file that only pretends to be a picture is refused by its content, before anything is sent.
  await form
    .getByLabel('Pictures', { exact: true })
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
  await expect(form.getByText(MERCHANT_TEXTS.fileNotImage('notes.png'))).toBeVisible()
  await form.getByLabel('Pictures', { exact: true }).setInputFiles([
    { name: 'river.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'couple.png', mimeType: 'image/png', buffer: TINY_PNG },
  ])
  await expect(form.getByRole('list', { name: 'Chosen pictures' }).getByRole('img')).toHaveCount(2)
  await expect(form.getByText(MERCHANT_TEXTS.picturesRequired)).toBeHidden()
  await form.getByRole('button', { name: 'Add listing' }).click()
  await expect(toast(page, MERCHANT_TEXTS.uploaded)).toBeVisible()
  const added = listingRow(page, name)
  await expect(added).toContainText(formatMoney(23456))
  await expect(added).toContainText('Pre-wedding shoot')
  await expect(added).toContainText('Published')
  // The form is ready for the next one.
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('')
  await expect(form.getByLabel('Pictures', { exact: true })).toHaveValue('')
  await expect(form.getByRole('list', { name: 'Chosen pictures' })).toHaveCount(0)
  await expect(form.getByLabel('District')).toHaveValue('Khulna')
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('12 Khan Jahan Ali Road')

  // It is in the public photographers list at once: found with the list's search.
  await page.goto(KIND_META.photographer.listPath)
  const search = page.getByRole('search', { name: 'Filter listings' })
  await (await whenHydrated(search.getByLabel('Search'))).fill(name)
  await search.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/q=Golden/)
  await expect(listingCards(page)).toHaveCount(1)
  await expect(listingCards(page).first()).toContainText(name)
  await expect(listingCards(page).first()).toContainText(agencyName)
  await expect(listingCards(page).first()).toContainText(formatMoney(23456))

  // Unpublished, it leaves the catalog.
  await page.goto('/dashboard/add-costumes')
  await (await whenHydrated(added.getByRole('button', { name: `Unpublish ${name}` }))).click()
  await expect(toast(page, en('merchants.listings.unpublished'))).toBeVisible()
  await expect(added).toContainText('Hidden')
  await expect(added.getByRole('link', { name: `View ${name} in the catalog` })).toHaveCount(0)
  await page.goto(`${KIND_META.photographer.listPath}?q=${encodeURIComponent(name)}`)
  await expect(page.getByText('No listings match these filters')).toBeVisible()

  // Published again, and its price edited: the public page shows the new price.
  await page.goto('/dashboard/add-costumes')
  await (await whenHydrated(added.getByRole('button', { name: `Publish ${name}` }))).click()
  await expect(toast(page, en('merchants.listings.published'))).toBeVisible()
  await expect(added).toContainText('Published')
  await added.getByRole('button', { name: `Edit ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Price (BDT)')).toHaveValue('23456')
  await expectAccessibleInBothThemes(page)
  await dialog.getByLabel('Price (BDT)').fill('0')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog.getByText('Price must be more than 0 BDT')).toBeVisible()
  await dialog.getByLabel('Price (BDT)').fill('31500')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, en('merchants.listings.updated'))).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(added.getByRole('button', { name: `Edit ${name}` })).toBeFocused()
  await expect(added).toContainText(formatMoney(31500))
  await added.getByRole('link', { name: `View ${name} in the catalog` }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(formatMoney(31500))
  await expect(page.getByRole('main')).toContainText(agencyName)
})

test('at 360 px the Add Events page fits: each listing is a card with its Edit button in view', async ({ page, createUser, loginAs }) => {
  const merchant = await createUser({ role: 'merchant', application: { businessCategory: 'costume', agencyName: `Sari Ghar ${unique()}` } })
  await loginAs(merchant)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/dashboard/add-costumes')
  await expect(listingsTable(page)).toBeAttached()
  const edit = listingsTable(page)
    .getByRole('button', { name: /^Edit / })
    .first()
  // Below the sidebar's links, the card's Edit button is whole on the screen once scrolled to (none cut off at the side).
  await edit.scrollIntoViewIfNeeded()
  await expect(edit).toBeInViewport({ ratio: 1 })
  await expect(page.getByText('Scroll the table sideways', { exact: false })).toHaveCount(0)
  // A costume seller also gets the size field.
  await expect(addForm(page).getByLabel('Size (optional)')).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
})

test('a booking a customer makes on a listing shows on the merchant’s Bookings, and its page opens', async ({
  page,
  playwright,
  baseURL,
  createUser,
  loginAs,
}) => {
  const agencyName = `Shutter Bari ${unique()}`
  const merchant = await createUser({ role: 'merchant', application: { businessCategory: 'photographer', agencyName } })
  await loginAs(merchant)

  // No bookings yet: a next step instead of an empty table.
  await page.goto('/dashboard/my-bookings')
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings of your listings' })).toBeVisible()
  await expect(page.getByText(/No bookings yet/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Manage your listings' })).toHaveAttribute('href', '/dashboard/add-costumes')
  await expectAccessibleInBothThemes(page)

  // A customer, logged in on their own, books the merchant's first listing for a date.
  const listings = await page.request.get('/api/merchant/listings')
  expect(listings.ok()).toBe(true)
  const [listing] = ((await listings.json()) as { data: TListing[] }).data
  if (!listing) throw new Error('The accepted merchant has no listing')
  const customer = await createUser({ name: 'Nadia Customer' })
  const customerApi = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  const eventDate = futureDay()
  let order: TOrder
  try {
    await logIn(customerApi, baseURL, customer)
    const placed = await customerApi.post('/api/orders', { data: bookingBody(listing, eventDate) })
    expect(placed.status(), await placed.text()).toBe(201)
    order = (await placed.json()) as TOrder
  } finally {
    await customerApi.dispose()
  }

  await page.reload()
  const row = page.getByRole('table', { name: 'Bookings of your listings' }).getByRole('row').filter({ hasText: agencyName })
  await expect(row).toHaveCount(1)
  // The row's name: its number, with the booked event under it.
  await expect(row.getByRole('rowheader').getByRole('link')).toHaveText(`Booking #${order.number}`)
  await expect(row.getByRole('rowheader')).toContainText(listing.name)
  await expect(row).toContainText(formatDate(eventDate))
  await expect(row).toContainText('Nadia Customer')
  await expect(row.getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`)
  await expect(row).toContainText(formatMoney(listing.price))
  await expect(row.getByText('Not paid', { exact: true })).toHaveCount(1)
  await expectAccessibleInBothThemes(page)

  // The merchant may open the booking's own page.
  await row.getByRole('link', { name: `Booking #${order.number}` }).click()
  await expect(page).toHaveURL(`/orders/${order.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Booking #${order.number}` })).toBeVisible()
  await expect(page.getByText('Nadia Customer')).toBeVisible()
  // Paying and cancelling are the customer's.
  await expect(page.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: '← Bookings' })).toHaveAttribute('href', '/dashboard/my-bookings')
})

test('a plain user is refused Add Events, and My bookings shows their own bookings', async ({
  page,
  baseURL,
  createUser,
  loginAs,
  firstListing,
}) => {
  const user = await createUser({ name: 'Mitu User' })
  await loginAs(user)

  await page.goto('/dashboard/add-costumes')
  await expect(page.getByRole('heading', { level: 1, name: 'Add Events' })).toBeVisible()
  await expect(page.getByRole('heading', { name: en('merchants.refusal.title') })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Become a merchant' })).toHaveAttribute('href', '/become-merchant')
  await expect(page.getByRole('form', { name: 'Add a listing' })).toHaveCount(0)
  await expectAccessibleInBothThemes(page)
  // The server refuses too.
  const refused = await page.request.post('/api/upload/costume', {
    multipart: { name: 'x', pictures: { name: 'a.png', mimeType: 'image/png', buffer: TINY_PNG } },
    headers: originHeader(baseURL),
  })
  expect(refused.status()).toBe(403)

  await page.goto('/dashboard/my-bookings')
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible()
  await expect(page.getByText('You have no bookings yet.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/service')

  const costume = await firstListing('costume')
  const placed = await page.request.post('/api/orders', { data: bookingBody(costume), headers: originHeader(baseURL) })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = (await placed.json()) as TOrder

  await page.reload()
  const row = page
    .getByRole('table', { name: 'My bookings' })
    .getByRole('row')
    .filter({ hasText: `Booking #${order.number}` })
  await expect(row).toContainText(costume.name)
  // A costume is delivered: no "No date needed".
  await expect(row).toContainText('Delivery')
  await expect(row).not.toContainText('No date needed')
  await expect(row).toContainText(formatMoney(order.total))
  await expect(row).toContainText('Not paid')
  // Paying and cancelling happen on the My bookings page.
  await page.getByText('The services you booked', { exact: false }).getByRole('link', { name: 'My bookings' }).click()
  await expect(page).toHaveURL('/orders')
  await page.goBack()
  await expect(row).toBeVisible()
  await expectAccessibleInBothThemes(page)
})
