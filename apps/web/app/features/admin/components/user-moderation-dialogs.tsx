import type { RefObject } from 'react'
import type { TAdminUser } from '@utsab/shared/schemas/moderation'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useModerateUser, useReinstateUser, type TUserModeration } from '../api/moderation'
import { ReasonDialog } from './reason-dialog'

/**
 * Suspend or revoke a merchant role (decision 029): the reason is asked for, kept in the audit log and
 * emailed. The server's refusals that are not about the reason (another admin acted first) are a toast.
 */
export function UserModerationDialog({
  open,
  action,
  user,
  formKey,
  onClose,
  fallbackFocus,
}: {
  open: boolean
  action: TUserModeration
  /** Kept by the parent after closing, so the exit transition still shows them. */
  user: TAdminUser | null
  formKey: number
  onClose: () => void
  fallbackFocus?: RefObject<HTMLElement | null>
}) {
  const t = useT()
  const moderate = useModerateUser()
  const name = user?.name ?? ''
  const suspend = action === 'suspend'
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      pending={moderate.isPending}
      title={suspend ? t('admin.moderation.suspendTitle', { name }) : t('admin.moderation.revokeTitle', { name })}
      description={user?.email}
      explain={suspend ? t('admin.moderation.suspendExplain') : t('admin.moderation.revokeExplain')}
      reasonHint={t('admin.moderation.reasonHint', { name })}
      submitLabel={suspend ? t('admin.moderation.suspendSubmit') : t('admin.moderation.revokeSubmit')}
      pendingLabel={suspend ? t('admin.moderation.suspending') : t('admin.moderation.revoking')}
      formKey={`${action}-${user?.id ?? ''}-${formKey}`}
      fallbackFocus={fallbackFocus}
      onSubmit={(reason, placeError) => {
        if (!user) return
        moderate.mutate(
          { user, action, reason },
          {
            onSuccess: () => {
              notify.success(suspend ? t('admin.moderation.suspended', { name }) : t('admin.moderation.revoked', { name }))
              onClose()
            },
            onError: (error) => {
              const rest = placeError(error)
              if (rest) {
                notify.error(rest)
                onClose()
              }
            },
          },
        )
      }}
    />
  )
}

/** Reinstate asks first (no reason needed: the suspension's reason stays in the audit log). */
export function ReinstateDialog({
  open,
  user,
  onClose,
  fallbackFocus,
}: {
  open: boolean
  user: TAdminUser | null
  onClose: () => void
  fallbackFocus?: RefObject<HTMLElement | null>
}) {
  const t = useT()
  const reinstate = useReinstateUser()
  return (
    <ConfirmDialog
      open={open}
      message={t('admin.moderation.reinstateQuestion', { name: user?.name ?? '' })}
      description={user?.suspendReason ? t('admin.moderation.suspendedReason', { reason: user.suspendReason }) : user?.email}
      confirmLabel={t('admin.moderation.reinstateSubmit')}
      cancelLabel={t('admin.moderation.cancel')}
      busy={reinstate.isPending}
      tone="primary"
      fallbackFocus={fallbackFocus}
      onConfirm={() => {
        if (!user) return
        reinstate.mutate(user, {
          onSuccess: () => notify.success(t('admin.moderation.reinstated', { name: user.name })),
          onError: (error) => notify.error(errorMessage(error)),
          onSettled: onClose,
        })
      }}
      onCancel={onClose}
    >
      <p className="text-stone-700 dark:text-stone-300">{t('admin.moderation.reinstateExplain')}</p>
    </ConfirmDialog>
  )
}
