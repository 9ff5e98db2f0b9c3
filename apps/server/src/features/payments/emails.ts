import type { TOrder } from '@utsab/shared/schemas/orders'
import { icsCalendar, icsText } from '../../lib/ics'
import type { TMail } from '../../plugins/mail'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const bdt = (amount: number) => `${amount.toLocaleString('en-US')} BDT`
const icsDate = (date: string) => date.replaceAll('-', '')
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

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
): TMail {
  const lines = lost.map(
    (order) => `#${order.number} ${order.event}${order.eventDate ? ` on ${order.eventDate}` : ''}: ${bdt(order.total)}`,
  )
  const explanation = `Your payment of ${bdt(refund.amount)} went through, but your booking could no longer be kept: its date was taken while your payment was being processed. We have refunded the full amount to your card; it may take a few days to show.`
  return {
    to: refund.email,
    subject: `Refund of ${bdt(refund.amount)}: your booking could not be kept`,
    text: [
      `Hello ${refund.name},`,
      '',
      explanation,
      `Transaction: ${refund.transactionId}`,
      `Refund: ${refund.refundId}`,
      '',
      ...lines,
      '',
      'Please book another date.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(refund.name)},</p><p>${escapeHtml(explanation)}</p><p>Transaction: ${escapeHtml(refund.transactionId)}<br>Refund: ${escapeHtml(
      refund.refundId,
    )}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>Please book another date.</p>`,
  }
}

/** Sent once a payment is recorded; dated bookings come with a calendar invite. */
export function paymentReceipt(payment: { transactionId: string; price: number; name: string; email: string }, paid: TOrder[]): TMail {
  const dated = paid.filter((order) => order.eventDate)
  const lines = paid.map(
    (order) => `#${order.number} ${order.event}${order.eventDate ? ` on ${order.eventDate}` : ''}: ${bdt(order.total)}`,
  )
  return {
    to: payment.email,
    subject: `Payment received: ${bdt(payment.price)}`,
    essential: true,
    text: [
      `Hello ${payment.name},`,
      '',
      `We received your payment of ${bdt(payment.price)}.`,
      `Transaction: ${payment.transactionId}`,
      '',
      ...lines,
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(payment.name)},</p><p>We received your payment of <strong>${bdt(payment.price)}</strong>.</p><p>Transaction: ${escapeHtml(
      payment.transactionId,
    )}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    attachments:
      dated.length > 0
        ? [{ filename: 'utsab-booking.ics', content: calendarInvite(dated), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
        : [],
  }
}
