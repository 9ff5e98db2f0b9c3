import { z } from 'zod'
import { ZModified } from '@utsab/shared/schemas/auth'
import { ZApplicationList, ZAuditLog, ZDecline, ZMerchantApplication } from '@utsab/shared/schemas/merchants'
import { ZPayout, ZPayoutsOverview, ZRecordPayout, ZRevenue } from '@utsab/shared/schemas/earnings'
import {
  ZAdminUser,
  ZAdminUserList,
  ZAdminUserQuery,
  ZHiddenListings,
  ZModeratedListing,
  ZModerationReason,
} from '@utsab/shared/schemas/moderation'
import { ZAdminRefund, ZCancelled, ZHeldPaymentOutcome, ZHeldPayments, ZOrderPage, ZOrderPageQuery } from '@utsab/shared/schemas/orders'
import { ZJobRetried, ZJobsOverview } from '@utsab/shared/schemas/jobs'
import { ZSmsFigures } from '@utsab/shared/schemas/phone'
import { ZVitalsReport } from '@utsab/shared/schemas/vitals'
import { endpoint } from '#app/lib/api-client'
import { ZContactInboxPage, ZContactInboxQuery, ZContactReply, ZInboxMessage } from '@utsab/shared/schemas/contact'

/** A page of all users (spec §2's table), with their suspension if any, narrowed by a search and a role. */
export const usersEndpoint = endpoint({ method: 'GET', path: '/api/users', query: ZAdminUserQuery, response: ZAdminUserList })

/** Spec §7: PUT /user/admin/{id} with {role: 'admin'}; the answer's modifiedCount says whether it changed. */
export const makeAdminEndpoint = endpoint({
  method: 'PUT',
  path: '/api/user/admin/:id',
  body: z.object({ role: z.literal('admin') }),
  response: ZModified,
})

/** Merchant applications by status (the users table shows the pending ones). */
export const applicationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/merchant-applications',
  query: z.object({ status: z.enum(['pending', 'accepted', 'declined']).optional() }),
  response: ZApplicationList,
})

/** Accept: the role becomes merchant, and the agency and first listing are made from the application. */
export const acceptApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant-applications/:id/accept',
  body: z.object({}),
  response: z.object({ application: ZMerchantApplication, modifiedCount: z.number().int() }),
})

/** Decline with a reason: the role returns to none and the applicant is emailed the reason. */
export const declineApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant-applications/:id/decline',
  body: ZDecline,
  response: z.object({ application: ZMerchantApplication }),
})

/** What admins did, newest first. */
export const auditLogEndpoint = endpoint({ method: 'GET', path: '/api/admin/audit-log', response: ZAuditLog })

/** Every booking, a page at a time, newest first. */
export const allOrdersEndpoint = endpoint({ method: 'GET', path: '/api/orders', query: ZOrderPageQuery, response: ZOrderPage })

/**
 * Settles a dispute: cancels a booking with money paid (confirmed or paid, a costume order, an event already past) and
 * refunds `amount` of it through its payments' providers; 409 `refund_over_paid` when it is more than was paid.
 */
export const adminRefundEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/refund',
  body: ZAdminRefund,
  response: ZCancelled,
})

/** Gateway payments held for review (flagged as risky, or for another amount), oldest first. */
export const heldPaymentsEndpoint = endpoint({ method: 'GET', path: '/api/admin/held-payments', response: ZHeldPayments })

/** Release a held payment: its bookings become paid (or it is refunded when a date was lost meanwhile). */
export const releaseHeldPaymentEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/held-payments/:transactionId/release',
  body: z.object({}),
  response: ZHeldPaymentOutcome,
})

/** Refund a held payment in full through the gateway. */
export const refundHeldPaymentEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/held-payments/:transactionId/refund',
  body: z.object({}),
  response: ZHeldPaymentOutcome,
})

/** The merchants Utsab owes money (what they are owed, and what of it can be paid out now), and the latest payouts. */
export const payoutsOverviewEndpoint = endpoint({ method: 'GET', path: '/api/admin/payouts', response: ZPayoutsOverview })

/** Records a payout made outside Utsab; 409 `payout_over_available` when it is more than can be paid out now. */
export const recordPayoutEndpoint = endpoint({ method: 'POST', path: '/api/admin/payouts', body: ZRecordPayout, response: ZPayout })

/** The platform's payments, commission and refunds by month, and the totals. */
export const revenueEndpoint = endpoint({ method: 'GET', path: '/api/admin/revenue', response: ZRevenue })

/** Moderation (decision 029): suspend with a reason; the account's sessions end and its listings are hidden. */
export const suspendUserEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/suspend',
  body: ZModerationReason,
  response: ZAdminUser,
})

/** Reinstate: the account may sign in again; the listings hidden with the suspension are shown. */
export const reinstateUserEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/reinstate',
  body: z.object({}),
  response: ZAdminUser,
})

/** Revoke a merchant role with a reason: an ordinary user again, listings hidden, bookings kept. */
export const revokeMerchantEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/revoke-merchant',
  body: ZModerationReason,
  response: ZAdminUser,
})

/** Hide a listing with a reason: unpublished until an admin shows it; its merchant is emailed. */
export const hideListingEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/listings/:id/hide',
  body: ZModerationReason,
  response: ZModeratedListing,
})

/** Show a hidden listing: published again (409 while its merchant is suspended or no longer a merchant). */
export const showListingEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/listings/:id/show',
  body: z.object({}),
  response: ZModeratedListing,
})

/** Hidden listings, most recently hidden first. */
export const hiddenListingsEndpoint = endpoint({ method: 'GET', path: '/api/admin/listings/hidden', response: ZHiddenListings })

/** The contact inbox (issue 17): a page of the waiting or handled messages; a reply or a mark settles one, once. */
export const contactInboxEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/contact-messages',
  query: ZContactInboxQuery,
  response: ZContactInboxPage,
})
export const replyToContactEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/contact-messages/:id/reply',
  body: ZContactReply,
  response: ZInboxMessage,
})
export const contactHandledEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/contact-messages/:id/handled',
  body: z.object({}),
  response: ZInboxMessage,
})

/** The job queue (issue 18): counts by state, the emails failing or failed, and the recurring tasks. */
export const jobsOverviewEndpoint = endpoint({ method: 'GET', path: '/api/admin/jobs', response: ZJobsOverview })

/** Queue an email that failed for good again; 409 `job_not_failed` when it was sent or retried meanwhile. */
export const retryJobEndpoint = endpoint({ method: 'POST', path: '/api/admin/jobs/:id/retry', body: z.object({}), response: ZJobRetried })

/** The SMS of the last 30 days (issue 36): totals, by kind, and the latest with their numbers masked. */
export const smsFiguresEndpoint = endpoint({ method: 'GET', path: '/api/admin/sms', response: ZSmsFigures })

/** Real-user Web Vitals of the last 7 days: p75 per route, device class and language (decision 062). */
export const vitalsEndpoint = endpoint({ method: 'GET', path: '/api/admin/vitals', response: ZVitalsReport })
