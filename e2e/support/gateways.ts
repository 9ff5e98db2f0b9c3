import type { Locator, Page } from '@playwright/test'
import { expect, formatMoney, whenHydrated } from '../fixtures'
import { bn, en } from './i18n'

/** The test wallet the gateway simulators accept (with OTP 123456 and PIN 12121). */
export const TEST_WALLET = '01770618575'

/**
 * Fills a test wallet's number, OTP and PIN on a payment gateway simulator's form (SSLCommerz's
 * mobile banking, or bKash's own page), in the page's language.
 */
export async function fillTestWallet(form: Locator, { pin = '12121', locale = 'en' }: { pin?: string; locale?: 'en' | 'bn' } = {}) {
  const t = locale === 'bn' ? bn : en
  await form.getByLabel(t('gateway.walletNumber')).fill(TEST_WALLET)
  await form.getByLabel(t('gateway.otp')).fill('123456')
  await form.getByLabel(t('gateway.pin')).fill(pin)
}

/**
 * Pays `amount` on the (English) payment page through bKash's own checkout: its button, the simulator's
 * wallet page with the test wallet, then back on the payment page with the success message.
 */
export async function payByBkash(page: Page, amount: number) {
  const bkash = page.getByRole('region', { name: en('payments.bkash.heading'), exact: true })
  await (await whenHydrated(bkash.getByRole('button', { name: en('payments.bkash.continue') }))).click()
  await expect(page).toHaveURL(/\/api\/test-gateways\/bkash\/pay\//)
  const account = page.getByRole('form', { name: en('gateway.bkash.account') })
  await fillTestWallet(account)
  await account.getByRole('button', { name: en('gateway.bkash.confirm', { amount: formatMoney(amount) }) }).click()
  await expect(page).toHaveURL(/\/payment\/[^?]+\?paid=bk_/)
  await expect(page.getByRole('heading', { name: en('payments.completed') })).toBeVisible()
}
