import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, test } from 'vitest'
import { HeartStandIn, takeTapWhileLoading } from './shortlist-heart'

// Tells React this is a test: act() waits for the render and its effects.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
})

async function standIn(listingId: string) {
  const container = document.createElement('div')
  document.body.append(container)
  await act(async () => {
    createRoot(container).render(<HeartStandIn listingId={listingId} look="full" ariaLabel={undefined} label="Save to shortlist" />)
  })
  return container.querySelector('button')!
}

test('a heart tapped while its code comes fills at once, and the real heart is told to keep the listing, once', async () => {
  const heart = await standIn('hall-1')
  expect(heart.getAttribute('aria-pressed')).toBe('false')
  await act(async () => heart.click())
  expect(heart.getAttribute('aria-pressed')).toBe('true')
  expect(takeTapWhileLoading('hall-1')).toBe(true)
  // Taken once: a heart arriving later does not keep it again.
  expect(takeTapWhileLoading('hall-1')).toBeUndefined()
})

test('tapped twice it is dropped again, and an untouched heart has nothing to do', async () => {
  const heart = await standIn('hall-2')
  await act(async () => heart.click())
  await act(async () => heart.click())
  expect(heart.getAttribute('aria-pressed')).toBe('false')
  expect(takeTapWhileLoading('hall-2')).toBe(false)
  await standIn('hall-3')
  expect(takeTapWhileLoading('hall-3')).toBeUndefined()
})
