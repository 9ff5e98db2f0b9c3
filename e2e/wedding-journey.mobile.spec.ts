import { addDays, formatDate, formatMoney, plainDigits, todayInDhaka, typedDate } from '@utsab/shared/format'
import type { TConversation } from '@utsab/shared/schemas/messages'
import type { TQuote } from '@utsab/shared/schemas/quotes'
import { payByBkash } from './support/gateways'
import { bn } from './support/i18n'
import { merchantWithListing } from './support/merchant'
import {
  bookingApi,
  clickWhenHydrated,
  expect,
  expectNoSidewaysScroll,
  logIn,
  newMobile,
  originHeader,
  test,
  whenHydrated,
} from './fixtures'

/**
 * The celebration of issue 37, in Bangla on a 360 px phone: a family creates their wedding with its holud, wedding and
 * reception; the reception's hall quotes them in the conversation and they accept and pay its advance; they book a
 * photographer for the holud; each booking joins its function, and the planner's budget and checklist move with them.
 */
test('in Bangla on a phone: a family plans a wedding of three functions, books the reception from a quote and the holud’s photographer, and the planner keeps count', async ({
  page,
  playwright,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const hall = await merchantWithListing({ playwright, baseURL, createUser }, { kind: 'venue', prefix: 'Padma Hall', name: 'Rafiq Islam' })
  const photographer = await merchantWithListing(
    { playwright, baseURL, createUser },
    { kind: 'photographer', prefix: 'Golpo Frames', name: 'Tania Sultana' },
  )
  const family = await createUser({ name: 'Nadia Rahman' })
  const holud = addDays(todayInDhaka(), 88)
  const wedding = addDays(todayInDhaka(), 90)
  const reception = addDays(todayInDhaka(), 92)

  // The wedding and its three functions, with the usual tasks of a Bangladeshi wedding.
  await loginAs(family)
  await page.goto('/bn/dashboard/planner')
  const create = page.getByRole('form', { name: bn('planner.create.title') })
  await (await whenHydrated(create.getByLabel(bn('planner.label.eventTitle')))).fill('নাদিয়া ও রাহিমের বিয়ে')
  const dates = create.getByRole('textbox', { name: bn('planner.label.date') })
  await expect(dates).toHaveCount(3)
  for (const [index, day] of [holud, wedding, reception].entries()) await dates.nth(index).fill(typedDate(day, 'bn'))
  await create.getByRole('button', { name: bn('planner.create.submit') }).click()
  await expect(page.getByRole('heading', { name: 'নাদিয়া ও রাহিমের বিয়ে' })).toBeVisible()
  const checklist = page.getByRole('region', { name: bn('planner.checklist.title') })
  await expect(checklist.getByLabel(bn('planner.task.bookReceptionVenue'))).toBeVisible()
  await expectNoSidewaysScroll(page)

  // The family asks the hall about the reception; its merchant quotes from the conversation (its form has its own spec).
  const familyApi = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(familyApi, baseURL, family)
  const conversation = (await (
    await familyApi.post('/api/conversations', {
      data: { listingId: hall.listing.id, body: 'বৌভাতে ৩০০ জন অতিথি। সন্ধ্যার শিফটে কাচ্চিসহ কত পড়বে?' },
    })
  ).json()) as TConversation
  const hallApi = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(hallApi, baseURL, hall.merchant)
  const quoted = await hallApi.post(`/api/conversations/${conversation.id}/quotes`, {
    data: {
      eventDate: reception,
      shift: 'evening',
      guests: 300,
      lines: [
        { name: 'হল, সন্ধ্যার শিফট', unit: 'booking', unitPrice: 120_000, quantity: 1 },
        { name: 'কাচ্চি মেনু', unit: 'guest', unitPrice: 1_100, quantity: 300 },
      ],
      advancePercent: 30,
      cancellationPolicy: 'moderate',
      validDays: 7,
    },
  })
  expect(quoted.status()).toBe(201)
  const quote = (await quoted.json()) as TQuote
  await hallApi.dispose()

  // Accepted and its advance paid; then the booking joins the reception.
  await page.goto(`/bn/dashboard/messages/${conversation.id}`)
  const card = page.getByRole('article', { name: bn('orders.quote.title', { number: plainDigits(quote.number, 'bn') }) })
  const accept = bn('orders.quote.accept', { amount: formatMoney(135_000, 'bn') })
  await clickWhenHydrated(card.getByRole('button', { name: accept }))
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(bn('orders.details.phone')).fill(newMobile())
  await dialog.getByRole('button', { name: accept }).click()
  await expect(page).toHaveURL(/\/bn\/payment\/[0-9a-f-]{36}$/)
  const receptionBooking = new URL(page.url()).pathname.split('/').at(-1)!
  await payByBkash(page, 135_000, { locale: 'bn' })
  await addToFunction(receptionBooking, bn('planner.kind.reception'), reception)

  // The photographer for the holud, paid by card, joins the holud.
  const photoBooking = await bookingApi(familyApi, baseURL).placeBooking(photographer.listing, holud)
  await bookingApi(familyApi, baseURL).pay(photoBooking)
  await familyApi.dispose()
  await addToFunction(photoBooking.id, bn('planner.kind.holud'), holud)

  // The planner counts both bookings under their functions and categories, and the reception's hall task is ticked.
  await page.goto('/bn/dashboard/planner')
  const functions = page.getByRole('region', { name: bn('planner.functions.title') })
  await expect(functions).toContainText(hall.listing.name)
  await expect(functions).toContainText(photographer.listing.name)
  const budget = page.getByRole('region', { name: bn('planner.budget.title') })
  const venueRow = budget.getByRole('row', { name: new RegExp(bn('planner.category.venue')) })
  await expect(venueRow).toContainText(formatMoney(450_000, 'bn'))
  await expect(venueRow).toContainText(formatMoney(135_000, 'bn'))
  await expect(venueRow).toContainText(formatMoney(315_000, 'bn'))
  await expect(budget.getByRole('row', { name: new RegExp(bn('planner.category.photographer')) })).toContainText(
    formatMoney(photoBooking.total, 'bn'),
  )
  const task = checklist.getByLabel(bn('planner.task.bookReceptionVenue'))
  await task.check()
  await expect(task).toBeChecked()
  await page.reload()
  await expect(checklist.getByLabel(bn('planner.task.bookReceptionVenue'))).toBeChecked()
  await expectNoSidewaysScroll(page)

  async function addToFunction(orderId: string, functionName: string, day: string) {
    await page.goto(`/bn/orders/${orderId}`)
    const section = page.getByRole('region', { name: bn('planner.attach.title') })
    await clickWhenHydrated(section.getByRole('button', { name: bn('planner.attach.add') }))
    const choose = page.getByRole('dialog', { name: bn('planner.attach.chooseTitle') })
    await choose.getByLabel(bn('planner.attach.choose')).selectOption({ label: `${functionName} · ${formatDate(day, 'bn')}` })
    await choose.getByRole('button', { name: bn('planner.attach.submit') }).click()
    await expect(section).toContainText(functionName)
  }
})
