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
 * Pays `amount` on the payment page through bKash's own checkout, in the page's language: its button, the simulator's
 * wallet page (switched to Bangla for a Bangla page) with the test wallet, then back on the payment page with the
 * success message.
 */
export async function payByBkash(page: Page, amount: number, { locale = 'en' }: { locale?: 'en' | 'bn' } = {}) {
  const t = locale === 'bn' ? bn : en
  const bkash = page.getByRole('region', { name: t('payments.bkash.heading'), exact: true })
  await (await whenHydrated(bkash.getByRole('button', { name: t('payments.bkash.continue') }))).click()
  await expect(page).toHaveURL(/\/api\/test-gateways\/bkash\/pay\//)
  if (locale === 'bn') await page.getByRole('link', { name: 'বাংলা' }).click()
  const account = page.getByRole('form', { name: t('gateway.bkash.account') })
  await fillTestWallet(account, { locale })
  await account.getByRole('button', { name: t('gateway.bkash.confirm', { amount: formatMoney(amount, locale) }) }).click()
  await expect(page).toHaveURL(new RegExp(`${locale === 'bn' ? '/bn' : ''}/payment/[^?]+\\?paid=bk_`))
  await expect(page.getByRole('heading', { name: t('payments.completed') })).toBeVisible()
}
