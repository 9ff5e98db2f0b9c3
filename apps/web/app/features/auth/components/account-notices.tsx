import { useForm } from 'react-hook-form'
import { NOTICE_KINDS, type TNoticeChannel, type TNoticeKind } from '@utsab/shared/schemas/phone'
import { RadioGroup } from '#app/components/ui/radio-group'
import { SectionHeader } from '#app/components/ui/section-header'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useT } from '#app/lib/i18n'
import type { TSeed } from '#app/lib/loader-seed'
import { errorMessage, formToasts } from '#app/lib/toast'
import { useNotices, useSaveNotices, type TNoticesAnswer } from '../api/account'

const toasts = formToasts('account-notices')
/** What only a merchant is told (a new request, a paid booking); the rest concern whoever books. */
const MERCHANT_KINDS: readonly TNoticeKind[] = ['request-new', 'booking-paid']
type TValues = Record<TNoticeKind, TNoticeChannel>

/**
 * How each kind of notice reaches the person (issue 36): SMS, email or both. A channel the account cannot be
 * reached by (no proved number, no email) is offered disabled, and the section says why. Only a merchant sees
 * the merchants' notices; the kinds not shown keep their channel (the whole record is sent back as it was).
 */
export function AccountNotices({ seed, merchant }: { seed: TSeed<TNoticesAnswer>; merchant: boolean }) {
  const t = useT()
  const { data: settings } = useNotices(seed)
  const save = useSaveNotices()
  const { register, handleSubmit } = useForm<TValues>({ values: settings.channels })
  const { sms, email } = settings.reachable

  const onSubmit = (channels: TValues) =>
    save.mutate(channels, {
      onSuccess: () => toasts.success(t('account.notices.saved')),
      onError: (error) => toasts.error(errorMessage(error)),
    })

  const options = [
    { value: 'sms', label: t('account.notices.sms'), disabled: !sms },
    { value: 'email', label: t('account.notices.email'), disabled: !email },
    { value: 'both', label: t('account.notices.both'), disabled: !sms || !email },
  ]
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="account-notices" className="card flex flex-col gap-5 p-5 sm:p-6">
      <SectionHeader id="account-notices" title={t('account.notices.heading')} lead={t('account.notices.lead')}>
        {(!sms || !email) && (
          <ul className="mt-3 flex flex-col gap-1 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            {!sms && <li>{t('account.notices.noSms')}</li>}
            {!email && <li>{t('account.notices.noEmail')}</li>}
          </ul>
        )}
      </SectionHeader>
      {NOTICE_KINDS.filter((kind) => merchant || !MERCHANT_KINDS.includes(kind)).map((kind) => (
        <RadioGroup key={kind} label={t(`account.notices.kind.${kind}`)} options={options} tiles {...register(kind)} />
      ))}
      <SubmitButton className="btn-primary self-start" pending={save.isPending}>
        {t('account.notices.save')}
      </SubmitButton>
    </form>
  )
}
