import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZContactMessage, ZContactMessageCreated, ZNewsletterSubscribed, ZNewsletterSubscription } from '@utsab/shared/schemas/contact'
import { TEXTS } from '@utsab/shared/texts'
import { saveContactMessage, subscribeToNewsletter } from './service'

/** Beyond the spec: the contact form and the footer's newsletter box are stored. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-messages',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact page',
        body: ZContactMessage,
        response: { 201: ZContactMessageCreated, 400: ZApiError },
      },
    },
    async (request, reply) => {
      const id = await saveContactMessage(app.db, request.body)
      return reply.code(201).send({ id, message: TEXTS.contactSent })
    },
  )
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['contact'],
        summary: 'Subscribe an email address to the newsletter (idempotent)',
        body: ZNewsletterSubscription,
        response: { 200: ZNewsletterSubscribed, 400: ZApiError },
      },
    },
    async (request) => {
      await subscribeToNewsletter(app.db, request.body.email)
      return { email: request.body.email, message: TEXTS.newsletterSubscribed }
    },
  )
}
