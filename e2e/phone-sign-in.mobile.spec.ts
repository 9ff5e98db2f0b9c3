import { apiListPath } from '@utsab/shared/kinds'
import type { TListingPage } from '@utsab/shared/schemas/catalog'
import {
  bookingApi,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  pageStatusError,
  newMobile,
  smsInbox,
  test,
  whenHydrated,
} from './fixtures'
import { payByBkash } from './support/gateways'
import { bn } from './support/i18n'

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'
const inBengaliDigits = (digits: string) => digits.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]!)
// This browser's person chose the mobile number. The wrong code is answered 400, which the browser logs.
test.use({ signInWay: 'phone', allowedConsoleErrors: [pageStatusError(400)] })

test('in Bangla on a phone: a family signs up with a mobile number and its SMS code, and pays by bKash without an email', async ({
  page,
  baseURL,
  request,
}) => {
  const phone = newMobile()
  await page.goto('/bn/signup')
  const form = page.getByRole('form', { name: bn('auth.signup.title') })
  await (await whenHydrated(form.getByLabel(bn('auth.phone.name')))).fill('নাদিয়া রহমান')
  const number = form.getByLabel(bn('auth.phone.number'))
  await expect(number).toHaveAttribute('inputmode', 'tel')
  await expect(number).toHaveAttribute('autocomplete', 'tel')
  // Typed as people here write it: 0, then ten digits, in Bengali.
  await number.fill(inBengaliDigits(`0${phone.slice(4)}`))
  await form.getByRole('button', { name: bn('auth.phone.send') }).click()

  const codeField = page.getByLabel(bn('auth.phone.code'))
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(page.getByRole('button', { name: /পরে নতুন কোড চাইতে পারবেন/ })).toBeDisabled()
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
  const sms = await smsInbox.waitForSms(phone, /উৎসব কোড/)
  expect(sms.smsType).toBe('BN')
  const code = smsInbox.codeIn(sms)
  // A wrong code first: the server's sentence under the field, two tries left.
  await codeField.fill(code === '111111' ? '222222' : '111111')
  await page.getByRole('button', { name: bn('auth.phone.signUp') }).click()
  await expect(codeField).toHaveAccessibleDescription(
    new RegExp(bn('errors.phone.codeWrong', { left: 2 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
  await codeField.fill(inBengaliDigits(code))
  await page.getByRole('button', { name: bn('auth.phone.signUp') }).click()
  await expect(page.getByText(bn('auth.phone.welcome'))).toBeVisible()

  const me = await (await page.request.get('/api/me')).json()
  expect(me.user).toMatchObject({ name: 'নাদিয়া রহমান', email: '', phone, phoneVerified: true })

  // Paying needs a verified address: the proved number is one.
  const costume = ((await (await request.get(`${apiListPath('costume')}?pageSize=8&sort=price`)).json()) as TListingPage).data[7]!
  const order = await bookingApi(page.request, baseURL).placeBooking(costume)
  await page.goto(`/bn/payment/${order.id}`)
  await payByBkash(page, order.total, { locale: 'bn' })
})
