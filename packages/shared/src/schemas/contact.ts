import { z } from 'zod'
import { toLatinDigits } from '../format'
import { withoutControls, ZEmail, ZUuid } from './common'

const optionalText = (max: number, label: string) =>
  withoutControls(z.string().trim().max(max, `${label} must be at most ${max} characters`), label)
    .optional()
    .transform((value) => (value ? value : undefined))

/** The contact page form (spec §2: name, email, phone, company name, message). */
export const ZContactMessage = z.object({
  name: withoutControls(
    z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
    'Name',
  ),
  email: ZEmail,
  // Latin or Bengali digits; kept in Latin digits.
  phone: optionalText(30, 'Phone')
    .transform((phone) => (phone === undefined ? undefined : toLatinDigits(phone)))
    .pipe(
      z
        .string()
        .regex(/^\+?[0-9 ()-]{6,30}$/, 'Phone must contain digits only (spaces, dashes and a leading + are fine)')
        .optional(),
    ),
  company: optionalText(100, 'Company name'),
  message: withoutControls(
    z
      .string({ message: 'Message is required' })
      .trim()
      .min(10, 'Message must be at least 10 characters')
      .max(2000, 'Message must be at most 2000 characters'),
    'Message',
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
  status: z.enum(CONTACT_INBOX_STATUSES, { message: `status must be one of ${CONTACT_INBOX_STATUSES.join(', ')}` }).default('open'),
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
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
    .string({ message: 'Please write a reply of at least 5 characters' })
    .trim()
    .min(5, 'Please write a reply of at least 5 characters')
    .max(CONTACT_REPLY_MAX, `The reply must be at most ${CONTACT_REPLY_MAX} characters`),
  'The reply',
  { multiline: true },
)
export const ZContactReply = z.object({ reply: ZReplyText })
export type TContactReply = z.input<typeof ZContactReply>
