import { createContext, useContext } from 'react'

/**
 * The stylesheet's text by its built address, read by the server render (entry.server.tsx); empty in
 * the browser, which keeps the text the server wrote.
 */
export const AppStylesContext = createContext<(href: string) => string>(() => '')

/**
 * The app's one stylesheet. A production page carries it inline, so its first paint waits for no
 * second request on a slow network (decision 064); the development server links it, for its live reload.
 * The address stays on the element, so the build keeps the file (the service worker and the size check name it).
 */
export function AppStyles({ href }: { href: string }) {
  const textOf = useContext(AppStylesContext)
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />
  return <style data-href={href} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: textOf(href) }} />
}
