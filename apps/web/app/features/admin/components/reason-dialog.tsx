import { useRef, type ReactNode, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { ZReason } from '@utsab/shared/schemas/common'
import { FormDialog } from '../../../components/ui/form-dialog'
import { TextArea } from '../../../components/ui/text-area'
import { useServerFieldErrors } from '../../../components/ui/use-server-field-errors'
import { useT } from '../../../lib/i18n'

/** The text the dialog asks for: its body field's name (as the server names it), shared rule, label and length. */
export type TAnswerField = { name: string; schema: z.ZodType<string, string>; label: string; maxLength: number }

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
  /** The text asked for: the moderation reason (ZReason, 500 characters) unless another is given (a reply). */
  field?: TAnswerField
  /** A moderation action is drawn as destructive; a reply is not. */
  destructive?: boolean
  /** Sends the text; `placeError` puts the server's field messages under the field and answers the rest. */
  onSubmit: (text: string, placeError: (error: unknown) => string | undefined) => void
}

/**
 * An admin's action that needs their words: a moderation reason (hide a listing, suspend, revoke a merchant),
 * which goes to the audit log and to the person concerned, or a reply to a contact message. The one FormDialog
 * with the one TextArea, checked with the shared schema the server applies. Focus starts in the text.
 */
export function ReasonDialog({ formKey, onSubmit, explain, reasonHint, field, destructive = true, ...dialog }: TProps) {
  const t = useT()
  const textField = useRef<HTMLTextAreaElement | null>(null)
  const asked = field ?? { name: 'reason', schema: ZReason, label: t('admin.moderation.reason'), maxLength: 500 }
  return (
    <FormDialog {...dialog} closeLabel={t('admin.moderation.cancel')} initialFocus={textField} destructive={destructive}>
      {(formId) => (
        <ReasonForm
          key={formKey}
          id={formId}
          label={dialog.title}
          explain={explain}
          hint={reasonHint}
          field={asked}
          fieldRef={textField}
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
  field,
  fieldRef,
  onSubmit,
}: {
  id: string
  label: string
  explain: string
  hint: string
  field: TAnswerField
  fieldRef: RefObject<HTMLTextAreaElement | null>
  onSubmit: TProps['onSubmit']
}) {
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(z.object({ [field.name]: field.schema })),
    defaultValues: { [field.name]: '' },
  })
  const placeError = useServerFieldErrors(form, { fields: [field.name] })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const { ref: registerRef, ...text } = register(field.name)
  return (
    <form
      id={id}
      aria-label={label}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values[field.name] ?? '', placeError))}
      className="flex flex-col gap-4"
    >
      <p className="text-stone-700 dark:text-stone-300">{explain}</p>
      <TextArea
        label={field.label}
        hint={hint}
        error={errors[field.name]?.message}
        maxLength={field.maxLength}
        markRequired
        ref={(element) => {
          registerRef(element)
          fieldRef.current = element
        }}
        {...text}
      />
    </form>
  )
}
