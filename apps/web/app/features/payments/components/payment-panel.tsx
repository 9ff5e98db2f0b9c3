import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TOrder, TPaymentIntent } from '@utsab/shared/schemas/orders'
import { formatDate, formatMoney, plainDigits } from '@utsab/shared/format'
import { bookedNames } from '@utsab/shared/i18n/listing-name'
import { Link } from '#app/components/ui/link'
import { bookingPath } from '#app/widgets/booking-cells'
import { Skeleton } from '#app/components/ui/skeleton'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useLocale, useT } from '#app/lib/i18n'
import { errorMessage } from '#app/lib/toast'
import { useGatewayReceipt, usePaymentIntent, useStartGatewayCheckout, type TRecordedPayment } from '../api/payment'
import { TEST_CARDS } from '../lib/card'
import { returnNotice } from '../lib/return-notice'
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
            <span className="text-stone-700 dark:text-stone-300">{bookedNames(order, locale).event}</span>
            {/* An advance confirmed it: what is left, and by when. */}
            {order.status === 'confirmed' && order.balanceDueOn && (
              <span className="block font-medium">
                {t('payments.balanceDueBy', {
                  balance: formatMoney(order.total - order.amountPaid, locale),
                  dueOn: formatDate(order.balanceDueOn, locale),
                })}
              </span>
            )}
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

function ReturnNotice({ outcome, code, wallet }: { outcome: string; code: string | null; wallet: string | null }) {
  const t = useT()
  const notice = returnNotice(t, { outcome, code, wallet })
  if (!notice) return null
  return (
    <p
      role={notice.alert ? 'alert' : 'status'}
      className={`mb-6 rounded-xl border p-4 font-medium ${
        notice.alert
          ? 'border-red-300 bg-red-50 text-red-700 dark:border-red-800 dark:bg-red-950/40 dark:text-red-300'
          : 'border-stone-300 bg-stone-50 dark:border-stone-700 dark:bg-stone-900'
      }`}
    >
      {notice.text}
    </p>
  )
}

/** The gateways' texts: SSLCommerz's hosted checkout (cards and every wallet) and bKash's own checkout. */
const GATEWAY_TEXTS = {
  sslcommerz: {
    heading: 'payments.hosted.heading',
    explain: 'payments.hosted.explain',
    continue: 'payments.hosted.continue',
    testMode: 'payments.hosted.testMode',
  },
  bkash: {
    heading: 'payments.bkash.heading',
    explain: 'payments.bkash.explain',
    continue: 'payments.bkash.continue',
    testMode: 'payments.bkash.testMode',
  },
} as const satisfies Record<string, Record<string, TMessageKey>>

/** One gateway's way to pay: a button that sends the customer to the gateway's page. */
function GatewayCheckout({
  orderId,
  gateway,
  ready,
  testMode,
}: {
  orderId: string
  gateway: keyof typeof GATEWAY_TEXTS
  ready: boolean
  testMode: boolean
}) {
  const t = useT()
  const texts = GATEWAY_TEXTS[gateway]
  const start = useStartGatewayCheckout(orderId, gateway)
  return (
    <section aria-labelledby={`payment-${gateway}`} className="card flex flex-col gap-4 p-6">
      <h2 id={`payment-${gateway}`} className="text-lg font-semibold">
        {t(texts.heading)}
      </h2>
      <p className="text-stone-700 dark:text-stone-300">{t(texts.explain)}</p>
      {testMode && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="shrink-0 whitespace-nowrap rounded-full bg-gold-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider text-white">
            {t('payments.testMode')}
          </span>
          <span>{t(texts.testMode)}</span>
        </p>
      )}
      {start.isError && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {errorMessage(start.error)}
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault()
          start.mutate()
        }}
      >
        {/* Pending also after success: the browser is on its way to the gateway. */}
        <SubmitButton pending={start.isPending || start.isSuccess} disabled={!ready} className="btn-primary w-full sm:w-auto">
          {t(texts.continue)}
        </SubmitButton>
      </form>
    </section>
  )
}

/** Back from the gateway with a settled payment: its receipt, once the server has confirmed it. */
function GatewayReceipt({ transactionId }: { transactionId: string }) {
  const t = useT()
  const receipt = useGatewayReceipt(transactionId)
  if (receipt.data) return <PaymentDone result={receipt.data} />
  if (receipt.isError)
    return (
      <p role="alert" className="card p-6 text-lg font-medium">
        {errorMessage(receipt.error)}
      </p>
    )
  return (
    <p role="status" className="card p-6 text-lg font-medium">
      {t('payments.confirming')}
    </p>
  )
}

function PaymentHeld() {
  const t = useT()
  return (
    <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
      <p role="status" className="text-lg font-medium">
        {t('payments.return.held')}
      </p>
      <Link to="/orders" className="btn-primary">
        {t('nav.myBookings')}
      </Link>
    </div>
  )
}

type TStageName = 'full' | 'advance' | 'balance'

/**
 * What this payment is: the whole price of the bookings (nothing later), their advance (a balance
 * follows), or the balance of one confirmed booking. The heading says which.
 */
function paymentStage(intent: TPaymentIntent): { name: TStageName; heading: TMessageKey } {
  if (intent.stage === 'balance') return { name: 'balance', heading: 'payments.balance.heading' }
  const inTwoParts = intent.orders.some((order) => order.advance < order.total)
  if (!inTwoParts) return { name: 'full', heading: intent.orders.length > 1 ? 'payments.payingForMany' : 'payments.payingFor' }
  return { name: 'advance', heading: intent.orders.length > 1 ? 'payments.advance.headingMany' : 'payments.advance.heading' }
}

/** What one booking adds to the amount due now: its advance (all of it when paid in full), or what is left of it. */
const dueNow = (order: TOrder, stage: TStageName) => (stage === 'balance' ? order.total - order.amountPaid : order.advance)

/** Under the heading: what the advance does and when the balance is due, or whose balance this is. */
function StageExplanation({ intent, stage }: { intent: TPaymentIntent; stage: TStageName }) {
  const t = useT()
  const locale = useLocale()
  const [order] = intent.orders
  if (stage === 'full' || !order) return null
  const money = (amount: number) => formatMoney(amount, locale)
  const dueOn = order.balanceDueOn ? formatDate(order.balanceDueOn, locale) : null
  let text: string
  if (stage === 'balance') {
    // A balance always has its due date; without one there is nothing to explain.
    if (!dueOn) return null
    text = t('payments.balance.explain', { event: bookedNames(order, locale).event, paid: money(order.amountPaid), dueOn })
  } else if (intent.orders.length === 1 && dueOn)
    text = t('payments.advance.explain', { advance: money(order.advance), balance: money(order.total - order.advance), dueOn })
  else text = t('payments.advance.explainMany')
  return <p className="mt-2 text-stone-700 dark:text-stone-300">{text}</p>
}

/** The payment page's body for a logged-in visitor: what is being paid, the amount, and the ways to pay. */
export function PaymentPanel({ orderId }: { orderId: string }) {
  const [searchParams] = useSearchParams()
  const gatewayPaid = searchParams.get('paid')
  if (gatewayPaid) return <GatewayReceipt transactionId={gatewayPaid} />
  // Money taken and waiting for an admin: nothing more to pay here.
  if (searchParams.get('gateway') === 'held') return <PaymentHeld />
  return (
    <PaymentChoices
      orderId={orderId}
      outcome={searchParams.get('gateway')}
      code={searchParams.get('code')}
      wallet={searchParams.get('wallet')}
    />
  )
}

function PaymentChoices({
  orderId,
  outcome,
  code,
  wallet,
}: {
  orderId: string
  outcome: string | null
  code: string | null
  wallet: string | null
}) {
  const t = useT()
  const locale = useLocale()
  const intent = usePaymentIntent(orderId)
  const [paid, setPaid] = useState<TRecordedPayment | null>(null)
  const [held, setHeld] = useState(false)

  if (paid) return <PaymentDone result={paid} />
  if (held) return <PaymentHeld />

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
  const stage = data ? paymentStage(data) : null
  return (
    <>
      {outcome && <ReturnNotice outcome={outcome} code={code} wallet={wallet} />}
      <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="payment-summary" className="card p-6" aria-busy={!data}>
          <h2 id="payment-summary" className="text-lg font-semibold">
            {data && stage ? t(stage.heading, { count: data.orders.length }) : t('payments.payingFor')}
          </h2>
          {data && stage ? (
            <>
              <StageExplanation intent={data} stage={stage.name} />
              <ul className="mt-4 flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
                {data.orders.map((order) => {
                  const now = dueNow(order, stage.name)
                  return (
                    <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                      <span>
                        <span className="block font-medium">{bookedNames(order, locale).event}</span>
                        <span className="block text-sm text-stone-600 dark:text-stone-400">
                          {order.agencyName} · {order.eventDate ? formatDate(order.eventDate, locale) : t('booking.delivery')}
                          {order.deliveryCharge > 0 &&
                            ` · ${t('payments.includesDelivery', { amount: formatMoney(order.deliveryCharge, locale) })}`}
                        </span>
                        {/* Several bookings paid together: each one's balance and its own due date. */}
                        {stage.name === 'advance' && data.orders.length > 1 && order.balanceDueOn && now < order.total && (
                          <span className="block text-sm text-stone-700 dark:text-stone-300">
                            {t('payments.advance.line', {
                              balance: formatMoney(order.total - now, locale),
                              dueOn: formatDate(order.balanceDueOn, locale),
                            })}
                          </span>
                        )}
                      </span>
                      {/* Pushed to the right also when a narrow screen wraps it under the name. */}
                      <span className="ml-auto text-right">
                        <span className="block font-semibold">{formatMoney(now, locale)}</span>
                        {now < order.total && (
                          <span className="block text-sm text-stone-600 dark:text-stone-400">
                            {t('payments.ofTotal', { total: formatMoney(order.total, locale) })}
                          </span>
                        )}
                      </span>
                    </li>
                  )
                })}
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
        <div className="flex flex-col gap-8">
          {data?.hostedCheckout !== false && (
            <GatewayCheckout orderId={orderId} gateway="sslcommerz" ready={Boolean(data)} testMode={Boolean(data?.testMode)} />
          )}
          {data?.bkashCheckout && <GatewayCheckout orderId={orderId} gateway="bkash" ready testMode={data.testMode} />}
          {data?.provider !== 'none' && (
            <section aria-labelledby="payment-card" className="card flex flex-col gap-5 p-6">
              <h2 id="payment-card" className="text-lg font-semibold">
                {data?.hostedCheckout === false ? t('payments.cardDetails') : t('payments.cardHere')}
              </h2>
              {data?.provider === 'stripe' ? (
                <Suspense fallback={<Skeleton className="h-40 w-full" />}>
                  <StripeForm intent={data} onPaid={setPaid} />
                </Suspense>
              ) : (
                // The SSLCommerz simulator's card path (test mode), also while the payment is on its way.
                <>
                  {data?.testMode !== false && <TestModeNotice />}
                  <CardForm
                    intent={data}
                    onPaid={setPaid}
                    onHeld={() => setHeld(true)}
                    onRenew={() => void intent.refetch()}
                    renewing={intent.isFetching}
                  />
                </>
              )}
            </section>
          )}
        </div>
      </div>
    </>
  )
}
