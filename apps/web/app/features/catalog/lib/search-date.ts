import { BOOKING_HORIZON_DAYS } from '@utsab/shared/constants'
import { addDays, todayInDhaka } from '@utsab/shared/format'

/** The event dates a search takes (the API's rule, ZSearchDate): from today in Bangladesh to the booking horizon. */
export function searchDateRange(now = new Date()) {
  const today = todayInDhaka(now)
  return { min: today, max: addDays(today, BOOKING_HORIZON_DAYS) }
}
