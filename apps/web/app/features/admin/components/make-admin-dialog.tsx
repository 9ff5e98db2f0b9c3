import { useRef, type RefObject } from 'react'
import type { TUser } from '@utsab/shared/schemas/auth'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { Dialog } from '../../../components/ui/dialog'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage, notify } from '../../../lib/toast'
import { useMakeAdmin } from '../api/mutations'

/**
 * 'Make admin' (spec §2, §4) asks first: it hands over the whole admin side and the dashboard has no
 * way back. 'make admin successful' shows when the server changed the role (modifiedCount > 0).
 */
export function MakeAdminDialog({
  open,
  user,
  onClose,
  fallbackFocus,
}: {
  open: boolean
  user: TUser | null
  onClose: () => void
  fallbackFocus?: RefObject<HTMLElement | null>
}) {
  const makeAdmin = useMakeAdmin()
  const cancel = useRef<HTMLButtonElement>(null)
  const onConfirm = () => {
    if (!user) return
    makeAdmin.mutate(user, {
      onSuccess: ({ modifiedCount }) => {
        if (modifiedCount > 0) notify.success(MERCHANT_TEXTS.makeAdminSuccessful)
        else notify.info(`${user.name} is already an admin.`)
        onClose()
      },
      onError: (error) => {
        notify.error(errorMessage(error))
        onClose()
      },
    })
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!makeAdmin.isPending}
      size="sm"
      title={user ? `Make ${user.name} an admin?` : MERCHANT_TEXTS.makeAdmin}
      description={user?.email}
      fallbackFocus={fallbackFocus}
      initialFocus={cancel}
    >
      <p className="text-stone-700 dark:text-stone-300">
        Admins review merchant applications, make other admins and see every booking. An admin cannot be changed back from the dashboard.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onClose} disabled={makeAdmin.isPending} ref={cancel}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={onConfirm}
          disabled={makeAdmin.isPending || !user}
          aria-busy={makeAdmin.isPending || undefined}
        >
          {makeAdmin.isPending && <Spinner />}
          {MERCHANT_TEXTS.makeAdmin}
        </button>
      </div>
    </Dialog>
  )
}
