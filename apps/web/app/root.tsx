import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router'
import { Link } from '#app/components/ui/link'
import { AppUpdate } from '#app/components/ui/app-update'
import { QueryClientContext } from '@tanstack/react-query'
import { TOAST_SETTINGS } from '@utsab/shared/constants'
import { createTranslator } from '@utsab/shared/i18n/catalog'
// The last-resort page must speak even when the root loader (and its texts) failed: English, the source.
import { fallbackEn } from '@utsab/shared/i18n/messages/fallback'
import type { Route } from './+types/root'
import { chosenLocale, localeOfPath, preferredLocale } from '@utsab/shared/i18n/locales'
import { loadMe } from '#app/features/auth/session.server'
import { I18nRoot, type TPageMessages } from '#app/lib/i18n'
import { rootMessages } from '#app/lib/i18n.server'
import '#app/lib/load-context'
import { AppStyles } from '#app/lib/app-styles'
import { replayEarlyClicks } from '#app/lib/early-clicks'
import { useNonce } from '#app/lib/nonce'
import { GUEST_ME } from '#app/lib/session'
import { THEME_INIT_SCRIPT } from '#app/lib/theme'
import { loadToasts, toastsWanted } from '#app/lib/toast'
import { useHeadingFocus } from '#app/lib/use-heading-focus'
import { useWebVitals } from '#app/lib/web-vitals-start'
import { useRootQueryClient } from '#app/lib/query-client'
import appCss from './app.css?url'
import bengaliRegular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url'
import bengaliBold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url'

/**
 * Zod asks once, by compiling an empty `Function`, whether it may compile its validators; the page's
 * policy forbids eval, so the browser reports that probe as a policy violation. In the browser zod
 * validates without compiling (forms are small); the server keeps its compiled validators.
 */
type TZodGlobal = { __zod_globalConfig?: { jitless?: boolean } }
if (typeof document !== 'undefined') ((globalThis as TZodGlobal).__zod_globalConfig ??= {}).jitless = true

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

/**
 * The site origin for canonical links, and the session (GET /api/me) so the server render knows who
 * is logged in; `useMe` takes over from there. If the session cannot be read the page renders as a guest.
 */
export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const url = new URL(request.url)
  const me = (await loadMe(context)) ?? GUEST_ME
  // The choice made on this browser, else the one stored on the account (a new phone, a cleared browser).
  const chosen = chosenLocale(request.headers.get('cookie')) ?? me.user?.locale ?? undefined
  const englishPage = localeOfPath(url.pathname) === 'en'
  return {
    origin: context.origin,
    /** The shared texts (header, footer, controls, messages) in the page's language; pages add their own. */
    i18n: rootMessages(request),
    /** A first visit whose browser prefers Bangla is offered it in one line (never sent there unasked). */
    offerBangla: !chosen && englishPage && preferredLocale(request.headers.get('accept-language')) === 'bn',
    /**
     * Whoever chose Bangla and opens an English address (a link shared in English) reads the page they
     * asked for, with one line to its Bangla page: they are not sent there unasked.
     */
    readInBangla: chosen === 'bn' && englishPage,
    me,
    /** API_CONTRACT_CHECKS: the browser checks answers too (`<html data-api-checks="on">`, read by lib/api-client.ts). */
    apiContractChecks: context.apiContractChecks === true,
  }
}

/**
 * Not on every navigation (a search change would otherwise refetch /api/me): only when asked to, as
 * the auth mutations do with `revalidate()` (same URL), or after a form action.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) ||
  (defaultShouldRevalidate && (formMethod !== undefined || currentUrl.href === nextUrl.href))

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const apiChecks = (useRouteLoaderData('root') as { apiContractChecks?: boolean } | undefined)?.apiContractChecks
  // The path decides the language, also where a page failed before its loader answered.
  const lang = localeOfPath(useLocation().pathname)
  return (
    <html lang={lang} data-api-checks={apiChecks ? 'on' : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <AppStyles href={appCss} />
        <meta name="theme-color" content="#be185d" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0c0a09" media="(prefers-color-scheme: dark)" />
        {/* The installable app in the page's language (decision 063): its name, icons and start page. */}
        <link rel="manifest" href={lang === 'bn' ? '/bn/manifest.webmanifest' : '/manifest.webmanifest'} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        <Meta />
        <Links />
        {/*
          A Bangla page's two faces are fetched with the page, not when its stylesheet is first applied: a bold
          face found late was swapped in after the first paint and moved the text under it (a layout shift).
        */}
        {lang === 'bn' &&
          [bengaliRegular, bengaliBold].map((font) => (
            <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))}
      </head>
      <body className="min-h-screen">
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
  // One client per browser session (and per server render), never shared between visitors; none before a page queries.
  const queryClient = useRootQueryClient()
  useHeadingFocus()
  // A sample of page views measures LCP, INP and CLS after the page has loaded (decision 062).
  useWebVitals()
  useEffect(() => replayEarlyClicks(), [])
  return (
    <QueryClientContext value={queryClient}>
      <I18nRoot>
        <Outlet />
        <Toasts />
        <AppUpdate />
      </I18nRoot>
    </QueryClientContext>
  )
}

/** Last resort: something failed outside any page (the pages have their own boundaries inside the layout). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation()
  const rootData = useRouteLoaderData('root') as { i18n?: TPageMessages } | undefined
  // The root loader's texts when it answered; otherwise the English source.
  const t: (key: keyof typeof fallbackEn) => string = rootData?.i18n
    ? createTranslator(localeOfPath(pathname), rootData.i18n.messages).t
    : (key) => fallbackEn[key]
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const detail = !notFound && import.meta.env.DEV && error instanceof Error ? error.stack : undefined
  return (
    <main id="main" className="container-page flex min-h-screen flex-col items-center justify-center gap-6 py-16 text-center">
      <title>{`${notFound ? t('page.notFoundTitle') : t('page.error')} · ${t('site.name')}`}</title>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {notFound ? t('page.notFound') : t('page.errorTitle')}
      </h1>
      {!notFound && <p className="text-stone-700 dark:text-stone-300">{t('page.errorRetryLater')}</p>}
      {detail && <pre className="max-w-full overflow-auto text-left text-xs">{detail}</pre>}
      <Link to="/" className="btn-primary" reloadDocument>
        {t('page.backToHomepage')}
      </Link>
    </main>
  )
}
