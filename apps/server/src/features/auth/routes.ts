import fastifyMultipart from '@fastify/multipart'
import { countUnreadConversations } from '../../db/conversation-records'
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZEmailParams, ZIsAdmin, ZMe, ZToken, ZUpdateProfile, ZUser } from '@utsab/shared/schemas/auth'
import { ZApiError } from '@utsab/shared/schemas/common'
import { countCartItems, findUserById, toUser } from '../../db/users'
import { AppError } from '../../lib/errors'
import { readMultipart } from '../../lib/multipart'
import { limitAuthRequest } from '../../lib/auth-limits'
import { markShareable } from '../../plugins/catalog-cache'
import { isAdmin, parseSignUp, readProfile, signUp, signUpForm, updateProfile } from './service'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError }

/** Accounts: sign-up with a photo, the current session, bearer tokens for API clients, own profile. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.uploadLimitBytes
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 } })

  app.post(
    '/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (multipart: fullName, email, password, optional photo) and log in',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ user: ZUser }), 400: ZApiError, 409: ZApiError, 413: ZApiError, 415: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, signUpForm(maxBytes))
      const input = parseSignUp(form.fields)
      if (!(await limitAuthRequest(app, request, reply, 'signup', input.email))) return reply
      const { user, cookies } = await signUp(app, input, form.files.photo?.[0], fromNodeHeaders(request.headers), request.locale)
      return reply.header('set-cookie', cookies).code(201).send({ user })
    },
  )

  app.get(
    '/me',
    {
      config: { allow: ['anyone'] },
      schema: { tags: ['auth'], summary: 'The current user (or null) and the sign-in providers on offer', response: { 200: ZMe } },
    },
    async (request, reply) => {
      // A guest's answer is everyone's: a page rendered for visitors without cookies may be shared.
      if (!request.user) markShareable(reply)
      const row = request.user ? await findUserById(app.db, request.user.id) : undefined
      const [cartCount, unreadMessages] = row
        ? await Promise.all([countCartItems(app.db, row.id), countUnreadConversations(app.db, row.id)])
        : [0, 0]
      return {
        user: row ? toUser(row) : null,
        providers: { google: Boolean(app.authSettings.google), phone: Boolean(app.sms.gateway) },
        cartCount,
        unreadMessages,
      }
    },
  )

  app.get(
    '/jwt',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['auth'],
        summary: "A short-lived bearer token for the current session's user (never for another email)",
        querystring: z.object({ email: z.string().optional() }),
        response: { 200: ZToken, ...errors },
      },
    },
    async (request) => {
      const asked = request.query.email?.trim().toLowerCase()
      if (asked && asked !== request.user!.email) throw new AppError('token_own_account')
      const { token, expiresAt } = await app.issueBearerToken(request)
      return { token, expiresAt: expiresAt.toISOString() }
    },
  )

  app.get(
    '/user/:email',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['auth'],
        summary: 'A user profile (own, or any for admins)',
        params: ZEmailParams,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => readProfile(app.db, request.user!, request.params.email),
  )

  app.put(
    '/user/:email',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['auth'],
        summary: 'Update your own profile (name, picture)',
        params: ZEmailParams,
        body: ZUpdateProfile,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => updateProfile(app.db, app.images, request.user!, request.params.email, request.body),
  )

  app.get(
    '/users/admin/:email',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['auth'],
        summary: 'Whether a user is an admin (own email, or any for admins)',
        params: ZEmailParams,
        response: { 200: ZIsAdmin, ...errors },
      },
    },
    async (request) => ({ isAdmin: await isAdmin(app.db, request.user!, request.params.email) }),
  )
}
