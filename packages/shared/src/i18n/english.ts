import { serverTranslator } from './compile'
import { decodeMessage, renderMessage } from './message'

/**
 * A message a schema or a shared rule gives (a key with its values, encodeMessage) as English writes it,
 * for the server's logs and the tests that read a rule's words; a plain sentence stays as it is. It
 * loads every catalog: never for a page (pages write messages with their own texts, `useMessageText`).
 */
export function inEnglish(text: string): string {
  const message = decodeMessage(text)
  return message ? renderMessage(serverTranslator('en').t, 'en', message) : text
}
