import { and, desc, eq, sql } from 'drizzle-orm'
import type { TApplicationStatus, TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { latestApplicationOf, selectApplications, toApplication } from '../../db/applications'
import type { TDb } from '../../db/client'
import { insertListing, recordAudit } from '../../db/merchant-records'
import { agencies, auditLog, merchantApplications, user } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../lib/errors'
import type { TMail } from '../../plugins/mail'

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0]
type TAdmin = { id: string; email: string }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const NOT_PENDING = 'This application is not waiting for review.'
export const NOT_REQUESTED = 'Only a user who asked to become a merchant can be accepted.'

export async function listApplications(db: TDb, status?: TApplicationStatus) {
  const rows = await selectApplications(db)
    .where(status ? eq(merchantApplications.status, status) : undefined)
    .orderBy(desc(merchantApplications.createdAt))
  return rows.map(toApplication)
}

/** The user's application waiting for review, if any. */
export async function pendingApplicationOf(db: TDb, userId: string) {
  const [row] = await db
    .select({ id: merchantApplications.id })
    .from(merchantApplications)
    .where(and(eq(merchantApplications.userId, userId), eq(merchantApplications.status, 'pending')))
  return row?.id
}

/**
 * Accept (spec §4: requested → merchant): in one transaction the role becomes merchant, the agency
 * is created from the application, and the application's service becomes the first published listing.
 */
export async function acceptApplication(db: TDb, admin: TAdmin, applicationId: string): Promise<TMerchantApplication> {
  return db.transaction(async (tx: TTx) => {
    const [found] = await selectApplications(tx)
      .where(eq(merchantApplications.id, applicationId))
      .for('update', { of: merchantApplications })
    if (!found) throw new NotFoundError('No application with this id')
    const { application: a, user: applicant } = found
    if (a.status !== 'pending') throw new ConflictError(NOT_PENDING)
    if (applicant.role !== 'requested') throw new ConflictError(NOT_REQUESTED)
    await tx.update(user).set({ role: 'merchant', updatedAt: new Date() }).where(eq(user.id, applicant.id))
    const [existing] = await tx.select().from(agencies).where(eq(agencies.ownerId, applicant.id))
    const agency =
      existing ??
      (
        await tx
          .insert(agencies)
          .values({
            name: a.agencyName,
            district: a.district,
            address: a.address,
            phone: a.phone,
            email: a.agencyEmail,
            ownerId: applicant.id,
          })
          .returning()
      )[0]!
    await insertListing(tx, agency, {
      kind: a.businessCategory,
      name: a.agencyName,
      category: a.serviceCategory,
      priceBdt: a.priceBdt,
      rating: a.rating,
      pictures: a.pictures,
      district: a.district,
      address: a.address,
    })
    await tx
      .update(merchantApplications)
      .set({ status: 'accepted', reviewedBy: admin.id, reviewedAt: new Date() })
      .where(eq(merchantApplications.id, a.id))
    await recordAudit(tx, admin, 'merchant.accept', applicant.email, `${a.agencyName} (${a.businessCategory})`)
    return (await latestApplicationOf(tx, applicant.id))!
  })
}

/** Decline (beyond the spec): the reason is kept, the role returns to none, and the applicant may apply again. */
export async function declineApplication(db: TDb, admin: TAdmin, applicationId: string, reason: string): Promise<TMerchantApplication> {
  return db.transaction(async (tx: TTx) => {
    const [declined] = await tx
      .update(merchantApplications)
      .set({ status: 'declined', declineReason: reason, reviewedBy: admin.id, reviewedAt: new Date() })
      .where(and(eq(merchantApplications.id, applicationId), eq(merchantApplications.status, 'pending')))
      .returning()
    if (!declined) {
      const [exists] = await tx
        .select({ id: merchantApplications.id })
        .from(merchantApplications)
        .where(eq(merchantApplications.id, applicationId))
      throw exists ? new ConflictError(NOT_PENDING) : new NotFoundError('No application with this id')
    }
    await tx
      .update(user)
      .set({ role: null, updatedAt: new Date() })
      .where(and(eq(user.id, declined.userId), sql`${user.role} = 'requested'`))
    const result = (await latestApplicationOf(tx, declined.userId))!
    await recordAudit(tx, admin, 'merchant.decline', result.user.email, reason)
    return result
  })
}

export function declineEmail(application: TMerchantApplication): TMail {
  const reason = application.declineReason ?? ''
  return {
    to: application.user.email,
    subject: 'About your Utsab merchant application',
    essential: true,
    text: `Hello ${application.user.name},\n\nThank you for applying to sell on Utsab as ${application.agencyName}. We could not accept the application this time:\n\n${reason}\n\nYou are welcome to apply again once this is addressed.\n`,
    html: `<p>Hello ${escapeHtml(application.user.name)},</p><p>Thank you for applying to sell on Utsab as ${escapeHtml(application.agencyName)}. We could not accept the application this time:</p><blockquote>${escapeHtml(reason)}</blockquote><p>You are welcome to apply again once this is addressed.</p>`,
  }
}

/** The applicant learns they can sell now, and where to add more listings. */
export function acceptedEmail(application: TMerchantApplication, origin: string): TMail {
  const url = `${origin}/dashboard/add-costumes`
  return {
    to: application.user.email,
    subject: 'You are now a merchant on Utsab',
    essential: true,
    text: `Hello ${application.user.name},\n\nYour application to sell on Utsab as ${application.agencyName} is accepted. Your first listing is published, and customers can find and book it now.\n\nAdd more events: ${url}\n`,
    html: `<p>Hello ${escapeHtml(application.user.name)},</p><p>Your application to sell on Utsab as ${escapeHtml(application.agencyName)} is accepted. Your first listing is published, and customers can find and book it now.</p><p><a href="${escapeHtml(url)}">Add more events</a></p>`,
  }
}

export async function readAuditLog(db: TDb, limit = 200) {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit)
  return rows.map((row) => ({
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action,
    target: row.target,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }))
}
