import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createRoutesStub, Outlet, useLocation, type LoaderFunctionArgs } from 'react-router'
import type { TMe } from '@utsab/shared/schemas/auth'
import { localizePath, type TLocale } from '@utsab/shared/i18n/locales'
import { I18nRoot } from '#app/lib/i18n'
import { rootMessages } from '#app/lib/i18n.server'
import { GUEST_ME } from '#app/lib/session'

/** A route module as a test needs it: its page and, where it has one, its loader. */
type TRouteModule = {
  default: ComponentType
  loader?: (args: LoaderFunctionArgs & { context: never; params: never }) => unknown
}

type TRenderRouteOptions = {
  /** The page's path in English ('/signup'); rendered at '/bn/signup' for Bangla. */
  path: string
  /** The route pattern, when the path has parameters ('/orders/:id'). */
  pattern?: string
  /** What the address bar says after the path (a query). */
  search?: string
  locale?: TLocale
  me?: TMe
}

/** Where the page sent the visitor, when it left it: the address, for `getByTestId('elsewhere')`. */
function Elsewhere() {
  const location = useLocation()
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>
}

/**
 * Renders one page of the app in a DOM (happy-dom), as the browser shows it after hydration: inside
 * the root's providers (the query client, the page's language and texts from the same catalogs the
 * server sends), through React Router's route stub with the route module's own loader. Other
 * addresses the page links or navigates to render a marker, so a test can see where it went.
 */
export function renderRoute(module: TRouteModule, { path, pattern, search = '', locale = 'en', me = GUEST_ME }: TRenderRouteOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } })
  const Root = () => (
    <QueryClientProvider client={queryClient}>
      <I18nRoot>
        <Outlet />
      </I18nRoot>
    </QueryClientProvider>
  )
  const localized = (value: string) => localizePath(value, locale)
  const Stub = createRoutesStub([
    {
      id: 'root',
      Component: Root,
      HydrateFallback: () => null,
      loader: ({ request }: LoaderFunctionArgs) => ({ i18n: rootMessages(request), me }),
      children: [
        { path: localized(pattern ?? path), Component: module.default, loader: module.loader as never, HydrateFallback: () => null },
        { path: '*', Component: Elsewhere },
      ],
    },
  ])
  const url = `${localized(path)}${search}`
  return { ...render(<Stub initialEntries={[url]} />), queryClient }
}
