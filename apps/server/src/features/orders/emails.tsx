import { formatDate, formatMoney } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, Lines, P } from '../../lib/email/layout'

/** "Booking #42 Rose Garden Hall (Alo agency) on 14 Feb 2027: 2,15,000 BDT + delivery 500 BDT = 2,15,500 BDT" */
export const bookingLine = (order: TOrder) =>
  `Booking #${order.number} ${order.event} (${order.agencyName})${order.eventDate ? ` on ${formatDate(order.eventDate)}` : ''}: ${formatMoney(order.price)}${
    order.deliveryCharge ? ` + delivery ${formatMoney(order.deliveryCharge)}` : ''
  } = ${formatMoney(order.total)}`

/** The booking page every booking email links to. */
export const bookingUrl = (origin: string, order: Pick<TOrder, 'id'>) => `${origin}/orders/${order.id}`

/** Sent when bookings are placed: what was booked, what it costs, how long a date is held, and where to pay. */
export function orderConfirmation(placed: TOrder[], origin: string, holdMinutes: number): TMailDraft {
  const first = placed[0]!
  const dated = placed.some((order) => order.eventDate)
  const total = placed.reduce((sum, order) => sum + order.total, 0)
  return {
    to: first.customer.email,
    subject: `Your Utsab booking #${first.number}`,
    preview: `Total ${formatMoney(total)}`,
    body: (
      <>
        <P>Hello {first.customer.name},</P>
        <P>Thank you for your booking on Utsab:</P>
        <Lines
          items={placed.map((order) => (
            <>
              {bookingLine(order)} (<a href={bookingUrl(origin, order)}>{bookingUrl(origin, order)}</a>)
            </>
          ))}
        />
        <P strong>Total: {formatMoney(total)}</P>
        <P>{dated ? `Your dates are held for ${holdMinutes} minutes. Pay to confirm them.` : 'Pay to confirm your booking.'}</P>
        <ActionLink href={`${origin}/payment/${first.id}`}>Pay now</ActionLink>
      </>
    ),
  }
}
