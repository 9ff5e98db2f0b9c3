import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import { preferredLocale, type TLocale } from '@utsab/shared/i18n/locales'
import { renderMessage, type TMessageParams } from '@utsab/shared/i18n/message'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer's sentences are written in: the Accept-Language the web sends with the page's language. */
    locale: TLocale
  }
}

/**
 * A sentence of a successful answer ('Your message has been sent…') in the request's language; the
 * answer then varies with Accept-Language. Error answers are written by the error handler (plugins/errors.ts).
 */
export function answerSentence(request: FastifyRequest, reply: FastifyReply, key: TMessageKey, params?: TMessageParams): string {
  void reply.header('vary', 'accept-language')
  return renderMessage(serverTranslator(request.locale).t, request.locale, { key, ...(params ? { params } : {}) })
}

/**
 * Every answer's sentences (an error's message and its fields, a success's message) are written in
 * the request's language: services name them by key, and the error handler or the route writes them
 * for whoever asks, so no service has to know who is asking.
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en')
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = preferredLocale(request.headers['accept-language']) ?? 'en'
    done()
  })
})
