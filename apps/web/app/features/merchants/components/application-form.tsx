import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useRevalidator } from 'react-router'
import { BUSINESS_CATEGORIES, DISTRICTS } from '@utsab/shared/constants'
import { MERCHANT_TEXTS, type TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { ApiError } from '../../../lib/api'
import { errorMessage, notify } from '../../../lib/toast'
import { usePreviews } from '../hooks/application-previews'
import { APPLICATION_FILE_MAX_BYTES, APPLICATION_MAX_PICTURES } from '../lib/application-files'
import { applicationFormData } from '../lib/application-form-data'
import { type TApplicationFormInput, type TApplicationFormOutput, ZApplicationForm } from '../lib/application-schema'
import { placeServerError } from '../../../lib/server-errors'
import { applicationDefaults } from '../lib/application-view'
import { CheckboxField, FileField, SelectField, SubmitButton, TextField } from './application-fields'

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

const CATEGORY_OPTIONS = BUSINESS_CATEGORIES.map((category) => ({ value: category.kind, label: category.label }))
const DISTRICT_OPTIONS = DISTRICTS.map((district) => ({ value: district, label: district }))
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
  const revalidator = useRevalidator()
  const [picturePreviews, showPictures] = usePreviews()
  const [licencePreviews, showLicence] = usePreviews()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TApplicationFormInput, unknown, TApplicationFormOutput>({
    resolver: zodResolver(ZApplicationForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...applicationDefaults(email, declined), agree: false },
  })

  const onSubmit = async ({ pictures, licence, ...fields }: TApplicationFormOutput) => {
    try {
      await send(applicationFormData({ ...fields, pictures, licence: licence[0]! }))
    } catch (error) {
      if (!(error instanceof ApiError)) return void notify.error(errorMessage(error))
      if (error.status === 409) {
        // Already pending (sent from another tab) or already a merchant: the page shows where things stand.
        notify.error(error.message)
        return void revalidator.revalidate()
      }
      const placed = placeServerError(error, FIELDS, { 413: 'pictures', 415: 'pictures' })
      placed.fields.forEach(([name, message], index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }))
      if (placed.toast) notify.error(placed.toast)
    }
  }

  const titleId = `${id}-title`
  const field = (name: (typeof FIELDS)[number]) => ({ id: `${id}-${name}`, error: errors[name]?.message, registration: register(name) })

  return (
    <div className="card p-5 sm:p-8">
      <h2 id={titleId} className="text-xl font-semibold sm:text-2xl">
        {MERCHANT_TEXTS.formTitle}
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        Every field is needed. An admin reviews your application; once accepted, you can add your events.
      </p>
      <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('nid')}
          label="NID"
          inputMode="numeric"
          autoComplete="off"
          hint="Your national ID card number: 10, 13 or 17 digits."
        />
        <TextField {...field('agencyName')} label="Agency name" autoComplete="organization" />
        <TextField
          {...field('agencyEmail')}
          label="Agency email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="Where customers and our team reach your agency."
        />
        <TextField
          {...field('phoneNum')}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          hint="A Bangladeshi mobile number, like 01711 000000."
        />
        <SelectField {...field('businessCategory')} label="Business category" placeholder="Choose a category" options={CATEGORY_OPTIONS} />
        <TextField
          {...field('serviceCategory')}
          label="Service category"
          hint="What you offer, like Wedding photography or Rooftop hall."
        />
        <TextField
          {...field('price')}
          label="Price"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="Your starting price in BDT, a whole number."
        />
        <TextField
          {...field('rating')}
          label="Rating"
          type="number"
          inputMode="decimal"
          min={0}
          max={5}
          step={0.1}
          hint="Your Google rating, from 0 to 5."
        />
        <SelectField {...field('district')} label="District" placeholder="Choose a district" options={DISTRICT_OPTIONS} />
        <TextField {...field('address')} label="Address" autoComplete="street-address" />
        <FileField
          {...field('pictures')}
          className="sm:col-span-2"
          label="Pictures"
          multiple
          onFiles={showPictures}
          previews={picturePreviews}
          previewsLabel="Previews of the chosen photos"
          hint={`Up to ${APPLICATION_MAX_PICTURES} pictures of your work: JPEG, PNG, WebP, GIF or AVIF, ${MAX_MB} MB each. Choosing again replaces them.`}
        />
        <FileField
          {...field('licence')}
          className="sm:col-span-2"
          label="Licence image"
          onFiles={showLicence}
          previews={licencePreviews}
          previewsLabel="Preview of the chosen licence"
          hint={`A clear photo or scan of your trade licence, up to ${MAX_MB} MB.`}
        />
        <div className="sm:col-span-2">
          <CheckboxField
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
          <SubmitButton pending={isSubmitting}>Send request</SubmitButton>
        </div>
      </form>
    </div>
  )
}
