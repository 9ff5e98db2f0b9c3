import fastifyMultipart from '@fastify/multipart'
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZAccount,
  ZAccountSessions,
  ZAccountUpdate,
  ZAddEmail,
  ZChangePassword,
  ZPasswordChanged,
  ZSessionParams,
  ZSessionsEnded,
  ZUploadedPhoto,
} from '@utsab/shared/schemas/account'
import { localizePath } from '@utsab/shared/i18n/locales'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZConfirmAccountPhone, ZNoticeChannels, ZNoticeSettings } from '@utsab/shared/schemas/phone'
import { readNoticeSettings } from '../../db/users'
import { limitAuthRequest } from '../../lib/auth-limits'
import { localeCookie } from '../../lib/locale-cookie'
import { confirmAccountPhone, saveNoticeChannels } from './phone'
import { addAccountEmail, confirmAccountEmail } from './email'
import { readMultipart } from '../../lib/multipart'
import { changePassword, endOtherSessions, endSession, listSessions, readAccount, savePhoto, updateAccount, type TViewer } from './service'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError, 503: ZApiError }
const tags = ['account']
const viewerOf = (request: FastifyRequest): TViewer => ({
  user: request.user!,
  sessionId: request.sessionId,
  authenticatedBy: request.authenticatedBy,
})

/**
 * The account page (issue 17): one's own profile, picture, language, password and signed-in sessions.
 * Every route acts on the session's account; none takes an id or email of an account.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: app.uploadLimitBytes, files: 1, fields: 2, fieldSize: 1000, parts: 3 } })

  app.get(
    '/account',
    { config: { allow: ['user'] }, schema: { tags, summary: 'Your account', response: { 200: ZAccount, ...errors } } },
    async (request) => readAccount(app.db, request.user!.id),
  )

  app.patch(
    '/account',
    {
      config: { allow: ['user'] },
      schema: {
        tags,
        summary: 'Change your name, mobile number, picture (one you uploaded, or null) or language',
        body: ZAccountUpdate,
        response: { 200: ZAccount, ...errors },
      },
    },
    async (request, reply) => {
      const updated = await updateAccount(app.db, app.images, request.user!, request.body)
      // A merchant's WhatsApp (their choice and number) shows on their listings' pages: kept answers go (issue 36).
      if (request.body.whatsapp !== undefined || request.body.phone !== undefined) await app.catalogCache.invalidate()
      // The language switch's cookie too, so that the pages follow the account's language at once.
      if (request.body.locale) reply.header('set-cookie', localeCookie(request.body.locale, app.publicOrigin))
      return updated
    },
  )

  app.post(
    '/account/photo',
    {
      config: { allow: ['user'] },
      schema: {
        tags,
        summary: 'Upload a new profile picture (multipart: `photo`); PATCH /api/account with its address shows it',
        consumes: ['multipart/form-data'],
        response: { 201: ZUploadedPhoto, ...errors, 413: ZApiError, 415: ZApiError },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { files: { photo: { max: 1 } }, maxBytes: app.uploadLimitBytes })
      const image = await savePhoto(app.images, request.user!.id, form.files.photo?.[0])
      return reply.code(201).send({ image })
    },
  )

  app.post(
    '/account/password',
    {
      config: { allow: ['user'] },
      schema: {
        tags,
        summary: 'Change your password (the current one is required); by default every other session ends',
        body: ZChangePassword,
        response: { 200: ZPasswordChanged, ...errors },
      },
    },
    async (request) => changePassword(app, viewerOf(request), fromNodeHeaders(request.headers), request.body),
  )

  app.get(
    '/account/sessions',
    {
      config: { allow: ['user'] },
      schema: { tags, summary: 'Where your account is signed in', response: { 200: ZAccountSessions, ...errors } },
    },
    async (request) => ({ data: await listSessions(app.db, viewerOf(request)) }),
  )

  app.delete(
    '/account/sessions/:id',
    {
      config: { allow: ['user'] },
      schema: {
        tags,
        summary: 'Sign out one of your other sessions',
        params: ZSessionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await endSession(app, viewerOf(request), fromNodeHeaders(request.headers), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/account/sessions/sign-out-others',
    {
      config: { allow: ['user'] },
      schema: { tags, summary: 'Sign out everywhere but here', response: { 200: ZSessionsEnded, ...errors } },
    },
    async (request) => ({ ended: await endOtherSessions(app, viewerOf(request), fromNodeHeaders(request.headers)) }),
  )
  app.post(
    '/account/phone',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['account'],
        summary: 'Prove a mobile number for your account with the code it received: it then signs you in',
        body: ZConfirmAccountPhone,
        response: { 200: ZAccount, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await limitAuthRequest(app, request, reply, 'account-phone', request.user!.id))) return reply
      await confirmAccountPhone(app, request.user!.id, request.body)
      // A new number is the one a merchant's WhatsApp link on their listings' pages opens (issue 36).
      await app.catalogCache.invalidate()
      return readAccount(app.db, request.user!.id)
    },
  )

  app.post(
    '/account/email',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['account'],
        summary: 'Add an email to an account made with a mobile number: it waits (`pendingEmail`) until the link mailed to it is followed',
        body: ZAddEmail,
        response: { 200: ZAccount, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await limitAuthRequest(app, request, reply, '/send-verification-email', request.body.email))) return reply
      await addAccountEmail(app, request.user!.id, request.body.email)
      return readAccount(app.db, request.user!.id)
    },
  )

  app.get(
    '/account/email/confirm',
    {
      // No session needed: the mailed link may be opened on another device; the token names the account.
      schema: {
        tags: ['account'],
        summary:
          "The link mailed by POST /api/account/email: the address becomes the account's, verified; lands on the account page (`?emailAdded=1`, or `?error=` with the refusal's code)",
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 302: z.null(), 400: ZApiError },
      },
    },
    async (request, reply) => {
      const { token } = request.query
      const outcome = token ? await confirmAccountEmail(app.db, token) : { error: 'email_link_invalid' as const, locale: null }
      const query = outcome.error ? `?error=${outcome.error}` : '?emailAdded=1'
      return reply.redirect(localizePath(`/dashboard/account${query}`, outcome.locale ?? request.locale), 302)
    },
  )

  app.get(
    '/account/notices',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['account'],
        summary: 'How each kind of notice reaches you: SMS, email or both',
        response: { 200: ZNoticeSettings, ...errors },
      },
    },
    async (request) => readNoticeSettings(app.db, request.user!.id),
  )

  app.put(
    '/account/notices',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['account'],
        summary: 'Choose SMS, email or both for kinds of notice (a kind left out keeps its choice)',
        body: ZNoticeChannels,
        response: { 200: ZNoticeSettings, ...errors },
      },
    },
    async (request) => saveNoticeChannels(app.db, request.user!.id, request.body),
  )
}
