import { desc, eq } from 'drizzle-orm'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import type { TDb } from './client'
import { merchantApplications, user } from './schema'
import { isPhoneAccountEmail } from '@utsab/shared/schemas/phone'

/** Reading merchant applications with their applicant: the merchants and admin features both do. */
type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0]
type TExecutor = TDb | TTx

export function selectApplications(db: TExecutor) {
  return db
    .select({ application: merchantApplications, user })
    .from(merchantApplications)
    .innerJoin(user, eq(user.id, merchantApplications.userId))
}

export const toApplication = ({
  application: a,
  user: u,
}: {
  application: typeof merchantApplications.$inferSelect
  user: typeof user.$inferSelect
}): TMerchantApplication => ({
  id: a.id,
  status: a.status,
  user: { id: u.id, name: u.name, email: isPhoneAccountEmail(u.email) ? '' : u.email, image: u.image },
  nid: a.nid,
  agencyName: a.agencyName,
  agencyEmail: a.agencyEmail,
  phone: a.phone,
  businessCategory: a.businessCategory,
  serviceCategory: a.serviceCategory,
  price: a.priceBdt,
  rating: a.rating,
  district: a.district,
  address: a.address,
  pictures: a.pictures,
  licenceImage: a.licenceImage,
  declineReason: a.declineReason,
  createdAt: a.createdAt.toISOString(),
  reviewedAt: a.reviewedAt?.toISOString() ?? null,
})

export async function latestApplicationOf(db: TExecutor, userId: string) {
  const [row] = await selectApplications(db)
    .where(eq(merchantApplications.userId, userId))
    .orderBy(desc(merchantApplications.createdAt))
    .limit(1)
  return row ? toApplication(row) : null
}
