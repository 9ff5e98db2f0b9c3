import type { RefObject } from 'react'
import type { TUser } from '@utsab/shared/schemas/auth'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
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
    <ConfirmDialog
      open={open}
      message={user ? `Make ${user.name} an admin?` : MERCHANT_TEXTS.makeAdmin}
      description={user?.email}
      confirmLabel={MERCHANT_TEXTS.makeAdmin}
      cancelLabel="Cancel"
      busy={makeAdmin.isPending}
      tone="primary"
      fallbackFocus={fallbackFocus}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p className="text-stone-700 dark:text-stone-300">
        Admins review merchant applications, make other admins and see every booking. An admin cannot be changed back from the dashboard.
      </p>
    </ConfirmDialog>
  )
}
