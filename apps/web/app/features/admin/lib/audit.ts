import type { z } from 'zod'
import type { ZAuditEntry } from '@utsab/shared/schemas/merchants'
import type { TTranslate } from '#app/lib/i18n'

export type TAuditEntry = z.infer<typeof ZAuditEntry>

/** One audit entry in words: what the admin did, to whom, and the detail that matters (agency, reason). */
export function describeAudit(
  { action, target, details }: Pick<TAuditEntry, 'action' | 'target' | 'details'>,
  t: TTranslate,
): {
  summary: string
  detail: string | null
} {
  switch (action) {
    case 'merchant.accept':
      return { summary: t('admin.audit.accepted', { target }), detail: details ? t('admin.audit.agency', { details }) : null }
    case 'merchant.decline':
      return { summary: t('admin.audit.declined', { target }), detail: details ? t('admin.audit.reason', { details }) : null }
    case 'user.make-admin':
      return { summary: t('admin.audit.madeAdmin', { target }), detail: details }
    case 'user.make-merchant':
      return { summary: t('admin.audit.madeMerchant', { target }), detail: details }
    case 'payment.release':
      return { summary: t('admin.audit.paymentReleased', { target }), detail: details }
    case 'payment.refund':
      return { summary: t('admin.audit.paymentRefunded', { target }), detail: details }
    case 'payout.recorded':
      return { summary: t('admin.audit.payoutRecorded', { target }), detail: details }
    case 'booking.refunded':
      return { summary: t('admin.audit.bookingRefunded', { target }), detail: details }
    // Moderation (decision 029): the admin's reason with each.
    case 'listing.hide':
      return { summary: t('admin.audit.listingHidden', { target }), detail: details ? t('admin.audit.reason', { details }) : null }
    case 'listing.show':
      return { summary: t('admin.audit.listingShown', { target }), detail: details ? t('admin.audit.wasHiddenFor', { details }) : null }
    case 'user.suspend':
      return { summary: t('admin.audit.suspended', { target }), detail: details ? t('admin.audit.reason', { details }) : null }
    case 'user.reinstate':
      return { summary: t('admin.audit.reinstated', { target }), detail: details ? t('admin.audit.wasSuspendedFor', { details }) : null }
    case 'merchant.revoke':
      return { summary: t('admin.audit.revoked', { target }), detail: details ? t('admin.audit.reason', { details }) : null }
    // The contact inbox (issue 17): the target is the sender's address.
    case 'contact.reply':
      return { summary: t('admin.audit.contactReplied', { target }), detail: null }
    case 'contact.handled':
      return { summary: t('admin.audit.contactHandled', { target }), detail: null }
    default:
      return { summary: `${action}: ${target}`, detail: details }
  }
}
