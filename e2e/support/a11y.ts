import { createRequire } from 'node:module'
import { expect, test, type Locator, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/** The themes the site offers: the `dark` class on <html> (apps/web/app/lib/theme.ts). */
export const THEMES = ['light', 'dark'] as const
export type TThemeName = (typeof THEMES)[number]

/** The key apps/web/app/lib/theme.ts keeps the visitor's choice under. */
const THEME_STORAGE_KEY = 'utsab-theme'

/**
 * Sets the theme before any of the page's own scripts run, so the page paints in it from the first frame
 * (the theme script in <head> reads this choice) and no colour transition is caught half way.
 */
export async function useTheme(page: Page, theme: TThemeName) {
  await page.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value)
      } catch {
        // about:blank and other opaque origins have no storage; the app's pages do.
      }
    },
    [THEME_STORAGE_KEY, theme] as const,
  )
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The WCAG rules whose outcome depends on the theme's colours. The other rules read the document, which is the same
 * in both themes: a page read whole in one theme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** axe-core's browser build, evaluated in the page as it is (a script of the test's, outside the page's CSP). */
const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source

/**
 * Axe with the WCAG 2.0/2.1 A and AA rules, or only the rules that depend on colours, run in the page's own
 * document. Axe is put in once per document and kept for the next reads (the other theme, a dialog opened):
 * `@axe-core/playwright` put it in again for every read and finished each read in a new blank page, which
 * made a page's two reads take four times as long (decision 053). Our pages have no frames; one that had
 * would fail here rather than be read without them.
 */
export async function runAxe(page: Page, { colorsOnly = false }: { colorsOnly?: boolean } = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const options: RunOptions = {
    runOnly: colorsOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_TAGS },
    iframes: false,
  }
  const { frames, results } = await page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe
    return { frames: document.querySelectorAll('iframe, frame').length, results: await axe.run(document, runOptions) }
  }, options)
  expect(frames, `${page.url()} has frames, which this axe read leaves out`).toBe(0)
  return results
}

/**
 * Axe with the WCAG 2.0/2.1 A and AA rules, failing on a violation of any impact (the fixtures'
 * `expectAccessible` lets minor and moderate ones through). Each violation is listed with the nodes
 * it found and axe's summary (the measured ratio, for contrast).
 */
export async function expectNoAxeViolations(page: Page, where = page.url(), { colorsOnly = false }: { colorsOnly?: boolean } = {}) {
  const results = await runAxe(page, { colorsOnly })
  // What axe could not decide (text over a picture or a gradient) is listed on the test, to be looked at.
  const undecided = results.incomplete.filter((result) => result.id === 'color-contrast').flatMap((result) => result.nodes)
  if (undecided.length > 0)
    test.info().annotations.push({
      type: 'axe: contrast to review',
      description: `${where}: ${undecided.map((node) => node.target.join(' ')).join(', ')}`,
    })
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  )
  expect(found, `axe violations on ${where}`).toEqual([])
}

// The hydration wait lives in ./hydration (one for the suite); re-exported for the a11y helpers' callers.
export { pageReady, whenHydrated } from './hydration'

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false)

/** What has the focus, for messages: tag, id or name, and the start of its text. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'the page (nothing focused)'
    const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(label ?? '').trim().slice(0, 40)}"`
  })

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, failing after `max` presses: the honest way
 * to reach a control by keyboard, and a check that it is in the tab order at all.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return target
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(
    `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}; the focus is on ${await describeFocus(page)}`,
  )
}

/** Focus is on `target` now (after a key press moved it there). */
export async function expectFocused(target: Locator) {
  await expect.poll(() => isFocused(target), { message: `${target} has the focus` }).toBe(true)
}

/** One stop of the tab order and how its focus shows (measured in the page by `measureFocusStop`). */
export type TFocusStop = {
  element: string
  /** Width × height of the focused element; 0 means nothing of it is on screen. */
  size: number
  /** Its centre is on screen and is the element itself (not covered by a sticky header or a dialog). */
  visibleAtCentre: boolean
  /** How the focus shows: which properties differ with and without focus. */
  changes: string[]
  outline: { style: string; width: number; color: string } | null
  /** Contrast of the outline against what is behind it (WCAG 1.4.11 asks 3:1); null when that is a picture or video. */
  outlineContrast: number | null
}

/**
 * Tabs through the whole page from its start and measures, at each stop, the element's computed style
 * with the focus and again once the focus has moved on: a stop passes when it shows a ring (an outline
 * at least 2 px wide whose colour has 3:1 against what is behind it, or a changed box-shadow).
 * Transitions are awaited, so the style is the settled one.
 */
export async function tabThroughPage(page: Page, { maxStops = 150 } = {}) {
  // Start from the top: a blur alone leaves the browser's starting point where the focus was.
  await page.evaluate(() => {
    const start = document.createElement('span')
    start.tabIndex = -1
    document.body.prepend(start)
    start.focus()
    start.blur()
    start.remove()
  })
  const stops: TFocusStop[] = []
  let first: string | null = null
  const seen = new Set<string>()
  let previousKey: string | null = null
  for (let index = 0; index < maxStops; index += 1) {
    await page.keyboard.press('Tab')
    const measured = await page.evaluate(measureFocusStop, index)
    if (!measured.current) {
      if (measured.previous) stops[stops.length - 1]!.changes = measured.previous.changes
      break
    }
    // Tab moves through a date field's month, day, year and calendar button while the field keeps the focus: not a
    // trap, and each of these stops must show the ring as well.
    if (measured.current.key === previousKey) {
      // The stop before it kept the focus, so its look without focus is measured only when the focus leaves the field.
      const before = stops[stops.length - 1]!
      if (before.changes.length === 0 && before.outline) before.changes = ['outline']
      const inner = measured.current.stop
      stops.push({ ...inner, element: `${inner.element} (a stop inside it)`, changes: inner.outline ? ['outline'] : [] })
      continue
    }
    previousKey = measured.current.key
    if (measured.previous) stops[stops.length - 1]!.changes = measured.previous.changes
    if (measured.current.key === first) break
    // Back to a stop other than the first without leaving the page: the focus is trapped in a loop.
    if (seen.has(measured.current.key)) throw new Error(`Keyboard trap: Tab came back to ${measured.current.stop.element}`)
    if (index === maxStops - 1) throw new Error(`${maxStops} presses of Tab never left the page or came back to its start`)
    first ??= measured.current.key
    seen.add(measured.current.key)
    stops.push(measured.current.stop)
  }
  // The last stop's unfocused style: move the focus away.
  const last = await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    return (window as unknown as { __focusCheck?: { settle: () => Promise<string[] | null> } }).__focusCheck?.settle()
  })
  if (last && stops.length > 0) stops[stops.length - 1]!.changes = last
  return stops
}

/** The problems of the stops: each as "element: what is wrong". */
export function focusProblems(stops: TFocusStop[]) {
  return stops.flatMap((stop) => {
    const problems: string[] = []
    if (stop.size === 0) problems.push('has no size on screen')
    else if (!stop.visibleAtCentre) problems.push('is covered or off screen when focused')
    // A ring (outline or box-shadow); a border or background that only changes colour is too easy to miss.
    const ring = !!stop.outline || stop.changes.includes('box-shadow')
    if (stop.changes.length === 0) problems.push('looks the same with and without focus')
    else if (!ring) problems.push(`shows no ring, only a change of ${stop.changes.join(', ')}`)
    if (stop.outline && stop.outline.width < 2) problems.push(`outline only ${stop.outline.width}px wide`)
    if (stop.outlineContrast !== null && stop.outlineContrast < 3)
      problems.push(`outline ${stop.outline?.color} has ${stop.outlineContrast.toFixed(2)}:1 against its background`)
    return problems.map((problem) => `${stop.element} ${problem}`)
  })
}

/**
 * Runs in the page at each Tab: settles and measures the element that just lost the focus, then the
 * one that has it. Kept self-contained (it is serialised into the page).
 */
async function measureFocusStop(index: number) {
  type TStyle = Record<string, string>
  type TState = { element: Element | null; focused: TStyle | null; settle: () => Promise<string[] | null>; ids: WeakMap<Element, number> }
  const global = window as unknown as { __focusCheck?: TState }
  const PROPERTIES = [
    'outline-style',
    'outline-width',
    'outline-color',
    'box-shadow',
    'border-color',
    'background-color',
    'text-decoration-line',
  ]

  const settled = async (element: Element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)))
    const style = getComputedStyle(element)
    return Object.fromEntries(PROPERTIES.map((property) => [property, style.getPropertyValue(property)]))
  }
  const canvas = document.createElement('canvas')
  canvas.width = 1
  canvas.height = 1
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  /** Any CSS colour (oklch included) as [r, g, b, a] with a in 0..1. */
  const rgba = (color: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1)
    context.fillStyle = '#000'
    context.fillStyle = color
    context.fillRect(0, 0, 1, 1)
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data
    return [r!, g!, b!, a! / 255]
  }
  const luminance = ([r, g, b]: number[]) => {
    const channel = (value: number) => {
      const c = value / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
  }
  const contrast = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (light! + 0.05) / (dark! + 0.05)
  }
  /** The colour behind an element's outline: its ancestors' backgrounds composed, or null over a picture. */
  const backgroundBehind = (element: Element): number[] | null => {
    const layers: [number, number, number, number][] = []
    for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.backgroundImage !== 'none' || node.tagName === 'VIDEO') return null
      const layer = rgba(style.backgroundColor)
      if (layer[3] > 0) layers.push(layer)
      if (layer[3] >= 1) break
    }
    let color = [255, 255, 255]
    for (const [r, g, b, a] of layers.reverse())
      color = [r * a + color[0]! * (1 - a), g * a + color[1]! * (1 - a), b * a + color[2]! * (1 - a)]
    return color
  }

  const state: TState = (global.__focusCheck ??= { element: null, focused: null, settle: async () => null, ids: new WeakMap() })
  if (index === 0) Object.assign(state, { element: null, focused: null })
  state.settle = async () => {
    if (!state.element || !state.focused) return null
    const unfocused = await settled(state.element)
    const focused = state.focused
    return PROPERTIES.filter((property) => focused[property] !== unfocused[property]).map((property) =>
      property.startsWith('outline') ? 'outline' : property,
    )
  }
  const previousChanges = await state.settle()
  const previous = previousChanges ? { changes: [...new Set(previousChanges)] } : null

  const element = document.activeElement
  if (!element || element === document.body || element === document.documentElement) {
    Object.assign(state, { element: null, focused: null })
    return { previous, current: null }
  }
  const focused = await settled(element)
  Object.assign(state, { element, focused })

  const box = element.getBoundingClientRect()
  const x = box.left + box.width / 2
  const y = box.top + box.height / 2
  const atCentre = document.elementFromPoint(x, y)
  const name = (element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
  const described = `<${element.tagName.toLowerCase()}${element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''}> "${name}"`
  const outlineWidth = Number.parseFloat(focused['outline-width'] ?? '0')
  const outline =
    focused['outline-style'] !== 'none' && outlineWidth > 0 && rgba(focused['outline-color']!)[3] > 0
      ? { style: focused['outline-style']!, width: outlineWidth, color: focused['outline-color']! }
      : null
  const behind = outline ? backgroundBehind(element) : null
  // The element itself identifies the stop (two rows' Pay links read the same).
  if (!state.ids.has(element)) state.ids.set(element, index)
  const key = `${state.ids.get(element)} ${described}`
  return {
    previous,
    current: {
      key,
      stop: {
        element: described,
        size: Math.round(box.width * box.height),
        visibleAtCentre: !!atCentre && (atCentre === element || element.contains(atCentre)),
        changes: [] as string[],
        outline,
        outlineContrast: outline && behind ? contrast(rgba(outline.color).slice(0, 3), behind) : null,
      } satisfies TFocusStop,
    },
  }
}

/**
 * Waits for the page's finite running animations and transitions (a dialog opening, a menu) to end;
 * endless ones run on, and paused ones (a hovered toast's countdown) would never end.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}
