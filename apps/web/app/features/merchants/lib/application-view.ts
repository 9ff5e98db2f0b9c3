import type { TRole } from '@utsab/shared/schemas/auth'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'

/** What /become-merchant shows, from the viewer's role and their latest application. */
export type TApplicationView =
  | { kind: 'admin' }
  | { kind: 'merchant' }
  | { kind: 'pending'; application: TMerchantApplication }
  /** The form; after a decline, with the reason shown and the earlier answers filled in. */
  | { kind: 'form'; declined: TMerchantApplication | null }

export function applicationView(role: TRole, application: TMerchantApplication | null): TApplicationView {
  if (role === 'admin') return { kind: 'admin' }
  if (role === 'merchant') return { kind: 'merchant' }
  if (application?.status === 'pending') return { kind: 'pending', application }
  return { kind: 'form', declined: application?.status === 'declined' ? application : null }
}

/** The text fields of the form, as strings (what the inputs hold). */
export type TApplicationDefaults = {
  nid: string
  agencyName: string
  agencyEmail: string
  phoneNum: string
  businessCategory: string
  serviceCategory: string
  price: string
  rating: string
  district: string
  address: string
}

/**
 * A fresh form has the user's email as the agency's (spec §5). After a decline the earlier answers
 * come back, so the applicant corrects what the admin named rather than typing everything again.
 * Files cannot be filled in by a page: the pictures and the licence are chosen again.
 */
export function applicationDefaults(email: string, declined: TMerchantApplication | null): TApplicationDefaults {
  if (!declined) {
    return {
      nid: '',
      agencyName: '',
      agencyEmail: email,
      phoneNum: '',
      businessCategory: '',
      serviceCategory: '',
      price: '',
      rating: '',
      district: '',
      address: '',
    }
  }
  return {
    nid: declined.nid,
    agencyName: declined.agencyName,
    agencyEmail: declined.agencyEmail,
    phoneNum: declined.phone,
    businessCategory: declined.businessCategory,
    serviceCategory: declined.serviceCategory,
    price: String(declined.price),
    rating: String(declined.rating),
    district: declined.district,
    address: declined.address,
  }
}
