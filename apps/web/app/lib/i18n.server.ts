import { compiledMessages, type TNamespaceRequest } from '@utsab/shared/i18n/compile'
import { localeOfPath, type TLocale } from '@utsab/shared/i18n/locales'
import type { TPageMessages } from './i18n'

/** The language of the page a loader serves: its path decides ('/bn/...' is Bangla). */
export const requestLocale = (request: Request): TLocale => localeOfPath(new URL(request.url).pathname)

/**
 * What a loader returns as `i18n`: its page's texts, compiled, in the page's language. Only the
 * namespaces the page uses travel with it; the root loader sends `common`.
 */
export function pageMessages(request: Request, ...namespaces: TNamespaceRequest[]): TPageMessages {
  const locale = requestLocale(request)
  return { locale, messages: compiledMessages(locale, namespaces) }
}

/**
 * What every page shows of a feature: the account menu, its toasts and the verification banner
 * (logged-in visitors), and the footer's newsletter box.
 */
const EVERY_PAGE: TNamespaceRequest[] = [
  { namespace: 'auth', prefixes: ['auth.menu.', 'auth.toast.', 'auth.verify.'] },
  { namespace: 'contact', prefixes: ['contact.newsletter.'] },
]

/**
 * The root's texts: `common` and the validation messages every form may show (a form checks its fields
 * with the same zod schemas as the server, whose messages are keys of the `validation` catalog).
 */
export const rootMessages = (request: Request): TPageMessages => pageMessages(request, 'common', 'validation', ...EVERY_PAGE)
