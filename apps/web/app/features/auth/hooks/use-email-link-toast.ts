import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { useT } from '#app/lib/i18n'
import { notify } from '#app/lib/toast'

/** The refusals GET /api/account/email/confirm lands on the account page with (`?error=<code>`), and what they say. */
const REFUSALS: Readonly<Record<string, TMessageKey>> = {
  email_link_invalid: 'account.addEmail.linkInvalid',
  email_taken: 'account.addEmail.linkTaken',
  email_already_set: 'account.addEmail.alreadySet',
}

/**
 * The link that adds an email to an account made with a mobile number ends on the account page with `?emailAdded=1`,
 * or `?error=` when it was refused: say so once, then take the marker out of the address so a reload does not repeat it.
 */
export function useEmailLinkToast() {
  const [params, setParams] = useSearchParams()
  const added = params.get('emailAdded') === '1'
  const error = params.get('error')
  const refusal = error && Object.hasOwn(REFUSALS, error) ? REFUSALS[error] : undefined
  const t = useT()
  const message = added ? t('account.addEmail.confirmed') : refusal ? t(refusal) : null
  useEffect(() => {
    if (!message) return
    if (added) notify.success(message, 'account-email-link')
    else notify.error(message, 'account-email-link')
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('emailAdded')
        next.delete('error')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [added, message, setParams])
}
