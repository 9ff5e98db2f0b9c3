import { useId, type ReactNode, type Ref } from 'react'

export type TColumn<T> = {
  /** Stable key of the column (React key, and `data-column` on each cell for styling). */
  key: string
  /** The column header at 640 px and wider. */
  header: ReactNode
  /** The cell's content for one row. */
  cell: (row: T) => ReactNode
  /** The label in front of the value on a phone card; defaults to the header. `false`: no label (a picture, the title). */
  mobileLabel?: ReactNode | false
  /** The row's name (`<th scope="row">`); on a phone it is the card's title, first and without a label. */
  rowHeader?: boolean
  /** The row's main action (Pay, Accept, Edit…); on a phone it closes the card, full width, always in view. */
  primary?: boolean
  /** Extra classes for this column's cells (both layouts). */
  className?: string
}

type TProps<T> = {
  rows: readonly T[]
  columns: readonly TColumn<T>[]
  rowKey: (row: T) => string
  /** What the table holds, for screen readers (visually hidden). */
  caption: string
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode
  /** While the rows are being refreshed. */
  busy?: boolean
  className?: string
  /** The focusable region around the table: where a dialog sends focus back when its opener is gone. */
  regionRef?: Ref<HTMLDivElement>
}

const headCell = 'px-4 py-3 text-left align-bottom text-xs font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400'
/** A phone card's line: "Label  value" side by side; a table cell at 640 px and wider. */
const bodyCell =
  'grid grid-cols-[minmax(6rem,auto)_1fr] items-baseline gap-x-3 text-sm sm:table-cell sm:px-4 sm:py-4 sm:align-top text-left font-normal'
const label = 'text-xs font-semibold uppercase tracking-wider text-stone-600 sm:hidden dark:text-stone-400'

/**
 * The one data table (decision written in docs/decisions, summary here). Columns are declared once;
 * there is ONE markup, restyled by CSS at the `sm` breakpoint (640 px):
 * - at 640 px and wider, a real `<table>` with its caption and column headers;
 * - below, each row is a card: its title first, then "label value" lines (a definition-list look),
 *   the main action last and full width, so status, price and action show without sideways scrolling.
 * Not two renderings: no duplicate ids or dialogs, one set of elements for tests and screen readers.
 * The elements carry their ARIA roles explicitly because some browsers drop table semantics once
 * `display` changes; on a phone the header row is hidden and each cell's visible label names it.
 */
export function DataTable<T>({ rows, columns, rowKey, caption, empty, busy, className = '', regionRef }: TProps<T>) {
  const id = useId()
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>
  return (
    <div
      ref={regionRef}
      role="region"
      aria-labelledby={`${id}-caption`}
      aria-busy={busy || undefined}
      tabIndex={0}
      className={`sm:card sm:overflow-x-auto ${className}`}
    >
      <table role="table" className="block w-full border-collapse sm:table">
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead role="rowgroup" className="hidden border-b border-stone-200 sm:table-header-group dark:border-stone-800">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" className={headCell}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="flex flex-col gap-3 sm:table-row-group sm:divide-y sm:divide-stone-200 sm:dark:divide-stone-800">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="card flex flex-col gap-2 p-4 sm:table-row sm:rounded-none sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
            >
              {columns.map((column) => {
                const content = column.cell(row)
                const cellLabel = column.mobileLabel ?? column.header
                const classes = [
                  bodyCell,
                  column.rowHeader ? 'order-first !flex text-base font-semibold sm:!table-cell sm:text-sm' : '',
                  column.primary ? 'order-last !flex pt-1 sm:!table-cell sm:pt-4' : '',
                  column.mobileLabel === false && !column.rowHeader && !column.primary ? '!flex' : '',
                  column.className ?? '',
                ].join(' ')
                const labelled = !column.rowHeader && !column.primary && cellLabel !== false
                const body = (
                  <>
                    {labelled && <span className={label}>{cellLabel}</span>}
                    <div className={column.primary ? 'flex w-full flex-wrap items-center gap-2' : 'min-w-0'}>{content}</div>
                  </>
                )
                return column.rowHeader ? (
                  <th key={column.key} role="rowheader" scope="row" data-column={column.key} className={classes}>
                    {body}
                  </th>
                ) : (
                  <td key={column.key} role="cell" data-column={column.key} className={classes}>
                    {body}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
