import { Suspense, type ReactNode } from 'react'

/**
 * A part of a page that React hydrates in a pass of its own, after the rest (a Suspense boundary the
 * server writes as it is): a long page hydrates in several short tasks instead of one long one, so a
 * phone answers a tap sooner (decision 064). Nothing inside is hidden or delayed on the server's page.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
