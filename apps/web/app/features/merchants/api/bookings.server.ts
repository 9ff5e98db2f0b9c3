import type { AppLoadContext } from 'react-router'
import { loadApiResult, routeErrorOf } from '#app/lib/api-client'
import { seedOf, type TSeed } from '#app/lib/loader-seed'
import type { TMerchantBookings } from './bookings'
import { merchantBookingsEndpoint } from './endpoints'

export type TMerchantBookingsPage =
  | { status: 'ready'; seed: TSeed<TMerchantBookings> }
  /** The server refused (a merchant account without an agency): its message. */
  | { status: 'refused'; message: string }

/** The merchant's bookings; a 403 is explained on the page, other failures go to the route's error boundary. */
export async function loadMerchantBookings(context: AppLoadContext): Promise<TMerchantBookingsPage> {
  const result = await loadApiResult(context, merchantBookingsEndpoint)
  if (result.ok) return { status: 'ready', seed: seedOf(result.data) }
  if (result.error.status === 403) return { status: 'refused', message: result.error.message }
  throw routeErrorOf(result.error)
}
