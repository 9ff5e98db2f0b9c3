import { formatMoney, plainDigits, typedDate } from '@utsab/shared/format'
import type { TConversation } from '@utsab/shared/schemas/messages'
import { payByBkash } from './support/gateways'
import { bn } from './support/i18n'
import { merchantWithListing } from './support/merchant'
import {
  clickWhenHydrated,
  expect,
  expectAccessibleInBothThemes,
  expectNoSidewaysScroll,
  futureDay,
  logIn,
  newMobile,
  originHeader,
  test,
} from './fixtures'

/**
 * In Bangla on a 360 px phone (issue 37, decision 057): a family asks a hall for the reception; its merchant sends a
 * quote from the conversation (the evening for 300 guests, the hall and a per-plate menu, 30 % now); the family
 * accepts it, pays the advance by bKash, and the quote then reads as booked on both sides.
 */
test('in Bangla on a phone: a merchant quotes the reception from the conversation, and the family accepts and pays its advance', async ({
  page,
  playwright,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const { merchant, listing } = await merchantWithListing(
    { playwright, baseURL, createUser },
    { kind: 'venue', prefix: 'Shapla Hall', name: 'Rafiq Islam' },
  )
  const family = await createUser({ name: 'Nadia Rahman' })
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(api, baseURL, family)
  const asked = await api.post('/api/conversations', {
    data: { listingId: listing.id, body: 'আমাদের বৌভাতে ৩০০ জন অতিথি। সন্ধ্যার শিফটে খাবারসহ কত পড়বে?' },
  })
  expect(asked.status()).toBe(201)
  const conversation = (await asked.json()) as TConversation
  await api.dispose()
  const day = futureDay()

  await loginAs(merchant)
  await page.goto(`/bn/dashboard/messages/${conversation.id}`)
  await clickWhenHydrated(page.getByRole('button', { name: bn('orders.quote.send') }))
  const form = page.getByRole('form', { name: bn('orders.quote.formTitle', { customer: 'Nadia Rahman' }) })
  await form.getByRole('textbox', { name: bn('orders.quote.eventDate') }).fill(typedDate(day, 'bn'))
  await form.getByRole('radio', { name: bn('orders.details.shift.evening') }).check()
  await form.getByLabel(bn('orders.details.guests')).fill('৩০০')
  for (const [index, [name, price, unit, quantity]] of [
    ['হল, সন্ধ্যার শিফট', '১,২০,০০০', 'booking', '১'],
    ['বিয়ের মেনু (কাচ্চি)', '১,১০০', 'guest', '৩০০'],
  ].entries()) {
    await form.getByRole('button', { name: bn('orders.quote.addItem') }).click()
    const item = form.getByRole('group', { name: bn('orders.quote.item', { number: plainDigits(index + 1, 'bn') }) })
    await item.getByLabel(bn('orders.quote.itemName')).fill(name!)
    await item.getByLabel(bn('orders.quote.unit')).selectOption(unit!)
    await item.getByLabel(bn('orders.quote.unitPrice')).fill(price!)
    await item.getByLabel(bn('orders.quote.quantity')).fill(quantity!)
  }
  // 1,20,000 + 300 × 1,100 = 4,50,000; 30 % of it now.
  await expect(form.getByText(bn('orders.quote.total', { total: formatMoney(450_000, 'bn') }))).toBeVisible()
  await form.getByLabel(bn('orders.quote.advancePercent')).fill('৩০')
  await form.getByLabel(bn('orders.quote.noteLabel')).fill('মঞ্চসজ্জা ও পার্কিং এর মধ্যেই।')
  await expectNoSidewaysScroll(page)
  await form.getByRole('button', { name: bn('orders.quote.send') }).click()
  const quote = page.getByRole('article', { name: /কোটেশন #/ })
  await expect(quote.getByText(bn('status.quote.open'))).toBeVisible()
  await expect(quote).toContainText(formatMoney(450_000, 'bn'))

  await loginAs(family)
  await page.goto(`/bn/dashboard/messages/${conversation.id}`)
  await expect(quote).toContainText('মঞ্চসজ্জা ও পার্কিং এর মধ্যেই।')
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
  const accept = bn('orders.quote.accept', { amount: formatMoney(135_000, 'bn') })
  await clickWhenHydrated(quote.getByRole('button', { name: accept }))
  const dialog = page.getByRole('dialog')
  // A family who never gave a number gives it here: the merchant calls it.
  await dialog.getByLabel(bn('orders.details.phone')).fill(newMobile())
  await dialog.getByRole('button', { name: accept }).click()
  await expect(page).toHaveURL(/\/bn\/payment\/[0-9a-f-]{36}$/)
  await payByBkash(page, 135_000, { locale: 'bn' })

  await page.goto(`/bn/dashboard/messages/${conversation.id}`)
  await expect(quote.getByText(bn('status.quote.booked'))).toBeVisible()
  await expect(quote.getByRole('link', { name: bn('orders.quote.seeBooking') })).toBeVisible()
})
