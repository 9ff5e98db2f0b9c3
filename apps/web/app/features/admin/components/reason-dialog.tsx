import { ZReason } from '@utsab/shared/schemas/common'
import { TextDialog, type TTextDialogProps } from '#app/components/ui/text-dialog'
import { useT } from '#app/lib/i18n'

export type { TAnswerField } from '#app/components/ui/text-dialog'

/**
 * An admin's action that needs their words: the moderation reason (hide a listing, suspend, revoke a merchant) unless
 * another field is given (a reply to a contact message), with the admin pages' Cancel.
 */
export function ReasonDialog({ field, ...props }: Omit<TTextDialogProps, 'field' | 'closeLabel'> & { field?: TTextDialogProps['field'] }) {
  const t = useT()
  const asked = field ?? { name: 'reason', schema: ZReason, label: t('admin.moderation.reason'), maxLength: 500 }
  return <TextDialog {...props} field={asked} closeLabel={t('admin.moderation.cancel')} />
}
