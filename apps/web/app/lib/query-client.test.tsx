import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientContext } from '@tanstack/react-query'
import { useContext, useEffect } from 'react'
import { expect, test, vi } from 'vitest'
import { provideQueryClient, useRootQueryClient } from './query-client'

type TReport = (client: QueryClient | undefined) => void

function Root({ report }: { report: TReport }) {
  const client = useRootQueryClient()
  return (
    <QueryClientContext value={client}>
      <Page report={report} />
    </QueryClientContext>
  )
}

function Page({ report }: { report: TReport }) {
  const client = useContext(QueryClientContext)
  useEffect(() => report(client))
  return <p>{client ? 'client' : 'none'}</p>
}

test('a page that never queries gets no client; the first module that queries gives one, kept for the visit', () => {
  let seen: QueryClient | undefined
  const report: TReport = (client) => {
    seen = client
  }
  const { rerender } = render(<Root report={report} />)
  expect(screen.getByText('none')).toBeTruthy()
  expect(seen).toBeUndefined()

  const made = new QueryClient()
  const mount = vi.spyOn(made, 'mount')
  act(() => provideQueryClient(() => made))
  expect(screen.getByText('client')).toBeTruthy()
  expect(seen).toBe(made)
  // Mounted as QueryClientProvider mounts it: it follows focus and reconnection.
  expect(mount).toHaveBeenCalledTimes(1)

  // A second maker is ignored, and a new render keeps the same client (the cache lives for the visit).
  act(() => provideQueryClient(() => new QueryClient()))
  rerender(<Root report={report} />)
  expect(seen).toBe(made)
})
