import { compileMessage } from '@lingui/message-utils/compileMessage'

/** The argument names a message uses ({name}, {count, plural, …}), read from its compiled form (or its source). */
export function argumentNames(message: unknown): string[] {
  const found = new Set<string>()
  const walk = (content: unknown) => {
    if (!Array.isArray(content)) return
    for (const element of content) {
      if (!Array.isArray(element)) continue
      found.add(String(element[0]))
      const branches = element[2]
      if (branches && typeof branches === 'object') Object.values(branches).forEach(walk)
    }
  }
  walk(typeof message === 'string' ? compileMessage(message) : message)
  return [...found].sort()
}
