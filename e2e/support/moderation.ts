import type { Page } from '@playwright/test'
import { detailPath, KIND_META, apiListPath } from '@utsab/shared/kinds'
import type { TListingPage } from '@utsab/shared/schemas/catalog'
import {
  clickWhenHydrated,
  e2eEnv,
  expect,
  expectAccessibleInBothThemes,
  type TCreateUserOptions,
  type TTestUser,
  whenHydrated,
} from '../fixtures'
import { bn, en } from './i18n'

type TLang = 'en' | 'bn'
type TStory = {
  page: Page
  lang: TLang
  createUser: (options?: TCreateUserOptions) => Promise<TTestUser>
  loginAs: (user: Pick<TTestUser, 'email' | 'password'>) => Promise<void>
}

const ADMIN = { email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD }

/**
 * The moderation story (decision 029), in one language: an admin suspends a customer with a reason (the
 * users table shows them Suspended) and that customer can no longer log in; then the admin hides a merchant's
 * listing from its page, finds it under Hidden listings with the reason, and it is gone from its list.
 */
export async function moderationStory({ page, lang, createUser, loginAs }: TStory) {
  const t = lang === 'bn' ? bn : en
  const at = (path: string) => (lang === 'bn' ? `/bn${path}` : path)
  const suffix = Math.random().toString(36).slice(2, 8)
  const customer = await createUser({ name: `Suspended Person ${suffix}` })
  const agencyName = `Moderated Studio ${suffix}`
  await createUser({ role: 'merchant', name: `Moderated Merchant ${suffix}`, application: { agencyName } })
  const found = await page.request.get(`${apiListPath('photographer')}?q=${encodeURIComponent(agencyName)}`)
  const listing = ((await found.json()) as TListingPage).data.find((item) => item.agency.name === agencyName)!
  expect(listing, 'the merchant’s first listing is published').toBeTruthy()

  // Suspend, with the reason, from All users.
  await loginAs(ADMIN)
  await page.goto(at('/dashboard/all-users'))
  await (await whenHydrated(page.getByLabel(t('admin.users.search')))).fill(customer.email)
  const table = page.getByRole('table', { name: t('admin.users.title') })
  const row = table.getByRole('row').filter({ hasText: customer.email })
  await expect(row).toHaveCount(1)
  await clickWhenHydrated(row.getByRole('button', { name: t('admin.moderation.suspend', { name: customer.name }) }))
  const dialog = page.getByRole('dialog', { name: t('admin.moderation.suspendTitle', { name: customer.name }) })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: t('admin.moderation.suspendSubmit') }).click()
  await expect(dialog.getByText(t('validation.reason.min'))).toBeVisible()
  await dialog.getByLabel(t('admin.moderation.reason')).fill('Paid with stolen cards, confirmed by the bank.')
  await expectAccessibleInBothThemes(page)
  await dialog.getByRole('button', { name: t('admin.moderation.suspendSubmit') }).click()
  await expect(page.getByRole('alert').filter({ hasText: t('admin.moderation.suspended', { name: customer.name }) })).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row.getByText(t('status.account.suspended'), { exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: t('admin.moderation.reinstate', { name: customer.name }) })).toBeVisible()
  // Nothing else is offered until they are reinstated (the server would refuse it).
  await expect(row.getByText(t('admin.users.reinstateFirst'))).toBeVisible()
  await expect(row.getByRole('button', { name: t('admin.makeAdmin.label') })).toHaveCount(0)

  // The suspended customer cannot log in: the form says why.
  await page.context().clearCookies()
  await page.goto(at('/login'))
  const form = page.getByRole('form', { name: t('auth.login.title') })
  await (await whenHydrated(form.getByLabel(t('auth.field.email')))).fill(customer.email)
  await form.getByLabel(t('auth.field.password')).fill(customer.password)
  await form.getByRole('button', { name: t('auth.login.submit') }).click()
  await expect(page.getByRole('alert').filter({ hasText: t('errors.moderation.accountSuspended') })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${at('/login')}`))

  // Hide the listing from its own page, with the reason.
  await loginAs(ADMIN)
  await page.goto(at(detailPath('photographer', listing.id)))
  await clickWhenHydrated(page.getByRole('button', { name: t('admin.hide.button') }))
  const hideDialog = page.getByRole('dialog', { name: t('admin.hide.title', { name: listing.name }) })
  await hideDialog.getByLabel(t('admin.moderation.reason')).fill('The pictures belong to another studio.')
  await hideDialog.getByRole('button', { name: t('admin.hide.submit') }).click()
  // Taken to Hidden listings once the page's data has loaded (slow on a busy machine).
  await expect(page).toHaveURL(at('/dashboard/hidden-listings'), { timeout: 30_000 })
  const hidden = page
    .getByRole('table', { name: t('admin.hidden.caption') })
    .getByRole('row')
    .filter({ hasText: agencyName })
  await expect(hidden).toContainText('The pictures belong to another studio.')
  await expect(hidden).toContainText(t('admin.hidden.cause.listing'))
  await expectAccessibleInBothThemes(page)

  // Gone from its list and its page.
  await page.goto(`${at(KIND_META.photographer.listPath)}?q=${encodeURIComponent(agencyName)}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('list', { name: t('catalog.grid.label') }).getByRole('listitem')).toHaveCount(0)
  const detail = await page.request.get(`${apiListPath('photographer')}/${listing.id}`)
  expect(detail.status()).toBe(404)
}
