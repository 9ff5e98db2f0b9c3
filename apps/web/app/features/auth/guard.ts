import { redirect, type AppLoadContext } from 'react-router'
import { loginPath } from '../../lib/redirect'

/**
 * Guard of the login-only pages (/orders, /become-merchant, /dashboard). There are no sessions yet,
 * so every visitor is sent to the login page with the way back; the accounts issue fills this in
 * (read the session through `context.api`, return the user).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<never> {
  void context
  const url = new URL(request.url)
  throw redirect(loginPath(url.pathname + url.search))
}
