/**
 * A table row's action that takes something away (cancel a booking, refund it): outlined in red, a
 * full-width card button on a phone, small in a table row; screen readers hear which row it acts on.
 */
export function RowActionButton({ label, hiddenLabel, onClick }: { label: string; hiddenLabel: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      // Relative: the hidden words stay inside the button, not past the table's scrolling edge.
      className="btn-ghost relative min-h-11 w-full border border-stone-300 px-4 text-red-700 sm:min-h-9 sm:w-auto sm:px-3 dark:border-stone-700 dark:text-red-300"
    >
      {label}
      <span className="sr-only"> {hiddenLabel}</span>
    </button>
  )
}
