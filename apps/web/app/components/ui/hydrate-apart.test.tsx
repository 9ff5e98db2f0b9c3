import { act, useState, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { HydrateWhenSeen, partWhenSeen } from './hydrate-apart'

// Tells React this is a test: act() waits for the hydration and its effects.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
})

/** The part: a field and a counter, so what is typed and tapped shows whether React owns them. */
function Booking({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  const [guests, setGuests] = useState('')
  return (
    <>
      <input aria-label={label} value={guests} onChange={(event) => setGuests(event.target.value)} />
      <button type="button" onClick={() => setCount(count + 1)}>
        {`${guests || 'no'} guests, ${count} taps`}
      </button>
    </>
  )
}

/** A part made as the page makes it, counting how often its code is fetched. */
function countedPart() {
  const loads = { count: 0 }
  const part = partWhenSeen(async () => {
    loads.count += 1
    return Booking
  })
  return { part, loads }
}

/** The server's render, where there is no document. */
function renderOnServer(node: ReactNode) {
  vi.stubGlobal('document', undefined)
  try {
    return renderToString(node)
  } finally {
    vi.unstubAllGlobals()
  }
}

/** Lets the part's code arrive and React draw it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

test("the server's page shows the part whole; its code comes when focus arrives, keeping what was typed and the focus", async () => {
  // The server: the loader awaited the part's code before rendering.
  const server = countedPart()
  await server.part.preload()
  const container = document.createElement('div')
  container.innerHTML = renderOnServer(
    <HydrateWhenSeen load={server.part.preload}>
      <server.part.Part label="Guests" />
    </HydrateWhenSeen>,
  )
  document.body.append(container)
  expect(container.querySelector('button')?.textContent).toBe('no guests, 0 taps')

  // The browser hydrates the page (and then re-renders it, as any update does): the part stays as the server wrote it.
  const browser = countedPart()
  const page = (
    <HydrateWhenSeen load={browser.part.preload}>
      <browser.part.Part label="Guests" />
    </HydrateWhenSeen>
  )
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, page)
  })
  await act(async () => root!.render(<>{page}</>))
  await settle()
  expect(browser.loads.count).toBe(0)
  expect(container.querySelector('button')?.textContent).toBe('no guests, 0 taps')

  // The person taps into the field and types before the code is there.
  const served = container.querySelector('input')!
  served.focus()
  await act(async () => {
    served.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    served.value = '120'
  })
  await settle()
  expect(browser.loads.count).toBe(1)
  const field = container.querySelector('input')!
  expect(field.value).toBe('120')
  expect(document.activeElement).toBe(field)
  // React owns the part now: the typed number is its state, and a tap counts.
  const button = container.querySelector('button')!
  expect(button.textContent).toBe('120 guests, 0 taps')
  await act(async () => button.click())
  expect(button.textContent).toBe('120 guests, 1 taps')
  expect(container.querySelectorAll('input')).toHaveLength(1)
})

test('a part whose code could not be fetched keeps the served markup, and the next touch fetches it again', async () => {
  const server = countedPart()
  await server.part.preload()
  const page = (part: { Part: typeof server.part.Part; preload: () => Promise<unknown> }) => (
    <HydrateWhenSeen load={part.preload}>
      <part.Part label="Guests" />
    </HydrateWhenSeen>
  )
  const container = document.createElement('div')
  container.innerHTML = renderOnServer(page(server.part))
  document.body.append(container)
  // The first fetch fails (the connection dropped); the second arrives.
  let fetches = 0
  const browser = partWhenSeen(async () => {
    fetches += 1
    if (fetches === 1) throw new Error('Failed to fetch dynamically imported module')
    return Booking
  })
  await act(async () => {
    hydrateRoot(container, page(browser))
  })
  const touch = async () => {
    await act(async () => container.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    await settle()
  }
  await touch()
  expect(fetches).toBe(1)
  expect(container.querySelector('button')?.textContent).toBe('no guests, 0 taps')
  await touch()
  expect(fetches).toBe(2)
  const button = container.querySelector('button')!
  await act(async () => button.click())
  expect(button.textContent).toBe('no guests, 1 taps')
})

test('on a page reached in the app the part is drawn at once', async () => {
  const { part, loads } = countedPart()
  const container = document.createElement('div')
  document.body.append(container)
  await act(async () => {
    createRoot(container).render(
      <HydrateWhenSeen load={part.preload}>
        <part.Part label="Guests" />
      </HydrateWhenSeen>,
    )
  })
  await settle()
  expect(loads.count).toBe(1)
  expect(container.querySelector('button')?.textContent).toBe('no guests, 0 taps')
})
