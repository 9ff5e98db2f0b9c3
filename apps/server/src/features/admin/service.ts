import { and, desc, eq, sql } from 'drizzle-orm'
import type { TApplicationStatus, TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { latestApplicationOf, selectApplications, toApplication } from '../../db/applications'
import type { TDb, TTx } from '../../db/client'
import { insertListing, recordAudit } from '../../db/merchant-records'
import { agencies, auditLog, merchantApplications, user } from '../../db/schema'
import type { TServiceDeps } from '../../lib/deps'
import { queueMail } from '../../lib/email/compose'
import { AppError } from '../../lib/errors'
import { accountLabel, findUserByEmail, findUserById, mailLocaleOf, setUserRole } from '../../db/users'
import { acceptedEmail, declineEmail } from './emails'

type TAdmin = { id: string; email: string }

/** A suspended account gains no role (decision 029): it would be published, or beyond moderation, while suspended. */

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
async function acceptInTransaction(deps: TServiceDeps, admin: TAdmin, applicationId: string): Promise<TMerchantApplication> {
  return deps.db.transaction(async (tx: TTx) => {
    const [found] = await selectApplications(tx)
      .where(eq(merchantApplications.id, applicationId))
      .for('update', { of: merchantApplications })
    if (!found) throw new AppError('application_not_found')
    const { application: a, user: applicant } = found
    if (a.status !== 'pending') throw new AppError('application_decided')
    if (applicant.role !== 'requested') throw new AppError('not_requested')
    if (applicant.suspendedAt) throw new AppError('target_suspended')
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
    await recordAudit(tx, admin, 'merchant.accept', accountLabel(applicant), `${a.agencyName} (${a.businessCategory})`)
    const accepted = (await latestApplicationOf(tx, applicant.id))!
    await queueMail(tx, acceptedEmail(accepted, deps.publicOrigin, await mailLocaleOf(tx, accepted.user.email)))
    return accepted
  })
}

/** Decline (beyond the spec): the reason is kept, the role returns to none, and the applicant may apply again. */
async function declineInTransaction(db: TDb, admin: TAdmin, applicationId: string, reason: string): Promise<TMerchantApplication> {
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
      throw exists ? new AppError('application_decided') : new AppError('application_not_found')
    }
    await tx
      .update(user)
      .set({ role: null, updatedAt: new Date() })
      .where(and(eq(user.id, declined.userId), sql`${user.role} = 'requested'`))
    const result = (await latestApplicationOf(tx, declined.userId))!
    await recordAudit(tx, admin, 'merchant.decline', result.user.email || result.phone, reason)
    await queueMail(tx, declineEmail(result, await mailLocaleOf(tx, result.user.email)))
    return result
  })
}

/** Accept, and tell the applicant (the mail is queued in the acceptance's transaction). */
export const acceptApplication = (deps: TServiceDeps, admin: TAdmin, applicationId: string) =>
  acceptInTransaction(deps, admin, applicationId)

/** Decline with a reason, and mail the reason to the applicant (queued in the same transaction). */
export const declineApplication = (deps: TServiceDeps, admin: TAdmin, applicationId: string, reason: string) =>
  declineInTransaction(deps.db, admin, applicationId, reason)

export async function makeAdmin(db: TDb, admin: TAdmin, userId: string) {
  const target = await findUserById(db, userId)
  if (!target) throw new AppError('user_not_found')
  if (target.suspendedAt) throw new AppError('target_suspended')
  const modifiedCount = await setUserRole(db, userId, 'admin')
  if (modifiedCount > 0) await recordAudit(db, admin, 'user.make-admin', target.email)
  return { modifiedCount }
}

/**
 * Make a user a merchant: with an application waiting this is the same as Accept (the agency and first
 * listing come with the role); without one there is no agency or service to sell, so it is refused.
 */
export async function makeMerchant(deps: TServiceDeps, admin: TAdmin, email: string) {
  const found = await findUserByEmail(deps.db, email)
  if (!found) throw new AppError('user_email_not_found')
  const pending = await pendingApplicationOf(deps.db, found.id)
  if (pending) {
    await acceptApplication(deps, admin, pending)
    return { modifiedCount: 1 }
  }
  if (found.role === 'merchant') return { modifiedCount: 0 }
  if (found.role === 'requested') throw new AppError('no_application')
  throw new AppError('not_requested')
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
