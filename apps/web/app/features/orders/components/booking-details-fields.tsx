import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { costumeSizes, deliveryWindow, travelsToEvent } from '@utsab/shared/booking-details'
import { BOOKING_LIMITS, COSTUME_DELIVERY_CHARGE_BDT, COSTUME_DELIVERY_MIN_DAYS, EVENT_TIMES, VENUE_SHIFTS } from '@utsab/shared/constants'
import { formatClock, formatDate, formatMoney, plainDigits, todayInDhaka } from '@utsab/shared/format'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { DateField } from '#app/components/ui/date-field'
import { Field } from '#app/components/ui/field'
import { RadioGroup } from '#app/components/ui/radio-group'
import { Select } from '#app/components/ui/select'
import { TextArea } from '#app/components/ui/text-area'
import { useLocale, useT } from '#app/lib/i18n'
import type { TBookingForm } from '../lib/booking-form'

type TProps = {
  listing: Pick<TListing, 'kind' | 'size' | 'capacity' | 'price'>
  register: UseFormRegister<TBookingForm>
  errors: FieldErrors<TBookingForm>
  /** Shifts of the chosen date that are already booked (venues). */
  takenShifts: readonly string[]
  /** The account has no mobile number yet: ask for it. */
  needsPhone: boolean
  /** The quantity typed so far (costumes), for the line total. */
  quantity: number
  /** The listing sells packages or add-ons: their breakdown shows the total instead of the line total. */
  priceShownElsewhere?: boolean
  /** A photographer's or makeup artist's: the customer's venue booking of the chosen date, which fills in where and when. */
  venueOnDate?: { name: string; address: string; time: string } | null
}

/** What a booking of this kind needs besides its date and a venue's guests (GuestsField): a venue's shift; a costume's size, quantity and delivery. */
export function BookingDetailsFields({
  listing,
  register,
  errors,
  takenShifts,
  needsPhone,
  quantity,
  priceShownElsewhere = false,
  venueOnDate = null,
}: TProps) {
  const t = useT()
  const locale = useLocale()
  const window = deliveryWindow(todayInDhaka())
  const sizes = costumeSizes(listing.size)
  return (
    <div className="grid max-w-xl gap-4 sm:grid-cols-2">
      {listing.kind === 'venue' && (
        <>
          <RadioGroup
            className="sm:col-span-2"
            label={t('orders.details.shift')}
            hint={t('orders.details.shiftHint')}
            markRequired
            error={errors.shift?.message}
            options={VENUE_SHIFTS.map((shift) => {
              const label = t(`orders.details.shift.${shift}`)
              const taken = takenShifts.includes(shift)
              return { value: shift, label: taken ? t('orders.details.shiftBooked', { shift: label }) : label, disabled: taken }
            })}
            {...register('shift')}
          />
        </>
      )}
      {listing.kind === 'costume' && (
        <>
          {sizes.length > 0 && (
            <Select
              label={t('orders.details.size')}
              markRequired
              placeholder={t('orders.details.chooseSize')}
              options={sizes.map((size) => ({ value: size, label: size }))}
              error={errors.size?.message}
              {...register('size')}
            />
          )}
          <Field
            label={t('orders.details.quantity')}
            markRequired
            type="number"
            inputMode="numeric"
            min={1}
            max={BOOKING_LIMITS.costumeQuantity}
            error={errors.quantity?.message}
            {...register('quantity')}
          />
          <TextArea
            className="sm:col-span-2"
            label={t('orders.details.deliveryAddress')}
            hint={t('orders.details.deliveryAddressHint')}
            markRequired
            rows={3}
            autoComplete="street-address"
            error={errors.deliveryAddress?.message}
            {...register('deliveryAddress')}
          />
          <DateField
            label={t('orders.details.deliveryDate')}
            hint={t('orders.details.deliveryDateHint', {
              date: formatDate(window.from, locale),
              days: plainDigits(COSTUME_DELIVERY_MIN_DAYS, locale),
            })}
            markRequired
            min={window.from}
            max={window.to}
            error={errors.deliveryDate?.message}
            {...register('deliveryDate')}
          />
          {!priceShownElsewhere && quantity > 1 && quantity <= BOOKING_LIMITS.costumeQuantity && (
            <p className="text-sm sm:col-span-2" aria-live="polite">
              {t('orders.details.lineTotal', {
                price: formatMoney(listing.price, locale),
                quantity: plainDigits(quantity, locale),
                delivery: formatMoney(COSTUME_DELIVERY_CHARGE_BDT, locale),
                total: formatMoney(listing.price * quantity + COSTUME_DELIVERY_CHARGE_BDT, locale),
              })}
            </p>
          )}
        </>
      )}
      {travelsToEvent(listing.kind) && (
        <>
          <TextArea
            className="sm:col-span-2"
            label={t('orders.details.eventAddress')}
            hint={t('orders.details.eventAddressHint')}
            markRequired={!venueOnDate}
            rows={3}
            autoComplete="street-address"
            error={errors.eventAddress?.message}
            {...register('eventAddress')}
          />
          <Select
            label={t('orders.details.eventTime')}
            markRequired={!venueOnDate}
            placeholder={t('orders.details.chooseTime')}
            options={EVENT_TIMES.map((time) => ({ value: time, label: formatClock(time, locale) }))}
            error={errors.eventTime?.message}
            {...register('eventTime')}
          />
          <p className="text-sm text-stone-600 sm:col-span-2 dark:text-stone-400">
            {venueOnDate
              ? t('orders.details.fromVenueFound', {
                  venue: venueOnDate.name,
                  address: venueOnDate.address,
                  time: formatClock(venueOnDate.time, locale),
                })
              : t('orders.details.fromVenue')}
          </p>
        </>
      )}
      {needsPhone && (
        <Field
          className="sm:col-span-2"
          label={t('orders.details.phone')}
          hint={t('orders.details.phoneHint')}
          markRequired
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      )}
    </div>
  )
}
