import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { Link } from '#app/components/ui/link'
import { SlottedText } from '#app/components/ui/slotted-text'
import { useT } from '#app/lib/i18n'
import { useMe } from '#app/lib/session'
import { useHydrated } from '#app/lib/use-hydrated'
import { useResendVerification } from '../api/resend-verification'

/** What the verified address is needed for (the page asking says which), and the sentence that says so. */
type TVerifyFor = 'to pay' | 'to apply as a merchant'
const BEFORE: Record<TVerifyFor, TMessageKey> = {
  'to pay': 'auth.verify.beforePaying',
  'to apply as a merchant': 'auth.verify.beforeApplying',
}

function ResendButton({ email, className }: { email: string; className: string }) {
  const t = useT()
  const resend = useResendVerification(email)
  const hydrated = useHydrated()
  return (
    <button type="button" className={className} disabled={!hydrated || resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? t('auth.verify.sending') : t('auth.verify.resend')}
    </button>
  )
}

/** Under the header for a signed-in account whose email is not verified yet: a reminder and a way to get a new link. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const t = useT()
  return (
    <div
      role="region"
      aria-label={t('auth.verify.region')}
      className="border-b border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-stone-900"
    >
      <div className="container-page flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-stone-800 dark:text-stone-100">{t('auth.verify.reminder', { email })}</p>
        <ResendButton email={email} className="btn-secondary min-h-11 shrink-0 self-start sm:self-auto" />
      </div>
    </div>
  )
}

/** On the pages that need a verified address (paying, applying): why the form is not there, and the way on. */
export function VerifyEmailFirst({ email, doing }: { email: string; doing: TVerifyFor }) {
  const t = useT()
  const { phoneEnabled } = useMe()
  return (
    <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
      <h2 className="text-lg font-semibold">{t('auth.verify.firstHeading')}</h2>
      <p className="max-w-prose text-stone-700 dark:text-stone-300">{t(BEFORE[doing], { email })}</p>
      {/* A mobile number proved with an SMS code counts as a verified email does (issue 36). */}
      {phoneEnabled && (
        <p className="max-w-prose text-stone-700 dark:text-stone-300">
          <SlottedText text={(slot) => t('auth.verify.orPhone', { link: slot })}>
            <Link to="/dashboard/account" className="link">
              {t('auth.verify.accountPage')}
            </Link>
          </SlottedText>
        </p>
      )}
      <ResendButton email={email} className="btn-primary" />
    </div>
  )
}
