import { describe, expect, it } from 'vitest'
import { barHeight, barScale, monthCategories } from './bar-chart-scale'

describe('barScale', () => {
  it('rounds the axis up to a step a person reads at a glance', () => {
    expect(barScale([810_000, 405_000, 1_620_000])).toEqual({ max: 2_000_000, ticks: [0, 500_000, 1_000_000, 1_500_000, 2_000_000] })
    expect(barScale([1_000_000])).toEqual({ max: 1_000_000, ticks: [0, 250_000, 500_000, 750_000, 1_000_000] })
    expect(barScale([90])).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] })
  })

  it('never puts the largest value above the axis, and uses at most the steps asked for', () => {
    for (const largest of [1, 3, 7, 11, 99, 101, 4_999, 12_345, 99_999_999]) {
      for (const count of [2, 4, 5]) {
        const { max, ticks } = barScale([0, largest / 2, largest], count)
        expect(max, `${largest} in ${count} steps`).toBeGreaterThanOrEqual(largest)
        expect(ticks.length - 1).toBeLessThanOrEqual(count)
        expect(ticks[0]).toBe(0)
        expect(ticks.at(-1)).toBe(max)
      }
    }
  })

  it('keeps whole steps for small amounts (taka are not split on the axis)', () => {
    expect(barScale([3])).toEqual({ max: 3, ticks: [0, 1, 2, 3] })
    expect(barScale([9]).ticks.every(Number.isInteger)).toBe(true)
  })

  it('gives an axis of 0 to 1 when nothing is above 0, and ignores negative and broken values', () => {
    expect(barScale([])).toEqual({ max: 1, ticks: [0, 1] })
    expect(barScale([0, 0, 0])).toEqual({ max: 1, ticks: [0, 1] })
    expect(barScale([-500, Number.NaN, Number.POSITIVE_INFINITY, 40])).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] })
  })
})

describe('barHeight', () => {
  it('is the share of the axis, between 0 and 100', () => {
    expect(barHeight(500_000, 2_000_000)).toBe(25)
    expect(barHeight(2_000_000, 2_000_000)).toBe(100)
    expect(barHeight(3_000_000, 2_000_000)).toBe(100)
    expect(barHeight(0, 2_000_000)).toBe(0)
    expect(barHeight(-10, 100)).toBe(0)
    expect(barHeight(10, 0)).toBe(0)
  })
})

describe('monthCategories', () => {
  it('names each month in full for the table and short for the axis, with the year under the first month and each January', () => {
    expect(monthCategories(['2025-11', '2025-12', '2026-01', '2026-02'], 'en')).toEqual([
      { label: 'Nov 2025', tick: 'Nov', subTick: '2025' },
      { label: 'Dec 2025', tick: 'Dec' },
      { label: 'Jan 2026', tick: 'Jan', subTick: '2026' },
      { label: 'Feb 2026', tick: 'Feb' },
    ])
  })

  it('writes Bangla month names and Bengali digits', () => {
    expect(monthCategories(['2026-09', '2026-10'], 'bn')).toEqual([
      { label: 'সেপ্টেম্বর ২০২৬', tick: 'সেপ্টে', subTick: '২০২৬' },
      { label: 'অক্টোবর ২০২৬', tick: 'অক্টো' },
    ])
  })
})
