import { useId } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { formatMoney, plainDigits } from '@utsab/shared/format'
import { OFFER_LIMITS, type TAddon, type TOffer } from '@utsab/shared/schemas/offer'
import { Checkbox } from '#app/components/ui/checkbox'
import { FieldMessages } from '#app/components/ui/field-frame'
import { Select } from '#app/components/ui/select'
import { useLocale, useT } from '#app/lib/i18n'
import { listingName } from '#app/lib/listing-text'
import type { TBookingForm } from '../lib/booking-form'

type TProps = {
  offer: TOffer
  register: UseFormRegister<TBookingForm>
  errors: FieldErrors<TBookingForm>
  /** The add-ons ticked so far: an add-on priced by the hour then asks how many. */
  ticked: Record<string, boolean | undefined>
}

/**
 * A listing's packages (one is taken, the first to begin with) as large radio cards with what each
 * includes, and its add-ons as checkboxes, each with its price and how it is counted.
 */
export function OfferChoice({ offer, register, errors, ticked }: TProps) {
  const t = useT()
  const locale = useLocale()
  const packagesId = useId()
  const money = (amount: number) => formatMoney(amount, locale)
  const addonPrice = (addon: TAddon) =>
    addon.unit === 'guest'
      ? t('orders.offer.perGuest', { price: money(addon.price) })
      : addon.unit === 'hour'
        ? t('orders.offer.perHour', { price: money(addon.price) })
        : money(addon.price)
  return (
    <div className="flex max-w-xl flex-col gap-4">
      {offer.packages.length > 0 && (
        <fieldset aria-describedby={errors.packageId ? `${packagesId}-error` : undefined}>
          <legend className="field-label">{t('orders.offer.packages')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {offer.packages.map((entry) => (
              <label
                key={entry.id}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 dark:border-stone-700 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-stone-800"
              >
                <input
                  type="radio"
                  value={entry.id}
                  className="size-6 shrink-0 scroll-mt-28 accent-brand-700 dark:accent-brand-300"
                  {...register('packageId')}
                />
                <span className="min-w-0">
                  <span className="flex flex-wrap justify-between gap-x-3 font-semibold">
                    <span>{listingName(entry, locale)}</span>
                    <span className="tabular-nums text-brand-700 dark:text-brand-300">{money(entry.price)}</span>
                  </span>
                  {(entry.includes || entry.includesBn) && (
                    <span className="mt-1 block text-sm text-stone-700 dark:text-stone-300">
                      {(locale === 'bn' && entry.includesBn) || entry.includes}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </div>
          <FieldMessages id={packagesId} error={errors.packageId?.message} />
        </fieldset>
      )}
      {offer.addons.length > 0 && (
        <fieldset>
          <legend className="field-label">{t('orders.offer.addons')}</legend>
          <div className="flex flex-col gap-3">
            {offer.addons.map((addon) => (
              <div key={addon.id} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <Checkbox label={`${listingName(addon, locale)} · ${addonPrice(addon)}`} {...register(`addonsOn.${addon.id}`)} />
                {addon.unit === 'hour' && ticked[addon.id] && (
                  <Select
                    className="w-40"
                    label={t('orders.offer.hours')}
                    options={Array.from({ length: OFFER_LIMITS.hours }, (_, i) => ({
                      value: String(i + 1),
                      label: t('orders.offer.hoursOption', { count: plainDigits(i + 1, locale) }),
                    }))}
                    {...register(`addonHours.${addon.id}`)}
                  />
                )}
              </div>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  )
}
