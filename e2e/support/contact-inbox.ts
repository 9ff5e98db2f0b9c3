import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, whenHydrated } from '../fixtures'
import { bn } from './i18n'

/** Support's address in the e2e run (the server's default SUPPORT_EMAIL). */
export const SUPPORT_EMAIL = 'support@utsab.local'

/**
 * A visitor writes from the Bangla contact page, like a person: the form in Bangla, sent. Returns who wrote and what.
 */
export async function writeFromBanglaContactPage(page: Page, label: string) {
  const sender = { name: `${label} ${randomUUID().slice(0, 6)}`, email: `${label.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test` }
  const text = `আমাদের মেয়ের বিয়ের জন্য রাজশাহীতে ৩০০ জনের একটি হল খুঁজছি। ${sender.name}`
  await page.goto('/bn/contact')
  await (await whenHydrated(page.getByLabel(bn('contact.form.name'), { exact: true }))).fill(sender.name)
  await page.getByLabel(bn('contact.form.email'), { exact: true }).fill(sender.email)
  await page.getByLabel(bn('contact.form.message')).fill(text)
  await page.getByRole('button', { name: bn('contact.form.submit') }).click()
  await expect(page.getByLabel(bn('contact.form.name'), { exact: true })).toHaveValue('')
  return { ...sender, text }
}

/** The inbox's card of one message. */
export const messageCard = (page: Page, name: string) => page.getByRole('article', { name })
