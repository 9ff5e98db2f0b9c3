import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZDeleted } from '@utsab/shared/schemas/orders'
import {
  ZAttachBooking,
  ZBookingAttachment,
  ZBookingParams,
  ZBudgetLineInput,
  ZChecklistItemInput,
  ZCreateEvent,
  ZEventParams,
  ZFunctionInput,
  ZFunctionParams,
  ZItemParams,
  ZLineParams,
  ZPlannerEvent,
  ZPlannerEvents,
  ZUpdateChecklistItem,
  ZUpdateEvent,
  ZUsualTasksAdded,
} from '@utsab/shared/schemas/planner'
import {
  addBudgetLine,
  addChecklistItem,
  addFunction,
  addUsualTasks,
  attachBooking,
  bookingAttachment,
  createEvent,
  deleteBudgetLine,
  deleteChecklistItem,
  deleteEvent,
  deleteFunction,
  detachBooking,
  listEvents,
  readEvent,
  updateBudgetLine,
  updateChecklistItem,
  updateEvent,
  updateFunction,
} from './service'
import { AppError } from '../../lib/errors'
import { guestRoutes } from './guest-routes'

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError }
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const tags = ['planner']
const own = { allow: ['user'] } as const

/**
 * The event planner (issue 37, decision 060): everyone signed in plans their own events; nobody else (admins neither)
 * reads or changes them, and another person's ids are answered 404. Each change answers the whole event again.
 */
export const plannerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each change reads the whole event again: one account makes at most `plannerRateLimit` of them (the guest list's
  // too, registered below) per window. Guests' answers by token are limited on their own (guest-routes.ts).
  app.addHook('preHandler', async (request, reply) => {
    if (!WRITES.has(request.method) || !request.user || !request.routeOptions.url?.startsWith('/api/planner/')) return
    const { max, windowMs } = app.plannerRateLimit
    const { allowed, retryAfterSeconds } = await app.rateLimiter.hit(`planner:user:${request.user.id}`, max, windowMs)
    if (allowed) return
    void reply.header('retry-after', String(retryAfterSeconds))
    throw new AppError('planner_rate_limited', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) })
  })
  await app.register(guestRoutes)
  app.get(
    '/planner/events',
    { config: own, schema: { tags, summary: 'My events, the latest first', response: { 200: ZPlannerEvents, ...errors } } },
    async (request) => listEvents(app.db, request.user!.id),
  )
  app.post(
    '/planner/events',
    {
      config: own,
      schema: {
        tags,
        summary: 'Create an event with its functions (and the usual tasks of a wedding); 409 past the limit of events',
        body: ZCreateEvent,
        response: { 201: ZPlannerEvent, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createEvent(app.db, request.user!.id, request.body)),
  )
  app.get(
    '/planner/events/:eventId',
    {
      config: own,
      schema: {
        tags,
        summary: 'One of my events: functions with their bookings, the budget per category, the checklist',
        params: ZEventParams,
        response: { 200: ZPlannerEvent, ...errors },
      },
    },
    async (request) => readEvent(app.db, request.user!.id, request.params.eventId),
  )
  app.patch(
    '/planner/events/:eventId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Rename an event or change its notes',
        params: ZEventParams,
        body: ZUpdateEvent,
        response: { 200: ZPlannerEvent, ...errors },
      },
    },
    async (request) => updateEvent(app.db, request.user!.id, request.params.eventId, request.body),
  )
  app.delete(
    '/planner/events/:eventId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Delete an event with its functions, budget and checklist (the bookings stay)',
        params: ZEventParams,
        response: { 200: ZDeleted, ...errors },
      },
    },
    async (request) => deleteEvent(app.db, request.user!.id, request.params.eventId),
  )

  app.post(
    '/planner/events/:eventId/functions',
    {
      config: own,
      schema: {
        tags,
        summary: 'Add a function to an event',
        params: ZEventParams,
        body: ZFunctionInput,
        response: { 200: ZPlannerEvent, ...errors },
      },
    },
    async (request) => addFunction(app.db, request.user!.id, request.params.eventId, request.body),
  )
  app.put(
    '/planner/functions/:functionId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Change a function (its usual tasks move with its date unless their date was set by hand)',
        params: ZFunctionParams,
        body: ZFunctionInput,
        response: { 200: ZPlannerEvent, ...errors },
      },
    },
    async (request) => updateFunction(app.db, request.user!.id, request.params.functionId, request.body),
  )
  app.delete(
    '/planner/functions/:functionId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Delete a function (its bookings and tasks stay)',
        params: ZFunctionParams,
        response: { 200: ZPlannerEvent, ...errors },
      },
    },
    async (request) => deleteFunction(app.db, request.user!.id, request.params.functionId),
  )

  app.post(
    '/planner/events/:eventId/budget-lines',
    {
      config: own,
      schema: {
        tags,
        summary: 'Add a budget line',
        params: ZEventParams,
        body: ZBudgetLineInput,
        response: { 200: ZPlannerEvent, ...errors },
      },
    },
    async (request) => addBudgetLine(app.db, request.user!.id, request.params.eventId, request.body),
  )
  app.put(
    '/planner/budget-lines/:lineId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Change a budget line',
        params: ZLineParams,
        body: ZBudgetLineInput,
        response: { 200: ZPlannerEvent, ...errors },
      },
    },
    async (request) => updateBudgetLine(app.db, request.user!.id, request.params.lineId, request.body),
  )
  app.delete(
    '/planner/budget-lines/:lineId',
    {
      config: own,
      schema: { tags, summary: 'Delete a budget line', params: ZLineParams, response: { 200: ZPlannerEvent, ...errors } },
    },
    async (request) => deleteBudgetLine(app.db, request.user!.id, request.params.lineId),
  )

  app.post(
    '/planner/events/:eventId/checklist',
    {
      config: own,
      schema: {
        tags,
        summary: 'Add a task of my own',
        params: ZEventParams,
        body: ZChecklistItemInput,
        response: { 200: ZPlannerEvent, ...errors },
      },
    },
    async (request) => addChecklistItem(app.db, request.user!.id, request.params.eventId, request.body),
  )
  app.post(
    '/planner/events/:eventId/checklist/usual',
    {
      config: own,
      schema: {
        tags,
        summary: 'Add the usual tasks of a wedding that the checklist lacks',
        params: ZEventParams,
        response: { 200: ZUsualTasksAdded, ...errors },
      },
    },
    async (request) => addUsualTasks(app.db, request.user!.id, request.params.eventId),
  )
  app.patch(
    '/planner/checklist/:itemId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Tick, reword, re-date or re-attach a task',
        params: ZItemParams,
        body: ZUpdateChecklistItem,
        response: { 200: ZPlannerEvent, ...errors },
      },
    },
    async (request) => updateChecklistItem(app.db, request.user!.id, request.params.itemId, request.body),
  )
  app.delete(
    '/planner/checklist/:itemId',
    {
      config: own,
      schema: { tags, summary: 'Delete a task', params: ZItemParams, response: { 200: ZPlannerEvent, ...errors } },
    },
    async (request) => deleteChecklistItem(app.db, request.user!.id, request.params.itemId),
  )

  app.get(
    '/planner/bookings/:orderId',
    {
      config: own,
      schema: {
        tags,
        summary: 'The function of my events a booking of mine is for, and my events to choose from',
        params: ZBookingParams,
        response: { 200: ZBookingAttachment, ...errors },
      },
    },
    async (request) => bookingAttachment(app.db, request.user!.id, request.params.orderId),
  )
  app.put(
    '/planner/bookings/:orderId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Attach a booking of mine to a function of my event (404 for anyone else’s booking or function)',
        params: ZBookingParams,
        body: ZAttachBooking,
        response: { 200: ZBookingAttachment, ...errors },
      },
    },
    async (request) => attachBooking(app.db, request.user!.id, request.params.orderId, request.body.functionId),
  )
  app.delete(
    '/planner/bookings/:orderId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Detach a booking of mine from its function',
        params: ZBookingParams,
        response: { 200: ZBookingAttachment, ...errors },
      },
    },
    async (request) => detachBooking(app.db, request.user!.id, request.params.orderId),
  )
}
