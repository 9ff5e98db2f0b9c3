import { apiListPath } from '@utsab/shared/kinds'
import type { TListingPage } from '@utsab/shared/schemas/catalog'
import { bookingApi, expect, expectAccessible, expectNoSidewaysScroll, formatMoney, test, whenHydrated } from './fixtures'
import { fillTestWallet } from './support/gateways'
import { bn } from './support/i18n'

test('in Bangla on a phone: Nagad on the SSLCommerz checkout, in Bangla, and back to the receipt', async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
}) => {
  await loginAs(await createUser())
  const costume = ((await (await request.get(`${apiListPath('costume')}?pageSize=6&sort=price`)).json()) as TListingPage).data[5]!
  const order = await bookingApi(page.request, baseURL).placeBooking(costume)
  await page.goto(`/bn/payment/${order.id}`)
  const hosted = page.getByRole('region', { name: bn('payments.hosted.heading') })
  await expect(hosted).toBeInViewport()
  await expectNoSidewaysScroll(page)
  await (await whenHydrated(hosted.getByRole('button', { name: bn('payments.hosted.continue') }))).click()

  await expect(page).toHaveURL(/\/api\/test-gateways\/sslcommerz\/pay\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('note')).toHaveText(bn('gateway.testMode'))
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
  const wallet = page.getByRole('form', { name: bn('gateway.wallet') })
  await wallet.getByLabel(bn('gateway.walletName'), { exact: true }).selectOption('nagad')
  await fillTestWallet(wallet, { locale: 'bn' })
  await wallet.getByRole('button', { name: bn('gateway.pay', { amount: formatMoney(order.total, 'bn') }) }).click()

  await expect(page).toHaveURL(new RegExp(`/bn/payment/${order.id}\\?paid=ssl_`))
  await expect(page.getByRole('heading', { name: bn('payments.completed') })).toBeVisible()
  await expectAccessible(page)
})

test("in Bangla on a phone: bKash's own page, switched to Bangla there, and back to the Bangla receipt", async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
}) => {
  await loginAs(await createUser())
  const costume = ((await (await request.get(`${apiListPath('costume')}?pageSize=7&sort=price`)).json()) as TListingPage).data[6]!
  const order = await bookingApi(page.request, baseURL).placeBooking(costume)
  await page.goto(`/bn/payment/${order.id}`)
  const bkash = page.getByRole('region', { name: bn('payments.bkash.heading'), exact: true })
  await (await whenHydrated(bkash.getByRole('button', { name: bn('payments.bkash.continue') }))).click()
  await expect(page).toHaveURL(/\/api\/test-gateways\/bkash\/pay\//)
  // bKash's page has its own language switch, as the real one does.
  await page.getByRole('link', { name: 'বাংলা' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('heading', { level: 1, name: bn('gateway.bkash.heading') })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
  const account = page.getByRole('form', { name: bn('gateway.bkash.account') })
  await fillTestWallet(account, { locale: 'bn' })
  await account.getByRole('button', { name: bn('gateway.bkash.confirm', { amount: formatMoney(order.total, 'bn') }) }).click()
  await expect(page).toHaveURL(new RegExp(`/bn/payment/${order.id}\\?paid=bk_`))
  await expect(page.getByRole('heading', { name: bn('payments.completed') })).toBeVisible()
})
