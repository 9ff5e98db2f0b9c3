/** TanStack Query keys of the admin screens; invalidating ADMIN_KEY refreshes all of them after an action. */
export const ADMIN_KEY = ['admin'] as const

export const adminKeys = {
  users: [...ADMIN_KEY, 'users'] as const,
  pendingApplications: [...ADMIN_KEY, 'applications', 'pending'] as const,
  auditLog: [...ADMIN_KEY, 'audit-log'] as const,
}
