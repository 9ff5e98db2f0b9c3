import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { KIND_META } from '@utsab/shared/kinds'
import { kindText } from '@utsab/shared/i18n/kind-texts'
import { ZListingParams } from '@utsab/shared/schemas/catalog'
import { ZApiError } from '@utsab/shared/schemas/common'
import {
  ZAvailability,
  ZCart,
  ZCartItem,
  ZCartItemChange,
  ZCheckoutCart,
  ZCheckout,
  ZCreateOrder,
  ZDeleted,
  ZOrder,
  ZOrderList,
  ZOrderDetail,
  ZOrderPage,
  ZOrderPageQuery,
  ZOrderParams,
  ZMerchantCancel,
  ZRequestAnswered,
} from '@utsab/shared/schemas/orders'
import { expireStaleOrders } from '../../db/order-records'
import { EVENT_REMINDER_SWEEP_MS, remindEventsTomorrow } from './event-reminders'
import { AppError } from '../../lib/errors'
import { markShareable } from '../../plugins/catalog-cache'
import {
  addToCart,
  availability,
  cancelOrder,
  changeCartItemDate,
  checkoutCart,
  getCart,
  listAllOrders,
  listOrdersOf,
  placeOrder,
  readOrder,
  removeFromCart,
} from './service'
import { acceptRequest, answerWithQuote, declineRequest, lapseRequests } from './requests'
import { acceptQuote, conversationQuotes, sendQuote, withdrawQuote } from './quotes'
import { ZAcceptQuote, ZQuote, ZQuoteAccepted, ZQuoteList, ZQuoteParams, ZRequestQuoted, ZSendQuote } from '@utsab/shared/schemas/quotes'

/** How often requests left unanswered past their time are looked for (each lapses within this much of its deadline). */
const REQUEST_SWEEP_MS = 30_000
/** How often unpaid holds past their time are freed across the table. */
const HOLD_SWEEP_MS = 60_000

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError }

/** Orders, dated bookings and the cart (spec §7: /order, /orders, /orders/{id}). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = { holdMinutes: app.bookingHoldMinutes, commissionBps: app.commissionBps, requestAnswerHours: app.requestAnswerHours }
  // Creating orders and cart items is limited per account (not per address: one account is what hoards).
  const limitCreation = async (request: FastifyRequest, reply: FastifyReply) => {
    const { max, windowMs } = app.orderRateLimit
    const { allowed, retryAfterSeconds } = await app.rateLimiter.hit(`orders:user:${request.user!.id}`, max, windowMs)
    if (allowed) return
    void reply.header('retry-after', String(retryAfterSeconds))
    throw new AppError('orders_rate_limited', { seconds: retryAfterSeconds })
  }

  for (const kind of LISTING_KINDS) {
    app.get(
      `/${KIND_META[kind].apiSegment}/:id/availability`,
      {
        schema: {
          tags: ['orders'],
          summary: `Dates already booked for a ${kindText(kind, 'label')} listing`,
          params: ZListingParams,
          response: { 200: ZAvailability, ...errors },
        },
      },
      async (request, reply) => {
        // The same for everyone: a page shared by visitors without cookies may carry it (its calendar asks again in the browser).
        markShareable(reply)
        return availability(app.db, kind, request.params.id)
      },
    )
  }

  app.post(
    '/orders',
    {
      config: { allow: ['user'], idempotent: true },
      preHandler: limitCreation,
      schema: {
        tags: ['orders'],
        summary: 'Order a listing (Buy now, Hire now, Booking); price and identity come from the server',
        body: ZCreateOrder,
        response: { 201: ZOrder, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await placeOrder(app, request.user!, request.body, settings)),
  )

  app.get(
    '/order',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['orders'],
        summary: "A user's orders (your own; admins may name anyone)",
        querystring: z.object({ email: z.string().trim().toLowerCase().optional() }),
        response: { 200: ZOrderList, ...errors },
      },
    },
    async (request) => ({ data: await listOrdersOf(app.db, request.user!, request.query.email) }),
  )

  app.get(
    '/orders',
    {
      config: { allow: ['admin'] },
      schema: { tags: ['orders'], summary: 'All orders (admins)', querystring: ZOrderPageQuery, response: { 200: ZOrderPage, ...errors } },
    },
    async (request) => listAllOrders(app.db, request.query.page, request.query.pageSize),
  )

  app.get(
    '/orders/:id',
    {
      config: { allow: ['user'] },
      schema: { tags: ['orders'], summary: 'One order', params: ZOrderParams, response: { 200: ZOrderDetail, ...errors } },
    },
    async (request) => readOrder(app.db, request.user!, request.params.id),
  )

  app.delete(
    '/orders/:id',
    {
      config: { allow: ['user'] },
      schema: { tags: ['orders'], summary: 'Cancel your unpaid order', params: ZOrderParams, response: { 200: ZDeleted, ...errors } },
    },
    async (request) => cancelOrder(app, request.user!, request.params.id),
  )

  app.get(
    '/cart',
    { config: { allow: ['user'] }, schema: { tags: ['orders'], summary: 'Your cart', response: { 200: ZCart, ...errors } } },
    async (request) => getCart(app.db, request.user!.id),
  )

  app.post(
    '/cart',
    {
      config: { allow: ['user'], idempotent: true },
      preHandler: limitCreation,
      schema: { tags: ['orders'], summary: 'Add to cart', body: ZCreateOrder, response: { 201: ZCartItem, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await addToCart(app.db, request.user!.id, request.body)),
  )

  app.patch(
    '/cart/:id',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['orders'],
        summary: 'Pick another event date for an item in your cart (409 date_taken when that date is booked)',
        params: ZOrderParams,
        body: ZCartItemChange,
        response: { 200: ZCartItem, ...errors },
      },
    },
    async (request) => changeCartItemDate(app.db, request.user!.id, request.params.id, request.body),
  )

  app.delete(
    '/cart/:id',
    {
      config: { allow: ['user'] },
      schema: { tags: ['orders'], summary: 'Remove from cart', params: ZOrderParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeFromCart(app.db, request.user!.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/cart/checkout',
    {
      config: { allow: ['user'], idempotent: true },
      preHandler: limitCreation,
      schema: {
        tags: ['orders'],
        summary: 'Turn the whole cart into orders, all or nothing',
        description: "The body gives the customer's mobile number when their profile has none yet.",
        body: ZCheckoutCart.nullish(),
        response: { 201: ZCheckout, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await checkoutCart(app, request.user!, settings, request.body?.phone)),
  )

  // Requests to book (decision 037): the merchant accepts or declines each one; unanswered, it lapses.
  app.post(
    '/merchant/bookings/:id/accept',
    {
      config: { allow: ['merchant'], idempotent: true },
      schema: {
        tags: ['orders'],
        summary: 'Accept a request to book one of your listings: the customer is emailed to pay its advance',
        params: ZOrderParams,
        response: { 200: ZRequestAnswered, ...errors },
      },
    },
    async (request) => acceptRequest(app, request.user!, request.params.id),
  )
  app.post(
    '/merchant/bookings/:id/decline',
    {
      config: { allow: ['merchant'], idempotent: true },
      schema: {
        tags: ['orders'],
        summary: 'Decline a request to book one of your listings, with a reason the customer is emailed; its date is free again',
        params: ZOrderParams,
        body: ZMerchantCancel,
        response: { 200: ZRequestAnswered, ...errors },
      },
    },
    async (request) => declineRequest(app, request.user!, request.params.id, request.body.reason),
  )
  app.post(
    '/merchant/bookings/:id/quote',
    {
      config: { allow: ['merchant'], idempotent: true },
      preHandler: limitCreation,
      schema: {
        tags: ['orders'],
        summary:
          "Answer a request to book one of your listings with a quote: the request is declined, the quote goes to the customer's conversation",
        description:
          "The quote's date and details are the request's unless given. One transaction: the request is declined (its date free, a held advance released) and the quote is sent in the customer's question conversation about the listing, opened if need be; a quote the checks refuse leaves the request waiting.",
        params: ZOrderParams,
        body: ZSendQuote,
        response: { 201: ZRequestQuoted, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await answerWithQuote(app, request.user!, request.params.id, request.body)),
  )
  // Quotes (decision 057): a merchant prices a family's question; accepting books at that price and goes to pay.
  app.post(
    '/conversations/:id/quotes',
    {
      config: { allow: ['merchant'], idempotent: true },
      preHandler: limitCreation,
      schema: {
        tags: ['orders'],
        summary:
          'Send a quote in a conversation about one of your listings: the items, date and details, advance, policy and how long it stands',
        params: ZQuoteParams,
        body: ZSendQuote,
        response: { 201: ZQuote, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await sendQuote(app.db, request.user!, request.params.id, request.body)),
  )
  app.get(
    '/conversations/:id/quotes',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['orders'],
        summary: "A conversation's quotes, oldest first, with where each stands; for either side of it",
        params: ZQuoteParams,
        response: { 200: ZQuoteList, ...errors },
      },
    },
    async (request) => conversationQuotes(app.db, request.user!, request.params.id),
  )
  app.post(
    '/quotes/:id/withdraw',
    {
      config: { allow: ['merchant'], idempotent: true },
      schema: {
        tags: ['orders'],
        summary: 'Withdraw a quote you sent, unless a booking made from it waits for or has its advance',
        params: ZQuoteParams,
        response: { 200: ZQuote, ...errors },
      },
    },
    async (request) => withdrawQuote(app.db, request.user!, request.params.id),
  )
  app.post(
    '/quotes/:id/accept',
    {
      config: { allow: ['user'], idempotent: true },
      preHandler: limitCreation,
      schema: {
        tags: ['orders'],
        summary: 'Accept a quote sent to you: it books at the quoted price and waits for its advance (/payment/:orderId)',
        description: "The body gives the customer's mobile number when their profile has none yet.",
        params: ZQuoteParams,
        body: ZAcceptQuote.nullish(),
        response: { 201: ZQuoteAccepted, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await acceptQuote(app, request.user!, request.params.id, settings, request.body?.phone)),
  )
  // Every read that needs it frees lapsed holds in its own scope; this keeps the rest of the table true too.
  app.jobs.every('expire-holds', HOLD_SWEEP_MS, () => expireStaleOrders(app.db), { atStart: true })
  // One statement claims each request, so it is announced once even if two runs met.
  app.jobs.every(
    'lapse-requests',
    REQUEST_SWEEP_MS,
    async () => {
      const lapsed = await lapseRequests(app)
      if (lapsed > 0) app.log.info({ lapsed }, 'requests to book lapsed unanswered')
    },
    { atStart: true },
  )
  // One statement claims each booking, so its day-before reminder goes out once (issue 36).
  app.jobs.every(
    'remind-events-tomorrow',
    EVENT_REMINDER_SWEEP_MS,
    async () => {
      const reminded = await remindEventsTomorrow(app)
      if (reminded > 0) app.log.info({ reminded }, 'reminded customers of their events tomorrow')
    },
    { atStart: true },
  )
}
