import type { AppLoadContext } from 'react-router'
import type { TMe } from '@utsab/shared/schemas/auth'
import { parseMe } from './lib/me'

/**
 * The visitor's session as GET /api/me tells it (in process, with their cookies), or undefined when
 * the server could not answer. A 4xx other than success (no such route yet, say) counts as a guest.
 */
export async function loadMe(context: AppLoadContext): Promise<TMe | undefined> {
  try {
    const response = await context.api('/api/me', { method: 'GET' })
    if (response.status >= 500) return undefined
    return parseMe(response.status === 200 ? await response.json() : null)
  } catch {
    return undefined
  }
}
