import { useRef, type ReactNode, type RefObject } from 'react'
import { Dialog } from './dialog'
import { Spinner } from './spinner'

type TProps = {
  open: boolean
  /** The question, which also names the dialog. */
  message: string
  /** A line under the question (aria-describedby), such as whom it concerns. */
  description?: ReactNode
  /** What saying yes means, if the question alone does not say it. */
  children?: ReactNode
  confirmLabel: string
  cancelLabel: string
  /** The confirm button's text while the answer is being carried out. */
  busyLabel?: string
  busy?: boolean
  /** Saying yes is not possible yet (what it depends on is still loading); saying no always is. */
  confirmDisabled?: boolean
  /** 'danger' (red, the default) for what cannot be undone lightly; 'primary' otherwise. */
  tone?: 'danger' | 'primary'
  /** Where focus goes on closing when the opener is gone (its row changed). */
  fallbackFocus?: RefObject<HTMLElement | null>
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A yes/no question on the one Dialog (focus kept inside, Escape and the backdrop say no, focus
 * goes back to the opener). The safe answer has the initial focus; nothing closes it while busy.
 */
export function ConfirmDialog({
  open,
  message,
  description,
  children,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy = false,
  confirmDisabled = false,
  tone = 'danger',
  fallbackFocus,
  onConfirm,
  onCancel,
}: TProps) {
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      size="sm"
      title={message}
      description={description}
      initialFocus={cancel}
      fallbackFocus={fallbackFocus}
      footer={
        <>
          <button ref={cancel} type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={tone === 'danger' ? 'btn-danger' : 'btn-primary'}
            onClick={onConfirm}
            disabled={busy || confirmDisabled}
            aria-busy={busy || undefined}
          >
            {busy && <Spinner />}
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  )
}
