import { randomUUID } from 'node:crypto'
import { dayLabel } from '../apps/web/app/lib/calendar'
import { bn } from './support/i18n'
import { addDays, clickWhenHydrated, expect, expectAccessibleInBothThemes, expectNoSidewaysScroll, test, todayInDhaka } from './fixtures'

/** In Bangla on a 360 px phone: a photographer blocks a whole date and frees it; the month fits the screen. */
test('in Bangla on a phone: a photographer blocks a date on the calendar and frees it', async ({ page, createUser, loginAs }) => {
  test.slow()
  const agencyName = `Kadam Studio ${randomUUID().slice(0, 8)}`
  const merchant = await createUser({ role: 'merchant', application: { businessCategory: 'photographer', agencyName } })
  const day = addDays(todayInDhaka(), 3)
  await loginAs(merchant)
  await page.goto(`/bn/dashboard/calendar?month=${day.slice(0, 7)}`)
  await expect(page.getByRole('heading', { level: 1, name: bn('dashboard.link.calendar') })).toBeVisible()
  await expectNoSidewaysScroll(page)

  const dayButton = page.locator(`[data-day="${day}"]`)
  await expect(dayButton).toHaveAccessibleName(bn('merchants.calendar.summaryFree', { date: dayLabel(day, 'bn') }))
  await clickWhenHydrated(dayButton)
  const dialog = page.getByRole('dialog', { name: dayLabel(day, 'bn') })
  const whole = bn('merchants.calendar.slot.whole')
  await dialog.getByRole('button', { name: bn('merchants.calendar.block', { name: whole }) }).click()
  await expect(page.getByText(bn('merchants.calendar.blockedToast'))).toBeVisible()
  await expect(dialog.getByRole('button', { name: bn('merchants.calendar.unblock', { name: whole }) })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
  await dialog.getByRole('button', { name: bn('merchants.calendar.unblock', { name: whole }) }).click()
  await expect(page.getByText(bn('merchants.calendar.freedToast'))).toBeVisible()
  await expect(dialog.getByRole('button', { name: bn('merchants.calendar.block', { name: whole }) })).toBeVisible()
})
