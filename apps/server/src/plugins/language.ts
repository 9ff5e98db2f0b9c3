import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import { preferredLocale, type TLocale } from '@utsab/shared/i18n/locales'
import { NAMESPACES } from '@utsab/shared/i18n/namespaces'
import { englishTranslator } from '@utsab/shared/i18n/translate-english'
import { summarizeFields } from '../lib/errors'

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer's sentences are written in: the Accept-Language the web sends with the page's language. */
    locale: TLocale
  }
}

let toBangla: ((text: string) => string) | undefined
/** English answers (the schemas' and services' sentences) read back in Bangla through the catalog. */
export function translateToBangla(text: string): string {
  toBangla ??= englishTranslator(
    Object.values(NAMESPACES).map((namespace) => namespace.en),
    serverTranslator('bn').t,
    'bn',
  )
  return toBangla(text)
}

type TMessageBody = { message?: unknown; fields?: unknown; error?: unknown }

/** A payment's refusal inside a successful answer (`{ status, error: { code, message } }`). */
const nestedError = (error: unknown): error is { message: string } =>
  !!error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string'

/**
 * Every answer's sentences (an error's message and its fields, a success's message) are written in
 * the request's language. Services write English, the source language; translating at this one
 * place means no service or route has to know who is asking.
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en')
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = preferredLocale(request.headers['accept-language']) ?? 'en'
    done()
  })
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (request.locale !== 'bn' || !payload || typeof payload !== 'object' || Array.isArray(payload)) return done(null, payload)
    const body = payload as TMessageBody
    if (typeof body.message !== 'string' && !(body.fields && typeof body.fields === 'object') && !nestedError(body.error))
      return done(null, payload)
    const translated: Record<string, unknown> = { ...(payload as Record<string, unknown>) }
    if (typeof body.message === 'string') translated.message = translateToBangla(body.message)
    if (nestedError(body.error)) translated.error = { ...body.error, message: translateToBangla(body.error.message) }
    if (body.fields && typeof body.fields === 'object') {
      const fields = body.fields as Record<string, string>
      const translatedFields = Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, translateToBangla(String(text))]))
      translated.fields = translatedFields
      // A validation answer's message sums up its fields ('email: …; password: …'): in Bangla, their sentences alone.
      if (body.message === summarizeFields(fields)) translated.message = Object.values(translatedFields).join('; ')
    }
    reply.header('vary', 'accept-language')
    done(null, translated)
  })
})
