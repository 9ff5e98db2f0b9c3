import { describe, expect, it } from 'vitest'
import { beaconFor, cumulativeLayoutShift, interactionToNextPaint } from './web-vitals'

describe('cumulativeLayoutShift: the worst session window', () => {
  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0)
  })
  it('adds shifts less than a second apart, and starts a new window after a gap', () => {
    const shifts = [
      { startTime: 100, value: 0.05 },
      { startTime: 900, value: 0.05 },
      // 1.5 s later: a new window.
      { startTime: 2400, value: 0.02 },
    ]
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.1, 10)
  })
  it('closes a window after five seconds even while shifts keep coming', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ startTime: i * 800, value: 0.01 }))
    // 0, 800 … 4800 fit in the first window (7 shifts); 5600 starts the next.
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.07, 10)
  })
})

describe('interactionToNextPaint', () => {
  it('is null without interactions', () => {
    expect(interactionToNextPaint([])).toBeNull()
  })
  it('is the slowest interaction when there are few', () => {
    expect(interactionToNextPaint([40, 320, 120])).toBe(320)
  })
  it('forgives one interaction in fifty', () => {
    const latencies = [900, 700, ...Array.from<number>({ length: 98 }).fill(100)]
    expect(interactionToNextPaint(latencies)).toBe(100)
    expect(interactionToNextPaint(latencies.slice(0, 60))).toBe(700)
  })
  it('counts the quick interactions it never saw', () => {
    expect(interactionToNextPaint([900, 300], 120)).toBe(300)
  })
})

describe('beaconFor', () => {
  const view = { device: 'phone', navigation: 'navigate', lcpMs: 2140.6, inpMs: 96, cls: 0.04213 } as const

  it('sends the route pattern and the language, never the address', () => {
    expect(beaconFor({ ...view, pathname: '/bn/venue/5b0c8e1e-8f0a-4b7e-9d52-1f2a3b4c5d6e' })).toEqual({
      route: '/venue/:id',
      locale: 'bn',
      device: 'phone',
      navigation: 'navigate',
      lcpMs: 2141,
      inpMs: 96,
      cls: 0.0421,
    })
    expect(beaconFor({ ...view, pathname: '/services/venue' })).toMatchObject({ route: '/services/venue', locale: 'en' })
  })
  it('sends nothing from a page that is not ours', () => {
    expect(beaconFor({ ...view, pathname: '/bn/no-such-page' })).toBeUndefined()
  })
  it('leaves out a value beyond the bounds, and sends nothing when no value is left', () => {
    expect(beaconFor({ ...view, pathname: '/', lcpMs: 200_000 })).toMatchObject({ lcpMs: null, inpMs: 96 })
    expect(beaconFor({ ...view, pathname: '/', lcpMs: null, inpMs: null, cls: null })).toBeUndefined()
    expect(beaconFor({ ...view, pathname: '/', lcpMs: Number.NaN, inpMs: -5, cls: 11 })).toBeUndefined()
  })
})
