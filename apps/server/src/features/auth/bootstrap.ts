import type { FastifyInstance } from 'fastify'
import type { TRole } from '@utsab/shared/schemas/auth'
import { eq } from 'drizzle-orm'
import { user } from '../../db/schema'
import { findUserByEmail } from '../../db/users'

type TAccountSeed = { name: string; email: string; password: string; role: TRole }

/** Demo accounts of the embedded default, listed in the README. Never created in production. */
export const DEMO_ACCOUNTS: TAccountSeed[] = [
  { name: 'Utsab Admin', email: 'admin@utsab.local', password: 'Utsab#Admin26', role: 'admin' },
  { name: 'Karatoya Events', email: 'merchant@utsab.local', password: 'Utsab#Merchant26', role: 'merchant' },
  { name: 'Nusrat Jahan', email: 'customer@utsab.local', password: 'Utsab#Customer26', role: null },
]

/**
 * Creates a verified account with a password through better-auth's own adapter (so the hash is
 * the library's), or, when the email exists, only sets the role. No email is sent.
 */
export async function ensureAccount(app: FastifyInstance, seed: TAccountSeed) {
  const existing = await findUserByEmail(app.db, seed.email)
  if (existing) {
    if (seed.role && existing.role !== seed.role)
      await app.db.update(user).set({ role: seed.role, updatedAt: new Date() }).where(eq(user.id, existing.id))
    return existing.id
  }
  const context = await app.auth.$context
  const created = await context.internalAdapter.createUser(
    { name: seed.name, email: seed.email.toLowerCase(), emailVerified: true, role: seed.role },
    { method: 'admin' },
  )
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await context.password.hash(seed.password),
  })
  return created.id
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: the first admin, created or promoted at every start. */
export async function ensureAdmin(app: FastifyInstance, admin: { email?: string; password?: string }) {
  if (!admin.email || !admin.password) return
  await ensureAccount(app, { name: 'Administrator', email: admin.email, password: admin.password, role: 'admin' })
}

export async function seedDemoAccounts(app: FastifyInstance) {
  for (const account of DEMO_ACCOUNTS) await ensureAccount(app, account)
}
