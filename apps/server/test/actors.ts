import type { TRole } from '@utsab/shared/schemas/auth'
import { eq } from 'drizzle-orm'
import type { TApp } from '../src/app'
import { user } from '../src/db/schema'
import { ensureAccount } from '../src/features/auth/bootstrap'

export const TEST_PASSWORD = 'Sturdy#Pass1'

export type TActor = { id: string; email: string; cookie: string }

/** A tiny PNG (1×1), for uploads. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

let counter = 0
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++counter}@example.com`

/** Logs in through the real sign-in endpoint and answers the session cookie header. */
export async function logIn(app: TApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } })
  if (response.statusCode !== 200) throw new Error(`log-in failed (${response.statusCode}): ${response.body}`)
  return cookieHeader(response.headers['set-cookie'])
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list.map((cookie) => cookie.split(';')[0]).join('; ')
}

/** A mobile number of its own for each actor. */
export const uniqueMobile = () => `+88017${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++counter % 100).padStart(2, '0')}`

/**
 * An account with a role, created directly (fixture) with its email already verified, as the
 * routes that need a verified address (paying, applying) expect; then logged in for real. It has a
 * mobile number on its profile, as a customer has after a first booking, unless `phone` is null; `phoneProved`: proved
 * with an SMS code, as SMS notices and a WhatsApp chat need.
 */
export async function createActor(
  app: TApp,
  label: string,
  role: TRole = null,
  options: { phone?: string | null; phoneProved?: boolean } = {},
): Promise<TActor> {
  // Stored lowercased (as sign-up does), so the actor carries the address the server shows.
  const email = uniqueEmail(label).toLowerCase()
  const id = await ensureAccount(app, { name: label, email, password: TEST_PASSWORD, role })
  const phone = options.phone === undefined ? uniqueMobile() : options.phone
  if (phone)
    await app.db
      .update(user)
      .set({ phone, phoneVerified: options.phoneProved ?? false })
      .where(eq(user.id, id))
  return { id, email, cookie: await logIn(app, email) }
}

/** An account as sign-up leaves it: its email not yet verified (the verification mail is in the mailbox). */
export async function createUnverifiedActor(app: TApp, label: string): Promise<TActor> {
  const email = uniqueEmail(label).toLowerCase()
  const response = await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: signupForm({ fullName: label, email, password: TEST_PASSWORD }) as never,
  })
  if (response.statusCode !== 201) throw new Error(`sign-up failed (${response.statusCode}): ${response.body}`)
  return { id: response.json().user.id, email, cookie: await logIn(app, email) }
}

/** A multipart body for POST /api/signup. */
export function signupForm(fields: Record<string, string>, photo?: { data: Buffer; name: string; type: string }) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (photo) form.append('photo', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name)
  return form
}
