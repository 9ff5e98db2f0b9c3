import { useRef, type ReactNode, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { FormDialog } from './form-dialog'
import { TextArea } from './text-area'
import { useServerFieldErrors } from './use-server-field-errors'

/** The text the dialog asks for: its body field's name (as the server names it), shared rule, label and length. */
export type TAnswerField = { name: string; schema: z.ZodType<string, string>; label: string; maxLength: number }

export type TTextDialogProps = {
  open: boolean
  onClose: () => void
  pending: boolean
  title: string
  /** Whom or what it concerns (an email, a listing's agency). */
  description?: ReactNode
  /** What follows, said before the admin commits to it. */
  explain: string
  /** Said under the text; none when there is nothing to add. */
  reasonHint?: string
  submitLabel: string
  pendingLabel: string
  /** Changes with every opening, so the form starts empty. */
  formKey: string
  fallbackFocus?: RefObject<HTMLElement | null>
  /** The text asked for: its name as the server names it, the shared rule, label and length. */
  field: TAnswerField
  closeLabel: string
  /** A moderation action is drawn as destructive; a reply is not. */
  destructive?: boolean
  /** Sends the text; `placeError` puts the server's field messages under the field and answers the rest. */
  onSubmit: (text: string, placeError: (error: unknown) => string | undefined) => void
}

/**
 * An action that needs a person's words: an admin's moderation reason (which goes to the audit log and to the person
 * concerned), a reply to a contact message, a merchant's reply to a review. The one FormDialog with the one TextArea,
 * checked with the shared schema the server applies. Focus starts in the text.
 */
export function TextDialog({ formKey, onSubmit, explain, reasonHint, field, destructive = true, ...dialog }: TTextDialogProps) {
  const textField = useRef<HTMLTextAreaElement | null>(null)
  return (
    <FormDialog {...dialog} initialFocus={textField} destructive={destructive}>
      {(formId) => (
        <ReasonForm
          key={formKey}
          id={formId}
          label={dialog.title}
          explain={explain}
          hint={reasonHint}
          field={field}
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
  hint?: string
  field: TAnswerField
  fieldRef: RefObject<HTMLTextAreaElement | null>
  onSubmit: TTextDialogProps['onSubmit']
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
