import { data } from 'react-router'
import { formatDate, formatDateTime, plainDigits } from '@utsab/shared/format'
import { bookedNames } from '@utsab/shared/i18n/listing-name'
import { KIND_META } from '@utsab/shared/kinds'
import { Callout } from '#app/components/ui/callout'
import { Link, useLocaleNavigate } from '#app/components/ui/link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { listingEndpoint } from '#app/features/catalog/api/endpoints'
import { orderEndpoint } from '#app/features/orders/api/endpoints'
import { QuoteForm, quoteFormOfRequest } from '#app/features/orders/components/quote-form'
import { loadApi, loadApiResult, routeErrorOf } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-request-quote'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A merchant answers a request to book with a quote (decision 057): the quote form, started from the request's date,
 * details and price lines; sending it declines the request and takes the merchant to the conversation where the quote
 * now is. Only the listing's merchant reaches it (the API answers anyone else 404); a request no longer waiting says so.
 */
export const loader = async ({ request, context, params }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'merchant' || !UUID.test(params.id)) throw data({ message: 'Not found' }, { status: 404 })
  const answer = await loadApiResult(context, orderEndpoint, { params: { id: params.id } })
  if (!answer.ok) throw routeErrorOf(answer.error)
  const order = answer.data
  const waiting = order.status === 'requested' && order.request?.outcome === 'waiting'
  // The form starts from the listing's packages, menus, advance and policy, as in a conversation.
  const listing = waiting
    ? await loadApi(context, listingEndpoint, { params: { segment: KIND_META[order.kind].apiSegment, id: order.listingId } })
    : null
  return { order, listing, i18n: pageMessages(request, 'orders') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t, locale }) => ({
    title: args.data ? t('orders.quote.answerTitle', { number: plainDigits(args.data.order.number, locale) }) : t('orders.quote.heading'),
    description: t('orders.quote.heading'),
    noIndex: true,
  }))

export default function DashboardRequestQuote({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const locale = useLocale()
  const navigate = useLocaleNavigate()
  const { order, listing } = loaderData
  const names = bookedNames(order, locale)
  const quote = order.request?.quote
  return (
    <section className="min-w-0">
      <p className="text-sm">
        <Link to="/dashboard/my-bookings" className="link">
          ← {t('orders.quote.backToBookings')}
        </Link>
      </p>
      <h1 tabIndex={-1} data-page-heading className="mt-2 text-3xl font-bold focus:outline-none">
        {t('orders.quote.answerTitle', { number: plainDigits(order.number, locale) })}
      </h1>
      <p className="mt-1 font-semibold">
        {names.event}
        {order.eventDate && ` · ${formatDate(order.eventDate, locale)}`}
      </p>
      {listing ? (
        <>
          <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">
            {t('orders.quote.answerLead', { customer: order.customer.name })}
          </p>
          {order.expiresAt && (
            <p className="mt-1 text-sm font-semibold text-amber-800 dark:text-amber-300">
              {t('orders.request.dueBy', { time: formatDateTime(order.expiresAt, locale) })}
            </p>
          )}
          <div className="mt-6 max-w-3xl">
            <QuoteForm
              target={{ request: order }}
              customerName={order.customer.name}
              listing={listing}
              initial={quoteFormOfRequest(order, locale)}
              onSent={(sent) => void navigate(`/dashboard/messages/${sent.conversationId}`)}
            />
          </div>
        </>
      ) : (
        <Callout status className="mt-4 flex max-w-3xl flex-col items-start gap-3">
          <p>{t('orders.quote.answerGone')}</p>
          {quote ? (
            <Link to={`/dashboard/messages/${quote.conversationId}`} className="btn-primary">
              {t('orders.request.seeQuote')}
            </Link>
          ) : (
            <Link to="/dashboard/my-bookings" className="btn-primary">
              {t('orders.quote.backToBookings')}
            </Link>
          )}
        </Callout>
      )}
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
