import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '#app/components/ui/link'
import { BUSINESS_CATEGORIES } from '@utsab/shared/constants'
import { businessKey } from '@utsab/shared/kinds'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { SlottedText } from '#app/components/ui/slotted-text'
import { useT } from '#app/lib/i18n'
import { ApiError } from '#app/lib/api'
import { useRefreshMyApplication } from '../api/application'
import { errorMessage, notify } from '#app/lib/toast'
import { APPLICATION_FILE_MAX_BYTES, APPLICATION_MAX_PICTURES } from '../lib/application-files'
import { applicationFormData } from '../lib/application-form-data'
import { type TApplicationFormInput, type TApplicationFormOutput, ZApplicationForm } from '../lib/application-schema'
import { applicationDefaults } from '../lib/application-view'
import { Checkbox } from '#app/components/ui/checkbox'
import { Field } from '#app/components/ui/field'
import { FileInput } from '#app/components/ui/file-input'
import { DistrictSelect } from '#app/widgets/district-select'
import { Select } from '#app/components/ui/select'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { PRICE_INPUT, RATING_INPUT } from './listing-detail-fields'

/** The form's fields in their order on screen: the first one the server refuses gets the focus. */
const FIELDS = [
  'nid',
  'agencyName',
  'agencyEmail',
  'phoneNum',
  'businessCategory',
  'serviceCategory',
  'price',
  'rating',
  'district',
  'address',
  'pictures',
  'licence',
  'agree',
] as const satisfies ReadonlyArray<keyof TApplicationFormInput>

const FIELD_FOR_STATUS = { 413: 'pictures', 415: 'pictures' } as const
/** The business categories in the spec's order (Photographer, Venue & food, Costumes, Makeup & decoration). */
const CATEGORY_ORDER = BUSINESS_CATEGORIES.map((category) => category.kind)
const MAX_MB = APPLICATION_FILE_MAX_BYTES / 1024 / 1024

type TApplicationFormProps = {
  email: string
  /** The declined application whose answers fill the form again, if any. */
  declined: TMerchantApplication | null
  /** Sends the multipart body; resolves once the page shows the result. */
  send: (form: FormData) => Promise<unknown>
}

/**
 * The merchant application (spec §2, §5): validated on submit, then again on each change; the
 * submit button shows a spinner while the application is sent (spec §4).
 */
export function ApplicationForm({ email, declined, send }: TApplicationFormProps) {
  const t = useT()
  const id = useId()
  const refreshApplication = useRefreshMyApplication()
  const form = useForm<TApplicationFormInput, unknown, TApplicationFormOutput>({
    resolver: zodResolver(ZApplicationForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...applicationDefaults(email, declined), agree: false },
  })
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form
  const placeServerErrors = useServerFieldErrors(form, { fields: FIELDS, fieldForStatus: FIELD_FOR_STATUS })

  const onSubmit = async ({ pictures, licence, ...fields }: TApplicationFormOutput) => {
    try {
      await send(applicationFormData({ ...fields, pictures, licence: licence[0]! }))
    } catch (error) {
      if (!(error instanceof ApiError)) return void notify.error(errorMessage(error))
      if (error.code === 'application_pending' || error.code === 'already_merchant') {
        // Already pending (sent from another tab) or already a merchant: the page shows where things stand.
        notify.error(error.message)
        return void refreshApplication()
      }
      const message = placeServerErrors(error)
      if (message) notify.error(message)
    }
  }

  const titleId = `${id}-title`
  // Every field is needed (aria-required); the rules say which is missing, so no native `required` bubbles.
  const field = (name: (typeof FIELDS)[number]) => ({ 'aria-required': true, error: errors[name]?.message, ...register(name) })

  return (
    <div className="card p-5 sm:p-8">
      <h2 id={titleId} className="text-xl font-semibold sm:text-2xl">
        {t('merchants.form.title')}
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t('merchants.form.lead')}</p>
      <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field
          {...field('nid')}
          label={t('merchants.form.nid')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('merchants.form.nidHint')}
        />
        <Field {...field('agencyName')} label={t('merchants.form.agencyName')} autoComplete="organization" />
        <Field
          {...field('agencyEmail')}
          label={t('merchants.form.agencyEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t('merchants.form.agencyEmailHint')}
        />
        <Field
          {...field('phoneNum')}
          label={t('merchants.form.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('merchants.form.phoneHint')}
        />
        <Select
          {...field('businessCategory')}
          label={t('merchants.form.businessCategory')}
          placeholder={t('merchants.form.chooseCategory')}
          options={CATEGORY_ORDER.map((kind) => ({ value: kind, label: t(businessKey(kind)) }))}
        />
        <Field {...field('serviceCategory')} label={t('merchants.form.serviceCategory')} hint={t('merchants.form.serviceCategoryHint')} />
        <Field {...field('price')} label={t('merchants.form.price')} {...PRICE_INPUT} hint={t('merchants.form.priceHint')} />
        <Field {...field('rating')} label={t('merchants.form.rating')} {...RATING_INPUT} hint={t('merchants.form.ratingHint')} />
        <DistrictSelect {...field('district')} label={t('merchants.form.district')} placeholder={t('merchants.form.chooseDistrict')} />
        <Field {...field('address')} label={t('merchants.form.address')} autoComplete="street-address" />
        <FileInput
          {...field('pictures')}
          className="sm:col-span-2"
          label={t('merchants.form.pictures')}
          accept="image/*"
          multiple
          previewsLabel={t('merchants.form.picturesPreviews')}
          hint={t('merchants.form.picturesHint', { max: APPLICATION_MAX_PICTURES, mb: MAX_MB })}
        />
        <FileInput
          {...field('licence')}
          className="sm:col-span-2"
          label={t('merchants.form.licence')}
          accept="image/*"
          previewsLabel={t('merchants.form.licencePreview')}
          hint={t('merchants.form.licenceHint', { mb: MAX_MB })}
        />
        <div className="sm:col-span-2">
          <Checkbox
            {...field('agree')}
            label={t('merchants.form.agree')}
            hint={
              <SlottedText text={(link) => t('merchants.form.agreeHint', { link })}>
                <Link to="/privacy" className="link">
                  {t('merchants.form.agreeLink')}
                </Link>
              </SlottedText>
            }
          />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton pending={isSubmitting} className="btn-primary w-full sm:w-auto">
            {t('merchants.form.send')}
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
