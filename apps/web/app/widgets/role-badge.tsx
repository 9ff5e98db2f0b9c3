import type { TRole } from '@utsab/shared/schemas/auth'
import { StatusBadge } from './status-badge'
import { roleLabel } from '@utsab/shared/schemas/auth'

/** The role as spec §2 names it (user, requested, merchant, admin): the status badge's role entry. */
export function RoleBadge({ role, className = '' }: { role: TRole; className?: string }) {
  return <StatusBadge of="role" status={roleLabel(role)} className={className} />
}
