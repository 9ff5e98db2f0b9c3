import { VENUE_SHIFT_HOURS } from '@utsab/shared/constants'
import { addDays } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, Lines, P, UrlInParentheses } from '../../lib/email/layout'
import type { TMailWords } from '../../lib/email/words'
import { icsCalendar, icsText } from '../../lib/ics'

const icsDate = (date: string) => date.replaceAll('-', '')
const nextDay = (date: string) => addDays(date, 1)
function paidLine(order: TOrder, words: TMailWords) {
  const { t, money, date, number } = words
  const line = { number: number(order.number), event: words.names(order).event, total: money(order.total) }
  return order.eventDate ? t('emails.paid.lineDated', { ...line, date: date(order.eventDate) }) : t('emails.paid.line', line)
}

/** After an advance: what each booking still owes, and by when. */
function BalancesDue({ orders, words }: { orders: TOrder[]; words: TMailWords }) {
  const owing = orders.filter((order) => order.status === 'confirmed' && order.balanceDueOn)
  if (owing.length === 0) return null
  const { t, money, date, number } = words
  return (
    <Lines
      items={owing.map((order) =>
        t('emails.receipt.balanceDue', {
          number: number(order.number),
          balance: money(order.total - order.amountPaid),
          date: date(order.balanceDueOn!),
        }),
      )}
    />
  )
}

/**
 * Reminds a customer of a balance coming due (`due`: on or past its day), with the link that pays it.
 * Sent at most twice per booking: a few days before the day, and on it.
 */
export function balanceReminder(order: TOrder, origin: string, words: TMailWords, due: boolean): TMailDraft {
  const { t, money, date, number, link } = words
  const balance = money(order.total - order.amountPaid)
  const values = { number: number(order.number), event: words.names(order).event, balance, date: date(order.balanceDueOn!) }
  return {
    to: order.customer.email,
    locale: words.locale,
    subject: t(due ? 'emails.balance.dueSubject' : 'emails.balance.soonSubject', values),
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: order.customer.name })}</P>
        <P>{t(due ? 'emails.balance.due' : 'emails.balance.soon', values)}</P>
        <P>{t('emails.balance.event', { date: date(order.eventDate!) })}</P>
        <ActionLink href={link(origin, `/payment/${order.id}`)}>{t('emails.balance.pay', { balance })}</ActionLink>
      </>
    ),
  }
}

/** How long a photographer's or makeup artist's invite lasts from its start (the booking names no end). */
const SERVICE_INVITE_HOURS = 3
/** A moment as an RFC 5545 UTC date-time: 20270214T103000Z. */
const icsMoment = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
/** A Dhaka day and time of day ("HH:MM"; Bangladesh keeps UTC+6 all year) as a moment. */
const inDhaka = (date: string, time: string) => new Date(`${date}T${time}:00+06:00`)

/**
 * When the invite puts a booking: from a photographer's or makeup artist's start time (for SERVICE_INVITE_HOURS),
 * over a venue's shift, or the whole day when neither is known.
 */
function eventSpan(order: TOrder): string[] {
  const date = order.eventDate!
  const { eventTime, shift } = order.details
  const hours = eventTime ? null : shift ? VENUE_SHIFT_HOURS[shift] : null
  if (!eventTime && !hours) return [`DTSTART;VALUE=DATE:${icsDate(date)}`, `DTEND;VALUE=DATE:${icsDate(nextDay(date))}`]
  const start = inDhaka(date, eventTime ?? hours!.start)
  const end = hours ? inDhaka(date, hours.end) : new Date(start.getTime() + SERVICE_INVITE_HOURS * 3_600_000)
  return [`DTSTART:${icsMoment(start)}`, `DTEND:${icsMoment(end)}`]
}

/**
 * The versions of a booking's event (RFC 5545 §3.8.7.4): a paid booking's date, shift and place never change, so
 * the event is sent as booked (again with each receipt, the same version) and, at most once, as cancelled.
 */
const INVITE_SEQUENCE = { confirmed: 0, cancelled: 1 } as const

/**
 * A calendar event for each dated booking (RFC 5545) at its place and time (the event's address for a photographer
 * or makeup artist), named and described in the recipient's language. Its UID is the booking's, so a cancellation
 * (`METHOD:CANCEL`, a higher SEQUENCE) removes the event the receipt put in the recipient's calendar.
 */
export function calendarInvite(
  dated: TOrder[],
  words: TMailWords,
  now = new Date(),
  state: keyof typeof INVITE_SEQUENCE = 'confirmed',
): string {
  const stamp = icsMoment(now)
  const cancelled = state === 'cancelled'
  return icsCalendar(
    dated.map((order) => {
      const names = words.names(order)
      const number = words.number(order.number)
      return [
        `UID:order-${order.id}@utsab`,
        `DTSTAMP:${stamp}`,
        `SEQUENCE:${INVITE_SEQUENCE[state]}`,
        `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
        ...eventSpan(order),
        `SUMMARY:${icsText(`${names.event} (${order.agencyName})`)}`,
        `LOCATION:${icsText(order.details.eventAddress ?? names.location)}`,
        `DESCRIPTION:${icsText(
          cancelled
            ? words.t('emails.invite.cancelledDescription', { number })
            : words.t('emails.invite.description', { number, contact: order.contact }),
        )}`,
      ]
    }),
    cancelled ? 'CANCEL' : 'PUBLISH',
  )
}

/** Sent once, when a succeeded charge was refunded because its booking could no longer be kept. */
export function refundNotice(
  refund: { name: string; email: string; amount: number; refundId: string; transactionId: string },
  lost: TOrder[],
  origin: string,
  words: TMailWords,
): TMailDraft {
  const { t, money, link } = words
  const amount = money(refund.amount)
  return {
    to: refund.email,
    locale: words.locale,
    subject: t('emails.refund.subject', { amount }),
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: refund.name })}</P>
        <P>{t('emails.refund.explained', { amount })}</P>
        <P>
          {t('emails.transaction', { id: refund.transactionId })}
          <br />
          {t('emails.refund.id', { id: refund.refundId })}
        </P>
        <Lines items={lost.map((order) => paidLine(order, words))} />
        <P>{t('emails.refund.bookAnother')}</P>
        <ActionLink href={link(origin, '/orders')}>{t('emails.refund.seeBookings')}</ActionLink>
      </>
    ),
  }
}

/** Sent once a payment is recorded; dated bookings come with a calendar invite. */
export function paymentReceipt(
  payment: { transactionId: string; price: number; name: string; email: string },
  paid: TOrder[],
  origin: string,
  words: TMailWords,
): TMailDraft {
  const { t, money } = words
  const dated = paid.filter((order) => order.eventDate)
  const amount = money(payment.price)
  // The amount in bold wherever the language puts it in the sentence.
  const [before, after] = t('emails.receipt.received', { amount: '\u0000' }).split('\u0000')
  return {
    to: payment.email,
    locale: words.locale,
    subject: t('emails.receipt.subject', { amount }),
    essential: true,
    preview: t('emails.receipt.preview', { id: payment.transactionId }),
    body: (
      <>
        <P>{t('emails.hello', { name: payment.name })}</P>
        <P>
          {before}
          <strong>{amount}</strong>
          {after}
        </P>
        <P>{t('emails.transaction', { id: payment.transactionId })}</P>
        <Lines
          items={paid.map((order) => (
            <>
              {paidLine(order, words)} <UrlInParentheses href={words.bookingPage(origin, order.id)} />
            </>
          ))}
        />
        <BalancesDue orders={paid} words={words} />
        <ActionLink href={words.bookingPage(origin, paid[0]!.id)}>{t('emails.receipt.seeBooking')}</ActionLink>
      </>
    ),
    attachments:
      dated.length > 0
        ? [
            {
              filename: 'utsab-booking.ics',
              content: calendarInvite(dated, words),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ]
        : [],
  }
}

/** Sent once, when a booking with money paid is cancelled: who cancelled it and what comes back. */
export function cancellationNotice(
  order: TOrder,
  by: { merchant: false } | { merchant: true; agency: string; reason: string },
  origin: string,
  words: TMailWords,
): TMailDraft {
  const { t, money, number, link } = words
  const values = { number: number(order.number), event: words.names(order).event }
  return {
    to: order.customer.email,
    locale: words.locale,
    subject: t('emails.cancelled.subject', values),
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: order.customer.name })}</P>
        <P>
          {by.merchant
            ? t('emails.cancelled.byMerchant', { ...values, agency: by.agency, reason: by.reason })
            : t('emails.cancelled.byYou', values)}
        </P>
        <P>{order.refund > 0 ? t('emails.cancelled.refund', { amount: money(order.refund) }) : t('emails.cancelled.noRefund')}</P>
        <ActionLink href={link(origin, '/orders')}>{t('emails.refund.seeBookings')}</ActionLink>
      </>
    ),
    // Only a paid booking's receipt put it in a calendar; the cancellation takes it out again.
    attachments:
      order.eventDate && order.amountPaid > 0
        ? [
            {
              filename: 'utsab-booking.ics',
              content: calendarInvite([order], words, new Date(), 'cancelled'),
              contentType: 'text/calendar; charset=utf-8; method=CANCEL',
            },
          ]
        : [],
  }
}

/**
 * An accepted request whose advance held with bKash could not be taken (the capture fell back, decision 052): the
 * hold is released, and the customer pays the advance by the booking's deadline (ACCEPTED_PAY_HOURS from the
 * acceptance), as for any accepted request.
 */
export function holdNotTaken(order: TOrder, origin: string, words: TMailWords): TMailDraft {
  const { t, money, moment, number, link } = words
  const values = {
    number: number(order.number),
    advance: money(order.advance),
    deadline: order.expiresAt ? moment(order.expiresAt) : '',
  }
  return {
    to: order.customer.email,
    locale: words.locale,
    subject: t('emails.hold.notTakenSubject', values),
    // Without paying, the accepted booking lapses at its deadline.
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: order.customer.name })}</P>
        <P>{t('emails.hold.notTaken', values)}</P>
        <Lines
          items={[
            <>
              {paidLine(order, words)} <UrlInParentheses href={words.bookingPage(origin, order.id)} />
            </>,
          ]}
        />
        <ActionLink href={link(origin, `/payment/${order.id}`)}>{t('emails.order.payNow')}</ActionLink>
      </>
    ),
  }
}
