import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '../../../components/ui/link'
import { BUSINESS_CATEGORIES } from '@utsab/shared/constants'
import { MERCHANT_TEXTS, type TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { ApiError } from '../../../lib/api'
import { useRefreshMyApplication } from '../api/application'
import { errorMessage, notify } from '../../../lib/toast'
import { APPLICATION_FILE_MAX_BYTES, APPLICATION_MAX_PICTURES } from '../lib/application-files'
import { applicationFormData } from '../lib/application-form-data'
import { type TApplicationFormInput, type TApplicationFormOutput, ZApplicationForm } from '../lib/application-schema'
import { applicationDefaults } from '../lib/application-view'
import { Checkbox } from '../../../components/ui/checkbox'
import { Field } from '../../../components/ui/field'
import { FileInput } from '../../../components/ui/file-input'
import { DistrictSelect } from '../../../components/ui/district-select'
import { Select } from '../../../components/ui/select'
import { SubmitButton } from '../../../components/ui/submit-button'
import { useServerFieldErrors } from '../../../components/ui/use-server-field-errors'
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
const CATEGORY_OPTIONS = BUSINESS_CATEGORIES.map((category) => ({ value: category.kind, label: category.label }))
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
        {MERCHANT_TEXTS.formTitle}
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        Every field is needed. An admin reviews your application; once accepted, you can add your events.
      </p>
      <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field
          {...field('nid')}
          label="NID"
          inputMode="numeric"
          autoComplete="off"
          hint="Your national ID card number: 10, 13 or 17 digits."
        />
        <Field {...field('agencyName')} label="Agency name" autoComplete="organization" />
        <Field
          {...field('agencyEmail')}
          label="Agency email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="Where customers and our team reach your agency."
        />
        <Field
          {...field('phoneNum')}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          hint="A Bangladeshi mobile number, like 01711 000000."
        />
        <Select {...field('businessCategory')} label="Business category" placeholder="Choose a category" options={CATEGORY_OPTIONS} />
        <Field {...field('serviceCategory')} label="Service category" hint="What you offer, like Wedding photography or Rooftop hall." />
        <Field {...field('price')} label="Price" {...PRICE_INPUT} hint="Your starting price in BDT, a whole number." />
        <Field {...field('rating')} label="Rating" {...RATING_INPUT} hint="Your Google rating, from 0 to 5." />
        <DistrictSelect {...field('district')} label="District" placeholder="Choose a district" />
        <Field {...field('address')} label="Address" autoComplete="street-address" />
        <FileInput
          {...field('pictures')}
          className="sm:col-span-2"
          label="Pictures"
          accept="image/*"
          multiple
          previewsLabel="Previews of the chosen photos"
          hint={`Up to ${APPLICATION_MAX_PICTURES} pictures of your work: JPEG, PNG, WebP, GIF or AVIF, ${MAX_MB} MB each. Choosing again replaces them.`}
        />
        <FileInput
          {...field('licence')}
          className="sm:col-span-2"
          label="Licence image"
          accept="image/*"
          previewsLabel="Preview of the chosen licence"
          hint={`A clear photo or scan of your trade licence, up to ${MAX_MB} MB.`}
        />
        <div className="sm:col-span-2">
          <Checkbox
            {...field('agree')}
            label="Agree to Privacy Policy"
            hint={
              <>
                How we use your details:{' '}
                <Link to="/about#privacy" className="link">
                  read the Privacy Policy
                </Link>
                .
              </>
            }
          />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton pending={isSubmitting} className="btn-primary w-full sm:w-auto">
            Send request
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
