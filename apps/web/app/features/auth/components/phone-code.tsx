import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { formatPhone, plainDigits } from '@utsab/shared/format'
import { ZFullName } from '@utsab/shared/schemas/auth'
import { ZPhone } from '@utsab/shared/schemas/common'
import { ZPhoneCode, PHONE_CODE_LENGTH, type TPhoneCodeSent } from '@utsab/shared/schemas/phone'
import { Field } from '#app/components/ui/field'
import { FormAlert } from '#app/components/ui/form-alert'
import { SlottedText } from '#app/components/ui/slotted-text'
import { SubmitButton } from '#app/components/ui/submit-button'
import { placeServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { ApiError } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useSendPhoneCode } from '../api/mutations'

/**
 * The pieces of every SMS-code flow (issue 36): the number form that sends a code, and the code form with the
 * number it went to, "Change number", a resend button that counts down, and the server's refusals under their
 * fields. Signing in (phone-sign-in.tsx) and proving a number on the account page (account-phone.tsx) use them.
 */

export type TCodePurpose = 'sign-in' | 'add-phone'

/** The codes a refusal of the code form puts under the code field; the number form's under the number. */
const CODE_ERRORS = new Set(['phone_code_wrong', 'phone_code_expired', 'phone_code_tries_used'])
const NUMBER_ERRORS = new Set(['phone_code_too_soon', 'phone_codes_limited', 'phone_taken'])

/**
 * Where a refusal goes: the server's `fields` under the form's fields, a code's own refusal under `field`,
 * and what is left as the form's alert (returned).
 */
function placeRefusal<T extends Record<string, unknown>>(
  form: Parameters<typeof placeServerFieldErrors<T, never>>[0],
  error: unknown,
  fields: readonly string[],
  owned: Set<string>,
  field: string,
): string | undefined {
  if (error instanceof ApiError && error.code && owned.has(error.code)) {
    form.setError(field as never, { type: 'server', message: error.message }, { shouldFocus: true })
    return undefined
  }
  if (error instanceof ApiError && error.fields) return placeServerFieldErrors(form, error, { fields: fields as never[] })
  return errorMessage(error)
}

/** The seconds left until `until` (a clock time in ms), ticking each second; 0 once passed. */
export function useSecondsLeft(until: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= until) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [until])
  return Math.max(0, Math.ceil((until - now) / 1000))
}

/** 42 → "0:42", in the page's digits. */
const clock = (seconds: number, locale: 'en' | 'bn') =>
  plainDigits(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`, locale)

/** A mobile number field as every form of this flow shows it: the phone keyboard, the browser's saved number. */
function NumberField(props: Omit<Parameters<typeof Field>[0], 'label'>) {
  const t = useT()
  return (
    <Field
      label={t('auth.phone.number')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('auth.phone.placeholder')}
      hint={t('auth.phone.numberHint')}
      {...props}
    />
  )
}

/**
 * Step one: the number (and, when `withName`, the person's name, asked up front at sign-up); sends a code and
 * hands the canonical number on.
 */
export function PhoneNumberForm({
  purpose,
  defaultPhone = '',
  withName = false,
  label,
  onSent,
  children,
}: {
  purpose: TCodePurpose
  defaultPhone?: string
  withName?: boolean
  /** The form's accessible name. */
  label: string
  onSent: (sent: { phone: string; name?: string; answer: TPhoneCodeSent }) => void
  /** Under the button (a Cancel on the account page). */
  children?: ReactNode
}) {
  const t = useT()
  const send = useSendPhoneCode()
  const [alert, setAlert] = useState<string>()
  const schema = useMemo(() => z.object({ phone: ZPhone, name: withName ? ZFullName : z.string().optional() }), [withName])
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { phone: defaultPhone, name: '' },
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form

  const onSubmit = async ({ phone, name }: z.output<typeof schema>) => {
    setAlert(undefined)
    try {
      const answer = await send.mutateAsync({ phone, purpose })
      onSent({ phone, name: name || undefined, answer })
    } catch (error) {
      setAlert(placeRefusal(form, error, ['name', 'phone'], NUMBER_ERRORS, 'phone'))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label={label}>
      {alert && <FormAlert>{alert}</FormAlert>}
      {withName && <Field label={t('auth.phone.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />}
      <NumberField error={errors.phone?.message} {...register('phone')} />
      <SubmitButton className="btn-primary w-full" pending={send.isPending}>
        {t('auth.phone.send')}
      </SubmitButton>
      {children}
    </form>
  )
}

type TCodeValues = { code: string; name?: string }
export type TCodeOutcome = 'done' | 'name-needed'

/**
 * Step two: the code. `verify` sends it (with the name once asked for); its refusals land under the code field
 * (wrong, expired, tries used up: the server's own sentence, in the page's language) or in the form's alert.
 * Answered 'name-needed', the form asks for the name and is sent again with the same code.
 */
export function PhoneCodeForm({
  phone,
  purpose,
  sent,
  askName: askNameFirst = false,
  name: givenName,
  label,
  submitLabel,
  verify,
  onChangeNumber,
}: {
  phone: string
  purpose: TCodePurpose
  sent: TPhoneCodeSent
  /** Ask for the name from the start. */
  askName?: boolean
  /** A name already given (sign-up's first step): sent with the code. */
  name?: string
  label: string
  submitLabel: string
  verify: (values: TCodeValues) => Promise<TCodeOutcome>
  onChangeNumber: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const send = useSendPhoneCode()
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resendInSeconds * 1000)
  const secondsLeft = useSecondsLeft(resendAt)
  const [askName, setAskName] = useState(askNameFirst)
  const [alert, setAlert] = useState<string>()
  const schema = useMemo(() => z.object({ code: ZPhoneCode, name: askName ? ZFullName : z.string().optional() }), [askName])
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    // Read at each check, so the name becomes required once the server asks for it.
    resolver: (values, context, options) => zodResolver(schema)(values, context, options),
    defaultValues: { code: '', name: givenName ?? '' },
  })
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = form
  useEffect(() => {
    if (askName && !askNameFirst) setFocus('name')
  }, [askName, askNameFirst, setFocus])

  const onSubmit = async ({ code, name }: z.output<typeof schema>) => {
    setAlert(undefined)
    try {
      const outcome = await verify({ code, name: name || givenName || undefined })
      if (outcome === 'name-needed') setAskName(true)
    } catch (error) {
      setAlert(placeRefusal(form, error, ['name', 'code'], CODE_ERRORS, 'code'))
    }
  }

  const resend = () =>
    send.mutate(
      { phone, purpose },
      {
        onSuccess: (answer) => {
          setResendAt(Date.now() + answer.resendInSeconds * 1000)
          form.clearErrors('code')
          setAlert(undefined)
          notify.success(t('auth.phone.resent'))
        },
        onError: (error) => setAlert(errorMessage(error)),
      },
    )

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label={label}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-stone-100 px-4 py-3 text-sm dark:bg-stone-800">
        <p role="status">
          <SlottedText text={(slot) => t('auth.phone.sentTo', { phone: slot })}>
            <strong className="whitespace-nowrap font-semibold">{formatPhone(phone, locale)}</strong>
          </SlottedText>
        </p>
        <button type="button" className="link min-h-11 font-medium" onClick={onChangeNumber}>
          {t('auth.phone.change')}
        </button>
      </div>
      {alert && <FormAlert>{alert}</FormAlert>}
      <Field
        label={t('auth.phone.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH}
        spellCheck={false}
        hint={t('auth.phone.codeHint')}
        inputClassName="text-lg tracking-[0.3em] tabular-nums"
        error={errors.code?.message}
        autoFocus
        {...register('code')}
      />
      {askName && (
        <div className="flex flex-col gap-3">
          {!askNameFirst && <p className="text-sm text-stone-700 dark:text-stone-300">{t('auth.phone.nameNeeded')}</p>}
          <Field label={t('auth.phone.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        </div>
      )}
      <SubmitButton className="btn-primary w-full" pending={isSubmitting}>
        {submitLabel}
      </SubmitButton>
      <button type="button" className="btn-secondary w-full" disabled={secondsLeft > 0 || send.isPending} onClick={resend}>
        {secondsLeft > 0 ? t('auth.phone.resendIn', { time: clock(secondsLeft, locale) }) : t('auth.phone.resend')}
      </button>
    </form>
  )
}
