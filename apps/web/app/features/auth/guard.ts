import { data, redirect, type AppLoadContext } from 'react-router'
import { localeOfPath, localizePath } from '@utsab/shared/i18n/locales'
import type { TUser } from '@utsab/shared/schemas/auth'
import { loginPath } from '#app/lib/redirect'
import { loadMe, sessionCheckFailed } from './session.server'

/**
 * Guard of the login-only pages (/orders, /become-merchant, /dashboard): returns the session's user,
 * or sends the visitor to the login page with the way back (spec §4).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<TUser> {
  const me = await loadMe(context)
  if (!me) throw data({ message: sessionCheckFailed(request) }, { status: 503 })
  if (!me.user) {
    const url = new URL(request.url)
    throw redirect(localizePath(loginPath(url.pathname + url.search), localeOfPath(url.pathname)))
  }
  return me.user
}
