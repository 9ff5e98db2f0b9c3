import type { AppLoadContext } from 'react-router'
import { createTranslator } from '@utsab/shared/i18n/catalog'
import type { TMe } from '@utsab/shared/schemas/auth'
import { loadApiResult } from '#app/lib/api-client'
import { pageMessages } from '#app/lib/i18n.server'
import { GUEST_ME, meEndpoint } from '#app/lib/session'

/**
 * The one way a loader reads the session (guarded pages use `requireUser`, built on it): GET /api/me
 * in process with the visitor's cookies, or undefined when the server could not answer. A 4xx (no
 * such route yet, say) counts as a guest.
 */
export async function loadMe(context: AppLoadContext): Promise<TMe | undefined> {
  let result: Awaited<ReturnType<typeof loadApiResult<typeof meEndpoint>>>
  try {
    result = await loadApiResult(context, meEndpoint)
  } catch {
    return undefined
  }
  if (result.ok) return result.data
  // A session answer that breaks its contract fails loudly (checks on in development and e2e).
  if (result.error.code === 'contract_violation') throw result.error
  return result.error.status >= 500 ? undefined : GUEST_ME
}

/** Why a login-only page is not shown when the session could not be read, in the page's language. */
export function sessionCheckFailed(request: Request): string {
  const { locale, messages } = pageMessages(request, 'auth')
  return createTranslator(locale, messages).t('auth.sessionCheckFailed')
}
