import { QueryClient } from '@tanstack/react-query'
import { provideQueryClient } from './query-client'

/**
 * The app's one way in to TanStack Query (lint keeps the package's own name for this file): loading it gives the
 * root its client, so whatever queries has one, and a page that never queries never downloads it.
 */
provideQueryClient(() => new QueryClient({ defaultOptions: { mutations: { retry: 0 } } }))

export * from '@tanstack/react-query'
