import { z } from 'zod'
import { ZUser } from '@utsab/shared/schemas/auth'
import { ZPhoneCodeSent, ZPhoneSignedIn, ZSendPhoneCode, ZVerifyPhoneCode } from '@utsab/shared/schemas/phone'
import { endpoint } from '#app/lib/api-client'

// The session (GET /api/me) is declared in ./me.ts, which imports no zod: the header reads it on every first visit.

/**
 * The session and account endpoints the web calls. Our own routes answer the shared schemas; the
 * better-auth routes under /api/auth/* answer their own shapes, which we do not own: their schemas
 * are lenient (an object, with the one field we read).
 */
const ZAuthAnswer = z.looseObject({})

export const signupEndpoint = endpoint({ method: 'POST', path: '/api/signup', body: 'form-data', response: z.object({ user: ZUser }) })

export const signInEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/sign-in/email',
  body: z.object({ email: z.string(), password: z.string() }),
  response: ZAuthAnswer,
})

export const signOutEndpoint = endpoint({ method: 'POST', path: '/api/auth/sign-out', body: z.object({}), response: ZAuthAnswer })

export const requestResetEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/request-password-reset',
  body: z.object({ email: z.string(), redirectTo: z.string() }),
  response: ZAuthAnswer,
})

export const resetPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  body: z.object({ newPassword: z.string(), token: z.string() }),
  response: ZAuthAnswer,
})

export const socialSignInEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/sign-in/social',
  body: z.object({ provider: z.literal('google'), callbackURL: z.string(), errorCallbackURL: z.string() }),
  response: z.looseObject({ url: z.string() }),
})

export const sendVerificationEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/send-verification-email',
  body: z.object({ email: z.string(), callbackURL: z.string() }),
  response: ZAuthAnswer,
})

/** Signing in or up with a mobile number (issue 36): a code by SMS, then the code (and, for a new number, a name). */
export const sendPhoneCodeEndpoint = endpoint({ method: 'POST', path: '/api/phone/code', body: ZSendPhoneCode, response: ZPhoneCodeSent })

export const phoneSignInEndpoint = endpoint({
  method: 'POST',
  path: '/api/phone/sign-in',
  body: ZVerifyPhoneCode,
  response: ZPhoneSignedIn,
})
