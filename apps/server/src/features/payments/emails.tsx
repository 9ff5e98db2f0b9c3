import { addDays, formatDate, formatMoney } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, Lines, P } from '../../lib/email/layout'
import { icsCalendar, icsText } from '../../lib/ics'

const icsDate = (date: string) => date.replaceAll('-', '')
const nextDay = (date: string) => addDays(date, 1)
const bookingUrl = (origin: string, order: Pick<TOrder, 'id'>) => `${origin}/orders/${order.id}`
const paidLine = (order: TOrder) =>
  `Booking #${order.number} ${order.event}${order.eventDate ? ` on ${formatDate(order.eventDate)}` : ''}: ${formatMoney(order.total)}`

/** An all-day calendar event for each dated booking (RFC 5545). */
export function calendarInvite(dated: TOrder[], now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  return icsCalendar(
    dated.map((order) => [
      `UID:order-${order.id}@utsab`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(order.eventDate!)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDay(order.eventDate!))}`,
      `SUMMARY:${icsText(`${order.event} (${order.agencyName})`)}`,
      `LOCATION:${icsText(order.location)}`,
      `DESCRIPTION:${icsText(`Utsab booking #${order.number}. Contact: ${order.contact}`)}`,
    ]),
  )
}

/** Sent once, when a succeeded charge was refunded because its booking could no longer be kept. */
export function refundNotice(
  refund: { name: string; email: string; amount: number; refundId: string; transactionId: string },
  lost: TOrder[],
  origin: string,
): TMailDraft {
  return {
    to: refund.email,
    subject: `Refund of ${formatMoney(refund.amount)}: your booking could not be kept`,
    essential: true,
    body: (
      <>
        <P>Hello {refund.name},</P>
        <P>
          Your payment of {formatMoney(refund.amount)} went through, but your booking could no longer be kept: its date was taken while your
          payment was being processed. We have refunded the full amount to your card; it may take a few days to show.
        </P>
        <P>
          Transaction: {refund.transactionId}
          <br />
          Refund: {refund.refundId}
        </P>
        <Lines items={lost.map(paidLine)} />
        <P>Please book another date.</P>
        <ActionLink href={`${origin}/orders`}>See my bookings</ActionLink>
      </>
    ),
  }
}

/** Sent once a payment is recorded; dated bookings come with a calendar invite. */
export function paymentReceipt(
  payment: { transactionId: string; price: number; name: string; email: string },
  paid: TOrder[],
  origin: string,
): TMailDraft {
  const dated = paid.filter((order) => order.eventDate)
  return {
    to: payment.email,
    subject: `Payment received: ${formatMoney(payment.price)}`,
    essential: true,
    preview: `Transaction ${payment.transactionId}`,
    body: (
      <>
        <P>Hello {payment.name},</P>
        <P>
          We received your payment of <strong>{formatMoney(payment.price)}</strong>.
        </P>
        <P>Transaction: {payment.transactionId}</P>
        <Lines
          items={paid.map((order) => (
            <>
              {paidLine(order)} (<a href={bookingUrl(origin, order)}>{bookingUrl(origin, order)}</a>)
            </>
          ))}
        />
        <ActionLink href={bookingUrl(origin, paid[0]!)}>See your booking</ActionLink>
      </>
    ),
    attachments:
      dated.length > 0
        ? [{ filename: 'utsab-booking.ics', content: calendarInvite(dated), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
        : [],
  }
}
