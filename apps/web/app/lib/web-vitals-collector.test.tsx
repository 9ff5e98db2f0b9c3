import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startCollector } from './web-vitals'

/** A stand-in for the browser's PerformanceObserver: the test hands each observed type its entries. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'layout-shift', 'event', 'first-input']
  static all: FakeObserver[] = []
  type = ''
  pending: PerformanceEntry[] = []
  disconnected = false
  constructor(readonly callback: (list: { getEntries: () => PerformanceEntry[] }) => void) {
    FakeObserver.all.push(this)
  }
  observe(options: { type: string }) {
    this.type = options.type
  }
  takeRecords() {
    const records = this.pending
    this.pending = []
    return records
  }
  disconnect() {
    this.disconnected = true
  }
}

/** Entries of `type` as the browser delivers them; `queued`: waiting in the observer (what takeRecords answers). */
function emit(type: string, entries: object[], queued = false) {
  for (const observer of FakeObserver.all.filter((o) => o.type === type && !o.disconnected)) {
    if (queued) observer.pending.push(...(entries as PerformanceEntry[]))
    else observer.callback({ getEntries: () => entries as PerformanceEntry[] })
  }
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  if (state === 'hidden') document.dispatchEvent(new Event('visibilitychange'))
}

const sendBeacon = vi.fn((_url: string, _body: string) => true)
const sent = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body) as Record<string, unknown> }))

beforeEach(() => {
  FakeObserver.all = []
  sendBeacon.mockClear()
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
  setVisibility('visible')
})
afterEach(() => {
  vi.unstubAllGlobals()
  setVisibility('visible')
})

describe('the Web Vitals collector in the page', () => {
  it('sends one beacon when the page is hidden: the route pattern, never the address, and the three figures', () => {
    expect(startCollector('/bn/venue/5b0c8e1e-8f0a-4b7e-9d52-1f2a3b4c5d6e')).toBeDefined()
    emit('largest-contentful-paint', [{ startTime: 900 }, { startTime: 2140.4 }])
    emit('layout-shift', [
      { startTime: 100, value: 0.03, hadRecentInput: false },
      { startTime: 400, value: 0.5, hadRecentInput: true },
      { startTime: 600, value: 0.02, hadRecentInput: false },
    ])
    emit('event', [
      { interactionId: 7, duration: 56 },
      { interactionId: 7, duration: 96 },
      { interactionId: 0, duration: 400 },
    ])
    // Still waiting in the observer when the page is hidden: taken too.
    emit('event', [{ interactionId: 9, duration: 48 }], true)
    setVisibility('hidden')
    setVisibility('hidden')

    expect(sent()).toEqual([
      {
        url: '/api/vitals',
        body: { route: '/venue/:id', locale: 'bn', device: 'desktop', navigation: 'navigate', lcpMs: 2140, inpMs: 96, cls: 0.05 },
      },
    ])
    expect(sendBeacon.mock.calls[0]![1]).not.toContain('5b0c8e1e')
  })

  it('stops measuring when the visitor moves to another page, and still sends once hidden', () => {
    const collector = startCollector('/services/venue')!
    emit('largest-contentful-paint', [{ startTime: 1500 }])
    collector.leave()
    emit('layout-shift', [{ startTime: 3000, value: 0.4, hadRecentInput: false }])
    emit('event', [{ interactionId: 3, duration: 800 }])
    setVisibility('hidden')
    expect(sent()).toEqual([
      { url: '/api/vitals', body: expect.objectContaining({ route: '/services/venue', lcpMs: 1500, inpMs: null, cls: 0 }) },
    ])
  })

  it('measures nothing of a page opened in a background tab, or of a page that is not ours', () => {
    setVisibility('hidden')
    expect(startCollector('/services/venue')).toBeUndefined()
    setVisibility('visible')
    startCollector('/no-such-page')
    emit('largest-contentful-paint', [{ startTime: 1500 }])
    setVisibility('hidden')
    expect(sendBeacon).not.toHaveBeenCalled()
  })
})
