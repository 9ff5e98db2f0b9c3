import { detailPath } from '@utsab/shared/kinds'
import { en } from './support/i18n'
import { merchantWithListing } from './support/merchant'
import { e2eEnv } from './support/env'
import { clickWhenHydrated, expect, expectAccessibleInBothThemes, test } from './fixtures'

/**
 * Messages (issue 17, decision 039): a customer asks a photographer a question from the listing's page; the merchant
 * sees the unread count in the header, answers from their messages; the customer reads the answer and reports the
 * conversation; an admin reads it among the reported ones, without a box to write in.
 */
test('a customer asks before booking, the merchant answers from their messages, and a reported conversation reaches the admins', async ({
  page,
  playwright,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const { merchant, listing } = await merchantWithListing(
    { playwright, baseURL, createUser },
    { kind: 'photographer', prefix: 'Chobi Ghor', name: 'Rafiq Islam' },
  )
  const agency = listing.agency.name
  const customer = await createUser({ name: 'Farhana Akter' })
  const question = 'Are you free on 14 February for a holud in Rajshahi?'
  const answer = 'Yes, we are free that day. The full-day package covers the holud.'

  await loginAs(customer)
  await page.goto(detailPath('photographer', listing.id))
  await clickWhenHydrated(page.getByRole('button', { name: en('messages.ask') }))
  const dialog = page.getByRole('dialog', { name: en('messages.askTitle', { agency }) })
  await dialog.getByRole('button', { name: en('messages.send') }).click()
  await expect(dialog.getByText('Write a message')).toBeVisible()
  await expect(dialog.getByText(en('messages.writeHint'))).toBeVisible()
  await dialog.getByRole('textbox', { name: en('messages.write') }).fill(question)
  await expectAccessibleInBothThemes(page)
  await dialog.getByRole('button', { name: en('messages.send') }).click()
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: agency })).toBeVisible()
  await expect(page.getByRole('article', { name: en('messages.you') })).toContainText(question)

  // The merchant sees one unread conversation in the header, and answers it.
  await loginAs(merchant)
  await page.goto('/')
  const unread = page.getByRole('banner').getByRole('link', { name: en('nav.messages', { count: 1 }) })
  await clickWhenHydrated(unread)
  const entry = page.getByRole('link', {
    name: new RegExp(en('messages.conversationWith', { name: 'Farhana Akter', listing: listing.name })),
  })
  await expect(entry).toContainText(en('messages.unread', { count: 1 }))
  await expect(entry).toContainText(question)
  await expectAccessibleInBothThemes(page)
  await entry.click()
  await expect(page.getByRole('article', { name: 'Farhana Akter' })).toContainText(question)
  await clickWhenHydrated(page.getByRole('button', { name: en('messages.send'), exact: true }))
  await expect(page.getByText('Write a message')).toBeVisible()
  // The hint to pay only through Utsab is the customer's: the merchant's reply box goes without it.
  await expect(page.getByText(en('messages.writeHint'))).toHaveCount(0)
  await page.getByRole('textbox', { name: en('messages.write') }).fill(answer)
  await page.getByRole('button', { name: en('messages.send'), exact: true }).click()
  await expect(page.getByRole('article', { name: en('messages.you') })).toContainText(answer)
  await expect(page.getByRole('banner').getByRole('link', { name: en('nav.messages', { count: 0 }), exact: true })).toBeVisible()
  await expectAccessibleInBothThemes(page)

  // The customer reads the answer and reports the conversation.
  await loginAs(customer)
  await page.goto('/dashboard/messages')
  await page.getByRole('link', { name: new RegExp(en('messages.conversationWith', { name: agency, listing: listing.name })) }).click()
  await expect(page.getByRole('article', { name: agency })).toContainText(answer)
  await clickWhenHydrated(page.getByRole('button', { name: en('messages.report') }))
  const report = page.getByRole('dialog', { name: en('messages.reportTitle') })
  await report.getByRole('textbox', { name: en('messages.reportReason') }).fill('Asked me to pay the advance by bank transfer')
  await report.getByRole('button', { name: en('messages.reportSend') }).click()
  await expect(page.getByText(en('messages.reportedDone'))).toBeVisible()
  await expect(page.getByText(en('messages.reported', { reason: 'Asked me to pay the advance by bank transfer' }))).toBeVisible()

  // An admin reads it among the reported conversations, and cannot write in it.
  await loginAs({ email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD })
  await page.goto('/dashboard/reported-messages')
  // The report's card shows the last message and offers the whole conversation.
  const readWhole = new RegExp(`^${en('messages.readWhole')}\\s*: Farhana Akter · ${agency}`)
  await clickWhenHydrated(page.getByRole('link', { name: readWhole }).first())
  await expect(page.getByRole('article', { name: 'Farhana Akter' })).toContainText(question)
  await expect(page.getByText(en('messages.adminReading'))).toBeVisible()
  await expect(page.getByRole('article', { name: agency })).toContainText(answer)
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0)
  await expectAccessibleInBothThemes(page)
})
