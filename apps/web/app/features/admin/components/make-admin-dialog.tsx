import type { RefObject } from 'react'
import type { TUser } from '@utsab/shared/schemas/auth'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
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
  const t = useT()
  const makeAdmin = useMakeAdmin()
  const onConfirm = () => {
    if (!user) return
    makeAdmin.mutate(user, {
      onSuccess: ({ modifiedCount }) => {
        if (modifiedCount > 0) notify.success(t('admin.makeAdmin.done'))
        else notify.info(t('admin.makeAdmin.already', { name: user.name }))
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
      message={user ? t('admin.makeAdmin.question', { name: user.name }) : t('admin.makeAdmin.label')}
      description={user?.email}
      confirmLabel={t('admin.makeAdmin.label')}
      cancelLabel={t('admin.makeAdmin.cancel')}
      busy={makeAdmin.isPending}
      tone="primary"
      fallbackFocus={fallbackFocus}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p className="text-stone-700 dark:text-stone-300">{t('admin.makeAdmin.explain')}</p>
    </ConfirmDialog>
  )
}
