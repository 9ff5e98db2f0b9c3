const REDACTED = '[redacted]'
/** A value that is, or carries, a reset or verification token (e.g. a callbackURL pointing at a reset page). */
const CARRIES_TOKEN = /token|\/reset-password\//i

function decode(text: string) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/**
 * A request URL fit for the logs: reset and verification tokens replaced, in the path
 * (`/reset-password/<token>`), in `token=` and in any other parameter whose value carries one.
 * Anyone who can read a token from the logs could take over the account it was sent for.
 */
export function redactUrl(url: string): string {
  // Nothing escaped and no token named: nothing to take out (most lines; the parts below need decoding).
  if (!/%|\+|token|reset-password/i.test(url)) return url
  const queryAt = url.indexOf('?')
  const pathPart = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(/\/reset-password\/[^/]+/i, `/reset-password/${REDACTED}`)
  if (queryAt === -1) return pathPart
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equalsAt = pair.indexOf('=')
      if (equalsAt === -1) return pair
      const name = pair.slice(0, equalsAt)
      return CARRIES_TOKEN.test(decode(name)) || CARRIES_TOKEN.test(decode(pair.slice(equalsAt + 1))) ? `${name}=${REDACTED}` : pair
    })
    .join('&')
  return `${pathPart}?${query}`
}

/** Email addresses in a text (a job's label, a mail server's error) reduced to their domain: whose inbox stays out of the logs. */
export const redactAddresses = (text: string) => text.replace(/[^\s@:;,<>"()[\]]+@(?=[^\s@]+\.[^\s@]+)/g, `${REDACTED}@`)

/** An error as the logs may keep it: its kind, codes and message without anyone's address (a mail server names the recipient). */
export function redactError(error: unknown) {
  if (!(error instanceof Error)) return { message: redactAddresses(String(error)) }
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown }
  return { type: error.name, message: redactAddresses(error.message), code, responseCode }
}
