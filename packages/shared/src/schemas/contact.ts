import { z } from 'zod'
import { toLatinDigits } from '../format'
import { withoutControls, ZEmail, ZUuid } from './common'
import { label, m, maxLength, minLength, required, type TLabel } from './messages-by-key'

const optionalText = (max: number, name: TLabel) =>
  withoutControls(z.string().trim().max(max, maxLength(name, max)), name)
    .optional()
    .transform((value) => (value ? value : undefined))

/** The contact page form (spec §2: name, email, phone, company name, message). */
const NAME = label('validation.label.name')
const MESSAGE = label('validation.label.message')

export const ZContactMessage = z.object({
  name: withoutControls(
    z
      .string({ message: required(NAME) })
      .trim()
      .min(1, required(NAME))
      .max(100, maxLength(NAME, 100)),
    label('validation.label.name'),
  ),
  email: ZEmail,
  // Latin or Bengali digits; kept in Latin digits.
  phone: optionalText(30, label('validation.label.phone'))
    .transform((phone) => (phone === undefined ? undefined : toLatinDigits(phone)))
    .pipe(
      z
        .string()
        .regex(/^\+?[0-9 ()-]{6,30}$/, m('validation.phone.digits'))
        .optional(),
    ),
  company: optionalText(100, label('validation.label.company')),
  message: withoutControls(
    z
      .string({ message: required(MESSAGE) })
      .trim()
      .min(10, minLength(MESSAGE, 10))
      .max(2000, maxLength(MESSAGE, 2000)),
    label('validation.label.message'),
    { multiline: true },
  ),
})
export type TContactMessage = z.input<typeof ZContactMessage>

export const ZContactMessageCreated = z.object({ id: z.uuid(), message: z.string() })

export const ZNewsletterSubscription = z.object({ email: ZEmail })
export type TNewsletterSubscription = z.input<typeof ZNewsletterSubscription>
export const ZNewsletterSubscribed = z.object({ email: z.string(), message: z.string() })

/** The admins' inbox of contact-page messages: the open ones first to answer, the handled ones kept with their reply. */
export const CONTACT_INBOX_STATUSES = ['open', 'handled'] as const
export type TContactInboxStatus = (typeof CONTACT_INBOX_STATUSES)[number]
export const CONTACT_INBOX_PAGE_SIZE = 10

export const ZContactInboxQuery = z.object({
  status: z
    .enum(CONTACT_INBOX_STATUSES, { message: m('validation.oneOf', { label: 'status', options: CONTACT_INBOX_STATUSES.join(', ') }) })
    .default('open'),
  page: z.coerce
    .number({ message: m('validation.number.notNumber', { label: 'page' }) })
    .int(m('validation.number.whole', { label: 'page' }))
    .min(1, m('validation.number.atLeastOne', { label: 'page' }))
    .default(1),
})
export type TContactInboxQuery = z.input<typeof ZContactInboxQuery>

export const ZInboxMessage = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  /** When an admin replied or marked it handled, and who; null while it waits. */
  handledAt: z.iso.datetime().nullable(),
  handledBy: z.string().nullable(),
  /** The admin's emailed reply, when they replied. */
  reply: z.string().nullable(),
})
export type TInboxMessage = z.infer<typeof ZInboxMessage>

export const ZContactInboxPage = z.object({
  data: z.array(ZInboxMessage),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Messages still waiting, whatever the page shows. */
  open: z.number().int(),
  /** Support's address: told of each new message, and where answers to the admins' replies go. */
  supportEmail: z.string(),
})

export const ZContactMessageParams = z.object({ id: ZUuid })

/** An admin's reply, emailed to the sender from the support address. */
export const CONTACT_REPLY_MAX = 4000
export const ZReplyText = withoutControls(
  z
    .string({ message: m('validation.contact.replyMin') })
    .trim()
    .min(5, m('validation.contact.replyMin'))
    .max(CONTACT_REPLY_MAX, maxLength(label('validation.label.reply'), CONTACT_REPLY_MAX)),
  label('validation.label.reply'),
  { multiline: true },
)
export const ZContactReply = z.object({ reply: ZReplyText })
export type TContactReply = z.input<typeof ZContactReply>
