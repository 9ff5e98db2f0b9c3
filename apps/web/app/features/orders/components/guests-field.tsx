import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { BOOKING_LIMITS } from '@utsab/shared/constants'
import { plainDigits } from '@utsab/shared/format'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { Field } from '#app/components/ui/field'
import { useLocale, useT } from '#app/lib/i18n'
import type { TBookingForm } from '../lib/booking-form'

/**
 * A venue's guest count, asked first and of every visitor (signed in or not): its per-plate menus are priced by
 * it, so the total shown is the party's, not one guest's. A search's count arrives filled in (?guests=).
 */
export function GuestsField({
  listing,
  register,
  errors,
}: {
  listing: Pick<TListing, 'capacity'>
  register: UseFormRegister<TBookingForm>
  errors: FieldErrors<TBookingForm>
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <Field
      className="max-w-xs"
      label={t('orders.details.guests')}
      hint={listing.capacity ? t('orders.details.guestsHint', { max: plainDigits(listing.capacity, locale) }) : undefined}
      markRequired
      type="number"
      inputMode="numeric"
      min={1}
      max={listing.capacity ?? BOOKING_LIMITS.guests}
      error={errors.guests?.message}
      {...register('guests')}
    />
  )
}
