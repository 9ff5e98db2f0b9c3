import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, Lines, P, UrlInParentheses } from '../../lib/email/layout'
import { offerLinesText } from '../../lib/email/price-lines'
import type { TMailWords } from '../../lib/email/words'

/** "Booking #42 Rose Garden Hall (Alo agency) on 14 Feb 2027: 2,15,000 BDT + delivery 500 BDT = 2,15,500 BDT" */
export function bookingLine(order: TOrder, words: TMailWords) {
  const { t, money, date, number } = words
  const price = offerLinesText(order, words) ?? money(order.price)
  const total = money(order.total)
  const amount = order.deliveryCharge
    ? t('emails.booking.amountWithDelivery', { price, delivery: money(order.deliveryCharge), total })
    : t('emails.booking.amount', { price, total })
  const line = { number: number(order.number), event: order.event, agency: order.agencyName, amount }
  return order.eventDate ? t('emails.booking.lineDated', { ...line, date: date(order.eventDate) }) : t('emails.booking.line', line)
}

/** Sent when bookings are placed: what was booked, what it costs, how long a date is held, and where to pay. */
export function orderConfirmation(placed: TOrder[], origin: string, holdMinutes: number, words: TMailWords): TMailDraft {
  const { t, money, number, link } = words
  const first = placed[0]!
  const dated = placed.some((order) => order.eventDate)
  const total = money(placed.reduce((sum, order) => sum + order.total, 0))
  return {
    to: first.customer.email,
    locale: words.locale,
    subject: t('emails.order.subject', { number: number(first.number) }),
    preview: t('emails.order.preview', { total }),
    body: (
      <>
        <P>{t('emails.hello', { name: first.customer.name })}</P>
        <P>{t('emails.order.thanks')}</P>
        <Lines
          items={placed.map((order) => (
            <>
              {bookingLine(order, words)} <UrlInParentheses href={words.bookingPage(origin, order.id)} />
            </>
          ))}
        />
        <P strong>{t('emails.order.total', { total })}</P>
        <P>{dated ? t('emails.order.held', { minutes: holdMinutes }) : t('emails.order.payToConfirm')}</P>
        <ActionLink href={link(origin, `/payment/${first.id}`)}>{t('emails.order.payNow')}</ActionLink>
      </>
    ),
  }
}
