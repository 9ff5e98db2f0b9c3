import { z } from 'zod'
import { ZReason } from '@utsab/shared/schemas/common'
import { ZConversation, ZInbox, ZSendMessage, ZStartConversation } from '@utsab/shared/schemas/messages'
import { endpoint } from '#app/lib/api-client'

/** Messages (issue 17, decision 039): the inbox, one conversation, writing, reporting; admins' reported list. */
export const inboxEndpoint = endpoint({ method: 'GET', path: '/api/conversations', response: ZInbox })
export const conversationEndpoint = endpoint({ method: 'GET', path: '/api/conversations/:id', response: ZConversation })
export const startConversationEndpoint = endpoint({
  method: 'POST',
  path: '/api/conversations',
  body: ZStartConversation,
  response: ZConversation,
})
export const sendMessageEndpoint = endpoint({
  method: 'POST',
  path: '/api/conversations/:id/messages',
  body: ZSendMessage,
  response: ZConversation,
})
export const reportConversationEndpoint = endpoint({
  method: 'POST',
  path: '/api/conversations/:id/report',
  body: z.object({ reason: ZReason }),
  response: ZConversation,
})
export const reportedConversationsEndpoint = endpoint({ method: 'GET', path: '/api/admin/conversations', response: ZInbox })
