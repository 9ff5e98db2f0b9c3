import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LOCALES, localizePath } from '@utsab/shared/i18n/locales'
import { ZApiError } from '@utsab/shared/schemas/common'
import {
  ZContactInboxPage,
  ZContactInboxQuery,
  ZContactMessage,
  ZContactMessageCreated,
  ZContactMessageParams,
  ZContactReply,
  ZInboxMessage,
  ZNewsletterSubscribed,
  ZNewsletterSubscription,
} from '@utsab/shared/schemas/contact'
import { limitAuthRequest } from '../../lib/auth-limits'
import { answerSentence } from '../../plugins/language'
import { listContactInbox, markContactMessageHandled, replyToContactMessage } from './inbox'
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
      const id = await saveContactMessage(app, request.body, request.locale)
      return reply.code(201).send({ id, message: answerSentence(request, reply, 'errors.contact.sent') })
    },
  )
  const adminErrors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }
  app.get(
    '/admin/contact-messages',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['contact'],
        summary: 'The contact inbox: a page of the waiting (open) or handled messages, newest first, with how many wait',
        querystring: ZContactInboxQuery,
        response: { 200: ZContactInboxPage, ...adminErrors },
      },
    },
    async (request) => ({ ...(await listContactInbox(app.db, request.query.status, request.query.page)), supportEmail: app.supportEmail }),
  )
  app.post(
    '/admin/contact-messages/:id/reply',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['contact'],
        summary:
          'Email a reply to the sender (in their language; their answer goes to support) and mark the message handled (409 when handled)',
        params: ZContactMessageParams,
        body: ZContactReply,
        response: { 200: ZInboxMessage, ...adminErrors },
      },
    },
    async (request) => replyToContactMessage(app, request.user!, request.params.id, request.body.reply),
  )
  app.post(
    '/admin/contact-messages/:id/handled',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['contact'],
        summary: 'Mark a message handled without a reply (409 when handled)',
        params: ZContactMessageParams,
        response: { 200: ZInboxMessage, ...adminErrors },
      },
    },
    async (request) => markContactMessageHandled(app.db, request.user!, request.params.id),
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
      return { email, message: answerSentence(request, reply, 'errors.newsletter.checkEmail') }
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
