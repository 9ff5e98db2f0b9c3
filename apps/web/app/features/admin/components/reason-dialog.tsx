import { useRef, type ReactNode, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ZModerationReason, type TModerationReason } from '@utsab/shared/schemas/moderation'
import { FormDialog } from '../../../components/ui/form-dialog'
import { TextArea } from '../../../components/ui/text-area'
import { useServerFieldErrors } from '../../../components/ui/use-server-field-errors'
import { useT } from '../../../lib/i18n'

type TProps = {
  open: boolean
  onClose: () => void
  pending: boolean
  title: string
  /** Whom or what it concerns (an email, a listing's agency). */
  description?: ReactNode
  /** What follows, said before the admin commits to it. */
  explain: string
  reasonHint: string
  submitLabel: string
  pendingLabel: string
  /** Changes with every opening, so the form starts empty. */
  formKey: string
  fallbackFocus?: RefObject<HTMLElement | null>
  /** Sends the reason; `placeError` puts the server's field messages under Reason and answers the rest. */
  onSubmit: (reason: string, placeError: (error: unknown) => string | undefined) => void
}

/**
 * A moderation action that needs the admin's reason (hide a listing, suspend, revoke a merchant): the one
 * FormDialog with the one TextArea, checked with the shared ZModerationReason as on the server; the reason
 * goes to the audit log and to the person concerned. Focus starts in the reason.
 */
export function ReasonDialog({ formKey, onSubmit, explain, reasonHint, ...dialog }: TProps) {
  const reasonField = useRef<HTMLTextAreaElement | null>(null)
  return (
    <FormDialog {...dialog} closeLabel={useT()('admin.moderation.cancel')} initialFocus={reasonField} destructive>
      {(formId) => (
        <ReasonForm
          key={formKey}
          id={formId}
          label={dialog.title}
          explain={explain}
          hint={reasonHint}
          fieldRef={reasonField}
          onSubmit={onSubmit}
        />
      )}
    </FormDialog>
  )
}

function ReasonForm({
  id,
  label,
  explain,
  hint,
  fieldRef,
  onSubmit,
}: {
  id: string
  label: string
  explain: string
  hint: string
  fieldRef: RefObject<HTMLTextAreaElement | null>
  onSubmit: TProps['onSubmit']
}) {
  const t = useT()
  const form = useForm<TModerationReason>({ resolver: zodResolver(ZModerationReason), defaultValues: { reason: '' } })
  const placeError = useServerFieldErrors(form, { fields: ['reason'] })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const { ref: registerRef, ...reason } = register('reason')
  return (
    <form
      id={id}
      aria-label={label}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.reason, placeError))}
      className="flex flex-col gap-4"
    >
      <p className="text-stone-700 dark:text-stone-300">{explain}</p>
      <TextArea
        label={t('admin.moderation.reason')}
        hint={hint}
        error={errors.reason?.message}
        maxLength={500}
        markRequired
        ref={(element) => {
          registerRef(element)
          fieldRef.current = element
        }}
        {...reason}
      />
    </form>
  )
}
