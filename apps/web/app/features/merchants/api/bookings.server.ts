import { data, type AppLoadContext } from 'react-router'
import type { TRole } from '@utsab/shared/schemas/auth'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TLoaderError } from '../../../lib/server-api'
import type { TBookingsView } from './bookings'

export type TBookingsPage =
  | { status: 'ready'; view: TBookingsView; bookings: TOrder[]; loadedAt: number }
  /** The server refused a merchant's bookings (an account without an agency): its message. */
  | { status: 'refused'; view: TBookingsView; message: string }

const messageOf = (body: unknown, fallback: string) => {
  const message = (body as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : fallback
}

/** A merchant sees the orders placed on their listings; everyone else (user, requested, admin) their own bookings. */
export async function loadBookings(context: AppLoadContext, role: TRole): Promise<TBookingsPage> {
  const view: TBookingsView = role === 'merchant' ? 'merchant' : 'customer'
  const response = await context.api(view === 'merchant' ? '/api/merchant/bookings' : '/api/order', { method: 'GET' })
  const body = await response.json()
  if (view === 'merchant' && response.status === 403)
    return { status: 'refused', view, message: messageOf(body, 'Your bookings cannot be shown yet.') }
  if (response.status >= 400)
    throw data({ message: messageOf(body, 'Your bookings could not be loaded. Please try again.') } satisfies TLoaderError, {
      status: response.status,
    })
  return { status: 'ready', view, bookings: (body as { data: TOrder[] }).data, loadedAt: Date.now() }
}
