import { useId, type ReactNode } from 'react'
import { useMessageText } from '#app/lib/i18n'

export type TFieldMessages = {
  /** The field's name, above it. */
  label: ReactNode
  /** A line under the field saying what it takes. */
  hint?: ReactNode
  /** The field's message (client rule or server), under the hint; marks the control invalid. */
  error?: string
}

/** The ids and ARIA attributes that tie a control to its hint and error. */
export function useFieldIds(given: string | undefined, { hint, error }: Pick<TFieldMessages, 'hint' | 'error'>) {
  const generated = useId()
  const id = given ?? generated
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  return { id, control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } } as const
}

/** The hint and the error under a control, with the ids useFieldIds points at. */
export function FieldMessages({ id, hint, error }: { id: string } & Pick<TFieldMessages, 'hint' | 'error'>) {
  const messageText = useMessageText()
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {messageText(error)}
        </p>
      )}
    </>
  )
}

/** Label above the control, hint and error under it; `marked` adds the visual asterisk of a required field. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  marked,
  className,
  children,
}: TFieldMessages & { id: string; marked?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      {marked ? (
        // The asterisk stays outside the label, so the field's name is only its label (`required` says the rest).
        <div className="mb-1 flex items-baseline gap-1">
          <label htmlFor={id} className="field-label mb-0">
            {label}
          </label>
          <span aria-hidden="true" className="text-sm text-red-700 dark:text-red-300">
            *
          </span>
        </div>
      ) : (
        <label htmlFor={id} className="field-label">
          {label}
        </label>
      )}
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}
