import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TQuote } from '@utsab/shared/schemas/quotes'
import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, Lines, P, UrlInParentheses } from '../../lib/email/layout'
import { offerLinesText } from '../../lib/email/price-lines'
import type { TMailWords } from '../../lib/email/words'
import { whereAndWhen } from '../../lib/email/booking-place'

/** "Booking #42 Rose Garden Hall (Alo agency) on 14 Feb 2027: 2,15,000 BDT + delivery 500 BDT = 2,15,500 BDT" */
export function bookingLine(order: TOrder, words: TMailWords) {
  const { t, money, date, number } = words
  const price = offerLinesText(order, words) ?? money(order.price)
  const total = money(order.total)
  const amount = order.deliveryCharge
    ? t('emails.booking.amountWithDelivery', { price, delivery: money(order.deliveryCharge), total })
    : t('emails.booking.amount', { price, total })
  const line = { number: number(order.number), event: words.names(order).event, agency: order.agencyName, amount }
  const booked = order.eventDate ? t('emails.booking.lineDated', { ...line, date: date(order.eventDate) }) : t('emails.booking.line', line)
  const place = whereAndWhen(order, words)
  return place ? `${booked}. ${place}` : booked
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

/** Sent when a request to book is placed: who has it, by when they answer, and that nothing is paid until they accept. */
export function requestSent(order: TOrder, origin: string, words: TMailWords): TMailDraft {
  const { t, number, moment } = words
  return {
    to: order.customer.email,
    locale: words.locale,
    subject: t('emails.request.sentSubject', { number: number(order.number) }),
    body: (
      <>
        <P>{t('emails.hello', { name: order.customer.name })}</P>
        <P>{t('emails.request.sent', { agency: order.agencyName, deadline: order.expiresAt ? moment(order.expiresAt) : '' })}</P>
        <Lines items={[bookingLine(order, words)]} />
        <ActionLink href={words.bookingPage(origin, order.id)}>{t('emails.receipt.seeBooking')}</ActionLink>
      </>
    ),
  }
}

/** The day before a booking: what, where and when, what is still due, and the booking's page. */
export function eventTomorrow(order: TOrder, origin: string, words: TMailWords): TMailDraft {
  const { t, number, money } = words
  const due = order.total - order.amountPaid
  return {
    to: order.customer.email,
    locale: words.locale,
    subject: t('emails.eventTomorrow.subject', { number: number(order.number), event: words.names(order).event }),
    body: (
      <>
        <P>{t('emails.hello', { name: order.customer.name })}</P>
        <P>{t('emails.eventTomorrow.intro', { agency: order.agencyName })}</P>
        <Lines items={[bookingLine(order, words)]} />
        {due > 0 && <P>{t('emails.eventTomorrow.due', { amount: money(due) })}</P>}
        <ActionLink href={words.bookingPage(origin, order.id)}>{t('emails.receipt.seeBooking')}</ActionLink>
      </>
    ),
  }
}

/**
 * The merchant's answer to a request (or its lapse), told to the customer: pay to confirm, see the quote that answered
 * it (decision 057), or find another choice.
 */
export function requestAnswered(
  order: TOrder,
  outcome: 'accepted' | 'declined' | 'quoted' | 'lapsed',
  origin: string,
  words: TMailWords,
  {
    advanceHeld = false,
    quote,
  }: {
    /** Accepted with its advance held with bKash, which is being captured (decision 052). */
    advanceHeld?: boolean
    /** Quoted: the quote sent in the request's place. */
    quote?: Pick<TQuote, 'number' | 'conversationId' | 'total' | 'validUntil'>
  } = {},
): TMailDraft {
  const { t, number, money, moment, date, link } = words
  const subjects = {
    accepted: 'emails.request.acceptedSubject',
    declined: 'emails.request.declinedSubject',
    quoted: 'emails.request.quotedSubject',
    lapsed: 'emails.request.lapsedSubject',
  } as const
  const agency = order.agencyName
  const opening =
    outcome === 'quoted' && quote
      ? t('emails.request.quoted', { agency, quote: number(quote.number), total: money(quote.total), until: moment(quote.validUntil) })
      : outcome === 'declined'
        ? t('emails.request.declined', { agency, reason: order.request?.declineReason ?? '' })
        : outcome === 'lapsed'
          ? t('emails.request.lapsed', { agency })
          : order.status === 'confirmed'
            ? t('emails.request.acceptedConfirmed', {
                agency,
                balance: money(order.balance),
                dueOn: order.balanceDueOn ? date(order.balanceDueOn) : '',
              })
            : t(advanceHeld ? 'emails.request.acceptedHeld' : 'emails.request.accepted', {
                agency,
                advance: money(order.advance),
                deadline: order.expiresAt ? moment(order.expiresAt) : '',
              })
  return {
    to: order.customer.email,
    locale: words.locale,
    subject: t(subjects[outcome], { number: number(order.number), agency }),
    // The customer acts on each of these: pay, or look elsewhere before the date goes.
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: order.customer.name })}</P>
        <P>{opening}</P>
        <Lines items={[bookingLine(order, words)]} />
        {outcome === 'accepted' ? (
          order.status === 'pending' && <ActionLink href={link(origin, `/payment/${order.id}`)}>{t('emails.order.payNow')}</ActionLink>
        ) : outcome === 'quoted' && quote ? (
          <>
            <P>{t('emails.request.quotedNothingTaken')}</P>
            <ActionLink href={link(origin, `/dashboard/messages/${quote.conversationId}`)}>{t('emails.request.seeQuote')}</ActionLink>
          </>
        ) : (
          <>
            <P>{t('emails.request.nothingPaid')}</P>
            <ActionLink href={link(origin, '/service')}>{t('emails.request.findAnother')}</ActionLink>
          </>
        )}
      </>
    ),
  }
}
