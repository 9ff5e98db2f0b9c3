import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { formatDate, formatMoney, plainDigits } from '@utsab/shared/format'
import { Link } from '../../../components/ui/link'
import { bookingPath } from '../../../components/ui/booking-cells'
import { Skeleton } from '../../../components/ui/skeleton'
import { useLocale, useT } from '../../../lib/i18n'
import { errorMessage } from '../../../lib/toast'
import { usePaymentIntent, type TRecordedPayment } from '../api/payment'
import { TEST_CARDS } from '../lib/card'
import { CardForm } from './card-form'

/** Stripe's script and Elements load only when the server pays through Stripe. */
const StripeForm = lazy(() => import('./stripe-form'))

function TestModeNotice() {
  const t = useT()
  return (
    <div className="rounded-xl border border-gold-500 bg-gold-300/30 p-4 text-sm dark:border-gold-400 dark:bg-gold-700/20">
      <p className="flex flex-wrap items-center gap-2">
        <span className="shrink-0 whitespace-nowrap rounded-full bg-gold-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider text-white">
          {t('payments.testMode')}
        </span>
        <span className="font-medium">{t('payments.noRealMoney')}</span>
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-stone-800 dark:text-stone-200">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono font-semibold">{card.number}</span> {t(card.outcome)}
          </li>
        ))}
        <li>{t('payments.testCard.anyExpiry')}</li>
      </ul>
    </div>
  )
}

function PaymentDone({ result }: { result: TRecordedPayment }) {
  const t = useT()
  const locale = useLocale()
  const amount = formatMoney(result.payment.price, locale)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  // No timed redirect (issue 14): the message and the transaction id stay until the customer moves on.
  return (
    <div role="status" className="card flex flex-col items-start gap-4 p-6 sm:p-8">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-green-700 focus:outline-none dark:text-green-300">
        {t('payments.completed')}
      </h2>
      <p>
        {t('payments.transactionId')}{' '}
        <span className="font-mono font-semibold [overflow-wrap:anywhere]">{result.payment.transactionId}</span>
      </p>
      <p>
        {result.orders.length === 1
          ? t('payments.paidForOne', { amount })
          : t('payments.paidForMany', { amount, count: result.orders.length })}
      </p>
      <ul className="flex flex-col gap-1">
        {result.orders.map((order) => (
          <li key={order.id}>
            <Link to={bookingPath(order.id)} className="link font-semibold">
              {t('booking.number', { number: plainDigits(order.number, locale) })}
            </Link>{' '}
            <span className="text-stone-700 dark:text-stone-300">{order.event}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        {result.orders[0] && (
          <Link to={bookingPath(result.orders[0].id)} className="btn-primary">
            {t('payments.seeBooking', { number: result.orders[0].number })}
          </Link>
        )}
        <Link to="/orders" className="btn-secondary">
          {t('nav.myBookings')}
        </Link>
      </div>
    </div>
  )
}

/** The payment page's body for a logged-in visitor: what is being paid, the amount, the card form. */
export function PaymentPanel({ orderId }: { orderId: string }) {
  const t = useT()
  const locale = useLocale()
  const intent = usePaymentIntent(orderId)
  const [paid, setPaid] = useState<TRecordedPayment | null>(null)

  if (paid) return <PaymentDone result={paid} />

  if (intent.isError)
    return (
      <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
        <p role="alert" className="text-lg font-medium">
          {errorMessage(intent.error)}
        </p>
        <Link to="/orders" className="btn-primary">
          {t('nav.myBookings')}
        </Link>
      </div>
    )

  const data = intent.data
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
      <section aria-labelledby="payment-summary" className="card p-6" aria-busy={!data}>
        <h2 id="payment-summary" className="text-lg font-semibold">
          {data && data.orders.length > 1 ? t('payments.payingForMany', { count: data.orders.length }) : t('payments.payingFor')}
        </h2>
        {data ? (
          <>
            <ul className="mt-4 flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
              {data.orders.map((order) => (
                <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                  <span>
                    <span className="block font-medium">{order.event}</span>
                    <span className="block text-sm text-stone-600 dark:text-stone-400">
                      {order.agencyName} · {order.eventDate ? formatDate(order.eventDate, locale) : t('booking.delivery')}
                      {order.deliveryCharge > 0 &&
                        ` · ${t('payments.includesDelivery', { amount: formatMoney(order.deliveryCharge, locale) })}`}
                    </span>
                  </span>
                  <span className="font-semibold">{formatMoney(order.total, locale)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-baseline justify-between gap-4 border-t border-stone-200 pt-4 dark:border-stone-800">
              <span className="font-medium">{t('payments.amount')}</span>
              <span className="text-2xl font-bold text-brand-700 dark:text-brand-300">{formatMoney(data.amount, locale)}</span>
            </p>
          </>
        ) : (
          <div className="mt-4 flex flex-col gap-3" role="status" aria-label={t('payments.loading')}>
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-8 w-1/3" />
          </div>
        )}
      </section>
      <section aria-labelledby="payment-card" className="card flex flex-col gap-5 p-6">
        <h2 id="payment-card" className="text-lg font-semibold">
          {t('payments.cardDetails')}
        </h2>
        {data?.provider === 'stripe' ? (
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <StripeForm intent={data} onPaid={setPaid} />
          </Suspense>
        ) : (
          <>
            <TestModeNotice />
            <CardForm intent={data} onPaid={setPaid} />
          </>
        )}
      </section>
    </div>
  )
}
