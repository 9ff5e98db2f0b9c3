import type { TListingKind } from '@utsab/shared/constants'

/** The application as the form has checked it (spec §5): text fields, the pictures and the licence image. */
export type TApplicationValues = {
  nid: string
  agencyName: string
  agencyEmail: string
  phoneNum: string
  businessCategory: TListingKind
  serviceCategory: string
  price: number
  rating: number
  district: string
  address: string
  pictures: readonly Blob[]
  licence: Blob
}

/**
 * The multipart body of POST /api/merchant-applications. The text fields go first and the files
 * last, so a streaming parser on the server has every field before it reaches a file. `agree` is
 * only ever sent as 'true': the form cannot be sent without the checkbox ticked.
 */
export function applicationFormData(values: TApplicationValues): FormData {
  const form = new FormData()
  form.append('nid', values.nid)
  form.append('agencyName', values.agencyName)
  form.append('agencyEmail', values.agencyEmail)
  form.append('phoneNum', values.phoneNum)
  form.append('businessCategory', values.businessCategory)
  form.append('serviceCategory', values.serviceCategory)
  form.append('price', String(values.price))
  form.append('rating', String(values.rating))
  form.append('district', values.district)
  form.append('address', values.address)
  form.append('agree', 'true')
  for (const picture of values.pictures) form.append('pictures', picture)
  form.append('licence', values.licence)
  return form
}
