/** The first character of a word, whole even outside the Basic Multilingual Plane. */
const firstChar = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '')

/** Up to two initials for an avatar without a picture: first and last word of the name, else the email. */
export function initials(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return (firstChar(email.trim()) || '?').toUpperCase()
  return (firstChar(words[0]) + (words.length > 1 ? firstChar(words[words.length - 1]) : '')).toUpperCase()
}
