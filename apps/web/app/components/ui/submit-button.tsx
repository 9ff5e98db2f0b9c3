import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useHydrated } from '#app/lib/use-hydrated'
import { Spinner } from './spinner'

type TProps = {
  /** The call is under way: disabled, a spinner, and `pendingLabel` if given. */
  pending?: boolean
  pendingLabel?: ReactNode
  /** Defaults to the primary button. */
  className?: string
} & Omit<ComponentPropsWithRef<'button'>, 'type' | 'className'>

/**
 * The form's submit button. Disabled until the page's code runs (a form sent natively before that
 * would put what was typed, a password or an NID, into the address bar) and while the call is
 * under way, when it shows a spinner and stays named by its (pending) label.
 */
export function SubmitButton({ pending = false, pendingLabel, disabled, className = 'btn-primary', children, ...button }: TProps) {
  const hydrated = useHydrated()
  return (
    <button type="submit" className={className} disabled={!hydrated || pending || disabled} aria-busy={pending || undefined} {...button}>
      {pending && <Spinner />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  )
}
