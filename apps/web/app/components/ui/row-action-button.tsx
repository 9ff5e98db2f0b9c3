import { Link } from './link'

/**
 * A table row's action: one that takes something away (cancel a booking, refund it) is outlined in red, one that goes
 * ahead (accept a request) is filled; a
 * full-width card button on a phone, small in a table row; screen readers hear which row it acts on.
 */
export function RowActionButton({
  label,
  hiddenLabel,
  onClick,
  tone = 'remove',
  disabled = false,
}: {
  label: string
  hiddenLabel: string
  onClick: () => void
  /** `go`: the row's way forward (accept a request), filled in the brand colour. */
  tone?: 'remove' | 'go'
  disabled?: boolean
}) {
  const look = tone === 'go' ? 'btn-primary' : 'btn-ghost border border-stone-300 text-red-700 dark:border-stone-700 dark:text-red-300'
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      // Relative: the hidden words stay inside the button, not past the table's scrolling edge.
      className={`${look} relative min-h-11 w-full px-4 sm:min-h-9 sm:w-auto sm:px-3`}
    >
      {label}
      <span className="sr-only"> {hiddenLabel}</span>
    </button>
  )
}

/** A row's action that opens a page of its own (answer a request with a quote), outlined, sized as the row's buttons. */
export function RowActionLink({ label, hiddenLabel, to }: { label: string; hiddenLabel: string; to: string }) {
  return (
    <Link to={to} className="btn-secondary relative min-h-11 w-full whitespace-nowrap px-4 sm:min-h-9 sm:w-auto sm:px-3">
      {label}
      <span className="sr-only"> {hiddenLabel}</span>
    </Link>
  )
}
