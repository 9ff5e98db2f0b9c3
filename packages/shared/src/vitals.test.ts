import { describe, expect, it } from 'vitest'
import { deviceClassOf, isSampled, routePatternOf, VITALS_ROUTES, VITALS_SAMPLE_RATE, vitalsRating } from './vitals'

describe('routePatternOf', () => {
  it.each([
    ['/', '/'],
    ['/venue/5b0c8e1e-8f0a-4b7e-9d52-1f2a3b4c5d6e', '/venue/:id'],
    ['/services/venue', '/services/venue'],
    ['/service/services/photographers/42', '/service/services/photographers/:id'],
    ['/services/photographers/42', '/services/photographers/:id'],
    ['/orders/7', '/orders/:id'],
    ['/orders', '/orders'],
    ['/invite/abc.def', '/invite/:token'],
    ['/dashboard', '/dashboard'],
    ['/dashboard/messages/9', '/dashboard/messages/:id'],
    ['/dashboard/my-bookings/9/quote', '/dashboard/my-bookings/:id/quote'],
    ['/dashboard/vitals/', '/dashboard/vitals'],
    ['/services/venue?district=Dhaka&page=2', '/services/venue'],
    ['/cart#items', '/cart'],
  ])('%s → %s', (path, pattern) => {
    expect(routePatternOf(path)).toBe(pattern)
  })

  it('knows no path that is not a page: those send nothing', () => {
    for (const path of ['/wp-admin', '/venue', '/venue/1/2', '/dashboard/nope', '/api/vitals', '/orders/1/extra'])
      expect(routePatternOf(path)).toBeUndefined()
  })

  it('prefers a fixed page to a pattern of the same length', () => {
    // '/services/photographers' is a list; '/photographers/:id' a detail: two segments each.
    expect(routePatternOf('/services/photographers')).toBe('/services/photographers')
    expect(routePatternOf('/photographers/services')).toBe('/photographers/:id')
  })

  it('lists each pattern once, every one of them a route of its own', () => {
    expect(new Set(VITALS_ROUTES).size).toBe(VITALS_ROUTES.length)
    for (const pattern of VITALS_ROUTES) expect(routePatternOf(pattern.replace(/:\w+/g, 'x1'))).toBe(pattern)
  })
})

describe('deviceClassOf', () => {
  it('calls a mouse or trackpad a desktop, whatever the window’s width', () => {
    expect(deviceClassOf({ width: 1440, height: 900 }, false)).toBe('desktop')
    expect(deviceClassOf({ width: 360, height: 800 }, false)).toBe('desktop')
  })
  it('calls a touch screen a phone under 600 px on its shorter side, upright or sideways', () => {
    expect(deviceClassOf({ width: 360, height: 780 }, true)).toBe('phone')
    expect(deviceClassOf({ width: 780, height: 360 }, true)).toBe('phone')
  })
  it('calls a larger touch screen a tablet', () => {
    expect(deviceClassOf({ width: 768, height: 1024 }, true)).toBe('tablet')
    expect(deviceClassOf({ width: 1280, height: 800 }, true)).toBe('tablet')
  })
})

describe('sampling', () => {
  it('measures one page view in ten: a draw under the rate', () => {
    expect(VITALS_SAMPLE_RATE).toBe(0.1)
    expect(isSampled(0)).toBe(true)
    expect(isSampled(0.0999)).toBe(true)
    expect(isSampled(0.1)).toBe(false)
    expect(isSampled(0.99)).toBe(false)
  })
  it('samples close to the rate over many draws', () => {
    let seed = 42
    const draw = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const sampled = Array.from({ length: 20_000 }, draw).filter((value) => isSampled(value)).length
    expect(sampled / 20_000).toBeGreaterThan(0.09)
    expect(sampled / 20_000).toBeLessThan(0.11)
  })
})

describe('vitalsRating (Google’s thresholds)', () => {
  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4000, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['inp', 200, 'good'],
    ['inp', 201, 'needs-improvement'],
    ['inp', 501, 'poor'],
    ['cls', 0.1, 'good'],
    ['cls', 0.11, 'needs-improvement'],
    ['cls', 0.26, 'poor'],
  ] as const)('%s %d is %s', (metric, value, rating) => {
    expect(vitalsRating(metric, value)).toBe(rating)
  })
})
