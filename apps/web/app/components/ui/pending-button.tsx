import type { ComponentPropsWithRef } from 'react'
import { Spinner } from './spinner'

type TProps = {
  /** The call it started is under way: disabled, busy, with a spinner before its words. */
  pending: boolean
  /** Defaults to the secondary button. */
  className?: string
} & Omit<ComponentPropsWithRef<'button'>, 'type' | 'className'>

/** A button that starts a call outside a form (Show again, Mark handled), keeping its name while the call runs. */
export function PendingButton({ pending, disabled, className = 'btn-secondary', children, ...button }: TProps) {
  return (
    <button type="button" className={className} disabled={pending || disabled} aria-busy={pending || undefined} {...button}>
      {pending && <Spinner />}
      {children}
    </button>
  )
}
