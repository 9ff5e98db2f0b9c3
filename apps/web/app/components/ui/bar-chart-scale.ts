import { formatMonth, plainDigits, type TFormatLocale } from '@utsab/shared/format'

/** The value axis of a bar chart: from 0 to `max`, with a gridline at each tick. */
export type TBarScale = { max: number; ticks: number[] }

/** Step sizes a person reads at a glance, times a power of ten: 1, 2, 2.5 and 5 (10 is the next power's 1). */
const NICE_STEPS = [1, 2, 2.5, 5, 10]

/**
 * A value axis for `values`: at most `count` equal steps of a round size (1, 2, 2.5 or 5 times a power
 * of ten, whole numbers only), up to the first step at or above the largest value. Negative and
 * non-finite values are left out (a bar starts at 0); with nothing above 0 the axis is 0 to 1, so
 * every bar is empty rather than the arithmetic dividing by zero.
 */
export function barScale(values: readonly number[], count = 4): TBarScale {
  const largest = values.reduce((found, value) => (Number.isFinite(value) && value > found ? value : found), 0)
  if (largest <= 0) return { max: 1, ticks: [0, 1] }
  const steps = Math.max(1, Math.floor(count))
  const rough = largest / steps
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(
    1,
    NICE_STEPS.map((nice) => nice * magnitude).find((nice) => nice >= rough && Number.isInteger(nice)) ?? 10 * magnitude,
  )
  const used = Math.ceil(largest / step)
  return { max: step * used, ticks: Array.from({ length: used + 1 }, (_, index) => index * step) }
}

/** How tall a bar of `value` is, as a percentage of the axis (0 to 100). */
export function barHeight(value: number, max: number): number {
  if (!Number.isFinite(value) || value <= 0 || max <= 0) return 0
  return Math.min(100, (value / max) * 100)
}

/** A category of a bar chart: its full name (the table's row), and how the axis writes it, with an optional second line. */
export type TBarCategory = { label: string; tick: string; subTick?: string }

/**
 * Months from the API (YYYY-MM, oldest first) as chart categories: "Mar 2026" in the table, "Mar" on the
 * axis, with the year under the first month and under every January.
 */
export function monthCategories(months: readonly string[], locale: TFormatLocale): TBarCategory[] {
  return months.map((month, index) => {
    const year = month.slice(0, 4)
    const newYear = index === 0 || month.endsWith('-01')
    return {
      label: formatMonth(month, locale),
      tick: formatMonth(month, locale, 'short'),
      ...(newYear && /^\d{4}$/.test(year) ? { subTick: plainDigits(year, locale) } : {}),
    }
  })
}
