import fastifyMultipart from '@fastify/multipart'
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZEmailParams, ZIsAdmin, ZMe, ZSignup, ZToken, ZUpdateProfile, ZUser } from '@utsab/shared/schemas/auth'
import { ZApiError } from '@utsab/shared/schemas/common'
import { countCartItems, findUserByEmail, findUserById, toUser } from '../../db/users'
import { AppError, ConflictError, validationError } from '../../lib/errors'
import { limitAuthRequest } from '../../plugins/auth'
import { isAdmin, readProfile, updateProfile } from './service'

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
      if (!request.isMultipart()) throw new AppError(415, 'Send the sign-up form as multipart/form-data.')
      const fields: Record<string, string> = {}
      let photo: Buffer | undefined
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value)
          continue
        }
        try {
          const data = await part.toBuffer()
          if (part.fieldname === 'photo' && data.length > 0) photo = data
        } catch {
          const message = `The photo is too large. The limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`
          throw new AppError(413, message, { photo: message })
        }
      }
      const parsed = ZSignup.safeParse(fields)
      if (!parsed.success) throw validationError(parsed.error.issues)
      const { fullName, email, password } = parsed.data
      if (!(await limitAuthRequest(app, request, reply, 'signup', email))) return reply

      const image = photo ? await app.images.saveImage(photo, { width: 256, height: 256, fit: 'cover', ownerId: null }) : undefined
      const response = await app.auth.api.signUpEmail({
        body: { name: fullName, email, password, image, callbackURL: '/?verified=1' },
        headers: fromNodeHeaders(request.headers),
        asResponse: true,
      })
      if (!response.ok) {
        if (image) await app.images.removeImage(image)
        if (response.status === 422) throw new ConflictError('An account with this email already exists. Please log in instead.')
        const body = (await response.json().catch(() => ({}))) as { message?: string }
        throw new AppError(400, body.message ?? 'Could not create the account.')
      }
      const created = await findUserByEmail(app.db, email)
      if (!created) throw new Error('account created but not found')
      if (image) await app.images.claimImage(image, created.id)
      reply.header('set-cookie', response.headers.getSetCookie())
      return reply.code(201).send({ user: toUser(created) })
    },
  )

  app.get(
    '/me',
    {
      config: { allow: ['anyone'] },
      schema: { tags: ['auth'], summary: 'The current user (or null) and the sign-in providers on offer', response: { 200: ZMe } },
    },
    async (request) => {
      const row = request.user ? await findUserById(app.db, request.user.id) : undefined
      const cartCount = row ? await countCartItems(app.db, row.id) : 0
      return { user: row ? toUser(row) : null, providers: { google: Boolean(app.authSettings.google) }, cartCount }
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
      if (asked && asked !== request.user!.email) throw new AppError(403, 'A token is only issued for your own account.')
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
