import type { APIRequestContext, Page } from '@playwright/test'
import { apiListPath } from '@utsab/shared/kinds'
import type { TListingPage } from '@utsab/shared/schemas/catalog'
import { TEXTS } from '@utsab/shared/texts'
import { bookingApi, expect, expectAccessible, formatMoney, futureExpiry, rgbOf, test, whenHydrated } from './fixtures'
import { fillTestWallet } from './support/gateways'
import { en } from './support/i18n'

/** A costume of its own for each test (costumes have no date, so tests side by side never clash). */
async function costumeAt(request: APIRequestContext, index: number) {
  const page = (await (await request.get(`${apiListPath('costume')}?pageSize=${index + 1}&sort=price`)).json()) as TListingPage
  return page.data[index]!
}

/** From the payment page to the SSLCommerz checkout (the built-in simulator in test mode). */
async function continueToGateway(page: Page) {
  const hosted = page.getByRole('region', { name: en('payments.hosted.heading') })
  await (await whenHydrated(hosted.getByRole('button', { name: en('payments.hosted.continue') }))).click()
  await expect(page).toHaveURL(/\/api\/test-gateways\/sslcommerz\/pay\//)
  await expect(page.getByRole('note')).toHaveText(en('gateway.testMode'))
}

/** Pays with a test card on the simulator's page. */
async function payByCard(page: Page, number: string, amount: number) {
  const card = page.getByRole('form', { name: en('gateway.card') })
  await card.getByLabel(en('gateway.cardNumber')).fill(number)
  await card.getByLabel(en('gateway.expiry')).fill(futureExpiry())
  await card.getByLabel(en('gateway.cvc')).fill('123')
  await card.getByRole('button', { name: en('gateway.pay', { amount: formatMoney(amount) }) }).click()
}

test('paying by bKash on the SSLCommerz checkout: test wallet, wrong PIN asked again, then paid and back with the receipt', async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
  mail,
}) => {
  const customer = await createUser()
  await loginAs(customer)
  const costume = await costumeAt(request, 3)
  const order = await bookingApi(page.request, baseURL).placeBooking(costume)
  await page.goto(`/payment/${order.id}`)
  await continueToGateway(page)
  await expect(page.getByText(formatMoney(order.total), { exact: true })).toBeVisible()
  await expectAccessible(page)

  const wallet = page.getByRole('form', { name: en('gateway.wallet') })
  await wallet.getByLabel(en('gateway.walletName'), { exact: true }).selectOption('bkash')
  await fillTestWallet(wallet, { pin: '11111' })
  await wallet.getByRole('button', { name: en('gateway.pay', { amount: formatMoney(order.total) }) }).click()
  await expect(page.getByRole('alert')).toHaveText(en('gateway.error.wrongPin'))

  const again = page.getByRole('form', { name: en('gateway.wallet') })
  await fillTestWallet(again)
  await again.getByRole('button', { name: en('gateway.pay', { amount: formatMoney(order.total) }) }).click()

  await expect(page).toHaveURL(new RegExp(`/payment/${order.id}\\?paid=ssl_`))
  await expect(page.getByRole('heading', { name: TEXTS.paymentCompleted })).toBeVisible()
  const transactionId = new URL(page.url()).searchParams.get('paid')!
  await expect(page.getByText(transactionId, { exact: true })).toBeVisible()
  await expectAccessible(page)
  await mail.waitForMessage(customer.email, /receipt|payment/i)

  await page.goto('/orders')
  await expect(page.getByText(transactionId)).toBeVisible()
})

test("paying with bKash directly: bKash's page takes the wallet, OTP and PIN, and the server executes the payment on return", async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
}) => {
  await loginAs(await createUser())
  const costume = await costumeAt(request, 8)
  const order = await bookingApi(page.request, baseURL).placeBooking(costume)
  await page.goto(`/payment/${order.id}`)
  const bkash = page.getByRole('region', { name: en('payments.bkash.heading'), exact: true })
  await (await whenHydrated(bkash.getByRole('button', { name: en('payments.bkash.continue') }))).click()
  await expect(page).toHaveURL(/\/api\/test-gateways\/bkash\/pay\//)
  await expect(page.getByRole('note')).toHaveText(en('gateway.testMode'))
  await expect(page.getByRole('heading', { level: 1, name: en('gateway.bkash.heading') })).toBeVisible()
  await expectAccessible(page)

  const account = page.getByRole('form', { name: en('gateway.bkash.account') })
  await fillTestWallet(account)
  await account.getByRole('button', { name: en('gateway.bkash.confirm', { amount: formatMoney(order.total) }) }).click()

  await expect(page).toHaveURL(new RegExp(`/payment/${order.id}\\?paid=bk_`))
  await expect(page.getByRole('heading', { name: TEXTS.paymentCompleted })).toBeVisible()
  const transactionId = new URL(page.url()).searchParams.get('paid')!
  await expect(page.getByText(transactionId, { exact: true })).toBeVisible()
})

test('a declined card on the checkout comes back in red with nothing charged, and the booking can still be paid', async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
}) => {
  await loginAs(await createUser())
  const costume = await costumeAt(request, 4)
  const order = await bookingApi(page.request, baseURL).placeBooking(costume)
  await page.goto(`/payment/${order.id}`)
  await continueToGateway(page)
  await payByCard(page, '4000 0000 0000 0002', order.total)

  await expect(page).toHaveURL(`/payment/${order.id}?gateway=failed`)
  const notice = page.getByRole('alert').filter({ hasText: en('payments.return.failed') })
  await expect(notice).toBeVisible()
  // Polled: right after the gateway's redirect the page's stylesheet may still be on its way.
  await expect
    .poll(
      async () => {
        const [red, green, blue] = await rgbOf(notice)
        return red! - Math.max(green!, blue!)
      },
      { message: 'the message is red' },
    )
    .toBeGreaterThan(60)

  // Cancelling at the gateway is said plainly too, and the page still offers both ways to pay.
  await continueToGateway(page)
  await page.getByRole('button', { name: en('gateway.cancel') }).click()
  await expect(page).toHaveURL(`/payment/${order.id}?gateway=cancelled`)
  await expect(page.getByRole('status').filter({ hasText: en('payments.return.cancelled') })).toBeVisible()
  await expect(page.getByRole('button', { name: en('payments.hosted.continue') })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled()
})

test('a payment the gateway flags as risky waits for an admin, who releases it: the booking becomes paid', async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
  loginAsRole,
}) => {
  const customer = await createUser({ name: 'Nusrat Jahan' })
  await loginAs(customer)
  const costume = await costumeAt(request, 7)
  const order = await bookingApi(page.request, baseURL).placeBooking(costume)
  await page.goto(`/payment/${order.id}`)
  await continueToGateway(page)
  await payByCard(page, '4000 0000 0000 9235', order.total)
  await expect(page).toHaveURL(`/payment/${order.id}?gateway=held`)
  await expect(page.getByRole('status').filter({ hasText: en('payments.return.held') })).toBeVisible()

  await page.goto('about:blank')
  await page.context().clearCookies()
  await loginAsRole('admin')
  await page.goto('/dashboard')
  await page.getByRole('link', { name: en('dashboard.link.heldPayments') }).click()
  await expect(page).toHaveURL('/dashboard/held-payments')
  const row = page.getByRole('row').filter({ hasText: customer.email })
  await expect(row).toContainText(en('admin.held.reason.risk'))
  await expect(row).toContainText(formatMoney(order.total))
  await expectAccessible(page)
  await (await whenHydrated(row.getByRole('button', { name: en('admin.held.release') }))).click()
  const dialog = page.getByRole('dialog', {
    name: en('admin.held.releaseQuestion', { amount: formatMoney(order.total), name: customer.name }),
  })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: en('admin.held.release') }).click()
  await expect(page.getByText(en('admin.held.released'))).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: customer.email })).toHaveCount(0)

  const [stored] = (await (await page.request.get('/api/orders', { params: { pageSize: 50 } })).json()).data.filter(
    (candidate: { id: string }) => candidate.id === order.id,
  )
  expect(stored).toMatchObject({ status: 'paid' })
})
