import { data, type AppLoadContext } from 'react-router'

/** What a route's ErrorBoundary receives when the API refuses a loader's request. */
export type TLoaderError = { message: string; fields?: Record<string, string> }

/**
 * GET one of our own /api paths from a route loader (server only). A non-2xx answer is thrown as a
 * route error response with the same status and the server's message, for the route's ErrorBoundary.
 */
export async function apiGet<T>(context: AppLoadContext, path: string): Promise<T> {
  const response = await context.api(path, { method: 'GET' })
  const body = await response.json()
  if (response.status >= 400) {
    const error = (body ?? {}) as { message?: unknown; fields?: unknown }
    const payload: TLoaderError = {
      message: typeof error.message === 'string' && error.message ? error.message : 'Something went wrong. Please try again.',
    }
    if (error.fields && typeof error.fields === 'object') payload.fields = error.fields as Record<string, string>
    throw data(payload, { status: response.status })
  }
  return body as T
}
