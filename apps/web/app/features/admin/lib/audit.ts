import type { z } from 'zod'
import type { ZAuditEntry } from '@utsab/shared/schemas/merchants'

export type TAuditEntry = z.infer<typeof ZAuditEntry>

/** One audit entry in words: what the admin did, to whom, and the detail that matters (agency, reason). */
export function describeAudit({ action, target, details }: Pick<TAuditEntry, 'action' | 'target' | 'details'>): {
  summary: string
  detail: string | null
} {
  switch (action) {
    case 'merchant.accept':
      return { summary: `Accepted ${target} as a merchant`, detail: details ? `Agency: ${details}` : null }
    case 'merchant.decline':
      return { summary: `Declined the merchant application of ${target}`, detail: details ? `Reason: ${details}` : null }
    case 'user.make-admin':
      return { summary: `Made ${target} an admin`, detail: details }
    case 'user.make-merchant':
      return { summary: `Made ${target} a merchant`, detail: details }
    default:
      return { summary: `${action}: ${target}`, detail: details }
  }
}
