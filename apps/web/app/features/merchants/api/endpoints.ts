import {
  ZApplicationSubmitted,
  ZListingUpdate,
  ZMerchantListing,
  ZMerchantListings,
  ZMyApplication,
  ZPublish,
  ZUploaded,
} from '@utsab/shared/schemas/merchants'
import { ZCancelled, ZMerchantCancel, ZRequestAnswered, ZOrderList } from '@utsab/shared/schemas/orders'
import { endpoint } from '#app/lib/api-client'

/** Apply as a merchant (multipart: fields, pictures, licence); 409 when one is pending or the viewer is a merchant already. */
export const submitApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant-applications',
  body: 'form-data',
  response: ZApplicationSubmitted,
})

/** The viewer's latest application, or null. */
export const myApplicationEndpoint = endpoint({ method: 'GET', path: '/api/merchant-applications/mine', response: ZMyApplication })

/** The merchant's own listings, published or not; 403 for a merchant account without an agency. */
export const merchantListingsEndpoint = endpoint({ method: 'GET', path: '/api/merchant/listings', response: ZMerchantListings })

/** Add a listing (spec §7 POST /upload/{event}): the kind is the path segment; fields and `pictures` go as multipart. */
export const uploadListingEndpoint = endpoint({ method: 'POST', path: '/api/upload/:event', body: 'form-data', response: ZUploaded })

export const updateListingEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/listings/:id',
  body: ZListingUpdate,
  response: ZMerchantListing,
})

/** Reorder, remove and add a listing's pictures (multipart: `keep`, its own picture URLs in their order, then new files `pictures`). */
export const replacePicturesEndpoint = endpoint({
  method: 'PUT',
  path: '/api/merchant/listings/:id/pictures',
  body: 'form-data',
  response: ZMerchantListing,
})

export const setPublishedEndpoint = endpoint({
  method: 'PUT',
  path: '/api/listings/:id/published',
  body: ZPublish,
  response: ZMerchantListing,
})

/** Orders placed on the merchant's listings, newest first; 403 for a merchant account without an agency. */
export const merchantBookingsEndpoint = endpoint({ method: 'GET', path: '/api/merchant/bookings', response: ZOrderList })

/** Accepts a request to book one of the merchant's listings: the customer is emailed to pay its advance (decision 037). */
export const acceptRequestEndpoint = endpoint({ method: 'POST', path: '/api/merchant/bookings/:id/accept', response: ZRequestAnswered })
/** Declines a request to book, with the reason the customer is emailed; its date is free again. */
export const declineRequestEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant/bookings/:id/decline',
  body: ZMerchantCancel,
  response: ZRequestAnswered,
})

/** Cancels a confirmed or paid booking of one of the merchant's listings, with the reason the customer is emailed; all they paid is refunded. */
export const merchantCancelBookingEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant/bookings/:id/cancel',
  body: ZMerchantCancel,
  response: ZCancelled,
})
