import { data } from 'react-router'
import { Link, useLocaleNavigate } from '#app/components/ui/link'
import type { TListingKind } from '@utsab/shared/constants'
import { formatDate, formatDateTime, formatMoney, plainDigits } from '@utsab/shared/format'
import { bookedNames } from '@utsab/shared/i18n/listing-name'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { detailPath } from '@utsab/shared/kinds'
import type { TRole } from '@utsab/shared/schemas/auth'
import type { TOrder, TOrderDetail } from '@utsab/shared/schemas/orders'
import type { TOrderReview } from '@utsab/shared/schemas/reviews'
import { balanceLeft, BookingDate, BookingDetails, bookingPlace, ChargeList, Email, isOverdue } from '#app/widgets/booking-cells'
import { PhoneLink } from '#app/components/ui/phone-link'
import { placeLine } from '#app/lib/charges'
import { RouteErrorView } from '#app/components/ui/route-error'
import { bookingStatus, StatusBadge } from '#app/widgets/status-badge'
import { Callout } from '#app/components/ui/callout'
import { requireUser } from '#app/features/auth/guard'
import { orderEndpoint } from '#app/features/orders/api/endpoints'
import { useOrder } from '#app/features/orders/api/queries'
import { AdvanceHold } from '#app/features/orders/components/advance-hold'
import { CancelWithRefundButton, useCancelWithRefundDialog } from '#app/features/orders/components/cancel-with-refund'
import { BookingActions, useCancelBooking } from '#app/features/orders/components/orders-table'
import { CancellationTiers } from '#app/features/orders/components/payment-terms'
import { PaymentHistory } from '#app/features/orders/components/payment-history'
import { WhatsAppLink } from '#app/features/orders/components/whatsapp-link'
import { orderActions } from '#app/features/orders/lib/order-actions'
import { WriteMessage } from '#app/features/messages/components/write-message'
import { orderReviewEndpoint } from '#app/features/reviews/api/endpoints'
import { ReviewPrompt } from '#app/features/reviews/components/review-prompt'
import { bookingAttachmentEndpoint } from '#app/features/planner/api/endpoints'
import { AddToEvent } from '#app/features/planner/components/add-to-event'
import type { TBookingAttachment } from '@utsab/shared/schemas/planner'
import { policyName } from '#app/lib/cancellation-policy'
import { loadApi, loadApiResult, routeErrorOf } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf, type TSeed } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/order-detail'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const KIND_LABELS: Record<TListingKind, TMessageKey> = {
  venue: 'orders.detail.kind.venue',
  photographer: 'orders.detail.kind.photographer',
  costume: 'orders.detail.kind.costume',
  makeup: 'orders.detail.kind.makeup',
}

/** Where the viewer's list of bookings is: the customer's My bookings, a merchant's Bookings, an admin's All bookings. */
const listOf = (role: TRole, own: boolean): { to: string; label: TMessageKey } =>
  own || (role !== 'merchant' && role !== 'admin')
    ? { to: '/orders', label: 'nav.myBookings' }
    : role === 'merchant'
      ? { to: '/dashboard/my-bookings', label: 'orders.detail.bookings' }
      : { to: '/dashboard/all-bookings', label: 'orders.detail.allBookings' }

/**
 * One booking's page (issue 14): everything the customer and the merchant agreed. Login required, like
 * /orders; the API answers only the customer, the listing's merchant and admins (404 to anyone else).
 * A booking it does not find is answered here, with a 404 and the page's texts, so it speaks the page's language.
 */
export const loader = async ({ request, context, params }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  const i18n = pageMessages(
    request,
    'orders',
    { namespace: 'reviews', prefixes: ['reviews.prompt.', 'reviews.form.', 'reviews.yours', 'reviews.bookedFor', 'reviews.replyFrom'] },
    {
      namespace: 'messages',
      prefixes: ['messages.message', 'messages.booking', 'messages.write', 'messages.send', 'messages.sent', 'messages.cancel'],
    },
    // "Add to my event" (issue 37): the event planner's words for it.
    { namespace: 'planner', prefixes: ['planner.attach.', 'planner.kind.', 'planner.cancel', 'planner.saving'] },
  )
  const notFound = () => data({ found: false as const, i18n }, { status: 404 })
  if (!UUID.test(params.id)) return notFound()
  const answer = await loadApiResult(context, orderEndpoint, { params: { id: params.id } })
  if (!answer.ok) {
    if (answer.error.status === 404) return notFound()
    throw routeErrorOf(answer.error)
  }
  const order = answer.data
  const own = order.yours
  // The customer's review of it (or whether they may write one); only the customer reads it.
  const review = own ? seedOf(await loadApi(context, orderReviewEndpoint, { params: { id: order.id } })) : null
  // Which function of the customer's event it is for (the event planner, issue 37); only the customer has one.
  const planner = own ? seedOf(await loadApi(context, bookingAttachmentEndpoint, { params: { orderId: order.id } })) : null
  // Its two sides write about it: its customer, and its listing's merchant (an admin reading it is neither).
  const canMessage = own || user.role === 'merchant'
  return { found: true as const, seed: seedOf(order), own, canMessage, review, planner, list: listOf(user.role, own), i18n }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t, locale }) => ({
    title: args.data?.found ? t('booking.number', { number: plainDigits(args.data.seed.data.number, locale) }) : t('orders.detail.title'),
    description: t('orders.detail.description'),
    noIndex: true,
  }))

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  )
}

/** A line of the payment card: a term over its value, or over a moment in Dhaka time. */
function PaymentFact({ term, moment, children }: { term: string; moment?: string; children?: React.ReactNode }) {
  const locale = useLocale()
  return (
    <div>
      <dt className="font-semibold text-stone-600 dark:text-stone-400">{term}</dt>
      <dd>{moment ? <time dateTime={moment}>{formatDateTime(moment, locale)}</time> : children}</dd>
    </div>
  )
}

/**
 * The money of a booking paid in two parts (or cancelled with money back): the advance, what is paid
 * so far, the balance with its due date (red and "overdue" once it has passed), and the refund.
 */
function MoneyFacts({ order }: { order: TOrder }) {
  const t = useT()
  const locale = useLocale()
  const money = (amount: number) => formatMoney(amount, locale)
  const inTwoParts = order.advance < order.total
  const owing = order.status === 'confirmed' || order.status === 'pending'
  const overdue = order.status === 'confirmed' && isOverdue(order.balanceDueOn)
  return (
    <>
      {inTwoParts && <PaymentFact term={t('orders.detail.advance')}>{money(order.advance)}</PaymentFact>}
      {(inTwoParts || order.status === 'cancelled') && order.amountPaid > 0 && (
        <PaymentFact term={t('orders.detail.paidSoFar')}>{money(order.amountPaid)}</PaymentFact>
      )}
      {inTwoParts && owing && (
        <PaymentFact term={t('orders.detail.balance')}>
          {money(order.status === 'confirmed' ? balanceLeft(order) : order.balance)}
          {order.balanceDueOn && (
            <span className={overdue ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>
              {' · '}
              {t(overdue ? 'orders.detail.overdue' : 'orders.detail.dueBy', { dueOn: formatDate(order.balanceDueOn, locale) })}
            </span>
          )}
        </PaymentFact>
      )}
      {order.status === 'cancelled' && order.refund > 0 && (
        <PaymentFact term={t('orders.detail.refunded')}>{money(order.refund)}</PaymentFact>
      )}
    </>
  )
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <BookingNotFound />
  return <Booking {...loaderData} />
}

function Booking({
  seed,
  own,
  canMessage,
  review,
  planner,
  list,
}: {
  seed: TSeed<TOrderDetail>
  own: boolean
  canMessage: boolean
  review: TSeed<TOrderReview> | null
  planner: TSeed<TBookingAttachment> | null
  list: { to: string; label: TMessageKey }
}) {
  const t = useT()
  const locale = useLocale()
  const order = useOrder(seed.data.id, seed)
  const navigate = useLocaleNavigate()
  const cancel = useCancelBooking(() => void navigate('/orders'))
  const cancelWithRefund = useCancelWithRefundDialog(order)
  const actions = orderActions(order)
  // A venue is where the event is; a costume goes to the address the customer gave; a photographer comes to the event's.
  const where = bookingPlace(order, locale)
  const names = bookedNames(order, locale)
  return (
    <section className="container-page py-12 sm:py-16">
      <p className="text-sm">
        <Link to={list.to} className="link">
          ← {t(list.label)}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
          {t('booking.number', { number: plainDigits(order.number, locale) })}
        </h1>
        <StatusBadge of="booking" status={bookingStatus(order)} className="text-sm" />
      </div>

      <RequestNotice order={order} own={own} />
      <AdvanceHold order={order} own={own} />
      {canMessage && (
        <div className="mt-4">
          <WriteMessage
            about={{ orderId: order.id }}
            label={t(own ? 'messages.messageMerchant' : 'messages.messageCustomer')}
            title={t('messages.bookingTitle', { number: plainDigits(order.number, locale) })}
            explain={t('messages.bookingExplain')}
            signedIn
            asCustomer={own}
          />
        </div>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
        <section aria-labelledby="booking-what" className="card p-6">
          <h2 id="booking-what" className="text-lg font-semibold">
            {t('orders.detail.what')}
          </h2>
          <dl className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
            <Fact term={t('orders.detail.listing')}>
              <Link to={detailPath(order.kind, order.listingId)} className="link font-medium">
                {names.event}
              </Link>
            </Fact>
            <Fact term={t('orders.detail.kind')}>
              {t(KIND_LABELS[order.kind])} · {names.category}
            </Fact>
            <Fact term={t('orders.detail.agency')}>
              <span className="block">{order.agencyName}</span>
              <PhoneLink phone={order.contact} />
              {/* The customer's chat with the merchant (a merchant reading it would chat with themselves). */}
              {own && order.whatsapp && (
                <WhatsAppLink
                  phone={order.whatsapp}
                  agency={order.agencyName}
                  className="mt-1"
                  text={
                    order.eventDate
                      ? t('orders.whatsapp.booking', {
                          number: plainDigits(order.number, locale),
                          listing: names.event,
                          date: formatDate(order.eventDate, locale),
                        })
                      : t('orders.whatsapp.bookingUndated', { number: plainDigits(order.number, locale), listing: names.event })
                  }
                />
              )}
            </Fact>
            <Fact term={order.eventDate ? t('orders.eventDate') : t('orders.detail.date')}>
              <BookingDate eventDate={order.eventDate} />
              <BookingDetails details={order.details} />
            </Fact>
            {where && (
              <Fact term={t(order.kind === 'costume' ? 'orders.detail.deliverTo' : 'orders.detail.where')}>{placeLine(where)}</Fact>
            )}
            <Fact term={t('orders.detail.bookedBy')}>
              <span className="block">{order.customer.name}</span>
              {order.customer.email && <Email email={order.customer.email} />}
              {order.details.phone && <PhoneLink phone={order.details.phone} className="block" />}
            </Fact>
            <Fact term={t('orders.detail.bookedOn')}>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
            </Fact>
          </dl>
        </section>

        <section aria-labelledby="booking-payment" className="card flex flex-col gap-4 p-6">
          <h2 id="booking-payment" className="text-lg font-semibold">
            {t('orders.detail.payment')}
          </h2>
          <ChargeList charges={order} />
          <dl className="flex flex-col gap-2 text-sm">
            <PaymentFact term={t('orders.column.status')}>
              <StatusBadge of="booking" status={bookingStatus(order)} />
            </PaymentFact>
            <MoneyFacts order={order} />
            {/* Bookings read before payments were listed one by one have the one id. */}
            {order.payments.length === 0 && order.transactionId && (
              <PaymentFact term={t('orders.detail.transactionId')}>
                <span className="font-mono [overflow-wrap:anywhere]">{order.transactionId}</span>
              </PaymentFact>
            )}
            {order.paidAt && <PaymentFact term={t('orders.detail.paidOn')} moment={order.paidAt} />}
            {order.status === 'pending' && order.expiresAt && <PaymentFact term={t('orders.detail.heldUntil')} moment={order.expiresAt} />}
          </dl>
          <PaymentHistory order={order} />
          {/* The terms it was booked with (a merchant's later change does not touch them); costumes have none. */}
          {order.eventDate && (
            <div className="border-t border-stone-200 pt-4 text-sm dark:border-stone-800">
              <p className="font-semibold text-stone-600 dark:text-stone-400">
                {t('orders.terms.policy', { name: policyName(order.cancellationPolicy, t) })}
              </p>
              <CancellationTiers policy={order.cancellationPolicy} />
            </div>
          )}
          {own && (
            <div className="flex flex-wrap gap-2">
              <BookingActions order={order} onCancel={cancel.ask} />
              {actions.cancelWithRefund && <CancelWithRefundButton onClick={cancelWithRefund.ask} />}
            </div>
          )}
        </section>
      </div>
      {planner && <AddToEvent seed={planner} />}
      {review && <ReviewPrompt orderId={order.id} listingName={names.event} agencyName={order.agencyName} seed={review} />}
      {cancel.dialog}
      {own && cancelWithRefund.dialog}
    </section>
  )
}

/**
 * Where a request to book stands (decision 037): waiting for the merchant (the merchant is asked to answer), accepted
 * and to be paid, declined with the merchant's reason or answered with a quote (linked, decision 057), or lapsed.
 * Nothing for an instant booking or a paid one.
 */
function RequestNotice({ order, own }: { order: TOrder; own: boolean }) {
  const t = useT()
  const locale = useLocale()
  const request = order.request
  if (!request) return null
  const time = order.expiresAt ? formatDateTime(order.expiresAt, locale) : ''
  const agency = order.agencyName
  const waiting = request.outcome === 'waiting'
  // Declined with a quote in its place (decision 057): the quote waits in the conversation, at the merchant's price.
  const quote = request.outcome === 'declined' ? request.quote : undefined
  const text = waiting
    ? own
      ? t('orders.request.waiting', { agency, time })
      : t('orders.request.waitingMerchant', { time })
    : quote
      ? t('orders.request.quoted', { agency, quote: plainDigits(quote.number, locale) })
      : request.outcome === 'declined'
        ? t('orders.request.declined', { agency, reason: request.declineReason ?? '' })
        : request.outcome === 'lapsed'
          ? t('orders.request.lapsed', { agency })
          : request.outcome === 'accepted' && order.status === 'pending'
            ? t('orders.request.accepted', { agency, time })
            : null
  if (!text) return null
  return (
    <Callout
      status
      tone={request.outcome === 'declined' && !quote ? 'alert' : 'info'}
      className="mt-4 flex max-w-3xl flex-col items-start gap-3"
    >
      <p>{text}</p>
      {quote && (
        <Link to={`/dashboard/messages/${quote.conversationId}`} className="btn-primary">
          {t('orders.request.seeQuote')}
        </Link>
      )}
      {waiting && !own && (
        <Link to="/dashboard/my-bookings" className="btn-primary">
          {t('orders.request.answerInBookings')}
        </Link>
      )}
    </Callout>
  )
}

/** No such booking, or not one the viewer may see (the API says 404 either way). */
function BookingNotFound() {
  const t = useT()
  return (
    <section className="container-page flex flex-col items-start gap-4 py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('orders.detail.notFound')}
      </h1>
      <p className="max-w-prose text-stone-700 dark:text-stone-300">{t('orders.detail.notFoundText')}</p>
      <Link to="/orders" className="btn-primary">
        {t('nav.myBookings')}
      </Link>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
