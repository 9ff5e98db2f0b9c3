import { useCallback, useState } from 'react'

/**
 * A dialog opened for a subject (a review to answer, a conversation to report): open or closed, the subject kept
 * while it closes (its words stay during the exit), and a form key that changes with every opening, so each opening
 * starts with an empty form.
 */
export function useDialogFor<T>() {
  const [state, setState] = useState<{ subject: T; open: boolean; opened: number } | null>(null)
  const open = useCallback((subject: T) => setState((current) => ({ subject, open: true, opened: (current?.opened ?? 0) + 1 })), [])
  const close = useCallback(() => setState((current) => (current ? { ...current, open: false } : current)), [])
  return { subject: state?.subject, isOpen: state?.open ?? false, formKey: String(state?.opened ?? 0), open, close }
}
