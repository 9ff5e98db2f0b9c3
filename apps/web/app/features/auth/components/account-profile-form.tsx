import { useMemo, useState, type BaseSyntheticEvent } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { formatPhone } from '@utsab/shared/format'
import { ZOptionalPhone, type TAccount } from '@utsab/shared/schemas/account'
import { ZFullName } from '@utsab/shared/schemas/auth'
import { Field } from '#app/components/ui/field'
import { FileInput } from '#app/components/ui/file-input'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { useLocale, useT, type TTranslate } from '#app/lib/i18n'
import { formToasts } from '#app/lib/toast'
import { useSaveProfile } from '../api/account'
import { firstFile, PHOTO_MAX_BYTES, photoError } from '../lib/photo'
import { Avatar } from './avatar'
import { ResponsiveImage } from '#app/components/ui/responsive-image'

/** Name and number by the shared rules; a new photo checked before it is sent, like at sign-up. */
const profileSchema = (t: TTranslate) =>
  z.object({
    name: ZFullName,
    phone: ZOptionalPhone,
    photo: z.unknown().superRefine((value, ctx) => {
      const message = photoError(firstFile(value), { notImage: t('auth.signup.photoNotImage'), tooLarge: t('auth.signup.photoTooLarge') })
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  })
type TSchema = ReturnType<typeof profileSchema>
type TInput = z.input<TSchema>
type TOutput = z.output<TSchema>

const FIELDS = ['name', 'photo', 'phone'] as const
const FIELD_FOR_STATUS = { 413: 'photo', 415: 'photo' } as const
const toasts = formToasts('account-profile')

const defaultsOf = (account: TAccount, locale: 'en' | 'bn'): TInput => ({
  name: account.name,
  phone: account.phone ? formatPhone(account.phone, locale) : '',
  photo: undefined,
})

/** Profile: name, photo (upload with a preview, or remove) and mobile number; the email is shown, not edited. */
export function AccountProfileForm({ account }: { account: TAccount }) {
  const t = useT()
  const locale = useLocale()
  const schema = useMemo(() => profileSchema(t), [t])
  const save = useSaveProfile()
  const [removing, setRemoving] = useState(false)
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: defaultsOf(account, locale),
  })
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form
  const placeServerErrors = useServerFieldErrors(form, { fields: FIELDS, fieldForStatus: FIELD_FOR_STATUS })

  const onSubmit = (values: TOutput, event?: BaseSyntheticEvent) => {
    const element = event?.target instanceof HTMLFormElement ? event.target : null
    const photo = firstFile<File>(values.photo)
    save.mutate(
      {
        // A number proved with a code is changed only with a code for the new one (the Mobile number section).
        changes: {
          name: values.name,
          ...(account.phoneVerified ? {} : { phone: values.phone }),
          ...(removing && !photo ? { image: null } : {}),
        },
        photo,
      },
      {
        onSuccess: (saved) => {
          setRemoving(false)
          // The file input (and its preview) is emptied by the form's own reset; react-hook-form's then sets the saved values.
          element?.reset()
          reset(defaultsOf(saved, locale))
          toasts.success(t('account.profile.saved'))
        },
        onError: (error) => {
          const message = placeServerErrors(error)
          if (message) toasts.error(message)
        },
      },
    )
  }

  const shownImage = removing ? null : account.image
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="account-profile" className="card flex flex-col gap-5 p-5 sm:p-6">
      <h2 id="account-profile" className="text-xl font-semibold">
        {t('account.profile.heading')}
      </h2>
      <div className="flex flex-col gap-3">
        <span className="field-label">{t('account.profile.photo')}</span>
        <div className="flex flex-wrap items-center gap-4">
          {shownImage ? (
            <ResponsiveImage
              src={shownImage}
              sizes="80px"
              alt={t('account.profile.currentPhoto')}
              width={80}
              height={80}
              referrerPolicy="no-referrer"
              className="size-20 shrink-0 rounded-full object-cover ring-2 ring-brand-200 dark:ring-brand-800"
            />
          ) : (
            <Avatar name={account.name} email={account.email} image={null} className="size-20 text-2xl" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            {removing ? (
              <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
                {t('account.profile.photoRemoved')}
              </p>
            ) : (
              !account.image && <p className="text-sm text-stone-700 dark:text-stone-300">{t('account.profile.noPhoto')}</p>
            )}
            {account.image && (
              <button type="button" className="btn-secondary self-start" onClick={() => setRemoving((now) => !now)}>
                {removing ? t('account.profile.keepPhoto') : t('account.profile.removePhoto')}
              </button>
            )}
          </div>
        </div>
        <FileInput
          label={t('account.profile.newPhoto')}
          accept="image/*"
          hint={t('account.profile.photoHint', { size: PHOTO_MAX_BYTES / 1024 / 1024 })}
          previewsLabel={t('account.profile.newPhoto')}
          error={errors.photo?.message}
          {...register('photo')}
        />
      </div>
      <Field label={t('account.profile.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <Field
        label={t('account.profile.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={account.phoneVerified ? t('account.profile.phoneVerifiedHint') : t('account.profile.phoneHint')}
        readOnly={account.phoneVerified}
        error={errors.phone?.message}
        {...register('phone')}
      />
      {account.email ? (
        <Field label={t('account.profile.email')} value={account.email} readOnly hint={t('account.profile.emailHint')} />
      ) : (
        <Field
          label={t('account.profile.email')}
          value=""
          placeholder={t('account.profile.noEmail')}
          hint={t('account.profile.noEmailHint')}
          readOnly
        />
      )}
      <SubmitButton className="btn-primary self-start" pending={save.isPending} pendingLabel={t('account.profile.saving')}>
        {t('account.profile.save')}
      </SubmitButton>
    </form>
  )
}
