import { Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { useHydrated } from '#app/lib/use-hydrated'

/**
 * A part of a page that React hydrates in a pass of its own, after the rest (a Suspense boundary the
 * server writes as it is): a long page hydrates in several short tasks instead of one long one, so a
 * phone answers a tap sooner (decision 064). Nothing inside is hidden or delayed on the server's page.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/** How near the screen a part comes before its code loads: a little ahead of the scroll, not the next screen. */
const NEAR_SCREEN = '240px 0px'
/** A finger or pointer coming onto the part, or focus arriving: the person means to use it now. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'pointerdown', 'focusin'] as const
/** The server's markup, kept as it is: React neither reads nor changes what is inside. */
const AS_SERVED = { __html: '' }

/**
 * A part below the first screen whose code loads only when it comes near the screen or is touched (decision 068):
 * the server's page shows it whole, and a phone that never scrolls to it never downloads it. Until then the browser
 * keeps the server's markup untouched (no update of the page can take it away); once `load` has fetched the code, the
 * part is drawn anew in its place, the same markup, with the focus and anything typed or ticked carried over. On a
 * page reached in the app (no server markup) it is drawn at once.
 */
export function HydrateWhenSeen({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  // The server draws the part; so does a page reached in the app. Only the browser's first render keeps the markup.
  const [live, setLive] = useState(() => hydrated || typeof document === 'undefined')
  // After a failed fetch, only the person's next touch tries again: the box is still in view, and may be offline.
  const [failures, setFailures] = useState(0)
  const carried = useRef<TCarried | null>(null)
  useEffect(() => {
    const element = box.current
    if (live || !element) return
    let gone = false
    const stop = () => {
      observer.disconnect()
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true)
    }
    const open = () => {
      stop()
      load().then(
        () => {
          if (gone) return
          carried.current = whatWasDone(element)
          setLive(true)
        },
        () => gone || setFailures((count) => count + 1),
      )
    }
    // On the window, so it comes before anything on the page can stop the event.
    const onIntent = (event: Event) => event.target instanceof Node && element.contains(event.target) && open()
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
      rootMargin: NEAR_SCREEN,
    })
    if (failures === 0) observer.observe(element)
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true })
    return () => {
      gone = true
      stop()
    }
  }, [live, load, failures])
  useLayoutEffect(() => {
    if (!live || !carried.current || !box.current) return
    carryOver(box.current, carried.current)
    carried.current = null
  }, [live])
  return (
    <div ref={box}>
      {live ? (
        <div key="live">
          <Suspense fallback={null}>{children}</Suspense>
        </div>
      ) : (
        <div key="served" suppressHydrationWarning dangerouslySetInnerHTML={AS_SERVED} />
      )}
    </div>
  )
}

/** What the person did to the server's markup before the code came: where the focus was, and the fields they changed. */
type TCarried = { focused: number; fields: { index: number; value: string; checked: boolean }[] }

const FIELDS = 'input, select, textarea'
type TField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
const isTicked = (field: TField) => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
const wasChanged = (field: TField) =>
  isTicked(field)
    ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
    : field instanceof HTMLSelectElement
      ? field.selectedIndex !==
        Math.max(
          0,
          [...field.options].findIndex((option) => option.defaultSelected),
        )
      : field.value !== field.defaultValue

function whatWasDone(box: HTMLElement): TCarried {
  const fields = [...box.querySelectorAll<TField>(FIELDS)]
  return {
    focused: [...box.querySelectorAll('*')].indexOf(document.activeElement as Element),
    fields: fields.flatMap((field, index) =>
      wasChanged(field) ? [{ index, value: field.value, checked: isTicked(field) && (field as HTMLInputElement).checked }] : [],
    ),
  }
}

/** Gives the new markup what was done to the old, through the events a person's input fires, so the part's state follows. */
function carryOver(box: HTMLElement, carried: TCarried) {
  const fields = [...box.querySelectorAll<TField>(FIELDS)]
  for (const { index, value, checked } of carried.fields) {
    const field = fields[index]
    if (!field) continue
    if (isTicked(field)) {
      if ((field as HTMLInputElement).checked !== checked) (field as HTMLInputElement).click()
      continue
    }
    // React tracks a field's value through its own setter; the prototype's makes the change an input's.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  }
  if (carried.focused >= 0) (box.querySelectorAll('*')[carried.focused] as HTMLElement | undefined)?.focus({ preventScroll: true })
}

/**
 * A component whose code is its own chunk, for `HydrateWhenSeen` (give it `preload` as `load`). The server renders it
 * at once when the route's loader has awaited `preload`; in the browser it renders once its code is there.
 */
export function partWhenSeen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        // Fetched again next time (the network came back, or the person tries again).
        loading = undefined
        throw error
      },
    ))
  function Part(props: P) {
    const Component = loaded ?? use(preload())
    // Not made here: the module's one component, the same on every render once its code is in.
    // eslint-disable-next-line react-hooks/static-components
    return <Component {...props} />
  }
  return { Part, preload }
}
