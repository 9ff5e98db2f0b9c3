import { useState } from 'react'
import { formatPhone } from '@utsab/shared/format'
import type { TAccount } from '@utsab/shared/schemas/account'
import type { TPhoneCodeSent } from '@utsab/shared/schemas/phone'
import { Checkbox } from '#app/components/ui/checkbox'
import { SectionHeader } from '#app/components/ui/section-header'
import { useLocale, useT } from '#app/lib/i18n'
import { errorMessage, formToasts } from '#app/lib/toast'
import { useConfirmPhone, useSaveWhatsapp } from '../api/account'
import { PhoneCodeForm, PhoneNumberForm } from './phone-code'

type TStep = { step: 'view' } | { step: 'number' } | { step: 'code'; phone: string; answer: TPhoneCodeSent }

const toasts = formToasts('account-phone')
const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold'

/**
 * The account's mobile number (issue 36): shown with a Verified badge once proved with an SMS code, or with a way
 * to prove it (the number, then its code, as at sign-in). A merchant also chooses here whether their listings
 * offer a WhatsApp chat with it.
 */
export function AccountPhone({ account }: { account: TAccount }) {
  const t = useT()
  const locale = useLocale()
  const confirm = useConfirmPhone()
  const [state, setState] = useState<TStep>({ step: 'view' })
  const number = account.phone ? formatPhone(account.phone, locale) : null

  return (
    <section aria-labelledby="account-mobile" className="card flex flex-col gap-4 p-5 sm:p-6">
      <SectionHeader id="account-mobile" title={t('account.mobile.heading')} lead={t('account.mobile.lead')} />
      {state.step === 'view' && (
        <>
          <div className="flex flex-wrap items-center gap-3">
            {number ? (
              <>
                <span className="text-lg font-semibold whitespace-nowrap tabular-nums">{number}</span>
                {account.phoneVerified ? (
                  <span className={`${BADGE} bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200`}>
                    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mr-1 size-3.5">
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                    {t('account.mobile.verified')}
                  </span>
                ) : (
                  <span className={`${BADGE} bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200`}>
                    {t('account.mobile.notVerified')}
                  </span>
                )}
              </>
            ) : (
              <span className="text-stone-700 dark:text-stone-300">{t('account.mobile.none')}</span>
            )}
          </div>
          <button
            type="button"
            className={`${account.phoneVerified ? 'btn-secondary' : 'btn-primary'} self-start`}
            onClick={() => setState({ step: 'number' })}
          >
            {!account.phone ? t('account.mobile.add') : account.phoneVerified ? t('account.mobile.another') : t('account.mobile.prove')}
          </button>
        </>
      )}
      {state.step === 'number' && (
        <PhoneNumberForm
          purpose="add-phone"
          label={t('account.mobile.heading')}
          defaultPhone={!account.phoneVerified && number ? number : ''}
          onSent={({ phone, answer }) => setState({ step: 'code', phone, answer })}
        >
          <button type="button" className="btn-secondary w-full" onClick={() => setState({ step: 'view' })}>
            {t('account.mobile.cancel')}
          </button>
        </PhoneNumberForm>
      )}
      {state.step === 'code' && (
        <PhoneCodeForm
          key={state.phone}
          phone={state.phone}
          purpose="add-phone"
          sent={state.answer}
          label={t('account.mobile.heading')}
          submitLabel={t('account.mobile.confirm')}
          onChangeNumber={() => setState({ step: 'number' })}
          verify={async ({ code }) => {
            await confirm.mutateAsync({ phone: state.phone, code })
            toasts.success(t('account.mobile.confirmed'))
            setState({ step: 'view' })
            return 'done'
          }}
        />
      )}
      {account.role === 'merchant' && <WhatsappChoice account={account} number={account.phoneVerified ? number : null} />}
    </section>
  )
}

/** A merchant's WhatsApp chat on their listings (with a number they proved): saved as soon as it is ticked. */
function WhatsappChoice({ account, number }: { account: TAccount; number: string | null }) {
  const t = useT()
  const save = useSaveWhatsapp()
  return (
    <div className="border-t border-stone-200 pt-4 dark:border-stone-800">
      <Checkbox
        label={t('account.whatsapp.label')}
        checked={account.whatsapp}
        disabled={!number || save.isPending}
        // The number is kept on one line (a no-break space after +880): split, it reads as two.
        hint={number ? t('account.whatsapp.hint', { phone: number.replace(/ /g, '\u00a0') }) : t('account.whatsapp.noPhone')}
        onChange={(event) =>
          save.mutate(event.currentTarget.checked, {
            onSuccess: (saved) => toasts.success(saved.whatsapp ? t('account.whatsapp.on') : t('account.whatsapp.off')),
            onError: (error) => toasts.error(errorMessage(error)),
          })
        }
      />
    </div>
  )
}
