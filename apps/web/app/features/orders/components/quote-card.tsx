import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { formatDate, formatDateTime, formatMoney, plainDigits } from '@utsab/shared/format'
import type { TQuote } from '@utsab/shared/schemas/quotes'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { Field } from '#app/components/ui/field'
import { Link } from '#app/components/ui/link'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { policyName } from '#app/lib/cancellation-policy'
import { useLocale, useT } from '#app/lib/i18n'
import { listingName } from '#app/lib/listing-text'
import { notify } from '#app/lib/toast'
import { BookingDetails } from '#app/widgets/booking-cells'
import { PriceLines } from '#app/widgets/price-lines'
import { StatusBadge } from '#app/widgets/status-badge'
import { useAcceptQuote, useWithdrawQuote } from '../api/quotes'
import { CancellationTiers } from './payment-terms'

const QUOTE_TOAST = 'quote'

/**
 * One quote as both sides read it: what it books and for when, its lines and total, what accepting asks now, the
 * cancellation policy and until when it stands. The family accepts it (and goes to pay); its merchant withdraws it.
 */
export function QuoteCard({
  quote,
  side,
  agencyName,
  needsPhone,
}: {
  quote: TQuote
  side: 'customer' | 'merchant'
  agencyName: string
  needsPhone: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const headingId = `quote-${quote.id}`
  const inFull = quote.advance >= quote.total
  return (
    <article aria-labelledby={headingId} className="card flex flex-col gap-3 p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t('orders.quote.title', { number: quote.number })}
        </h3>
        <StatusBadge of="quote" status={quote.state} />
      </header>
      <p className="text-sm">
        {quote.eventDate
          ? t('orders.quote.for', { listing: listingName(quote.listing, locale), date: formatDate(quote.eventDate, locale) })
          : listingName(quote.listing, locale)}
        <BookingDetails details={quote.details} withPlace />
      </p>
      <PriceLines lines={quote.lines} deliveryCharge={0} total={quote.total} />
      <p className="text-sm font-medium">
        {inFull
          ? t('orders.quote.inFull', { total: formatMoney(quote.total, locale) })
          : t('orders.quote.advance', {
              advance: formatMoney(quote.advance, locale),
              percent: plainDigits(quote.advancePercent, locale),
            })}
      </p>
      <div className="text-sm">
        <p>{t('orders.quote.policy', { policy: policyName(quote.cancellationPolicy, t) })}</p>
        <CancellationTiers policy={quote.cancellationPolicy} />
      </div>
      {quote.note && (
        <blockquote className="border-l-4 border-stone-300 pl-3 text-sm dark:border-stone-600">
          <p className="font-medium">{t('orders.quote.note', { agency: agencyName })}</p>
          <p className="whitespace-pre-line">{quote.note}</p>
        </blockquote>
      )}
      {(quote.state === 'open' || quote.state === 'accepted') && (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {t('orders.quote.validUntil', { when: formatDateTime(quote.validUntil, locale) })}
        </p>
      )}
      <QuoteActions quote={quote} side={side} needsPhone={needsPhone} />
    </article>
  )
}

function QuoteActions({ quote, side, needsPhone }: { quote: TQuote; side: 'customer' | 'merchant'; needsPhone: boolean }) {
  const t = useT()
  if (quote.state === 'booked' && quote.orderId)
    return (
      <Link to={`/orders/${quote.orderId}`} className="btn-secondary min-h-11 self-start">
        {t('orders.quote.seeBooking')}
      </Link>
    )
  if (side === 'customer' && quote.state === 'accepted' && quote.orderId)
    return (
      <Link to={`/payment/${quote.orderId}`} className="btn-primary min-h-11 self-start">
        {t('orders.quote.payAdvance')}
      </Link>
    )
  if (quote.state !== 'open') return null
  return side === 'customer' ? <AcceptQuote quote={quote} needsPhone={needsPhone} /> : <WithdrawQuote quote={quote} />
}

/** Accepting asks once more what it books and what it costs now (and the mobile number when the account has none). */
function AcceptQuote({ quote, needsPhone }: { quote: TQuote; needsPhone: boolean }) {
  const t = useT()
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const accept = useAcceptQuote(quote.conversationId)
  const form = useForm<{ phone: string }>({ defaultValues: { phone: '' } })
  const placeServerErrors = useServerFieldErrors(form, { fields: ['phone'] })
  const confirm = form.handleSubmit(({ phone }) =>
    accept.mutate(
      { quoteId: quote.id, phone: phone.trim() || undefined },
      {
        onError: (error) => {
          const rest = placeServerErrors(error)
          if (rest) notify.error(rest, QUOTE_TOAST)
        },
      },
    ),
  )
  const amount = formatMoney(quote.advance, locale)
  return (
    <>
      <button type="button" className="btn-primary min-h-11 self-start" onClick={() => setOpen(true)}>
        {t('orders.quote.accept', { amount })}
      </button>
      <ConfirmDialog
        open={open}
        tone="primary"
        message={t('orders.quote.acceptTitle', { number: quote.number })}
        description={t('orders.quote.acceptText', {
          listing: listingName(quote.listing, locale),
          total: formatMoney(quote.total, locale),
          advance: amount,
        })}
        confirmLabel={t('orders.quote.accept', { amount })}
        cancelLabel={t('orders.quote.keep')}
        busyLabel={t('orders.quote.accepting')}
        busy={accept.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        {needsPhone && (
          <Field
            label={t('orders.details.phone')}
            hint={t('orders.details.phoneHint')}
            markRequired
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={form.formState.errors.phone?.message}
            {...form.register('phone')}
          />
        )}
      </ConfirmDialog>
    </>
  )
}

function WithdrawQuote({ quote }: { quote: TQuote }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const withdraw = useWithdrawQuote(quote.conversationId)
  return (
    <>
      <button type="button" className="btn-secondary min-h-11 self-start" onClick={() => setOpen(true)}>
        {t('orders.quote.withdraw')}
      </button>
      <ConfirmDialog
        open={open}
        message={t('orders.quote.withdrawTitle', { number: quote.number })}
        description={t('orders.quote.withdrawText')}
        confirmLabel={t('orders.quote.withdraw')}
        cancelLabel={t('orders.quote.keep')}
        busyLabel={t('orders.quote.withdrawing')}
        busy={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(quote.id, {
            onSuccess: () => {
              setOpen(false)
              notify.success(t('orders.quote.withdrawn', { number: quote.number }), QUOTE_TOAST)
            },
            onError: (error) => notify.error(error.message, QUOTE_TOAST),
          })
        }
        onCancel={() => setOpen(false)}
      />
    </>
  )
}
