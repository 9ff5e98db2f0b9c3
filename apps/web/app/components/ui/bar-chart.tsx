import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { barHeight, barScale, type TBarCategory } from './bar-chart-scale'

export type { TBarCategory } from './bar-chart-scale'

/** A series' colour, the same in the bars and the legend; each keeps 3:1 against the card in both themes. */
export type TBarTone = 'brand' | 'amber' | 'teal'
export type TBarSeries = { label: string; values: readonly number[]; tone: TBarTone }

const TONES: Record<TBarTone, string> = {
  brand: 'bg-brand-600 dark:bg-brand-400',
  amber: 'bg-amber-600 dark:bg-amber-400',
  teal: 'bg-teal-700 dark:bg-teal-400',
}

/** The plot's height, shared by the value axis beside it so their gridlines and labels line up. */
const PLOT_HEIGHT = 'h-48 sm:h-56'

type TProps = {
  /** The chart's name: its heading, the figure's name and the table's caption. */
  title: string
  headingLevel?: 2 | 3
  /** A line under the title: what is counted, and in which unit. */
  description?: ReactNode
  /** One per group of bars, in order (oldest month first). */
  categories: readonly TBarCategory[]
  /** One value per category in each series; a series is one bar of each group and one entry of the legend. */
  series: readonly TBarSeries[]
  /** A value in full, as the table and a bar's tooltip write it ("4,05,000 BDT"). */
  formatValue: (value: number) => string
  /** A gridline's label, shorter (no unit): the description names the unit. Defaults to formatValue. */
  formatTick?: (value: number) => string
  /** The table's first column header ("Month"). */
  categoryHeader: string
  /** The toggle's two labels: to show the numbers as a table, and back to the chart. */
  showTableLabel: string
  showChartLabel: string
  /** Said under the bars while they are wider than their box ("Swipe sideways for earlier months"). */
  scrollHint?: string
  /** Shown instead of the plot while every value is 0. */
  empty?: ReactNode
}

/**
 * A grouped bar chart in plain HTML and CSS (no chart library). Its text alternative is a real table
 * of the same numbers: always there for screen readers (the drawn bars are hidden from them), and shown
 * to anyone with the toggle. On a narrow screen the bars scroll sideways inside their own box, which
 * starts at the newest category; the value axis stays in place beside them.
 */
export function BarChart({
  title,
  headingLevel = 2,
  description,
  categories,
  series,
  formatValue,
  formatTick = formatValue,
  categoryHeader,
  showTableLabel,
  showChartLabel,
  scrollHint,
  empty,
}: TProps) {
  const id = useId()
  const titleId = `${id}-title`
  const tableId = `${id}-table`
  const [asTable, setAsTable] = useState(false)
  const scale = barScale(series.flatMap((entry) => entry.values))
  const isEmpty = series.every((entry) => entry.values.every((value) => !(value > 0)))
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const showEmpty = isEmpty && empty !== undefined

  return (
    <figure aria-labelledby={titleId} className="card min-w-0 p-4 sm:p-6">
      <figcaption className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-60">
          <Heading id={titleId} className="text-xl font-semibold">
            {title}
          </Heading>
          {description && <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{description}</p>}
        </div>
        {!showEmpty && (
          <button
            type="button"
            aria-controls={tableId}
            onClick={() => setAsTable((value) => !value)}
            className="btn-ghost min-h-11 border border-stone-300 px-4 dark:border-stone-700"
          >
            {asTable ? showChartLabel : showTableLabel}
          </button>
        )}
      </figcaption>
      {showEmpty ? (
        <div className="mt-4 rounded-xl border border-dashed border-stone-300 px-4 py-6 text-stone-700 dark:border-stone-700 dark:text-stone-300">
          {empty}
        </div>
      ) : (
        <>
          {!asTable && (
            <>
              <Legend series={series} />
              <Plot
                titleId={titleId}
                categories={categories}
                series={series}
                scale={scale}
                formatValue={formatValue}
                formatTick={formatTick}
                scrollHint={scrollHint}
              />
            </>
          )}
          <div
            id={tableId}
            role={asTable ? 'region' : undefined}
            aria-labelledby={asTable ? titleId : undefined}
            tabIndex={asTable ? 0 : undefined}
            className={asTable ? 'mt-4 overflow-x-auto' : 'sr-only'}
          >
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-stone-200 dark:border-stone-800">
                  <th scope="col" className="py-2 pr-4 text-left font-semibold">
                    {categoryHeader}
                  </th>
                  {series.map((entry) => (
                    <th key={entry.label} scope="col" className="py-2 pl-4 text-right font-semibold">
                      {entry.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
                {categories.map((category, index) => (
                  <tr key={category.label}>
                    <th scope="row" className="py-2 pr-4 text-left font-medium whitespace-nowrap">
                      {category.label}
                    </th>
                    {series.map((entry) => (
                      <td key={entry.label} className="py-2 pl-4 text-right whitespace-nowrap tabular-nums">
                        {formatValue(entry.values[index] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  )
}

/** Which colour is which series (the table's column headers say the same to a screen reader). */
function Legend({ series }: { series: readonly TBarSeries[] }) {
  return (
    <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-800 dark:text-stone-200">
      {series.map((entry) => (
        <li key={entry.label} className="flex items-center gap-2">
          <span className={`size-3 shrink-0 rounded-sm ${TONES[entry.tone]}`} />
          {entry.label}
        </li>
      ))}
    </ul>
  )
}

function Plot({
  titleId,
  categories,
  series,
  scale,
  formatValue,
  formatTick,
  scrollHint,
}: {
  titleId: string
  categories: readonly TBarCategory[]
  series: readonly TBarSeries[]
  scale: ReturnType<typeof barScale>
  formatValue: (value: number) => string
  formatTick: (value: number) => string
  scrollHint?: string
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  // The newest category is the one people look for first: a box that scrolls starts at its end, and says it scrolls.
  useEffect(() => {
    const box = scroller.current
    if (!box) return
    box.scrollLeft = box.scrollWidth
    const observer = new ResizeObserver(() => setOverflows(box.scrollWidth > box.clientWidth + 1))
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  const ticks = scale.ticks.map((value) => ({ value, label: formatTick(value), at: barHeight(value, scale.max) }))
  const widest = ticks.reduce((found, tick) => (tick.label.length > found.length ? tick.label : found), '')
  const line = (at: number) => ({ bottom: `${at}%` })
  return (
    <>
      <div className="mt-5 flex pt-2">
        {/* The value axis: its labels sit on the gridlines; the widest one, invisible, gives the column its width. */}
        <div
          aria-hidden="true"
          className={`relative shrink-0 pr-2 text-right text-xs text-stone-600 tabular-nums dark:text-stone-400 ${PLOT_HEIGHT}`}
        >
          <span className="invisible block whitespace-nowrap">{widest}</span>
          {ticks.map((tick) => (
            <span key={tick.value} className="absolute right-2 translate-y-1/2 whitespace-nowrap" style={line(tick.at)}>
              {tick.label}
            </span>
          ))}
        </div>
        <div ref={scroller} role="region" aria-labelledby={titleId} tabIndex={0} className="min-w-0 flex-1 overflow-x-auto pb-1">
          <div aria-hidden="true" className="w-full" style={{ minWidth: `${categories.length * 3}rem` }}>
            <div className={`relative border-b border-stone-400 dark:border-stone-500 ${PLOT_HEIGHT}`}>
              {ticks.slice(1).map((tick) => (
                <span
                  key={tick.value}
                  className="absolute inset-x-0 border-t border-stone-200 dark:border-stone-800"
                  style={line(tick.at)}
                />
              ))}
              <div className="absolute inset-0 flex">
                {categories.map((category, index) => (
                  <div key={category.label} className="flex h-full flex-1 items-end justify-center gap-0.5 px-1">
                    {series.map((entry) => {
                      const value = entry.values[index] ?? 0
                      return (
                        <span
                          key={entry.label}
                          title={`${category.label} · ${entry.label}: ${formatValue(value)}`}
                          className={`block w-2 rounded-t-sm sm:w-3 ${TONES[entry.tone]}`}
                          style={{ height: `${barHeight(value, scale.max)}%`, minHeight: value > 0 ? 2 : 0 }}
                        />
                      )
                    })}
                  </div>
                ))}
              </div>
            </div>
            <div className="flex pt-1.5 text-xs text-stone-700 dark:text-stone-300">
              {categories.map((category) => (
                <div key={category.label} className="flex-1 text-center leading-tight whitespace-nowrap">
                  <span className="block">{category.tick}</span>
                  {category.subTick && <span className="block text-stone-600 dark:text-stone-400">{category.subTick}</span>}
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
      {scrollHint && overflows && <p className="mt-2 text-xs text-stone-600 dark:text-stone-400">{scrollHint}</p>}
    </>
  )
}
