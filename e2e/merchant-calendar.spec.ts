import { randomUUID } from 'node:crypto'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { dayLabel } from '../apps/web/app/lib/calendar'
import { en } from './support/i18n'
import {
  addDays,
  bookingBody,
  clickWhenHydrated,
  expect,
  expectAccessibleInBothThemes,
  logIn,
  originHeader,
  test,
  todayInDhaka,
  whenHydrated,
} from './fixtures'

/**
 * The merchant's calendar (issue 17): a venue's evening booked on Utsab shows on the day; the merchant blocks the day
 * shift they sold at the counter, with a note, and customers can no longer book or find the venue that date; freed
 * again, the date is for sale.
 */
test('a merchant blocks the day shift they sold outside Utsab, customers see the date taken, and the merchant frees it again', async ({
  page,
  playwright,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const agencyName = `Bokul Hall ${randomUUID().slice(0, 8)}`
  const merchant = await createUser({ role: 'merchant', name: 'Rahim Uddin', application: { businessCategory: 'venue', agencyName } })
  const day = addDays(todayInDhaka(), 40 + Math.floor(Math.random() * 20))
  const month = day.slice(0, 7)

  // A customer books the evening.
  const customerUser = await createUser({ name: 'Nusrat Jahan' })
  const customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(customer, baseURL, customerUser)
  const merchantSide = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(merchantSide, baseURL, merchant)
  const venue = ((await (await merchantSide.get('/api/merchant/listings')).json()) as { data: TListing[] }).data.find(
    (listing) => listing.name === agencyName,
  )!
  const booked = await customer.post('/api/orders', { data: bookingBody(venue, day) })
  expect(booked.status(), await booked.text()).toBe(201)
  const { number } = (await booked.json()) as { number: number }

  await loginAs(merchant)
  await page.goto('/dashboard')
  await clickWhenHydrated(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: en('dashboard.link.calendar') }))
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.link.calendar') })).toBeVisible()
  await expect(page.getByLabel(en('merchants.calendar.listing'))).toHaveValue(venue.id)
  await expect(page.getByRole('link', { name: en('merchants.calendar.next') })).toHaveAttribute('href', /month=\d{4}-\d{2}/)
  await expectAccessibleInBothThemes(page)

  await page.goto(`/dashboard/calendar?listing=${venue.id}&month=${month}`)
  const dayButton = page.locator(`[data-day="${day}"]`)
  // The arrow keys walk the month a day or a week at a time, and Enter opens the day in focus.
  const first = await whenHydrated(page.locator(`[data-day="${month}-01"]`))
  await first.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.locator(`[data-day="${month}-02"]`)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.locator(`[data-day="${month}-09"]`)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: dayLabel(`${month}-09`) })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(dayButton).toHaveAccessibleName(en('merchants.calendar.summary', { date: dayLabel(day), booked: 1, blocked: 0 }))
  await clickWhenHydrated(dayButton)
  const dialog = page.getByRole('dialog', { name: dayLabel(day) })
  await expect(dialog.getByText(en('merchants.calendar.bookedBy', { number, name: 'Nusrat Jahan' }))).toBeVisible()
  // The booked evening has nothing to press; the free day shift can be blocked, with a note.
  await expect(
    dialog.getByRole('button', { name: en('merchants.calendar.block', { name: en('merchants.calendar.slot.evening') }) }),
  ).toHaveCount(0)
  await dialog.getByLabel(en('merchants.calendar.note')).fill('Sold at the counter to the Rahman family')
  await dialog.getByRole('button', { name: en('merchants.calendar.block', { name: en('merchants.calendar.slot.day') }) }).click()
  await expect(page.getByText(en('merchants.calendar.blockedToast'))).toBeVisible()
  await expect(dialog.getByText(`${en('merchants.calendar.blocked')} · Sold at the counter to the Rahman family`)).toBeVisible()
  await expectAccessibleInBothThemes(page)
  await dialog
    .getByRole('button', { name: en('merchants.calendar.close'), exact: true })
    .last()
    .click()
  await expect(dayButton).toHaveAccessibleName(en('merchants.calendar.summary', { date: dayLabel(day), booked: 1, blocked: 1 }))

  // Customers: the date is taken whole, and a search for that date does not offer the venue.
  const availability = await customer.get(`/api/venue/${venue.id}/availability`)
  expect(((await availability.json()) as { booked: string[] }).booked).toContain(day)
  await page.goto(`/services/venue?q=${encodeURIComponent(agencyName)}&date=${day}`)
  await expect(page.getByText(en('catalog.list.emptyTitle'))).toBeVisible()
  const refused = await customer.post('/api/orders', { data: { ...bookingBody(venue, day), shift: 'day' } })
  expect(refused.status()).toBe(409)

  // Freed again, the day shift is for sale.
  await page.goto(`/dashboard/calendar?listing=${venue.id}&month=${month}`)
  await clickWhenHydrated(dayButton)
  await dialog.getByRole('button', { name: en('merchants.calendar.unblock', { name: en('merchants.calendar.slot.day') }) }).click()
  await expect(page.getByText(en('merchants.calendar.freedToast'))).toBeVisible()
  await expect(
    dialog.getByRole('button', { name: en('merchants.calendar.block', { name: en('merchants.calendar.slot.day') }) }),
  ).toBeVisible()
  expect(((await (await customer.get(`/api/venue/${venue.id}/availability`)).json()) as { booked: string[] }).booked).not.toContain(day)
  await customer.dispose()
  await merchantSide.dispose()
})
