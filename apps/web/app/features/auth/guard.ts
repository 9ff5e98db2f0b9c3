import { data, redirect, type AppLoadContext } from 'react-router'
import type { TUser } from '@utsab/shared/schemas/auth'
import { loginPath } from '../../lib/redirect'
import { loadMe } from './session.server'

/**
 * Guard of the login-only pages (/orders, /become-merchant, /dashboard): returns the session's user,
 * or sends the visitor to the login page with the way back (spec §4).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<TUser> {
  const me = await loadMe(context)
  if (!me) throw data({ message: 'We could not check your session. Please try again in a moment.' }, { status: 503 })
  if (!me.user) {
    const url = new URL(request.url)
    throw redirect(loginPath(url.pathname + url.search))
  }
  return me.user
}
