import { useId, useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { KIND_META } from '@utsab/shared/kinds'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { TEXTS } from '@utsab/shared/texts'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError } from '../../../lib/api'
import { formatEventDate } from '../../../lib/charges'
import { errorMessage, notify } from '../../../lib/toast'
import { useAddToCart, useCreateOrder } from '../api/mutations'
import { DatePicker } from './date-picker'

export type TAvailability = { from: string; to: string; booked: string[] }

type TProps = {
  listing: Pick<TListing, 'id' | 'kind' | 'name'>
  /** The dated kinds' booking window and taken days; null for costumes. */
  availability: TAvailability | null
  loggedIn: boolean
  /** Where a logged-out visitor goes instead (the login page, back to this one). */
  loginHref: string
}

const PICK_A_DATE = 'Please pick an event date first.'

/**
 * The detail page's order controls: the event-date calendar (dated kinds), the order button
 * (Booking, Hire now, Buy now — spec §4: order, then straight to /orders) and Add to cart.
 */
export function OrderPanel({ listing, availability, loggedIn, loginHref }: TProps) {
  const meta = KIND_META[listing.kind]
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const createOrder = useCreateOrder()
  const addToCart = useAddToCart()
  const [eventDate, setEventDate] = useState<string | null>(null)
  const [dateError, setDateError] = useState<string | null>(null)
  const errorId = useId()
  const chosenId = useId()
  const busy = createOrder.isPending || addToCart.isPending

  const input = () => {
    if (!availability) return { listingId: listing.id }
    if (!eventDate) {
      setDateError(PICK_A_DATE)
      return null
    }
    return { listingId: listing.id, eventDate }
  }

  /** A 409 (date just taken) or 400 (date no longer valid): say so, forget the day, reload the calendar. */
  const onError = (error: unknown) => {
    notify.error(errorMessage(error))
    if (error instanceof ApiError && (error.status === 409 || error.status === 400) && availability) {
      setEventDate(null)
      void revalidator.revalidate()
    }
  }

  const order = () => {
    const body = input()
    if (!body) return
    createOrder.mutate(body, { onSuccess: () => navigate('/orders'), onError })
  }

  const add = () => {
    const body = input()
    if (!body) return
    addToCart.mutate(body, { onSuccess: () => notify.success(TEXTS.addedToCart), onError })
  }

  return (
    <div className="mt-6 flex flex-col gap-4">
      {availability && (
        <div className="max-w-sm">
          <DatePicker
            value={eventDate}
            onChange={(day) => {
              setEventDate(day)
              setDateError(null)
            }}
            min={availability.from}
            max={availability.to}
            booked={availability.booked}
            describedBy={`${chosenId}${dateError ? ` ${errorId}` : ''}`}
          />
          <p id={chosenId} className="mt-2 text-sm" aria-live="polite">
            {eventDate ? (
              <>
                Event date: <strong>{formatEventDate(eventDate)}</strong>
              </>
            ) : (
              <span className="text-stone-600 dark:text-stone-400">No date chosen yet.</span>
            )}
          </p>
          {dateError && (
            <p id={errorId} role="alert" className="field-error">
              {dateError}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        {loggedIn ? (
          <>
            <button type="button" className="btn-primary text-base sm:px-10" onClick={order} disabled={busy}>
              {createOrder.isPending && <Spinner className="size-4" />}
              {meta.orderAction}
            </button>
            <button type="button" className="btn-secondary text-base sm:px-8" onClick={add} disabled={busy}>
              {addToCart.isPending && <Spinner className="size-4" />}
              {TEXTS.addToCart}
            </button>
          </>
        ) : (
          <>
            <Link to={loginHref} className="btn-primary text-base sm:px-10">
              {meta.orderAction}
            </Link>
            <Link to={loginHref} className="btn-secondary text-base sm:px-8">
              {TEXTS.addToCart}
            </Link>
          </>
        )}
      </div>
    </div>
  )
}
