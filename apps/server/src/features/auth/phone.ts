import { randomUUID } from 'node:crypto'
import { APIError } from 'better-auth/api'
import type { FastifyInstance } from 'fastify'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { PHONE_ACCOUNT_EMAIL_DOMAIN, type TPhoneSignedIn } from '@utsab/shared/schemas/phone'
import { user } from '../../db/schema'
import { findByVerifiedPhone } from '../../db/users'
import { AppError } from '../../lib/errors'
import { checkPhoneCode, phoneCodeDeps, sendPhoneCode, type TPhoneCodePurpose } from '../../lib/phone-codes'

type TPhoneApp = Pick<FastifyInstance, 'db' | 'rateLimiter' | 'authSettings' | 'sms' | 'publicOrigin' | 'auth'>

/** Sends a sign-in code, or a code proving a number for the signed-in `userId`. */
export async function requestPhoneCode(
  app: TPhoneApp,
  input: { phone: string; purpose: TPhoneCodePurpose; userId?: string; ip: string; locale: TLocale },
) {
  if (!app.sms.gateway) throw new AppError('sms_unavailable')
  if (input.purpose === 'add-phone' && !input.userId) throw new AppError('unauthenticated')
  return sendPhoneCode(phoneCodeDeps(app), { ...input, userId: input.purpose === 'add-phone' ? input.userId : undefined })
}

/**
 * Signs in whoever holds the number: the account that proved it, or a new one named `name`. A new number without a name
 * answers `name-needed`, and its code stays good. Answers the session's cookies.
 */
export async function signInWithPhone(
  app: TPhoneApp,
  input: { phone: string; code: string; name?: string; locale: TLocale },
  headers: Headers,
): Promise<{ answer: TPhoneSignedIn; cookies: string[] }> {
  if (!app.sms.gateway) throw new AppError('sms_unavailable')
  const existing = await findByVerifiedPhone(app.db, input.phone)
  const needsName = !existing && !input.name
  await checkPhoneCode(phoneCodeDeps(app), { phone: input.phone, purpose: 'sign-in', code: input.code, consume: !needsName })
  if (needsName) return { answer: { status: 'name-needed' }, cookies: [] }
  let userId = existing?.id
  let created = false
  if (!userId) {
    const [made] = await app.db
      .insert(user)
      .values({
        id: randomUUID().replace(/-/g, ''),
        name: input.name!,
        email: `${randomUUID()}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`,
        emailVerified: false,
        phone: input.phone,
        phoneVerified: true,
        locale: input.locale,
      })
      .onConflictDoNothing()
      .returning({ id: user.id })
    // Two sign-ups with one number at once: the other made the account, and this code proves the same number.
    userId = made?.id ?? (await findByVerifiedPhone(app.db, input.phone))?.id
    created = Boolean(made)
  }
  if (!userId) throw new AppError('phone_code_expired')
  try {
    const response = await app.auth.api.startPhoneSession({ body: { userId }, headers, returnHeaders: true })
    return { answer: { status: 'signed-in', created }, cookies: response.headers.getSetCookie() }
  } catch (error) {
    if (error instanceof APIError && (error.body as { code?: string } | undefined)?.code === 'account_suspended') {
      throw new AppError('account_suspended')
    }
    throw error
  }
}
