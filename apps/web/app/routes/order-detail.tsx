import { isRouteErrorResponse, Link, useNavigate } from 'react-router'
import type { TListingKind } from '@utsab/shared/constants'
import { formatDateTime } from '@utsab/shared/format'
import { detailPath } from '@utsab/shared/kinds'
import type { TRole } from '@utsab/shared/schemas/auth'
import { BookingDate, ChargeList, Email, PlaceAndContact } from '../components/ui/booking-cells'
import { RouteErrorView } from '../components/ui/route-error'
import { StatusBadge } from '../components/ui/status-badge'
import { requireUser } from '../features/auth/guard'
import { orderEndpoint } from '../features/orders/api/endpoints'
import { useOrder } from '../features/orders/api/queries'
import { BookingActions, useCancelBooking } from '../features/orders/components/orders-table'
import { loadApi } from '../lib/api-client'
import { seedOf } from '../lib/loader-seed'
import { seo } from '../lib/seo'
import type { Route } from './+types/order-detail'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const KIND_LABELS: Record<TListingKind, string> = { venue: 'Venue', photographer: 'Photographer', costume: 'Costume', makeup: 'Makeup' }

/** Where the viewer's list of bookings is: the customer's My bookings, a merchant's Bookings, an admin's All bookings. */
const listOf = (role: TRole, own: boolean) =>
  own || (role !== 'merchant' && role !== 'admin')
    ? { to: '/orders', label: 'My bookings' }
    : role === 'merchant'
      ? { to: '/dashboard/my-bookings', label: 'Bookings' }
      : { to: '/dashboard/all-bookings', label: 'All bookings' }

/**
 * One booking's page (issue 14): everything the customer and the merchant agreed. Login required, like
 * /orders; the API answers only the customer, the listing's merchant and admins (404 to anyone else).
 */
export const loader = async ({ request, context, params }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (!UUID.test(params.id)) throw new Response(null, { status: 404 })
  const order = await loadApi(context, orderEndpoint, { params: { id: params.id } })
  const own = order.customer.email.toLowerCase() === user.email.toLowerCase()
  return { seed: seedOf(order), own, list: listOf(user.role, own) }
}

export const meta: Route.MetaFunction = ({ matches, location, data }) =>
  seo({
    title: data ? `Booking #${data.seed.data.number}` : 'Booking',
    description: 'A booking on Utsab.',
    path: location.pathname,
    matches,
    noIndex: true,
  })

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
  return (
    <div>
      <dt className="font-semibold text-stone-600 dark:text-stone-400">{term}</dt>
      <dd>{moment ? <time dateTime={moment}>{formatDateTime(moment)}</time> : children}</dd>
    </div>
  )
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { seed, own, list } = loaderData
  const order = useOrder(seed.data.id, seed)
  const navigate = useNavigate()
  const cancel = useCancelBooking(() => void navigate('/orders'))
  return (
    <section className="container-page py-12 sm:py-16">
      <p className="text-sm">
        <Link to={list.to} className="link">
          ← {list.label}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
          Booking #{order.number}
        </h1>
        <StatusBadge of="booking" status={order.status} className="text-sm" />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
        <section aria-labelledby="booking-what" className="card p-6">
          <h2 id="booking-what" className="text-lg font-semibold">
            What was booked
          </h2>
          <dl className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
            <Fact term="Listing">
              <Link to={detailPath(order.kind, order.listingId)} className="link font-medium">
                {order.event}
              </Link>
            </Fact>
            <Fact term="Kind">
              {KIND_LABELS[order.kind]} · {order.category}
            </Fact>
            <Fact term="Agency">{order.agencyName}</Fact>
            <Fact term={order.eventDate ? 'Event date' : 'Date'}>
              <BookingDate eventDate={order.eventDate} />
            </Fact>
            <Fact term="Place and contact">
              <PlaceAndContact location={order.location} contact={order.contact} />
            </Fact>
            <Fact term="Booked by">
              <span className="block">{order.customer.name}</span>
              <Email email={order.customer.email} />
            </Fact>
            <Fact term="Booked on">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </Fact>
          </dl>
        </section>

        <section aria-labelledby="booking-payment" className="card flex flex-col gap-4 p-6">
          <h2 id="booking-payment" className="text-lg font-semibold">
            Payment
          </h2>
          <ChargeList charges={order} />
          <dl className="flex flex-col gap-2 text-sm">
            <PaymentFact term="Status">
              <StatusBadge of="booking" status={order.status} />
            </PaymentFact>
            {order.transactionId && (
              <PaymentFact term="Transaction id">
                <span className="font-mono [overflow-wrap:anywhere]">{order.transactionId}</span>
              </PaymentFact>
            )}
            {order.paidAt && <PaymentFact term="Paid on" moment={order.paidAt} />}
            {order.status === 'pending' && order.expiresAt && <PaymentFact term="Held until" moment={order.expiresAt} />}
          </dl>
          {own && (
            <div className="flex flex-wrap gap-2">
              <BookingActions order={order} onCancel={cancel.ask} />
            </div>
          )}
        </section>
      </div>
      {cancel.dialog}
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <section className="container-page flex flex-col items-start gap-4 py-16">
        <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
          Booking not found
        </h1>
        <p className="max-w-prose text-stone-700 dark:text-stone-300">
          There is no booking at this address that you may see. It may belong to another account.
        </p>
        <Link to="/orders" className="btn-primary">
          My bookings
        </Link>
      </section>
    )
  return <RouteErrorView error={error} />
}
