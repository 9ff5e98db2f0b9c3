import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { QueryClient } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { provideQueryClient, useRootQueryClient } from './query-client'

test('on the server each render makes its own client: one visitor never reads what another one cached', () => {
  provideQueryClient(() => new QueryClient())
  const made: (QueryClient | undefined)[] = []
  const Root = () => {
    made.push(useRootQueryClient())
    return null
  }
  renderToString(createElement(Root))
  renderToString(createElement(Root))
  expect(made).toHaveLength(2)
  expect(made[0]).toBeInstanceOf(QueryClient)
  expect(made[1]).toBeInstanceOf(QueryClient)
  expect(made[1]).not.toBe(made[0])
})
