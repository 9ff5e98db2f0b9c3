import type { Locator } from '@playwright/test'
import { bn, en } from './i18n'

/**
 * Fills a test wallet's number, OTP and PIN on a payment gateway simulator's form (SSLCommerz's
 * mobile banking, or bKash's own page), in the page's language.
 */
export async function fillTestWallet(form: Locator, { pin = '12121', locale = 'en' }: { pin?: string; locale?: 'en' | 'bn' } = {}) {
  const t = locale === 'bn' ? bn : en
  await form.getByLabel(t('gateway.walletNumber')).fill('01770618575')
  await form.getByLabel(t('gateway.otp')).fill('123456')
  await form.getByLabel(t('gateway.pin')).fill(pin)
}
