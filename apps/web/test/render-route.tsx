import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createRoutesStub, Outlet, useLocation, type LoaderFunctionArgs } from 'react-router'
import type { TApiFetch, TLoadContext } from '@utsab/shared/load-context'
import type { TMe, TUser } from '@utsab/shared/schemas/auth'
import { localizePath, type TLocale } from '@utsab/shared/i18n/locales'
import { I18nRoot } from '#app/lib/i18n'
import { rootMessages } from '#app/lib/i18n.server'
import { GUEST_ME } from '#app/lib/session'

/** A route module as a test needs it: its page and, where it has one, its loader. */
type TRouteModule = {
  default: ComponentType<never>
  loader?: (args: never) => unknown
}

/** What the page's loaders are answered by the API, by path ('/api/me' is answered with `me`): a body (status 200) or a status and body. */
export type TApiAnswers = Record<string, unknown | { status: number; body: unknown }>

const isAnswer = (value: unknown): value is { status: number; body: unknown } =>
  !!value && typeof value === 'object' && 'status' in value && 'body' in value && Object.keys(value).length === 2

/** The load context the server hands a render (`context.api` answers in process), answered from `answers`. */
function loadContextAnswering(answers: TApiAnswers, me: TMe): TLoadContext {
  const api: TApiFetch = async (url) => {
    const path = new URL(url, 'http://utsab.test').pathname
    const answer = path === '/api/me' ? me : (answers[url] ?? answers[path])
    if (answer === undefined) throw new Error(`renderRoute: no answer for ${url}; pass it in \`api\``)
    const { status, body } = isAnswer(answer) ? answer : { status: 200, body: answer }
    return { status, headers: { 'content-type': 'application/json' }, json: () => structuredClone(body) }
  }
  return { api, origin: 'http://utsab.test', cspNonce: '', apiContractChecks: true }
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
  /** The API's answers to the page's loaders. */
  api?: TApiAnswers
}

/** Where the page sent the visitor, when it left it: the address, for `getByTestId('elsewhere')`. */
function Elsewhere() {
  const location = useLocation()
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>
}

/** A signed-in person, as GET /api/me answers for them. */
export function signedIn(user: Partial<TUser> = {}): TMe {
  return {
    ...GUEST_ME,
    user: {
      id: 'user-1',
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      image: null,
      role: null,
      emailVerified: true,
      phoneVerified: false,
      locale: null,
      phone: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
      ...user,
    },
  }
}

/**
 * Renders one page of the app in a DOM (happy-dom), as the browser shows it after hydration: inside
 * the root's providers (the query client, the page's language and texts from the same catalogs the
 * server sends), through React Router's route stub with the route module's own loader. Other
 * addresses the page links or navigates to render a marker, so a test can see where it went.
 */
export function renderRoute(
  module: TRouteModule,
  { path, pattern, search = '', locale = 'en', me = GUEST_ME, api = {} }: TRenderRouteOptions,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } })
  const Root = () => (
    <QueryClientProvider client={queryClient}>
      <I18nRoot>
        <Outlet />
      </I18nRoot>
    </QueryClientProvider>
  )
  const localized = (value: string) => localizePath(value, locale)
  const Stub = createRoutesStub(
    [
      {
        id: 'root',
        Component: Root,
        HydrateFallback: () => null,
        loader: ({ request }: LoaderFunctionArgs) => ({ i18n: rootMessages(request), me }),
        children: [
          {
            path: localized(pattern ?? path),
            Component: module.default as ComponentType,
            loader: module.loader as never,
            HydrateFallback: () => null,
          },
          { path: '*', Component: Elsewhere },
        ],
      },
    ],
    loadContextAnswering(api, me) as never,
  )
  const url = `${localized(path)}${search}`
  return { ...render(<Stub initialEntries={[url]} />), queryClient }
}
