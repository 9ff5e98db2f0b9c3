import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientContext } from '@tanstack/react-query'
import { useContext } from 'react'
import { expect, test, vi } from 'vitest'
import { provideQueryClient, useRootQueryClient } from './query-client'

function Root() {
  const client = useRootQueryClient()
  return (
    <QueryClientContext value={client}>
      <Page />
    </QueryClientContext>
  )
}

let seen: QueryClient | undefined
function Page() {
  seen = useContext(QueryClientContext)
  return <p>{seen ? 'client' : 'none'}</p>
}

test('a page that never queries gets no client; the first module that queries gives one, kept for the visit', () => {
  const { rerender } = render(<Root />)
  expect(screen.getByText('none')).toBeTruthy()

  const made = new QueryClient()
  const mount = vi.spyOn(made, 'mount')
  act(() => provideQueryClient(() => made))
  expect(screen.getByText('client')).toBeTruthy()
  expect(seen).toBe(made)
  // Mounted as QueryClientProvider mounts it: it follows focus and reconnection.
  expect(mount).toHaveBeenCalledTimes(1)

  // A second maker is ignored, and a new render keeps the same client (the cache lives for the visit).
  act(() => provideQueryClient(() => new QueryClient()))
  rerender(<Root />)
  expect(seen).toBe(made)
})
