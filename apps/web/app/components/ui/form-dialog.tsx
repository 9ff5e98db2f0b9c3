import { useId, type ReactNode, type RefObject } from 'react'
import { Dialog } from './dialog'
import { SubmitButton } from './submit-button'

/**
 * A dialog around one form, with its two buttons kept in view under it: the way out (disabled while
 * the form is being sent, as closing is) and the submit button, red when it destroys something (a
 * cancellation, a refund). The form gets the id its submit button names.
 */
export function FormDialog({
  open,
  onClose,
  pending,
  title,
  description,
  initialFocus,
  fallbackFocus,
  closeLabel,
  submitLabel,
  pendingLabel,
  destructive = false,
  children,
}: {
  open: boolean
  onClose: () => void
  pending: boolean
  title: string
  description?: ReactNode
  initialFocus?: RefObject<HTMLElement | null>
  fallbackFocus?: RefObject<HTMLElement | null>
  closeLabel: string
  submitLabel: string
  pendingLabel: string
  destructive?: boolean
  children: (formId: string) => ReactNode
}) {
  const formId = useId()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!pending}
      size="sm"
      title={title}
      description={description}
      initialFocus={initialFocus}
      fallbackFocus={fallbackFocus}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={pending}>
            {closeLabel}
          </button>
          <SubmitButton form={formId} pending={pending} pendingLabel={pendingLabel} className={destructive ? 'btn-danger' : 'btn-primary'}>
            {submitLabel}
          </SubmitButton>
        </>
      }
    >
      {children(formId)}
    </Dialog>
  )
}
