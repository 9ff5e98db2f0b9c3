import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { localizePath } from '@utsab/shared/i18n/locales'
import { safeRedirectPath } from '@utsab/shared/redirect'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZLanguageChoice } from '@utsab/shared/schemas/language'
import { localeCookie } from '../../lib/locale-cookie'
import { rememberAccountLocale } from './service'

/**
 * The language switch. The header's switch is a small form, so it works before (and without) the
 * page's script: a form post is answered with 303 to the page in the chosen language; a script's
 * JSON post with 204. Either way the choice is remembered in a cookie, and on the account.
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  app.post(
    '/language',
    {
      config: { allow: ['anyone'] },
      schema: {
        tags: ['language'],
        summary: 'Choose the language: remembered in a cookie and on the account; a form post is sent on to the page in that language',
        body: ZLanguageChoice,
        response: { 204: z.null(), 303: z.null(), 400: ZApiError },
      },
    },
    async (request, reply) => {
      const { locale, next } = request.body
      if (request.user) await rememberAccountLocale(app.db, request.user.id, locale)
      reply.header('set-cookie', localeCookie(locale, app.publicOrigin))
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return reply.code(204).send(null)
      // Checked again once the locale prefix is off or on: "/bn//evil.example" is a safe path until "/bn" goes.
      const home = localizePath('/', locale)
      return reply.redirect(safeRedirectPath(localizePath(safeRedirectPath(next, '/'), locale), home), 303)
    },
  )
}
