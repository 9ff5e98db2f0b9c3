import { compileMessage } from '@lingui/message-utils/compileMessage'
import { createTranslator, type TCompiledMessages } from './catalog'
import type { TLocale } from './locales'
import { NAMESPACES, type TNamespaceName } from './namespaces'

/**
 * Parsing ICU happens here, on the server, once per namespace and language: pages receive compiled
 * messages with their data, so the browser never downloads a parser or another page's texts.
 */
const compiled = new Map<string, TCompiledMessages>()

/** A whole namespace, or only its keys that start with one of `prefixes` (what every page shows of a feature). */
export type TNamespaceRequest = TNamespaceName | { namespace: TNamespaceName; prefixes: readonly string[] }

function compiledNamespace(locale: TLocale, name: TNamespaceName): TCompiledMessages {
  const cacheKey = `${locale}:${name}`
  let namespace = compiled.get(cacheKey)
  if (!namespace) {
    namespace = {}
    for (const [key, text] of Object.entries(NAMESPACES[name][locale])) namespace[key] = compileMessage(text)
    compiled.set(cacheKey, namespace)
  }
  return namespace
}

export function compiledMessages(locale: TLocale, namespaces: readonly TNamespaceRequest[]): TCompiledMessages {
  const messages: TCompiledMessages = {}
  for (const request of namespaces) {
    if (typeof request === 'string') {
      Object.assign(messages, compiledNamespace(locale, request))
      continue
    }
    for (const [key, message] of Object.entries(compiledNamespace(locale, request.namespace))) {
      if (request.prefixes.some((prefix) => key.startsWith(prefix))) messages[key] = message
    }
  }
  return messages
}

const ALL = Object.keys(NAMESPACES) as TNamespaceName[]
const translators = new Map<TLocale, ReturnType<typeof createTranslator>>()

/** Every text in one language, for the server's own output (answers, emails, invites). */
export function serverTranslator(locale: TLocale) {
  let translator = translators.get(locale)
  if (!translator) {
    translator = createTranslator(locale, compiledMessages(locale, ALL))
    translators.set(locale, translator)
  }
  return translator
}
