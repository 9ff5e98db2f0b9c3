import { useEffect, useId, useRef } from 'react'

type TProps = {
  open: boolean
  /** The question, which also names the dialog. */
  message: string
  confirmLabel: string
  cancelLabel: string
  /** The confirm button's text while the answer is being carried out. */
  busyLabel?: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A modal yes/no question on the native <dialog>: showModal() traps focus and makes the page inert,
 * Escape closes it, and focus goes back to what opened it. The safe answer has the initial focus.
 */
export function ConfirmDialog({ open, message, confirmLabel, cancelLabel, busyLabel, busy = false, onConfirm, onCancel }: TProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onCancel()
      }}
      onClose={() => {
        const target = opener.current
        opener.current = null
        // The opener may be gone (its row was removed): the page's main region takes focus then.
        if (target?.isConnected) target.focus()
        else document.getElementById('main')?.focus()
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) keeps the order.
        if (event.target === ref.current && !busy) onCancel()
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/60 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          {message}
        </h2>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy} autoFocus>
            {cancelLabel}
          </button>
          <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={onConfirm} disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  )
}
