import type { FastifyInstance } from 'fastify'
import type { TRole } from '@utsab/shared/schemas/auth'
import { and, eq, isNull } from 'drizzle-orm'
import { account, agencies, session, user } from '../../db/schema'
import { isUniqueViolation } from '../../db/order-records'
import { findUserByEmail } from '../../db/users'
import { isLoopbackHost, type TEnv } from '../../env'

type TAccountSeed = {
  name: string
  email: string
  password: string
  role: TRole
  /** The demo agency this merchant runs. */ agency?: string
  /** A proved mobile number the demo account also signs in with (its code is read at /dev/sms). */
  phone?: string
}

/** Demo accounts of the embedded default, listed in the README: their passwords are public. */
export const DEMO_ACCOUNTS: TAccountSeed[] = [
  { name: 'Utsab Admin', email: 'admin@utsab.local', password: 'Utsab#Admin26', role: 'admin' },
  {
    name: 'Karatoya Events',
    email: 'merchant@utsab.local',
    password: 'Utsab#Merchant26',
    role: 'merchant',
    agency: 'Karatoya Convention Hall',
    phone: '+8801711000002',
  },
  { name: 'Nusrat Jahan', email: 'customer@utsab.local', password: 'Utsab#Customer26', role: null, phone: '+8801711000003' },
]

/**
 * Creates a verified account with a password through better-auth's own adapter (so the hash is
 * the library's), or, when the email exists, only sets the role. No email is sent.
 */
export async function ensureAccount(app: FastifyInstance, seed: TAccountSeed) {
  const context = await app.auth.$context
  const existing = await findUserByEmail(app.db, seed.email)
  if (existing) {
    if (seed.role && existing.role !== seed.role)
      await app.db.update(user).set({ role: seed.role, updatedAt: new Date() }).where(eq(user.id, existing.id))
    // A start killed between writing the user and its password left a user nobody can sign in as
    // (found by the crash drill): give it the password now.
    const [signIn] = await app.db.select({ id: account.id }).from(account).where(eq(account.userId, existing.id)).limit(1)
    if (!signIn) await linkPassword(context, existing.id, await context.password.hash(seed.password))
    return existing.id
  }
  // Hashed first, so the user and its password are written one right after the other.
  const hash = await context.password.hash(seed.password)
  const created = await context.internalAdapter.createUser(
    { name: seed.name, email: seed.email.toLowerCase(), emailVerified: true, role: seed.role },
    { method: 'admin' },
  )
  await linkPassword(context, created.id, hash)
  return created.id
}

type TAuthContext = Awaited<FastifyInstance['auth']['$context']>
const linkPassword = (context: TAuthContext, userId: string, hash: string) =>
  context.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash })

/** ADMIN_EMAIL / ADMIN_PASSWORD: the first admin, created or promoted at every start. */
export async function ensureAdmin(app: FastifyInstance, admin: { email?: string; password?: string }) {
  if (!admin.email || !admin.password) return
  await ensureAccount(app, { name: 'Administrator', email: admin.email, password: admin.password, role: 'admin' })
}

export async function seedDemoAccounts(app: FastifyInstance) {
  for (const account of DEMO_ACCOUNTS) {
    const id = await ensureAccount(app, account)
    if (account.phone)
      await app.db
        .update(user)
        .set({ phone: account.phone, phoneVerified: true })
        .where(and(eq(user.id, id), eq(user.phoneVerified, false)))
        .catch((error: unknown) => {
          // Another account proved this number meanwhile: the demo keeps signing in by email.
          if (!isUniqueViolation(error)) throw error
        })
    // The demo merchant runs one of the demo agencies, so its dashboard has listings and bookings to show.
    if (account.agency)
      await app.db
        .update(agencies)
        .set({ ownerId: id })
        .where(and(eq(agencies.name, account.agency), isNull(agencies.ownerId)))
  }
}

/**
 * Demo accounts exist while the server is a local demo (bound to loopback, outside production) or
 * when SEED_DEMO_ACCOUNTS says so explicitly; their passwords are in the README.
 */
export function demoAccountsWanted(env: Pick<TEnv, 'HOST' | 'NODE_ENV' | 'SEED_DEMO_DATA' | 'SEED_DEMO_ACCOUNTS'>) {
  if (env.SEED_DEMO_ACCOUNTS !== undefined) return env.SEED_DEMO_ACCOUNTS
  return env.SEED_DEMO_DATA && env.NODE_ENV !== 'production' && isLoopbackHost(env.HOST)
}

/**
 * At every start: seeds the demo accounts where they are wanted; anywhere else, a demo account an
 * earlier local run left behind loses its published password and its sessions (it keeps what it owns,
 * e.g. the demo agency, so orders and listings stay intact). A password someone changed is kept.
 */
export async function settleDemoAccounts(app: FastifyInstance, env: Parameters<typeof demoAccountsWanted>[0]) {
  if (demoAccountsWanted(env)) return seedDemoAccounts(app)
  const context = await app.auth.$context
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await findUserByEmail(app.db, demo.email)
    if (!existing) continue
    const credentials = await app.db
      .select({ id: account.id, password: account.password })
      .from(account)
      .where(and(eq(account.userId, existing.id), eq(account.providerId, 'credential')))
    for (const credential of credentials) {
      if (!credential.password || !(await context.password.verify({ hash: credential.password, password: demo.password }))) continue
      await app.db.delete(account).where(eq(account.id, credential.id))
      await app.db.delete(session).where(eq(session.userId, existing.id))
      app.log.warn({ email: demo.email }, 'demo account disarmed: its published password no longer signs in')
    }
  }
}
