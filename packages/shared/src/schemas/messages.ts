import { z } from 'zod'
import { LISTING_KINDS } from '../constants'
import { withoutControls, ZReason, ZUuid } from './common'
import { label, m } from './messages-by-key'

/**
 * Messages (issue 17, decision 039): a customer asks a listing's merchant before booking, and each booking has its own
 * conversation; both sides read them in their inbox. Either side may report a conversation, which admins can then read.
 */
export const MESSAGE_TEXT_MAX = 2000

export const ZMessageText = withoutControls(
  z
    .string({ message: m('validation.message.required') })
    .trim()
    .min(1, m('validation.message.required'))
    .max(MESSAGE_TEXT_MAX, m('validation.message.max')),
  label('validation.label.theMessage'),
  { multiline: true },
)

/** POST /api/conversations: the first message about a listing (before booking) or a booking; the same conversation after that. */
export const ZStartConversation = z
  .object({ listingId: ZUuid.optional(), orderId: ZUuid.optional(), body: ZMessageText })
  .refine((start) => (start.listingId === undefined) !== (start.orderId === undefined), {
    path: ['listingId'],
    message: m('validation.message.about'),
  })
export type TStartConversation = z.input<typeof ZStartConversation>

export const ZSendMessage = z.object({ body: ZMessageText })
export const ZReportConversation = z.object({ reason: ZReason })
export const ZConversationParams = z.object({ id: ZUuid })

export const CONVERSATION_SIDES = ['customer', 'merchant'] as const
export type TConversationSide = (typeof CONVERSATION_SIDES)[number]

export const ZMessage = z.object({
  id: ZUuid,
  body: z.string(),
  at: z.iso.datetime(),
  from: z.enum(CONVERSATION_SIDES),
})
export type TMessage = z.infer<typeof ZMessage>

/** A conversation in an inbox: what it is about, with whom, its last message and how many the reader has not read. */
export const ZConversationSummary = z.object({
  id: ZUuid,
  listing: z.object({ id: ZUuid, kind: z.enum(LISTING_KINDS), name: z.string() }),
  /** The booking it belongs to (null: a question before booking). */
  order: z.object({ id: ZUuid, number: z.number().int() }).nullable(),
  customerName: z.string(),
  agencyName: z.string(),
  /** The reader's side ('admin': an admin reading a reported conversation). */
  side: z.enum([...CONVERSATION_SIDES, 'admin']),
  lastMessage: ZMessage,
  unread: z.number().int(),
  reported: z.object({ at: z.iso.datetime(), reason: z.string() }).nullable(),
})
export type TConversationSummary = z.infer<typeof ZConversationSummary>

export const ZConversation = ZConversationSummary.extend({ messages: z.array(ZMessage) })
export type TConversation = z.infer<typeof ZConversation>

export const ZInbox = z.object({ data: z.array(ZConversationSummary) })
export type TInbox = z.infer<typeof ZInbox>
/** GET /api/conversations/unread: the header's count of conversations with a message the reader has not read. */
export const ZUnreadCount = z.object({ count: z.number().int() })
