import { useState } from 'react'
import type { TPhoneCodeSent } from '@utsab/shared/schemas/phone'
import { useLocaleNavigate } from '#app/components/ui/link'
import { formatPhone } from '@utsab/shared/format'
import { useLocale, useT } from '#app/lib/i18n'
import { notify } from '#app/lib/toast'
import { usePhoneSignIn } from '../api/mutations'
import { PhoneCodeForm, PhoneNumberForm } from './phone-code'

/**
 * Logging in or signing up with a mobile number (issue 36): the number, then the code it received by SMS. A
 * number without an account asks for the name (at sign-up, up front) and makes one. Signed in, the visitor
 * goes where the email login would send them.
 */
export function PhoneSignIn({ redirectTo, signUp = false }: { redirectTo: string; signUp?: boolean }) {
  const t = useT()
  const locale = useLocale()
  const navigate = useLocaleNavigate()
  const signIn = usePhoneSignIn()
  const [sent, setSent] = useState<{ phone: string; name?: string; answer: TPhoneCodeSent } | null>(null)
  const [lastPhone, setLastPhone] = useState('')
  const title = signUp ? t('auth.signup.title') : t('auth.login.title')

  if (!sent) {
    return (
      <PhoneNumberForm
        purpose="sign-in"
        withName={signUp}
        defaultPhone={lastPhone && formatPhone(lastPhone, locale)}
        label={title}
        onSent={setSent}
      />
    )
  }
  return (
    <PhoneCodeForm
      // A new code for another number starts afresh.
      key={sent.phone}
      phone={sent.phone}
      purpose="sign-in"
      sent={sent.answer}
      name={sent.name}
      label={title}
      submitLabel={signUp ? t('auth.phone.signUp') : t('auth.phone.signIn')}
      onChangeNumber={() => {
        setLastPhone(sent.phone)
        setSent(null)
      }}
      verify={async ({ code, name }) => {
        const answer = await signIn.mutateAsync({ phone: sent.phone, code, name })
        if (answer.status === 'name-needed') return 'name-needed'
        notify.success(answer.created ? t('auth.phone.welcome') : t('auth.login.success'), 'login')
        void navigate(redirectTo, { replace: true })
        return 'done'
      }}
    />
  )
}
