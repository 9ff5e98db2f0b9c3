import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { replayEarlyClicks, stopKeepingEarlyClicks } from './early-clicks'
import { scriptsAfterPaint } from './scripts-after-paint.server'

const page = '<!DOCTYPE html><html><head></head><body><script type="module">import("/assets/entry.client.js")</script></body></html>'

/** Runs the page's inline loader as the browser would, its modules held back (no frame is painted here). */
function runLoader() {
  const loader = /<\/script><script>([\s\S]*?)<\/script>/.exec(scriptsAfterPaint(page))?.[1]
  if (!loader) throw new Error('no loader in the page')
  new Function(loader)()
}

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', () => 0)
  document.body.innerHTML =
    '<button type="button" id="menu">Menu</button><form><button id="send">Send</button></form><a href="#top" id="link">Top</a>'
  runLoader()
})
afterEach(() => {
  stopKeepingEarlyClicks()
  vi.unstubAllGlobals()
})

/** What the hydrated page does with each press of a button: React's handlers, attached when it takes over. */
function hydrate() {
  const pressed: string[] = []
  for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => pressed.push(button.id))
  return pressed
}

test('a plain button tapped while the page wakes up is pressed once the page has hydrated, as often as it was tapped', () => {
  const menu = document.getElementById('menu')!
  menu.click()
  menu.click()
  stopKeepingEarlyClicks()
  const pressed = hydrate()
  replayEarlyClicks()
  expect(pressed).toEqual(['menu', 'menu'])
  // Replayed once: a later hydration step presses nothing again.
  replayEarlyClicks()
  expect(pressed).toEqual(['menu', 'menu'])
})

test('what is tapped once React hydrates is React’s to replay, and a submit button is never kept', () => {
  document.getElementById('send')!.click()
  stopKeepingEarlyClicks()
  document.getElementById('menu')!.click()
  const pressed = hydrate()
  replayEarlyClicks()
  expect(pressed).toEqual([])
})
