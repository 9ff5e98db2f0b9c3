import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RSVP_RATE_LIMITS } from '@utsab/shared/guests'
import { ZApiError } from '@utsab/shared/schemas/common'
import {
  ZBulkInvite,
  ZGuestCsv,
  ZGuestFunctionParams,
  ZGuestInput,
  ZGuestList,
  ZGuestParams,
  ZInvitationInput,
  ZPublicInvitation,
  ZRsvp,
  ZRsvpInput,
  ZTokenParams,
} from '@utsab/shared/schemas/guests'
import { ZEventParams } from '@utsab/shared/schemas/planner'
import { AppError } from '../../lib/errors'
import {
  addGuest,
  answerRsvp,
  bulkInvite,
  deleteGuest,
  importGuests,
  publicInvitation,
  readGuests,
  readRsvp,
  setInvited,
  updateGuest,
  updateInvitation,
} from './guests'

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError }
const publicErrors = { 400: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError }
const tags = ['planner']
const own = { allow: ['user'] } as const

/**
 * The guest list and invitations (issue 37, decision 061). The family's routes are the planner's: owner only, another
 * person's ids 404. The guests' routes take no account: a token in the path is the only key, and they answer about
 * that token's guest or invitation alone.
 */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.linkSecret

  app.get(
    '/planner/events/:eventId/guests',
    {
      config: own,
      schema: {
        tags,
        summary: 'The guest list of my event: guests with their invitations and answers, counts per function, the invitation page',
        params: ZEventParams,
        response: { 200: ZGuestList, ...errors },
      },
    },
    async (request) => readGuests(app.db, secret, request.user!.id, request.params.eventId),
  )
  app.post(
    '/planner/events/:eventId/guests',
    {
      config: own,
      schema: {
        tags,
        summary: 'Add a guest (and invite them to functions); 409 past the limit of guests',
        params: ZEventParams,
        body: ZGuestInput,
        response: { 200: ZGuestList, ...errors },
      },
    },
    async (request) => addGuest(app.db, secret, request.user!.id, request.params.eventId, request.body),
  )
  app.post(
    '/planner/events/:eventId/guests/csv',
    {
      config: own,
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary: 'Add every guest of a CSV, or none: each mistake named by line and column in `fields` ("3.phone")',
        params: ZEventParams,
        body: ZGuestCsv,
        response: { 200: z.object({ added: z.number().int(), list: ZGuestList }), ...errors },
      },
    },
    async (request) => importGuests(app.db, secret, request.user!.id, request.params.eventId, request.body.csv),
  )
  app.post(
    '/planner/events/:eventId/guests/invite',
    {
      config: own,
      schema: {
        tags,
        summary: 'Invite guests of my event to its functions (or take those invitations back, with their answers)',
        params: ZEventParams,
        body: ZBulkInvite,
        response: { 200: ZGuestList, ...errors },
      },
    },
    async (request) => bulkInvite(app.db, secret, request.user!.id, request.params.eventId, request.body),
  )
  app.put(
    '/planner/events/:eventId/invitation',
    {
      config: own,
      schema: {
        tags,
        summary: 'Share the invitation page or not, its welcome note and the functions it shows',
        params: ZEventParams,
        body: ZInvitationInput,
        response: { 200: ZGuestList, ...errors },
      },
    },
    async (request) => updateInvitation(app.db, secret, request.user!.id, request.params.eventId, request.body),
  )
  app.put(
    '/planner/guests/:guestId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Change a guest (a smaller party brings their answers down to it)',
        params: ZGuestParams,
        body: ZGuestInput.omit({ functionIds: true }),
        response: { 200: ZGuestList, ...errors },
      },
    },
    async (request) => updateGuest(app.db, secret, request.user!.id, request.params.guestId, request.body),
  )
  app.delete(
    '/planner/guests/:guestId',
    {
      config: own,
      schema: { tags, summary: 'Delete a guest with their answers', params: ZGuestParams, response: { 200: ZGuestList, ...errors } },
    },
    async (request) => deleteGuest(app.db, secret, request.user!.id, request.params.guestId),
  )
  app.put(
    '/planner/guests/:guestId/functions/:functionId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Invite a guest to a function of the same event',
        params: ZGuestFunctionParams,
        response: { 200: ZGuestList, ...errors },
      },
    },
    async (request) => setInvited(app.db, secret, request.user!.id, request.params.guestId, request.params.functionId, true),
  )
  app.delete(
    '/planner/guests/:guestId/functions/:functionId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Take back a guest’s invitation to a function, with its answer',
        params: ZGuestFunctionParams,
        response: { 200: ZGuestList, ...errors },
      },
    },
    async (request) => setInvited(app.db, secret, request.user!.id, request.params.guestId, request.params.functionId, false),
  )

  // What guests open, without an account.
  const personal = (reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store')
    void reply.header('x-robots-tag', 'noindex')
  }
  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary: 'An event’s invitation by its share link, while the family shares it (404 otherwise)',
        params: ZTokenParams,
        response: { 200: ZPublicInvitation, ...publicErrors },
      },
    },
    async (request, reply) => {
      personal(reply)
      return publicInvitation(app.db, request.params.token)
    },
  )
  app.get(
    '/rsvp/:token',
    {
      schema: {
        tags,
        summary: 'A guest’s invitation and answers by their personal link',
        params: ZTokenParams,
        response: { 200: ZRsvp, ...publicErrors },
      },
    },
    async (request, reply) => {
      personal(reply)
      return readRsvp(app.db, request.params.token)
    },
  )
  // Answers are limited per link and per address, so a leaked link or a script cannot churn the counts.
  const limitAnswers = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    const { perToken, perAddress, windowMs } = RSVP_RATE_LIMITS
    for (const [key, max] of [
      [`rsvp:token:${request.params.token}`, perToken],
      [`rsvp:ip:${request.ip}`, perAddress],
    ] as const) {
      const { allowed, retryAfterSeconds } = await app.rateLimiter.hit(key, max, windowMs)
      if (allowed) continue
      void reply.header('retry-after', String(retryAfterSeconds))
      throw new AppError('rsvp_rate_limited', { seconds: retryAfterSeconds })
    }
  }
  app.post(
    '/rsvp/:token',
    {
      preHandler: limitAnswers,
      schema: {
        tags,
        summary: 'A guest answers for the functions they are invited to (until each one’s day has passed)',
        params: ZTokenParams,
        body: ZRsvpInput,
        response: { 200: ZRsvp, ...publicErrors },
      },
    },
    async (request, reply) => {
      personal(reply)
      return answerRsvp(app.db, request.params.token, request.body)
    },
  )
}
