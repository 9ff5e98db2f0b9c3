import { useState, type FormEvent } from 'react'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import type { TPaymentIntent } from '@utsab/shared/schemas/orders'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useT } from '#app/lib/i18n'
import { errorMessage } from '#app/lib/toast'
import { useIdempotencyKey } from '#app/lib/use-idempotency-key'
import { recordPayment, type TRecordedPayment } from '../api/payment'

/** Loaded once per publishable key, and only on a payment page when Stripe is the provider. */
const stripeByKey = new Map<string, Promise<Stripe | null>>()
const stripeFor = (key: string) => {
  if (!stripeByKey.has(key)) stripeByKey.set(key, loadStripe(key))
  return stripeByKey.get(key)!
}

function StripeFields({ onPaid }: { onPaid: (result: TRecordedPayment) => void }) {
  const t = useT()
  const stripe = useStripe()
  const elements = useElements()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const key = useIdempotencyKey()

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements) return
    setBusy(true)
    setError(null)
    try {
      const result = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } })
      // Stripe refuses to confirm a succeeded intent again; after a lost answer the payment still gets recorded.
      const paidBefore = result.error?.code === 'payment_intent_unexpected_state' && result.error.payment_intent?.status === 'succeeded'
      const intent = paidBefore ? result.error?.payment_intent : result.paymentIntent
      if (result.error && !paidBefore) return setError(result.error.message ?? t('payments.card.declined'))
      if (intent?.status !== 'succeeded') return setError(t('payments.stillProcessing'))
      onPaid(await recordPayment(intent.id, key.get()))
      key.settled(null)
    } catch (caught) {
      key.settled(caught)
      setError(errorMessage(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={pay} className="flex flex-col gap-4" noValidate>
      <PaymentElement />
      {error && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <SubmitButton pending={busy} pendingLabel={t('payments.paying')} disabled={!stripe || !elements}>
        {t('payments.pay')}
      </SubmitButton>
    </form>
  )
}

/** Stripe Elements, used instead of the test-mode form when the server is configured for Stripe. */
export default function StripeForm({ intent, onPaid }: { intent: TPaymentIntent; onPaid: (result: TRecordedPayment) => void }) {
  const t = useT()
  if (!intent.publishableKey) return <p role="alert">{t('payments.notConfigured')}</p>
  return (
    <Elements stripe={stripeFor(intent.publishableKey)} options={{ clientSecret: intent.clientSecret }}>
      <StripeFields onPaid={onPaid} />
    </Elements>
  )
}
