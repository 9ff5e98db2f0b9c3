import { roleLabel, type TRole } from '@utsab/shared/schemas/auth'

const CLASSES: Record<ReturnType<typeof roleLabel>, string> = {
  user: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  merchant: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200',
  admin: 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200',
}

/** The role as spec §2 names it (user, requested, merchant, admin), as a small coloured label. */
export function RoleBadge({ role, className = '' }: { role: TRole; className?: string }) {
  const label = roleLabel(role)
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${CLASSES[label]} ${className}`}>{label}</span>
}
