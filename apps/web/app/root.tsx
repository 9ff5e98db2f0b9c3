import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { TOAST_SETTINGS } from '@utsab/shared/constants'
import { TEXTS } from '@utsab/shared/texts'
import type { Route } from './+types/root'
import { loadMe } from './features/auth/session.server'
import './lib/load-context'
import { useNonce } from './lib/nonce'
import { GUEST_ME } from './lib/session'
import { THEME_INIT_SCRIPT } from './lib/theme'
import { loadToasts, toastsWanted } from './lib/toast'
import { useHeadingFocus } from './lib/use-heading-focus'
import appCss from './app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/**
 * The site origin for canonical links, and the session (GET /api/me) so the server render knows who
 * is logged in; `useMe` takes over from there. If the session cannot be read the page renders as a guest.
 */
export const loader = async ({ context }: Route.LoaderArgs) => ({
  origin: context.origin,
  me: (await loadMe(context)) ?? GUEST_ME,
  /** API_CONTRACT_CHECKS: the browser checks answers too (`<html data-api-checks="on">`, read by lib/api-client.ts). */
  apiContractChecks: context.apiContractChecks === true,
})

/**
 * Not on every navigation (a search change would otherwise refetch /api/me): only when asked to, as
 * the auth mutations do with `revalidate()` (same URL), or after a form action.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && (formMethod !== undefined || currentUrl.href === nextUrl.href)

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const apiChecks = (useRouteLoaderData('root') as { apiContractChecks?: boolean } | undefined)?.apiContractChecks
  return (
    <html lang="en" data-api-checks={apiChecks ? 'on' : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#be185d" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

const ToastContainer = lazy(() => loadToasts().then((module) => ({ default: module.ToastContainer })))

/** The one toast container (spec §9 settings; colours and placement under the header in app.css), mounted with the first toast so its code is not on every first visit. */
function Toasts() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.getServer)
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_SETTINGS} />
    </Suspense>
  ) : null
}

export default function App() {
  // One client per browser session (and per server render), never shared between visitors.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: 0 } } }))
  useHeadingFocus()
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toasts />
    </QueryClientProvider>
  )
}

/** Last resort: something failed outside any page (the pages have their own boundaries inside the layout). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const detail = !notFound && import.meta.env.DEV && error instanceof Error ? error.stack : undefined
  return (
    <main id="main" className="container-page flex min-h-screen flex-col items-center justify-center gap-6 py-16 text-center">
      <title>{notFound ? 'Page not found · Utsab' : 'Something went wrong · Utsab'}</title>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {notFound ? TEXTS.notFound : 'Something went wrong.'}
      </h1>
      {!notFound && <p className="text-stone-700 dark:text-stone-300">Please try again in a moment.</p>}
      {detail && <pre className="max-w-full overflow-auto text-left text-xs">{detail}</pre>}
      <Link to="/" className="btn-primary" reloadDocument>
        {TEXTS.backToHomepage}
      </Link>
    </main>
  )
}
