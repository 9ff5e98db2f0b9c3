import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZPhoneCodeSent, ZPhoneSignedIn, ZSendPhoneCode, ZVerifyPhoneCode } from '@utsab/shared/schemas/phone'
import { limitAuthRequest } from '../../lib/auth-limits'
import { requestPhoneCode, signInWithPhone } from './phone'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError, 503: ZApiError }

/** Signing in or up with a mobile number and an SMS code (issue 36), and the codes that prove a number. */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/phone/code',
    {
      config: { allow: ['anyone'] },
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit code by SMS: to sign in or up with the number, or (signed in) to prove it for your account',
        description:
          'The same answer whether or not an account holds the number. One code a minute per number; more limits per number, prefix and address.',
        body: ZSendPhoneCode,
        response: { 202: ZPhoneCodeSent, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await requestPhoneCode(app, { ...request.body, userId: request.user?.id, ip: request.ip, locale: request.locale })
      return reply.code(202).send(sent)
    },
  )

  app.post(
    '/phone/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in (or up, with a name) with a mobile number and the code it received',
        body: ZVerifyPhoneCode,
        response: { 200: ZPhoneSignedIn, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await limitAuthRequest(app, request, reply, 'phone-sign-in', request.body.phone))) return reply
      const { answer, cookies } = await signInWithPhone(app, { ...request.body, locale: request.locale }, fromNodeHeaders(request.headers))
      if (cookies.length > 0) reply.header('set-cookie', cookies)
      return answer
    },
  )
}
