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

test('a heart tapped while its code comes is kept for the real heart, once, and does not claim to be saved before', async () => {
  const heart = await standIn('hall-1')
  await act(async () => heart.click())
  // Nothing is sent yet: the heart fills when the real one keeps the listing.
  expect(heart.getAttribute('aria-pressed')).toBe('false')
  expect(takeTapWhileLoading('hall-1')).toBe(true)
  // Taken once: a heart arriving later does not keep it again.
  expect(takeTapWhileLoading('hall-1')).toBe(false)
})

test('an untouched heart leaves the real one nothing to do', async () => {
  await standIn('hall-2')
  expect(takeTapWhileLoading('hall-2')).toBe(false)
})
