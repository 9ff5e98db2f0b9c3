import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * After a client-side navigation to another page, moves focus to that page's main heading
 * (`<h1 tabIndex={-1} data-page-heading>`), so keyboard and screen-reader users start there and hear
 * its name; without one, to <main>. Not on the first load (the browser's own start), and not when
 * only the query or hash changes (filters, pagination: focus stays on the control that changed them).
 */
export function useHeadingFocus() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const frame = requestAnimationFrame(() => {
      const target = document.querySelector<HTMLElement>('[data-page-heading]') ?? document.querySelector<HTMLElement>('main')
      target?.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}
