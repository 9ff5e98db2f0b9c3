import type { APIRequestContext, Page } from '@playwright/test'
import { COSTUME_DELIVERY_CHARGE_BDT, type TListingKind } from '@utsab/shared/constants'
import { typedDate } from '@utsab/shared/format'
import { apiListPath, detailPath, kindKey } from '@utsab/shared/kinds'
import { fillBookingDetails } from './support/booking'
import { en } from './support/i18n'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import type { TAvailability, TCart, TOrder } from '@utsab/shared/schemas/orders'
import { TEXTS } from '@utsab/shared/texts'
import {
  addDays,
  clickWhenHydrated,
  DECLINED_CARD,
  expect,
  expectAccessible,
  formatDate,
  formatMoney,
  futureDay,
  futureExpiry,
  GOOD_CARD,
  isWeekend,
  logIn,
  originHeader,
  pageStatusError,
  rgbOf,
  test,
  todayInDhaka,
  whenHydrated,
  bookingBody,
} from './fixtures'

// ---- Dates, as the app shows them (event dates are Bangladesh calendar days) ----

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`)

/** The calendar's name for a day: "Sunday, 14 February 2027". */
/** A day button's name: "Friday, 19 February 2027, weekend" (Friday and Saturday are marked as the weekend). */
const dayName = (iso: string) => {
  const date = utc(iso)
  const weekend = isWeekend(iso) ? ', weekend' : ''
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}${weekend}`
}
const monthIndex = (iso: string) => utc(iso).getUTCFullYear() * 12 + utc(iso).getUTCMonth()
const monthName = (index: number) => `${MONTHS[index % 12]} ${Math.floor(index / 12)}`

// ---- The catalog and the API ----

/**
 * The listing at `index` of a kind, cheapest first. Each test takes its own index per kind, so tests
 * running side by side never book the same listing (and so never the same listing and date).
 */
async function listingAt(request: APIRequestContext, kind: TListingKind, index: number): Promise<TListing> {
  const response = await request.get(`${apiListPath(kind)}?pageSize=${index + 1}&sort=price`)
  expect(response.ok()).toBe(true)
  const listing = ((await response.json()) as TListingPage).data[index]
  if (!listing) throw new Error(`No ${kind} listing at index ${index} in the demo data`)
  return listing
}

/** Calls the API with the page's cookies (the page is logged in), as the same-site browser would. */
function apiOf(page: Page, baseURL: string | undefined) {
  const headers = originHeader(baseURL)
  return {
    async order(listing: TListing, eventDate?: string): Promise<TOrder> {
      const response = await page.request.post('/api/orders', { data: bookingBody(listing, eventDate), headers })
      expect(response.status(), await response.text()).toBe(201)
      return (await response.json()) as TOrder
    },
    async orders(): Promise<TOrder[]> {
      const response = await page.request.get('/api/order')
      expect(response.ok()).toBe(true)
      return ((await response.json()) as { data: TOrder[] }).data
    },
    async addToCart(listing: TListing, eventDate?: string) {
      const response = await page.request.post('/api/cart', { data: bookingBody(listing, eventDate), headers })
      expect(response.status(), await response.text()).toBe(201)
    },
    async cart(): Promise<TCart> {
      const response = await page.request.get('/api/cart')
      expect(response.ok()).toBe(true)
      return (await response.json()) as TCart
    },
  }
}

async function availabilityOf(request: APIRequestContext, listing: TListing) {
  const response = await request.get(`${apiListPath(listing.kind)}/${listing.id}/availability`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as TAvailability
}
const bookedDays = async (request: APIRequestContext, listing: TListing) => (await availabilityOf(request, listing)).booked
/** A venue's shifts taken on days whose other shift is free. */
const takenShifts = async (request: APIRequestContext, listing: TListing) => (await availabilityOf(request, listing)).takenShifts

// ---- The screens ----

const click = clickWhenHydrated

const calendar = (page: Page) => page.getByRole('group', { name: 'Event date' })
/** A day button of the event-date calendar, moving the calendar to its month first. */
async function showDay(page: Page, iso: string) {
  const group = calendar(page)
  const target = monthIndex(iso)
  const first = await group.locator('button[data-day]').first().getAttribute('data-day')
  for (let month = monthIndex(first ?? iso); month < target; month += 1) {
    await click(group.getByRole('button', { name: 'Next month' }))
    await expect(group.getByRole('table', { name: monthName(month + 1) })).toBeVisible()
  }
  return group.getByRole('button', { name: new RegExp(`^${dayName(iso)}(,|$)`) })
}
async function pickDay(page: Page, iso: string) {
  const day = await showDay(page, iso)
  await expect(day).toHaveAccessibleName(dayName(iso))
  await click(day)
  await expect(day).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(`Event date: ${formatDate(iso)}`)).toBeVisible()
}

const header = (page: Page) => page.getByRole('banner')
const cartLink = (page: Page, count: number) => header(page).getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` })
/** A toast (react-toastify renders each as an alert) carrying `text`. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })
/** The orders table's row for a listing. */
const orderRow = (page: Page, listing: TListing) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: listing.name }) })

/** What stays on screen after paying: the message, the transaction id and the links on. */
const paymentDone = (page: Page) => page.getByRole('status').filter({ hasText: TEXTS.paymentCompleted })
const cardForm = (page: Page) => page.getByRole('form', { name: 'Card payment' })
async function fillCard(page: Page, number: string) {
  const form = cardForm(page)
  // Typed before hydration, the values would be lost to the form library.
  await whenHydrated(form.getByLabel('CVC'))
  await form.getByLabel('Card number').fill(number)
  await form.getByLabel('Expiry (MM/YY)').fill(futureExpiry())
  await form.getByLabel('CVC').fill('123')
}
const payButton = (page: Page) => cardForm(page).getByRole('button', { name: 'Pay', exact: true })
/** A fresh customer's costume order (`login` signs them in), its payment page open and Pay ready. */
async function payingForCostume(page: Page, baseURL: string | undefined, request: APIRequestContext, login: () => Promise<unknown>) {
  const costume = await listingAt(request, 'costume', 2)
  await login()
  const order = await apiOf(page, baseURL).order(costume)
  await page.goto(`/payment/${order.id}`)
  await expect(payButton(page)).toBeEnabled()
  return { costume, order }
}
/** Where the page's card form sends the card in test mode: the SSLCommerz simulator's card path of the payment. */
const GATEWAY_CARD_PATH = '**/api/test-gateways/sslcommerz/pay/*/card'

/** The text colour of an element as [r, g, b], whatever notation the style uses (oklch included). */

// ---- Stories ----

test('a customer books a venue for a day, and that day is then taken for everyone', async ({
  page,
  browser,
  baseURL,
  request,
  createUser,
  loginAs,
}) => {
  // Two browsers, the details refused twice before the booking, and axe three times: a long story.
  test.slow()
  const venue = await listingAt(request, 'venue', 0)
  const day = futureDay()
  await loginAs(await createUser({ name: 'Farhana Akter' }))

  await page.goto(detailPath('venue', venue.id))
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible()
  await expect(calendar(page)).toBeVisible()
  // Past days cannot be picked (today is the first day of the window).
  const yesterday = addDays(todayInDhaka(), -1)
  if (monthIndex(yesterday) === monthIndex(todayInDhaka()))
    await expect(calendar(page).getByRole('button', { name: `${dayName(yesterday)}, unavailable` })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  await expectAccessible(page)
  await pickDay(page, day)
  // A first booking asks for every detail the merchant needs: nothing chosen yet, each is named under its field.
  await click(page.getByRole('button', { name: 'Booking', exact: true }))
  await expect(page.getByText(en('validation.booking.shiftMissing'))).toBeVisible()
  await expect(page).toHaveURL(detailPath('venue', venue.id))
  await fillBookingDetails(page, venue, { shift: 'evening', guests: 120 })
  await page.getByRole('textbox', { name: 'Guests' }).fill(String(venue.capacity! + 1))
  await click(page.getByRole('button', { name: 'Booking', exact: true }))
  await expect(page.getByText(`This venue seats at most ${venue.capacity} guests.`)).toBeVisible()
  await page.getByRole('textbox', { name: 'Guests' }).fill('120')
  await expectAccessible(page)
  await click(page.getByRole('button', { name: 'Booking', exact: true }))

  await expect(page).toHaveURL('/orders')
  const row = orderRow(page, venue)
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(formatDate(day))
  await expect(row).toContainText(en('booking.shift.evening'))
  await expect(row).toContainText(en('booking.guests', { count: '120' }))
  // The contact is the customer's own mobile number, as the merchant sees it.
  await expect(row.getByRole('link', { name: '+880 1711-000000' })).toBeVisible()
  await expect(row.getByRole('link', { name: /^Booking #\d+$/ })).toBeVisible()
  // One's own name and email are no column of one's own bookings.
  await expect(row).not.toContainText('Farhana Akter')
  await expect(row.getByRole('link', { name: 'Pay', exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: 'Cancel booking' })).toBeVisible()
  for (const column of ['Booking', 'Event date', 'Price', 'Status', 'Place and contact', 'Transaction', 'Action'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible()
  await expectAccessible(page)

  // Another customer, in a browser of their own, finds the day taken.
  const other = await browser.newContext({ baseURL })
  const errors: string[] = []
  try {
    await logIn(other.request, baseURL, await createUser({ name: 'Rafiq Islam' }))
    const otherPage = await other.newPage()
    otherPage.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    otherPage.on('pageerror', (error) => errors.push(error.message))
    await otherPage.goto(detailPath('venue', venue.id))
    // The evening is taken; the day shift of that date can still be booked.
    await pickDay(otherPage, day)
    const evening = otherPage.getByRole('radio', { name: en('orders.details.shiftBooked', { shift: en('orders.details.shift.evening') }) })
    await expect(evening).toBeDisabled()
    await expect(otherPage.getByRole('radio', { name: en('orders.details.shift.day'), exact: true })).toBeEnabled()
    await expectAccessible(otherPage)
  } finally {
    await other.close()
  }
  expect(errors, 'console errors in the second browser').toEqual([])
  expect(await takenShifts(request, venue)).toContainEqual({ date: day, shift: 'evening' })
})

test('Buy now on a costume shows its price, the delivery charge and the total on the orders page', async ({
  page,
  request,
  createUser,
  loginAs,
}) => {
  const costume = await listingAt(request, 'costume', 0)
  await loginAs(await createUser())
  await page.goto(detailPath('costume', costume.id))
  await expect(page.getByText(en('catalog.detail.deliveryCharge', { amount: formatMoney(COSTUME_DELIVERY_CHARGE_BDT) }))).toBeVisible()
  // Costumes are delivered: no event date to pick.
  await expect(calendar(page)).toHaveCount(0)
  await fillBookingDetails(page, costume)
  // Delivery needs two days: tomorrow is refused under its field.
  await page.getByLabel('Delivery date').fill(typedDate(addDays(todayInDhaka(), 1)))
  await click(page.getByRole('button', { name: en(kindKey('costume', 'orderAction')), exact: true }))
  await expect(page.getByText(`Delivery takes at least 2 days: choose ${formatDate(addDays(todayInDhaka(), 2))} or later.`)).toBeVisible()
  await page.getByLabel('Delivery date').fill(typedDate(addDays(todayInDhaka(), 7)))
  await click(page.getByRole('button', { name: en(kindKey('costume', 'orderAction')), exact: true }))

  await expect(page).toHaveURL('/orders')
  const row = orderRow(page, costume)
  await expect(row).toHaveCount(1)
  // A costume is delivered: its row says so instead of "No date needed".
  await expect(row.getByRole('cell', { name: 'Delivery', exact: true })).toBeVisible()
  await expect(row).not.toContainText('No date needed')
  const price = row.getByRole('cell').nth(1)
  await expect(price.getByRole('term')).toHaveText(['Price', 'Delivery charge', 'Total'])
  await expect(price.getByRole('definition')).toHaveText([
    formatMoney(costume.price),
    formatMoney(COSTUME_DELIVERY_CHARGE_BDT),
    formatMoney(costume.price + COSTUME_DELIVERY_CHARGE_BDT),
  ])
  await expect(row.getByRole('link', { name: 'Pay', exact: true })).toBeVisible()
})

test('paying with a good card: Pay waits for the payment to load, then the order is paid', async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
}) => {
  const costume = await listingAt(request, 'costume', 1)
  await loginAs(await createUser())
  const order = await apiOf(page, baseURL).order(costume)
  // The page's timers run on a clock the test can move on (below), rather than waiting for them.
  await page.clock.install()

  // Hold the payment intent back to see the form before it arrives.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/create-payment-intent', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/orders')
  await click(orderRow(page, costume).getByRole('link', { name: 'Pay', exact: true }))
  await expect(page).toHaveURL(`/payment/${order.id}`)
  await expect(page.getByText(TEXTS.testMode, { exact: true })).toBeVisible()
  await expect(payButton(page)).toBeDisabled()
  await fillCard(page, GOOD_CARD)
  await expect(payButton(page)).toBeDisabled()
  release()
  await expect(payButton(page)).toBeEnabled()
  await page.unroute('**/api/create-payment-intent')
  const summary = page.getByRole('region', { name: 'Paying for' })
  await expect(summary.getByText(costume.name)).toBeVisible()
  await expect(summary.getByText(formatMoney(order.total), { exact: true }).first()).toBeVisible()
  await expectAccessible(page)

  await payButton(page).click()
  await expect(page.getByRole('heading', { name: TEXTS.paymentCompleted })).toBeVisible()
  const transaction = page.getByText(/^Transaction id:/)
  await expect(transaction).toHaveText(/^Transaction id: \S{6,}/)

  const transactionId = (await transaction.textContent())!.replace('Transaction id:', '').trim()

  // The message and the transaction id stay on screen (no timed redirect any more: it used to leave after 4 s).
  // The page's clock is moved on instead of waited for.
  await page.clock.fastForward(5_000)
  await expect(page).toHaveURL(`/payment/${order.id}`)
  await expect(transaction).toBeVisible()
  await expect(paymentDone(page).getByRole('link', { name: 'My bookings', exact: true })).toBeVisible()

  // The booking's own page shows it paid, with the same transaction id.
  await click(paymentDone(page).getByRole('link', { name: `See booking #${order.number}` }))
  await expect(page).toHaveURL(`/orders/${order.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Booking #${order.number}` })).toBeVisible()
  await expect(page.getByText(transactionId, { exact: true })).toBeVisible()
  await expect(page.getByText('Paid on')).toBeVisible()

  await page.goto('/orders')
  const row = orderRow(page, costume)
  // Paid once per row (the status), and the transaction id with it.
  await expect(row.getByText('Paid', { exact: true })).toHaveCount(1)
  await expect(row).toContainText(transactionId)
  await expect(row.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0)
  await expect(row.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  const [stored] = (await apiOf(page, baseURL).orders()).filter((candidate) => candidate.id === order.id)
  expect(stored).toMatchObject({ paid: true, status: 'paid' })
})

test('a booking has its own page for its customer; another customer is refused', async ({
  page,
  browser,
  baseURL,
  request,
  createUser,
  loginAs,
}) => {
  const photographer = await listingAt(request, 'photographer', 2)
  const day = futureDay()
  await loginAs(await createUser())
  const order = await apiOf(page, baseURL).order(photographer, day)

  await page.goto('/orders')
  await click(orderRow(page, photographer).getByRole('link', { name: `Booking #${order.number}` }))
  await expect(page).toHaveURL(`/orders/${order.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Booking #${order.number}` })).toBeVisible()
  await expect(page.getByRole('link', { name: photographer.name })).toBeVisible()
  await expect(page.getByText(formatDate(day))).toBeVisible()
  await expect(page.getByText('Not paid').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pay', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible()
  await expectAccessible(page)

  // Someone else, logged in in a browser of their own, learns nothing about it.
  const other = await browser.newContext({ baseURL })
  try {
    await logIn(other.request, baseURL, await createUser())
    const otherPage = await other.newPage()
    const answer = await otherPage.goto(`/orders/${order.id}`)
    expect(answer?.status()).toBe(404)
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Booking not found' })).toBeVisible()
    await expect(otherPage.getByText(photographer.name)).toHaveCount(0)
  } finally {
    await other.close()
  }
})

test('a declined card is told in red under the form, and the order stays unpaid', async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
}) => {
  const { costume, order } = await payingForCostume(page, baseURL, request, async () => loginAs(await createUser()))
  await fillCard(page, DECLINED_CARD)
  await payButton(page).click()
  const alert = cardForm(page).getByRole('alert')
  await expect(alert).toHaveText('Your card was declined.')
  const [red, green, blue] = await rgbOf(alert)
  expect(red, `the message is red (rgb ${red}, ${green}, ${blue})`).toBeGreaterThan(Math.max(green!, blue!) + 60)
  await expect(page.getByText(TEXTS.paymentCompleted)).toHaveCount(0)
  await expect(page).toHaveURL(`/payment/${order.id}`)
  await expectAccessible(page)

  const [stored] = (await apiOf(page, baseURL).orders()).filter((candidate) => candidate.id === order.id)
  expect(stored).toMatchObject({ paid: false, status: 'pending' })
  await page.goto('/orders')
  await expect(orderRow(page, costume).getByRole('link', { name: 'Pay', exact: true })).toBeVisible()
})

test('a declined card ends that payment: Pay waits for a fresh one, and another card then pays', async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
}) => {
  const { order } = await payingForCostume(page, baseURL, request, async () => loginAs(await createUser()))
  await fillCard(page, DECLINED_CARD)
  // The fresh payment is held back, to see Pay wait for it.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/create-payment-intent', async (route) => {
    await held
    await route.continue()
  })
  const refused = page.waitForResponse(GATEWAY_CARD_PATH)
  await payButton(page).click()
  const refusal = await refused
  expect(await refusal.json()).toMatchObject({ status: 'FAILED', error: { code: 'card_declined' } })
  await expect(cardForm(page).getByRole('alert')).toHaveText('Your card was declined.')
  await expect(payButton(page)).toBeDisabled()
  const renewed = page.waitForResponse('**/api/create-payment-intent')
  release()
  expect((await renewed).status()).toBe(200)
  await page.unroute('**/api/create-payment-intent')
  await expect(payButton(page)).toBeEnabled()

  await cardForm(page).getByLabel('Card number').fill(GOOD_CARD)
  const paid = page.waitForResponse(GATEWAY_CARD_PATH)
  await payButton(page).click()
  await expect(page.getByRole('heading', { name: TEXTS.paymentCompleted })).toBeVisible()
  const payment = await paid
  expect(payment.url(), 'the card went to the fresh payment, not the ended one').not.toBe(refusal.url())
  expect(await payment.json()).toMatchObject({ status: 'VALID' })
  const [stored] = (await apiOf(page, baseURL).orders()).filter((candidate) => candidate.id === order.id)
  expect(stored).toMatchObject({ paid: true, status: 'paid' })
})

test.describe('a card the gateway flags as risky', () => {
  // The page asks to record a payment that waits for an admin: the server's 409 is logged by the browser.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 409/] })

  test('is taken but held: the page says it is being checked, and the booking waits for an admin', async ({
    page,
    baseURL,
    request,
    createUser,
    loginAs,
  }) => {
    const { order } = await payingForCostume(page, baseURL, request, async () => loginAs(await createUser()))
    await expect(page.getByText(en('payments.testCard.held'))).toBeVisible()
    await fillCard(page, '4000 0000 0000 9235')
    await payButton(page).click()
    await expect(page.getByRole('status').filter({ hasText: en('payments.return.held') })).toBeVisible()
    await expect(page.getByRole('heading', { name: TEXTS.paymentCompleted })).toHaveCount(0)
    const [stored] = (await apiOf(page, baseURL).orders()).filter((candidate) => candidate.id === order.id)
    expect(stored).toMatchObject({ paid: false, status: 'pending' })
  })
})

test.describe('the answer to a charge is lost', () => {
  // The browser logs the dropped connection.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_CONNECTION_RESET/] })

  test('pressing Pay again charges nothing more and still records the payment', async ({ page, baseURL, request, createUser, loginAs }) => {
    const costume = await listingAt(request, 'costume', 2)
    await loginAs(await createUser())
    const order = await apiOf(page, baseURL).order(costume)

    // The card is charged at the gateway, but the browser never hears the answer: its request is dropped at once
    // (no race with an answer on its way) and the same card reaches the gateway as a request of its own.
    let charged: Promise<{ status: number; json: unknown }> | undefined
    await page.route(GATEWAY_CARD_PATH, async (route) => {
      const { url, body } = { url: route.request().url(), body: route.request().postDataJSON() as object }
      await route.abort('connectionreset')
      charged = page.request
        .post(url, { data: body })
        .then(async (response) => ({ status: response.status(), json: await response.json() }))
    })
    await page.goto(`/payment/${order.id}`)
    await expect(payButton(page)).toBeEnabled()
    await fillCard(page, GOOD_CARD)
    await payButton(page).click()
    await expect(cardForm(page).getByRole('alert')).toHaveText(en('client.network'))
    const first = await charged
    expect(first?.status, 'the card is charged at the gateway').toBe(200)
    expect(first?.json).toMatchObject({ status: 'VALID', tran_id: expect.stringMatching(/^ssl_/) })
    const { tran_id: transactionId } = first!.json as { tran_id: string }
    await expect(page.getByText(TEXTS.paymentCompleted)).toHaveCount(0)

    await page.unroute(GATEWAY_CARD_PATH)
    const repeat = page.waitForResponse(GATEWAY_CARD_PATH)
    await payButton(page).click()
    await expect(page.getByRole('heading', { name: TEXTS.paymentCompleted })).toBeVisible()
    // The gateway answers the paid session again with the same transaction, taking nothing more.
    const answer = await repeat
    expect(answer.status()).toBe(200)
    expect(await answer.json()).toEqual({ status: 'VALID', tran_id: transactionId })
    await expect(paymentDone(page).getByText(transactionId, { exact: true })).toBeVisible()
    const [stored] = (await apiOf(page, baseURL).orders()).filter((candidate) => candidate.id === order.id)
    expect(stored).toMatchObject({ paid: true, status: 'paid' })
  })
})

test('cancelling an unpaid order asks first; keeping it keeps it, confirming removes it', async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
}) => {
  const photographer = await listingAt(request, 'photographer', 0)
  const day = futureDay()
  await loginAs(await createUser())
  await apiOf(page, baseURL).order(photographer, day)
  expect(await bookedDays(request, photographer)).toContain(day)

  await page.goto('/orders')
  const row = orderRow(page, photographer)
  await expect(row).toContainText(formatDate(day))
  const cancel = row.getByRole('button', { name: 'Cancel booking' })
  const dialog = page.getByRole('dialog', { name: TEXTS.cancelConfirm })

  await click(cancel)
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(TEXTS.cancelConfirm)
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Keep it' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(1)
  await expect(cancel).toBeFocused()

  await cancel.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click()
  await expect(toast(page, TEXTS.deletedSuccessfully)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(0)
  // The day is free again, and the order stays gone on a fresh load.
  expect(await bookedDays(request, photographer)).not.toContain(day)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible()
  await expect(orderRow(page, photographer)).toHaveCount(0)
})

test('three services in the cart are checked out and paid with one payment', async ({ page, baseURL, request, createUser, loginAs }) => {
  // Three detail pages with their details, the cart and the payment: a long story.
  test.slow()
  const venue = await listingAt(request, 'venue', 1)
  const photographer = await listingAt(request, 'photographer', 1)
  const costume = await listingAt(request, 'costume', 3)
  const day = futureDay()
  await loginAs(await createUser())

  await page.goto(detailPath('venue', venue.id))
  await expect(cartLink(page, 0)).toBeVisible()
  await pickDay(page, day)
  await fillBookingDetails(page, venue)
  await click(page.getByRole('button', { name: TEXTS.addToCart, exact: true }))
  await expect(toast(page, TEXTS.addedToCart)).toBeVisible()
  await expect(cartLink(page, 1)).toBeVisible()

  // The mobile number, given once, is on the account: the next pages do not ask again.
  await page.goto(detailPath('photographer', photographer.id))
  await expect(page.getByRole('textbox', { name: en('orders.details.phone') })).toHaveCount(0)
  await pickDay(page, day)
  await fillBookingDetails(page, photographer)
  await click(page.getByRole('button', { name: TEXTS.addToCart, exact: true }))
  await expect(cartLink(page, 2)).toBeVisible()

  await page.goto(detailPath('costume', costume.id))
  await fillBookingDetails(page, costume)
  await click(page.getByRole('button', { name: TEXTS.addToCart, exact: true }))
  await expect(cartLink(page, 3)).toBeVisible()

  const total = venue.price + photographer.price + costume.price + COSTUME_DELIVERY_CHARGE_BDT
  expect((await apiOf(page, baseURL).cart()).total).toBe(total)
  await click(cartLink(page, 3))
  await expect(page).toHaveURL('/cart')
  const items = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')
  await expect(items).toHaveCount(3)
  for (const listing of [venue, photographer, costume])
    await expect(page.getByRole('button', { name: `Remove ${listing.name}` })).toBeVisible()
  await expect(items.filter({ hasText: venue.name })).toContainText(formatDate(day))
  await expect(items.filter({ hasText: photographer.name })).toContainText(formatDate(day))
  await expect(page.getByText('Total (3 items)')).toBeVisible()
  await expect(page.getByText(formatMoney(total), { exact: true })).toBeVisible()
  await expectAccessible(page)

  await click(page.getByRole('button', { name: 'Checkout' }))
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/)
  await expect(cartLink(page, 0)).toBeVisible()
  const summary = page.getByRole('region', { name: 'Paying for 3 bookings' })
  await expect(summary).toBeVisible()
  for (const listing of [venue, photographer, costume]) await expect(summary.getByText(listing.name)).toBeVisible()
  await expect(summary.getByText(formatMoney(total), { exact: true })).toBeVisible()
  await expect(payButton(page)).toBeEnabled()
  await fillCard(page, GOOD_CARD)
  await payButton(page).click()
  await expect(page.getByRole('heading', { name: TEXTS.paymentCompleted })).toBeVisible()

  await click(paymentDone(page).getByRole('link', { name: 'My bookings', exact: true }))
  await expect(page).toHaveURL('/orders')
  for (const listing of [venue, photographer, costume]) {
    const row = orderRow(page, listing)
    await expect(row.getByText('Paid', { exact: true })).toHaveCount(1)
    await expect(row.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  }
  const orders = await apiOf(page, baseURL).orders()
  expect(orders).toHaveLength(3)
  expect(orders.every((order) => order.paid)).toBe(true)
  expect(await takenShifts(request, venue)).toContainEqual({ date: day, shift: 'evening' })
})

const cartRow = (page: Page, listing: TListing) =>
  page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: listing.name })

test('Remove says which item left the cart and moves the focus to the next one', async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
}) => {
  const first = await listingAt(request, 'costume', 5)
  const second = await listingAt(request, 'costume', 6)
  await loginAs(await createUser())
  await apiOf(page, baseURL).addToCart(first)
  await apiOf(page, baseURL).addToCart(second)
  await page.goto('/cart')
  // A costume has no event date: its row says nothing about one.
  await expect(cartRow(page, first)).not.toContainText('Event date')
  await click(page.getByRole('button', { name: `Remove ${first.name}` }))
  await expect(toast(page, `${first.name} was removed from your cart.`)).toBeVisible()
  await expect(cartRow(page, first)).toHaveCount(0)
  await expect(page.getByRole('button', { name: `Remove ${second.name}` })).toBeFocused()
  await expect(cartLink(page, 1)).toBeVisible()
})

test.describe("the cart's refusals (409 answers the browser logs)", () => {
  test.use({ allowedConsoleErrors: [pageStatusError(409)] })

  test('adding an item that is already in the cart says so instead of "Added to cart"', async ({ page, request, createUser, loginAs }) => {
    const costume = await listingAt(request, 'costume', 7)
    await loginAs(await createUser())
    await page.goto(detailPath('costume', costume.id))
    await fillBookingDetails(page, costume)
    await click(page.getByRole('button', { name: TEXTS.addToCart, exact: true }))
    await expect(toast(page, TEXTS.addedToCart)).toBeVisible()
    await expect(cartLink(page, 1)).toBeVisible()
    await fillBookingDetails(page, costume)
    await click(page.getByRole('button', { name: TEXTS.addToCart, exact: true }))
    // The same toast now carries the server's already_in_cart message, which names the item.
    await expect(toast(page, costume.name)).toBeVisible()
    await expect(toast(page, TEXTS.addedToCart)).toHaveCount(0)
    await expect(cartLink(page, 1)).toBeVisible()
  })

  test('a cart item moves to another date, and a clash at checkout is shown on the item it concerns', async ({
    page,
    baseURL,
    request,
    createUser,
    loginAs,
  }) => {
    const venue = await listingAt(request, 'venue', 8)
    await loginAs(await createUser())
    const api = apiOf(page, baseURL)
    // Three different days, in order (three random picks could coincide, and the test would not run).
    const first = futureDay()
    const [taken, moved] = [addDays(first, 3), addDays(first, 6)]
    await api.addToCart(venue, first)
    await api.order(venue, taken)
    await page.goto('/cart')
    const row = cartRow(page, venue)
    await expect(row).toContainText(formatDate(first))

    // A day that is booked is refused by the field, naming the item.
    await click(row.getByRole('button', { name: `Change the date of ${venue.name}` }))
    await row.getByLabel('New event date').fill(typedDate(taken))
    await row.getByRole('button', { name: 'Save date' }).click()
    await expect(row.getByLabel('New event date')).toHaveAttribute('aria-invalid', 'true')
    await expect(row.getByLabel('New event date')).toBeFocused()
    await expect(row.getByLabel('New event date')).not.toHaveAccessibleDescription('')

    await row.getByLabel('New event date').fill(typedDate(moved))
    await row.getByRole('button', { name: 'Save date' }).click()
    await expect(toast(page, `${venue.name} is now on ${formatDate(moved)}.`)).toBeVisible()
    await expect(row).toContainText(`Event date: ${formatDate(moved)}`)
    expect((await api.cart()).items[0]?.eventDate).toBe(moved)

    // Someone (here: the same account, elsewhere) books that day before checkout: the clash names the item on its row.
    await api.order(venue, moved)
    await click(page.getByRole('button', { name: 'Checkout' }))
    await expect(row.getByRole('alert')).toContainText(venue.name)
    await expect(page).toHaveURL('/cart')
  })
})

test('a visitor who picks a date and presses Booking logs in and comes back to the venue with that date', async ({
  page,
  request,
  createUser,
}) => {
  const venue = await listingAt(request, 'venue', 2)
  const user = await createUser()
  const day = futureDay()
  await page.goto(detailPath('venue', venue.id))
  await pickDay(page, day)
  await click(page.getByRole('link', { name: 'Booking', exact: true }))
  const back = `${detailPath('venue', venue.id)}?date=${day}`
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(back)}`)

  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email', { exact: true }).fill(user.email)
  await form.getByLabel('Password', { exact: true }).fill(user.password)
  await click(form.getByRole('button', { name: 'Log in', exact: true }))
  await expect(page).toHaveURL(back)
  await expect(page.getByRole('button', { name: 'Booking', exact: true })).toBeVisible()
  await expect(calendar(page)).toBeVisible()
  await expect(page.getByText(`Event date: ${formatDate(day)}`)).toBeVisible()
  await expect(calendar(page).getByRole('button', { name: dayName(day) })).toHaveAttribute('aria-pressed', 'true')
})
