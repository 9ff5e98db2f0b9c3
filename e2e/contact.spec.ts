import { TEXTS } from '@utsab/shared/texts'
import { messageCard, SUPPORT_EMAIL, writeFromBanglaContactPage } from './support/contact-inbox'
import { e2eEnv } from './support/env'
import { bn, en } from './support/i18n'
import { clickWhenHydrated, expect, expectAccessible, expectAccessibleInBothThemes, mailbox, pageStatusError, test } from './fixtures'

test('a visitor sends a message from the contact page', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByText(TEXTS.contactReply)).toBeVisible()

  await page.getByLabel('Name', { exact: true }).fill('Nusrat Jahan')
  await page.getByLabel('Email', { exact: true }).fill('not-an-email')
  await page.getByLabel('Message').fill('We need a venue and a photographer for 300 guests.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Email is not valid')).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)

  await page.getByLabel('Email', { exact: true }).fill('nusrat@example.com')
  await page.getByLabel('Phone').fill('+880 1711-000000')
  await page.getByLabel('Company name').fill('Shapla Events')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText(TEXTS.contactSent)).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
})

test.describe('the contact inbox', () => {
  test('support is emailed each message; an admin replies from the inbox, the sender gets it in Bangla, and it moves to Handled', async ({
    page,
    loginAs,
  }) => {
    // A form, two mails, a dialog and axe in both themes on two pages.
    test.slow()
    const sender = await writeFromBanglaContactPage(page, 'Rahima')
    // Support gets every sender's message, other tests' too: this one is found by its sender's address.
    const toSupport = await mailbox.waitForMessage(SUPPORT_EMAIL, en('emails.contact.receivedSubject'), { containing: sender.email })
    expect(toSupport.text).toContain(sender.email)

    await page.context().clearCookies()
    await loginAs({ email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD })
    await page.goto('/dashboard')
    await clickWhenHydrated(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Contact messages' }))
    await expect(page).toHaveURL('/dashboard/contact-messages')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible()
    const card = messageCard(page, sender.name)
    await expect(card).toContainText(sender.text)
    await expect(card.getByRole('link', { name: sender.email })).toHaveAttribute('href', `mailto:${sender.email}`)
    await expectAccessibleInBothThemes(page)

    // Too short a reply is refused under the field; a real one is sent.
    await clickWhenHydrated(card.getByRole('button', { name: en('admin.inbox.reply', { name: sender.name }) }))
    const dialog = page.getByRole('dialog', { name: `Reply to ${sender.name}` })
    await expect(dialog.getByRole('textbox', { name: 'Your reply' })).toBeFocused()
    await dialog.getByRole('textbox', { name: 'Your reply' }).fill('ok')
    await dialog.getByRole('button', { name: 'Send reply' }).click()
    await expect(dialog.getByText('Please write a reply of at least 5 characters')).toBeVisible()
    await expectAccessible(page)
    const answer = 'Yes: our Rajshahi hall seats 300 in the evening. Call us on 01711-000000.'
    await dialog.getByRole('textbox', { name: 'Your reply' }).fill(answer)
    await dialog.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByRole('alert').filter({ hasText: `Reply sent to ${sender.email}` })).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(card).toHaveCount(0)

    // The sender reads it in the language they wrote in; their answer goes to support.
    const reply = await mailbox.waitForMessage(sender.email, bn('emails.contact.replySubject'))
    expect(reply.text).toContain(answer)
    expect(reply.text).toContain(sender.text)

    // Handled keeps it, with the reply and who sent it; the audit log on the dashboard says so too.
    await page.getByRole('navigation', { name: 'Messages by status' }).getByRole('link', { name: 'Handled' }).click()
    await expect(page).toHaveURL('/dashboard/contact-messages?status=handled')
    const handled = messageCard(page, sender.name)
    await expect(handled).toContainText(answer)
    await expect(handled).toContainText(`Handled by ${e2eEnv.ADMIN_EMAIL}`)
    await expect(handled.getByRole('button')).toHaveCount(0)
    await page.goto('/dashboard')
    await expect(page.getByRole('table', { name: /Recent admin actions/ })).toContainText(
      `Replied to the contact message of ${sender.email}`,
    )
  })

  test.describe('refusals', () => {
    test.use({ allowedConsoleErrors: [pageStatusError(403)] })
    test('a customer cannot open the inbox, by the page or by the server', async ({ page, createUser, loginAs }) => {
      await loginAs(await createUser())
      expect((await page.goto('/dashboard/contact-messages'))?.status()).toBe(403)
      await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible()
      expect((await page.request.get('/api/admin/contact-messages')).status()).toBe(403)
    })
  })
})
