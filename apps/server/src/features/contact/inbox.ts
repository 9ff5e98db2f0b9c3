import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { CONTACT_INBOX_PAGE_SIZE, type TContactInboxStatus, type TInboxMessage } from '@utsab/shared/schemas/contact'
import { isLocale } from '@utsab/shared/i18n/locales'
import type { TDb, TTx } from '../../db/client'
import { recordAudit } from '../../db/merchant-records'
import { contactMessages } from '../../db/schema'
import type { TServiceDeps } from '../../lib/deps'
import { queueMail } from '../../lib/email/compose'
import { AppError } from '../../lib/errors'
import { contactReplyEmail } from './emails'

/**
 * The admins' inbox of contact-page messages (issue 17): newest first, each answered by an
 * emailed reply or marked handled, once; both are written to the audit log.
 */
type TAdmin = { id: string; email: string }
type TContactRow = typeof contactMessages.$inferSelect

const toInboxMessage = (row: TContactRow): TInboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledBy,
  reply: row.reply,
})

/** A page of the waiting or the handled messages, newest first, with how many wait in all. */
export async function listContactInbox(db: TDb, status: TContactInboxStatus, page: number, pageSize = CONTACT_INBOX_PAGE_SIZE) {
  const inStatus = status === 'open' ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt)
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(inStatus)
      .orderBy(desc(status === 'open' ? contactMessages.createdAt : contactMessages.handledAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: sql<number>`count(*) filter (where ${inStatus})`.mapWith(Number),
        open: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)`.mapWith(Number),
      })
      .from(contactMessages),
  ])
  const { total, open } = totals ?? { total: 0, open: 0 }
  return { data: rows.map(toInboxMessage), page, pageSize, total, totalPages: Math.ceil(total / pageSize), open }
}

/** The message, locked, still waiting: a second admin answering at the same moment gets 409. */
async function waitingMessage(tx: TTx, id: string) {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update')
  if (!row) throw new AppError('contact_message_not_found')
  if (row.handledAt) throw new AppError('already_handled')
  return row
}

/** Emails the admin's reply to the sender in their language (replies to it go to support) and marks the message handled. */
export async function replyToContactMessage(deps: TServiceDeps & { supportEmail: string }, admin: TAdmin, id: string, reply: string) {
  const row = await deps.db.transaction(async (tx: TTx) => {
    await waitingMessage(tx, id)
    const [handled] = await tx
      .update(contactMessages)
      .set({ handledAt: new Date(), handledBy: admin.email, reply })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
      .returning()
    await recordAudit(tx, admin, 'contact.reply', handled!.email)
    await queueMail(tx, contactReplyEmail(handled!, reply, deps.supportEmail, isLocale(handled!.locale) ? handled!.locale : 'en'))
    return handled!
  })
  return toInboxMessage(row)
}

/** Marks a message handled without a reply (answered by phone, or nothing to answer). */
export async function markContactMessageHandled(db: TDb, admin: TAdmin, id: string) {
  return db.transaction(async (tx: TTx) => {
    const found = await waitingMessage(tx, id)
    const [handled] = await tx
      .update(contactMessages)
      .set({ handledAt: new Date(), handledBy: admin.email })
      .where(eq(contactMessages.id, id))
      .returning()
    await recordAudit(tx, admin, 'contact.handled', found.email)
    return toInboxMessage(handled!)
  })
}
