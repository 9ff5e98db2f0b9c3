import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import { VITALS_ROUTES } from '@utsab/shared/vitals'
import routes from './routes'

/** Every page's full path pattern, from the route config: parents' paths joined, '/' for index pages. */
function patternsOf(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`
    const own = entry.index || (entry.path !== undefined && entry.file !== undefined) ? [path || '/'] : []
    return [...own, ...patternsOf(entry.children ?? [], path)]
  })
}

/** Pages never measured: the not-found page, and the offline page the service worker shows in another page's place (decision 063). */
const UNMEASURED = new Set(['/*', '/offline'])

describe('the Web Vitals route patterns (decision 062)', () => {
  it('are exactly the pages routes.ts declares in English, the not-found and offline pages aside', () => {
    const english = patternsOf(routes).filter((pattern) => pattern !== '/bn' && !pattern.startsWith('/bn/') && !UNMEASURED.has(pattern))
    expect([...new Set(english)].sort()).toEqual([...VITALS_ROUTES].sort())
  })

  it('have each a Bangla page under /bn', () => {
    const bangla = new Set(patternsOf(routes).filter((pattern) => pattern === '/bn' || pattern.startsWith('/bn/')))
    for (const pattern of VITALS_ROUTES) expect(bangla.has(pattern === '/' ? '/bn' : `/bn${pattern}`), pattern).toBe(true)
  })
})
