import { plainDigits } from '@utsab/shared/format'
import { bn } from './support/i18n'
import { merchantWithListing } from './support/merchant'
import {
  bookingApi,
  clickWhenHydrated,
  expect,
  expectAccessibleInBothThemes,
  expectNoSidewaysScroll,
  futureDay,
  logIn,
  originHeader,
  test,
} from './fixtures'

/** In Bangla on a 360 px phone (issue 17): a customer writes to the merchant from their booking's page, and the merchant answers. */
test('in Bangla on a phone: a customer writes about a booking, and the merchant answers from their messages', async ({
  page,
  playwright,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const { merchant, listing } = await merchantWithListing(
    { playwright, baseURL, createUser },
    { kind: 'makeup', prefix: 'Rupkotha Studio', name: 'Sumi Akter' },
  )
  const customer = await createUser({ name: 'Rumana Begum' })
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(api, baseURL, customer)
  const order = await bookingApi(api, baseURL).placeBooking(listing, futureDay())
  await api.dispose()
  const text = 'কনের সাজ কখন শুরু করবেন? আমাদের অনুষ্ঠান সন্ধ্যা ছয়টায়।'

  await loginAs(customer)
  await page.goto(`/bn/orders/${order.id}`)
  await clickWhenHydrated(page.getByRole('button', { name: bn('messages.messageMerchant') }))
  const dialog = page.getByRole('dialog', { name: bn('messages.bookingTitle', { number: plainDigits(order.number, 'bn') }) })
  await dialog.getByRole('textbox', { name: bn('messages.write') }).fill(text)
  await dialog.getByRole('button', { name: bn('messages.send') }).click()
  await expect(page).toHaveURL(/\/bn\/dashboard\/messages\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('article', { name: bn('messages.you') })).toContainText(text)
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)

  await loginAs(merchant)
  await page.goto('/bn/dashboard/messages')
  const entry = page.getByRole('link', { name: new RegExp(bn('messages.booking', { number: plainDigits(order.number, 'bn') })) })
  await expect(entry).toContainText(bn('messages.unread', { count: 1 }))
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
  await clickWhenHydrated(entry)
  await page.getByRole('textbox', { name: bn('messages.write') }).fill('বিকেল তিনটায় শুরু করব।')
  await page.getByRole('button', { name: bn('messages.send') }).click()
  await expect(page.getByRole('article', { name: bn('messages.you') })).toContainText('বিকেল তিনটায় শুরু করব।')
  await expectNoSidewaysScroll(page)
})
