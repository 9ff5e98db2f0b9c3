import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LOCALES, localizePath } from '@utsab/shared/i18n/locales'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZContactMessage, ZContactMessageCreated, ZNewsletterSubscribed, ZNewsletterSubscription } from '@utsab/shared/schemas/contact'
import { TEXTS } from '@utsab/shared/texts'
import { limitAuthRequest } from '../../lib/auth-limits'
import { confirmNewsletterSubscription, requestNewsletterSubscription, saveContactMessage } from './service'

/** Where the newsletter confirmation link lands in the web app. */
export const NEWSLETTER_CONFIRMED_PATH = '/newsletter/confirmed'

/** Beyond the spec: the contact form and the footer's newsletter box are stored. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-messages',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact page (limited per client address and per email)',
        body: ZContactMessage,
        response: { 201: ZContactMessageCreated, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      if (!(await limitAuthRequest(app, request, reply, 'contact', request.body.email))) return reply
      const id = await saveContactMessage(app.db, request.body)
      return reply.code(201).send({ id, message: TEXTS.contactSent })
    },
  )
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['contact'],
        summary:
          'Ask to subscribe an email address: a confirmation link is emailed (double opt-in); the answer never says whether it was subscribed',
        body: ZNewsletterSubscription,
        response: { 200: ZNewsletterSubscribed, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const { email } = request.body
      if (!(await limitAuthRequest(app, request, reply, 'newsletter', email))) return reply
      await requestNewsletterSubscription(app, email, request.locale)
      return { email, message: TEXTS.newsletterCheckEmail }
    },
  )
  app.get(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['contact'],
        summary: "The emailed link: confirms the subscription and lands on the web's confirmation page (or its expired-link notice)",
        // `lang`: the language the subscription was asked in, so the link lands on the page in that language.
        querystring: z.object({ token: z.string().max(200).optional(), lang: z.enum(LOCALES).optional() }),
        response: { 302: z.null(), 400: ZApiError },
      },
    },
    async (request, reply) => {
      const confirmed = request.query.token ? await confirmNewsletterSubscription(app.db, request.query.token) : false
      const page = localizePath(NEWSLETTER_CONFIRMED_PATH, request.query.lang ?? 'en')
      return reply.redirect(confirmed ? page : `${page}?error=invalid`, 302)
    },
  )
}
