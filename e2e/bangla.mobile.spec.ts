import { plainDigits } from '@utsab/shared/format'
import { apiListPath } from '@utsab/shared/kinds'
import type { TListingPage } from '@utsab/shared/schemas/catalog'
import {
  bookingApi,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  formatMoney,
  futureExpiry,
  GOOD_CARD,
  test,
  whenHydrated,
} from './fixtures'
import { bn, en } from './support/i18n'

/**
 * A customer who reads Bangla, on a 360 px phone: chooses Bangla from the mobile menu, then books and
 * pays with every screen, message and email in Bangla (the texts come from the catalogs, so a changed
 * translation changes this test with it).
 */
test('in Bangla on a phone: the menu switches the language, a booking is paid, and both emails come in Bangla', async ({
  page,
  baseURL,
  request,
  createUser,
  loginAs,
  mail,
}) => {
  const customer = await createUser()
  await loginAs(customer)
  await page.goto('/orders')
  await (await whenHydrated(page.getByRole('banner').getByRole('button', { name: en('nav.menu') }))).click()
  const menu = page.getByRole('navigation', { name: en('nav.mobile') })
  await menu.getByRole('button', { name: en('language.switchTo') }).click()
  await expect(page).toHaveURL(/\/bn\/orders$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')

  // A booking placed now is confirmed in the account's language.
  const costumes = (await (await request.get(`${apiListPath('costume')}?pageSize=1&sort=price`)).json()) as TListingPage
  const order = await bookingApi(page.request, baseURL).placeBooking(costumes.data[0]!)
  const number = plainDigits(order.number, 'bn')
  const confirmation = await mail.waitForMessage(customer.email, bn('emails.order.subject', { number }))
  expect(confirmation.text).toContain(bn('emails.order.thanks'))
  expect(mail.linkIn(confirmation, '/payment/')).toContain(`/bn/payment/${order.id}`)

  await page.reload()
  const pay = page.getByRole('link', { name: bn('orders.pay'), exact: true })
  await expect(pay).toBeInViewport()
  await expectNoSidewaysScroll(page)
  await (await whenHydrated(pay)).click()
  await expect(page).toHaveURL(`/bn/payment/${order.id}`)

  const form = page.getByRole('form', { name: bn('payments.card.form') })
  await whenHydrated(form.getByLabel(bn('payments.card.cvc')))
  await form.getByLabel(bn('payments.card.number')).fill(GOOD_CARD)
  await form.getByLabel(bn('payments.card.expiry')).fill(futureExpiry())
  await form.getByLabel(bn('payments.card.cvc')).fill('123')
  const payButton = form.getByRole('button', { name: bn('payments.pay'), exact: true })
  await expect(payButton).toBeEnabled()
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/bn-payment-phone.png`, fullPage: true })
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)

  await payButton.click()
  await expect(page.getByRole('heading', { name: bn('payments.completed') })).toBeVisible()
  await expect(page.getByText(bn('payments.transactionId'))).toBeVisible()
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/bn-paid-phone.png` })
  await expectAccessible(page)

  const receipt = await mail.waitForMessage(customer.email, bn('emails.receipt.subject', { amount: formatMoney(order.total, 'bn') }))
  expect(receipt.text).toContain(bn('emails.receipt.seeBooking'))
  expect(mail.linkIn(receipt, '/orders/')).toContain(`/bn/orders/${order.id}`)
})
