/** Longer than any path of ours with its query; a longer target is not one we made. */
const MAX_LENGTH = 2048
/** Control characters, every kind of space and invisible format character: browsers strip or skip some of them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/u
/** Rounds of percent-decoding a target is checked through (a server or proxy on the way may decode it again). */
const DECODE_ROUNDS = 3

/** The path with "." and ".." segments resolved the way a browser resolves them (RFC 3986 §5.2.4). */
function removeDotSegments(path: string): string {
  const segments = path.split('/').slice(1)
  const kept: string[] = []
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1
    if (segment === '..') kept.pop()
    if (segment === '.' || segment === '..') {
      if (last) kept.push('')
      return
    }
    kept.push(segment)
  })
  return `/${kept.join('/')}`
}

/** "//host" and "/\host" name another host; so would either after dot segments are resolved. */
const namesAnotherHost = (path: string) => removeDotSegments(path).startsWith('//')

/**
 * Where to send someone after logging in, verifying an email, or any step that takes a target from a
 * link: only a path on this site, never another host. The target must start with one "/", contain no
 * backslash, control character or space, and neither it nor its percent-decoded forms may turn into
 * "//host" once dot segments are resolved (`/.//evil.example`, `/%2F%2Fevil.example`). Anything else,
 * including absolute URLs, answers `fallback`. The answer has its dot segments resolved.
 */
export function safeRedirectPath(input: unknown, fallback = '/'): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_LENGTH) return fallback
  if (!input.startsWith('/') || UNSAFE_CHARACTER.test(input)) return fallback
  const end = input.search(/[?#]/)
  const path = end === -1 ? input : input.slice(0, end)
  const rest = end === -1 ? '' : input.slice(end)
  if (namesAnotherHost(path)) return fallback
  let decoded = path
  for (let round = 0; round < DECODE_ROUNDS && decoded.includes('%'); round += 1) {
    try {
      decoded = decodeURIComponent(decoded)
    } catch {
      return fallback
    }
    if (UNSAFE_CHARACTER.test(decoded) || namesAnotherHost(decoded)) return fallback
  }
  return removeDotSegments(path) + rest
}
