import { messageCard, writeFromBanglaContactPage } from './support/contact-inbox'
import { e2eEnv } from './support/env'
import { bn } from './support/i18n'
import { clickWhenHydrated, expect, expectAccessibleInBothThemes, expectNoSidewaysScroll, mailbox, test } from './fixtures'

/**
 * An admin on a 360 px phone, in Bangla, settles a contact message that needs no reply: it leaves the waiting
 * list for Handled, and nothing is emailed to the sender.
 */
test('in Bangla on a phone: an admin marks a contact message handled, and it moves to Handled', async ({ page, loginAs }) => {
  test.slow()
  const sender = await writeFromBanglaContactPage(page, 'Karim')
  await page.context().clearCookies()
  await loginAs({ email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD })
  await page.goto('/bn/dashboard/contact-messages')
  await expect(page.getByRole('heading', { level: 1, name: bn('admin.inbox.title') })).toBeVisible()
  const card = messageCard(page, sender.name)
  await expect(card).toContainText(sender.text)
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)

  await clickWhenHydrated(card.getByRole('button', { name: bn('admin.inbox.markHandled', { name: sender.name }) }))
  await expect(page.getByRole('alert').filter({ hasText: bn('admin.inbox.markedHandled') })).toBeVisible()
  await expect(card).toHaveCount(0)

  await page
    .getByRole('navigation', { name: bn('admin.inbox.tabs') })
    .getByRole('link', { name: bn('admin.inbox.handled') })
    .click()
  await expect(page).toHaveURL('/bn/dashboard/contact-messages?status=handled')
  await expect(messageCard(page, sender.name)).toContainText(e2eEnv.ADMIN_EMAIL)
  await expectNoSidewaysScroll(page)
  expect(await mailbox.messagesTo(sender.email)).toHaveLength(0)
})
