import {
  ZAvailability,
  ZCancelBooking,
  ZCancellationQuote,
  ZCancelled,
  ZCart,
  ZCartItem,
  ZCartItemChange,
  ZCheckoutCart,
  ZCheckout,
  ZCreateOrder,
  ZDeleted,
  ZHostedCheckout,
  ZHostedCheckoutStarted,
  ZOrder,
  ZOrderDetail,
  ZOrderList,
} from '@utsab/shared/schemas/orders'
import { ZAcceptQuote, ZQuote, ZQuoteAccepted, ZQuoteList, ZRequestQuoted, ZSendQuote } from '@utsab/shared/schemas/quotes'
import { z } from 'zod'
import { endpoint } from '#app/lib/api-client'

/** Buy now / Hire now / Booking (spec §4): price and identity come from the server's records. */
export const createOrderEndpoint = endpoint({ method: 'POST', path: '/api/orders', body: ZCreateOrder, response: ZOrder })

/** The viewer's own orders (spec §7 GET /order?email=; the email defaults to the viewer's). */
export const myOrdersEndpoint = endpoint({
  method: 'GET',
  path: '/api/order',
  query: z.object({ email: z.string().optional() }),
  response: ZOrderList,
})

/** One order: its customer, the listing's merchant and admins may read it. */
export const orderEndpoint = endpoint({ method: 'GET', path: '/api/orders/:id', response: ZOrderDetail })

/**
 * Holds a waiting request's advance with bKash (decision 052): answers bKash's page, where the customer approves the
 * hold; the amount is the request's, taken only if the merchant accepts.
 */
export const holdAdvanceEndpoint = endpoint({
  method: 'POST',
  path: '/api/payments/bkash-hold',
  body: ZHostedCheckout,
  response: ZHostedCheckoutStarted,
})

/** The cancel X (spec §5, §7): `deletedCount` says whether anything was removed. */
export const cancelOrderEndpoint = endpoint({ method: 'DELETE', path: '/api/orders/:id', response: ZDeleted })

/** What cancelling a confirmed or paid booking now gives back under its policy (409 for any other booking). */
export const cancellationQuoteEndpoint = endpoint({ method: 'GET', path: '/api/orders/:id/cancellation', response: ZCancellationQuote })

/**
 * Cancels a confirmed or paid booking with its refund; `expectedRefund` is the quote the customer was
 * shown, and 409 `refund_changed` (with a sentence) answers when cancelling now gives back another amount.
 */
export const cancelWithRefundEndpoint = endpoint({
  method: 'POST',
  path: '/api/orders/:id/cancel',
  body: ZCancelBooking,
  response: ZCancelled,
})

/** A dated listing's taken days; `segment` is the kind's `KIND_META[kind].apiSegment`. */
export const availabilityEndpoint = endpoint({ method: 'GET', path: '/api/:segment/:id/availability', response: ZAvailability })

export const cartEndpoint = endpoint({ method: 'GET', path: '/api/cart', response: ZCart })

/** 409 `already_in_cart` when that listing and date are in the cart already. */
export const addToCartEndpoint = endpoint({ method: 'POST', path: '/api/cart', body: ZCreateOrder, response: ZCartItem })

export const removeFromCartEndpoint = endpoint({ method: 'DELETE', path: '/api/cart/:id', response: z.null() })

/** The whole cart becomes orders at once, or nothing (409 `date_taken`, naming the item, with `fields`). */
export const checkoutEndpoint = endpoint({ method: 'POST', path: '/api/cart/checkout', body: ZCheckoutCart, response: ZCheckout })

/** Another event date for an item in the cart (409 `date_taken` when that day is booked, `already_in_cart` when the cart holds it). */
export const changeCartItemEndpoint = endpoint({ method: 'PATCH', path: '/api/cart/:id', body: ZCartItemChange, response: ZCartItem })

/** Quotes (decision 057): a conversation's quotes, sending one (its merchant), accepting (its customer), withdrawing. */
export const conversationQuotesEndpoint = endpoint({ method: 'GET', path: '/api/conversations/:id/quotes', response: ZQuoteList })
export const sendQuoteEndpoint = endpoint({ method: 'POST', path: '/api/conversations/:id/quotes', body: ZSendQuote, response: ZQuote })
export const acceptQuoteEndpoint = endpoint({
  method: 'POST',
  path: '/api/quotes/:id/accept',
  body: ZAcceptQuote,
  response: ZQuoteAccepted,
})
export const withdrawQuoteEndpoint = endpoint({ method: 'POST', path: '/api/quotes/:id/withdraw', response: ZQuote })
/** A request to book answered with a quote: the request is declined and the quote goes to the customer's conversation. */
export const answerWithQuoteEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant/bookings/:id/quote',
  body: ZSendQuote,
  response: ZRequestQuoted,
})
