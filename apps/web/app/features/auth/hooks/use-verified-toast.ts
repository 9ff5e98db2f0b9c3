import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useT } from '#app/lib/i18n'
import { notify } from '#app/lib/toast'

/**
 * The server's email-verification link ends on `/?verified=1`: say so once, then take the marker out
 * of the address so a reload or a shared link does not repeat it.
 */
export function useVerifiedToast() {
  const [params, setParams] = useSearchParams()
  const verified = params.get('verified') === '1'
  const t = useT()
  const message = t('auth.toast.emailVerified')
  useEffect(() => {
    if (!verified) return
    notify.success(message, 'email-verified')
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('verified')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [verified, setParams, message])
}
