import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { ZContactMessage } from '@utsab/shared/schemas/contact'
import type { TDb } from '../../db/client'
import { contactMessages, newsletterSubscribers } from '../../db/schema'
import type { TServiceDeps } from '../../lib/deps'
import { queueMail, queueMailQuietly } from '../../lib/email/compose'
import { contactReceivedEmail, newsletterConfirmation } from './emails'

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_LINK_HOURS = 48

/** Keeps a contact-page message for the admins' inbox and tells support (whose reply to that mail reaches the sender). */
export async function saveContactMessage(
  deps: TServiceDeps & { supportEmail: string },
  message: z.output<typeof ZContactMessage>,
  locale: TLocale,
): Promise<string> {
  const inboxUrl = `${deps.publicOrigin}/dashboard/contact-messages`
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, locale })
      .returning()
    if (!row) throw new Error('insert returned no row')
    await queueMail(tx, contactReceivedEmail(deps.supportEmail, row, inboxUrl))
    return row.id
  })
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Double opt-in: an address not yet confirmed gets a pending row with a fresh link (an older link stops
 * working) and the confirmation mail; a confirmed address gets nothing, so the caller answers the same either way.
 */
export async function requestNewsletterSubscription(deps: TServiceDeps, email: string, locale: TLocale, now = new Date()): Promise<void> {
  const db = deps.db
  const token = randomBytes(32).toString('base64url')
  const pending = {
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_LINK_HOURS * 3_600_000),
  }
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, ...pending })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: pending, setWhere: isNull(newsletterSubscribers.confirmedAt) })
    .returning({ email: newsletterSubscribers.email })
  if (!row) return
  // Not awaited: a new address must answer as fast as a confirmed one (no enumeration by timing).
  const url = `${deps.publicOrigin}/api/newsletter/confirm?token=${token}${locale === 'en' ? '' : `&lang=${locale}`}`
  void queueMailQuietly(deps, newsletterConfirmation(email, url, NEWSLETTER_LINK_HOURS, locale), 'newsletter confirmation')
}

/** Confirms the subscription whose link this is, once and before it expires; answers whether it did. */
export async function confirmNewsletterSubscription(db: TDb, token: string, now = new Date()): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), gt(newsletterSubscribers.confirmExpiresAt, now)))
    .returning({ email: newsletterSubscribers.email })
  return confirmed.length > 0
}
