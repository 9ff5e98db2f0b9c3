import { createContext, useContext } from 'react'

/**
 * What the server render knows of the stylesheet: its text by built address (entry.server.tsx), and whether
 * this page carries it inline. Empty in the browser, which reads the page the server wrote.
 */
export const AppStylesContext = createContext<{ textOf: (href: string) => string; inline: boolean }>({
  textOf: () => '',
  inline: false,
})

/** The inline copy, as the browser finds it when it hydrates the page (never when it renders one itself). */
const INLINE_SELECTOR = 'style[data-app-styles]'

/**
 * The app's one stylesheet. A page kept for visitors without cookies (a first visit) carries it inline, so its
 * first paint waits for no second request on a slow network (decision 064); every other page links the file,
 * which a returning visitor's browser already holds, as does the development server (for its live reload).
 * Hydration renders what the server wrote: the browser looks for the inline copy in the page.
 */
export function AppStyles({ href }: { href: string }) {
  const server = useContext(AppStylesContext)
  const inline =
    !import.meta.env.DEV && (typeof document === 'undefined' ? server.inline : document.querySelector(INLINE_SELECTOR) !== null)
  if (!inline) return <link rel="stylesheet" href={href} />
  return <style data-app-styles={href} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: server.textOf(href) }} />
}
