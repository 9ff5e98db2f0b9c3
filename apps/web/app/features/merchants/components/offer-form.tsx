import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form'
import type { TListingKind } from '@utsab/shared/constants'
import { plainDigits } from '@utsab/shared/format'
import {
  OFFER_LIMITS,
  ZOfferInput,
  type TAddonUnit,
  type TOffer,
  type TOfferFormInput,
  type TOfferInput,
} from '@utsab/shared/schemas/offer'
import { Field } from '#app/components/ui/field'
import { Select } from '#app/components/ui/select'
import { SubmitButton } from '#app/components/ui/submit-button'
import { TextArea } from '#app/components/ui/text-area'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { useLocale, useT } from '#app/lib/i18n'
import { notify } from '#app/lib/toast'
import { useSaveOffer } from '../api/offer'

/** How an add-on of each kind can be priced (the server refuses the others). */
const UNITS: Record<TListingKind, readonly TAddonUnit[]> = {
  venue: ['booking', 'guest'],
  photographer: ['booking', 'hour'],
  makeup: ['booking', 'hour'],
  costume: ['booking'],
}

const toForm = (offer: TOffer): TOfferFormInput => ({
  packages: offer.packages.map(({ id, name, nameBn, price, includes, includesBn }) => ({
    id,
    name,
    nameBn: nameBn ?? '',
    price: String(price),
    includes,
    includesBn: includesBn ?? '',
  })),
  addons: offer.addons.map(({ id, name, nameBn, price, unit }) => ({ id, name, nameBn: nameBn ?? '', price: String(price), unit })),
})

const OFFER_TOAST = 'offer-form'

/** A listing's packages and add-ons, edited as two lists and saved together (PUT replaces them all). */
export function OfferForm({ listingId, kind, offer }: { listingId: string; kind: TListingKind; offer: TOffer }) {
  const t = useT()
  const locale = useLocale()
  const save = useSaveOffer(listingId)
  const form = useForm<TOfferFormInput, unknown, TOfferInput>({ resolver: zodResolver(ZOfferInput), defaultValues: toForm(offer) })
  const packages = useFieldArray({ control: form.control, name: 'packages' })
  const addons = useFieldArray({ control: form.control, name: 'addons' })
  const placeServerErrors = useServerFieldErrors(form)
  const { errors } = form.formState
  const number = (index: number) => plainDigits(index + 1, locale)

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(toForm(saved))
        notify.success(t('merchants.offer.saved'), OFFER_TOAST)
      },
      onError: (error) => {
        const rest = placeServerErrors(error)
        if (rest) notify.error(rest, OFFER_TOAST)
      },
    }),
  )

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-8">
      <section aria-labelledby="offer-packages">
        <h2 id="offer-packages" className="text-xl font-semibold">
          {t('merchants.offer.packages')}
        </h2>
        {packages.fields.length === 0 && <p className="mt-2 text-stone-700 dark:text-stone-300">{t('merchants.offer.noPackages')}</p>}
        <ol className="mt-3 flex flex-col gap-4">
          {packages.fields.map((field, index) => {
            const title = t('merchants.offer.package', { number: number(index) })
            return (
              <EntryCard key={field.id} title={title} onRemove={() => packages.remove(index)}>
                <NameAndPrice list="packages" index={index} form={form} />
                <div className="hidden sm:block" />
                <TextArea
                  label={t('merchants.offer.includes')}
                  rows={2}
                  error={errors.packages?.[index]?.includes?.message}
                  {...form.register(`packages.${index}.includes`)}
                />
                <TextArea
                  label={t('merchants.offer.includesBn')}
                  lang="bn"
                  rows={2}
                  error={errors.packages?.[index]?.includesBn?.message}
                  {...form.register(`packages.${index}.includesBn`)}
                />
              </EntryCard>
            )
          })}
        </ol>
        {packages.fields.length < OFFER_LIMITS.packages && (
          <button
            type="button"
            className="btn-secondary mt-3 min-h-11"
            onClick={() => packages.append({ name: '', nameBn: '', price: '', includes: '', includesBn: '' })}
          >
            {t('merchants.offer.addPackage')}
          </button>
        )}
      </section>

      <section aria-labelledby="offer-addons">
        <h2 id="offer-addons" className="text-xl font-semibold">
          {t('merchants.offer.addons')}
        </h2>
        {addons.fields.length === 0 && <p className="mt-2 text-stone-700 dark:text-stone-300">{t('merchants.offer.noAddons')}</p>}
        <ol className="mt-3 flex flex-col gap-4">
          {addons.fields.map((field, index) => {
            const title = t('merchants.offer.addon', { number: number(index) })
            return (
              <EntryCard key={field.id} title={title} onRemove={() => addons.remove(index)}>
                <NameAndPrice list="addons" index={index} form={form} />
                <Select
                  label={t('merchants.offer.unit')}
                  markRequired
                  options={UNITS[kind].map((unit) => ({ value: unit, label: t(`merchants.offer.unit.${unit}`) }))}
                  error={errors.addons?.[index]?.unit?.message}
                  {...form.register(`addons.${index}.unit`)}
                />
              </EntryCard>
            )
          })}
        </ol>
        {addons.fields.length < OFFER_LIMITS.addons && (
          <button
            type="button"
            className="btn-secondary mt-3 min-h-11"
            onClick={() => addons.append({ name: '', nameBn: '', price: '', unit: 'booking' })}
          >
            {t('merchants.offer.addAddon')}
          </button>
        )}
      </section>

      <div>
        <SubmitButton pending={save.isPending}>{t('merchants.offer.save')}</SubmitButton>
      </div>
    </form>
  )
}

/** One package or add-on: a card with its fields, and a button that takes it out of the list. */
function EntryCard({ title, onRemove, children }: { title: string; onRemove: () => void; children: ReactNode }) {
  const t = useT()
  return (
    <li className="card p-4">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{title}</legend>
        {children}
      </fieldset>
      <button type="button" className="btn-ghost mt-3 min-h-11" onClick={onRemove}>
        {t('merchants.offer.remove', { name: title })}
      </button>
    </li>
  )
}

/** The name (in both languages) and the price, which packages and add-ons share. */
function NameAndPrice({
  list,
  index,
  form,
}: {
  list: 'packages' | 'addons'
  index: number
  form: UseFormReturn<TOfferFormInput, unknown, TOfferInput>
}) {
  const t = useT()
  const errors = form.formState.errors[list]?.[index]
  return (
    <>
      <Field label={t('merchants.offer.name')} markRequired error={errors?.name?.message} {...form.register(`${list}.${index}.name`)} />
      <Field label={t('merchants.offer.nameBn')} lang="bn" error={errors?.nameBn?.message} {...form.register(`${list}.${index}.nameBn`)} />
      <Field
        label={t('merchants.offer.price')}
        markRequired
        type="number"
        inputMode="numeric"
        min={0}
        error={errors?.price?.message}
        {...form.register(`${list}.${index}.price`)}
      />
    </>
  )
}
