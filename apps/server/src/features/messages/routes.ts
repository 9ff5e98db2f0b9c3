import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import {
  ZConversation,
  ZConversationParams,
  ZInbox,
  ZReportConversation,
  ZSendMessage,
  ZStartConversation,
  ZUnreadCount,
} from '@utsab/shared/schemas/messages'
import {
  emailNewMessages,
  inbox,
  readConversation,
  reportConversation,
  reportedConversations,
  sendMessage,
  startConversation,
  unreadCount,
} from './service'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }
/** New messages are looked for this often; each waits MESSAGE_EMAIL_DELAY_SECONDS before it is mailed. */
const EMAIL_SWEEP_MS = 30_000

/** Messages (issue 17, decision 039): questions before booking and each booking's conversation; reported ones for admins. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['messages'],
        summary: 'Write about a listing (a question before booking) or a booking, in the conversation it belongs to',
        description:
          'Anyone signed in may ask about a published listing but its own merchant (409); a booking’s customer and its merchant write about it (404 to anyone else).',
        body: ZStartConversation,
        response: { 201: ZConversation, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await startConversation(app.db, request.user!, request.body)),
  )
  app.get(
    '/conversations',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['messages'],
        summary: 'My conversations, as a customer and as a merchant, latest first',
        response: { 200: ZInbox, ...errors },
      },
    },
    async (request) => inbox(app.db, request.user!),
  )
  app.get(
    '/conversations/unread',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['messages'],
        summary: 'How many of my conversations have a message I have not read',
        response: { 200: ZUnreadCount, ...errors },
      },
    },
    async (request) => unreadCount(app.db, request.user!),
  )
  app.get(
    '/conversations/:id',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['messages'],
        summary: 'A conversation with its messages (its sides; admins once it is reported); marks it read for me',
        params: ZConversationParams,
        response: { 200: ZConversation, ...errors },
      },
    },
    async (request) => readConversation(app.db, request.user!, request.params.id),
  )
  app.post(
    '/conversations/:id/messages',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['messages'],
        summary: 'Write in one of my conversations',
        params: ZConversationParams,
        body: ZSendMessage,
        response: { 201: ZConversation, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await sendMessage(app.db, request.user!, request.params.id, request.body.body)),
  )
  app.post(
    '/conversations/:id/report',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['messages'],
        summary: 'Report one of my conversations to the admins, with a reason (409 when reported already)',
        params: ZConversationParams,
        body: ZReportConversation,
        response: { 200: ZConversation, ...errors },
      },
    },
    async (request) => reportConversation(app.db, request.user!, request.params.id, request.body.reason),
  )
  app.get(
    '/admin/conversations',
    {
      config: { allow: ['admin'] },
      schema: { tags: ['admin'], summary: 'Reported conversations, latest report first', response: { 200: ZInbox, ...errors } },
    },
    async () => reportedConversations(app.db),
  )

  // One statement claims each message, so each is mailed once.
  app.jobs.every('email-new-messages', EMAIL_SWEEP_MS, async () => {
    const sent = await emailNewMessages(app, app.messageEmailDelaySeconds)
    if (sent > 0) app.log.info({ sent }, 'emailed people about new messages')
  })
}
