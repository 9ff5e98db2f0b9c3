import { eq, inArray } from 'drizzle-orm'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TDb } from '../db/client'
import { isLocale, type TLocale } from '@utsab/shared/i18n/locales'
import { agencies, listings, user } from '../db/schema'
import { labelTestMode, queueMail, type TMailDraft } from './email/compose'
import { ActionLink, Lines, P, UrlInParentheses } from './email/layout'
import { offerLinesText } from './email/price-lines'
import { mailWords } from './email/words'
import { whereAndWhen } from './email/booking-place'
import { noticeChannelsFor, smsWords, type TSmsWords } from './notices'
import { queueSms } from './sms/queue'
import type { TNoticeKind } from '@utsab/shared/schemas/phone'

type TMerchantOrders = { ownerId: string; email: string; agencyName: string; locale: TLocale; orders: TOrder[] }
export type TMerchantEvent = 'booked' | 'paid' | 'cancelled' | 'requested' | 'lapsed'
const SUBJECTS = {
  booked: 'emails.merchant.bookedSubject',
  paid: 'emails.merchant.paidSubject',
  cancelled: 'emails.merchant.cancelledSubject',
  requested: 'emails.merchant.requestedSubject',
  lapsed: 'emails.merchant.lapsedSubject',
} as const
const OPENINGS = {
  booked: 'emails.merchant.booked',
  paid: 'emails.merchant.paid',
  cancelled: 'emails.merchant.cancelled',
  requested: 'emails.merchant.requested',
  lapsed: 'emails.merchant.lapsed',
} as const

/** The merchants (agency owners) whose listings these orders are for, each with their orders. Demo agencies have none. */
export async function merchantsOfOrders(db: TDb, placed: readonly TOrder[]): Promise<TMerchantOrders[]> {
  const listingIds = [...new Set(placed.map((order) => order.listingId))]
  if (listingIds.length === 0) return []
  const owners = await db
    .select({ listingId: listings.id, ownerId: agencies.ownerId, email: agencies.email, agencyName: agencies.name, locale: user.locale })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .leftJoin(user, eq(user.id, agencies.ownerId))
    .where(inArray(listings.id, listingIds))
  const byOwner = new Map<string, TMerchantOrders>()
  for (const owner of owners) {
    if (!owner.ownerId) continue
    const entry = byOwner.get(owner.ownerId) ?? {
      ownerId: owner.ownerId,
      email: owner.email,
      agencyName: owner.agencyName,
      locale: isLocale(owner.locale) ? owner.locale : 'en',
      orders: [],
    }
    entry.orders.push(...placed.filter((order) => order.listingId === owner.listingId))
    byOwner.set(owner.ownerId, entry)
  }
  return [...byOwner.values()]
}

/**
 * What the payment just recorded paid of a booking, from the state it left: a booking paid in full by a balance had
 * its advance paid before (none when it asked none); otherwise the payment was its advance, all of it when in full.
 */
export const paidJustNow = (order: Pick<TOrder, 'status' | 'advance' | 'total'>) =>
  order.status === 'paid' && order.advance < order.total ? order.total - order.advance : order.advance

/** "Paid now: 29,745 BDT. Still due: 2,67,705 BDT." */
function paidNowText(order: TOrder, { t, money }: ReturnType<typeof mailWords>) {
  const due = order.total - order.amountPaid
  const paid = money(paidJustNow(order))
  return due > 0 ? t('emails.merchant.paidNow', { paid, due: money(due) }) : t('emails.merchant.paidNowInFull', { paid })
}

/** The merchant's notice, in the merchant's language (the owner account's). */
export function merchantNotice(
  { agencyName, email, locale, orders }: Omit<TMerchantOrders, 'ownerId'>,
  event: TMerchantEvent,
  origin: string,
): TMailDraft {
  const words = mailWords(locale)
  const { t, money, date, moment, number, link } = words
  const first = number(orders[0]!.number)
  // A request is answered by its deadline (the earliest, when several come together).
  const deadline = orders
    .map((order) => order.expiresAt)
    .filter((at): at is string => at !== null)
    .sort()[0]
  return {
    to: email,
    locale,
    // The agency's name is the merchant's own text: it stays in the body, never in the subject.
    subject: t(SUBJECTS[event], { number: first }),
    // A payment cost its sender real money; a booking costs nothing, so booking notices share the recipient's budget.
    essential: event !== 'booked',
    body: (
      <>
        <P>{t(OPENINGS[event], { agency: agencyName, deadline: deadline ? moment(deadline) : '' })}</P>
        <Lines
          items={orders.map((order) => {
            const line = {
              number: number(order.number),
              event: words.names(order).event,
              customer: order.customer.name,
              email: order.customer.email,
              total: [offerLinesText(order, words), money(order.total)].filter(Boolean).join(' = '),
            }
            const place = whereAndWhen(order, words)
            return (
              <>
                {order.eventDate
                  ? t('emails.merchant.lineDated', { ...line, date: date(order.eventDate) })
                  : t('emails.merchant.line', line)}{' '}
                <UrlInParentheses href={words.bookingPage(origin, order.id)} />
                {place && (
                  <>
                    <br />
                    {place}
                  </>
                )}
                {event === 'paid' && (
                  <>
                    <br />
                    {paidNowText(order, words)}
                  </>
                )}
              </>
            )
          })}
        />
        <ActionLink href={link(origin, '/dashboard/my-bookings')}>
          {t(event === 'requested' ? 'emails.merchant.answerRequests' : 'emails.merchant.seeBookings')}
        </ActionLink>
      </>
    ),
  }
}

/** The notices a merchant chooses a channel for (the others are emailed): a new request to book, a payment. */
const NOTICE_KINDS_OF: Partial<Record<TMerchantEvent, TNoticeKind>> = { requested: 'request-new', paid: 'booking-paid' }

/** The SMS of one order's notice: a request with its answer-by time, or what was just paid; linked to the merchant's bookings. */
function merchantSms(order: TOrder, event: 'requested' | 'paid', origin: string, words: TSmsWords): string {
  const { t, number, date, moment, money, link } = words
  const bookings = link(origin, '/dashboard/my-bookings')
  if (event === 'paid') return t('sms.bookingPaid', { number: number(order.number), paid: money(paidJustNow(order)), link: bookings })
  return t('sms.requestNew', {
    number: number(order.number),
    date: order.eventDate ? date(order.eventDate) : '',
    deadline: order.expiresAt ? moment(order.expiresAt) : '',
    link: bookings,
  })
}

/**
 * Queues a notice to each merchant concerned that their listings were booked or paid: by email, and for a request or a
 * payment by SMS too or instead, as the merchant chose (lib/notices). Never fails the request that caused it: the order
 * or payment stands, and a failure is logged.
 */
export async function notifyMerchants(
  deps: { db: TDb; paymentsTestMode: boolean; log: { error: (object: object, message: string) => void } },
  placed: readonly TOrder[],
  event: TMerchantEvent,
  origin: string,
) {
  try {
    const merchants = await merchantsOfOrders(deps.db, placed)
    for (const merchant of merchants) {
      const kind = NOTICE_KINDS_OF[event]
      const route = kind ? await noticeChannelsFor(deps.db, merchant.ownerId, kind) : undefined
      if (route?.email ?? true) await queueMail(deps.db, labelTestMode(merchantNotice(merchant, event, origin), deps.paymentsTestMode))
      if (!route?.sms || (event !== 'requested' && event !== 'paid')) continue
      const words = smsWords(route.locale)
      for (const order of merchant.orders)
        await queueSms(deps.db, { to: route.phone!, body: merchantSms(order, event, origin, words), kind: kind!, userId: merchant.ownerId })
    }
  } catch (error) {
    deps.log.error({ err: error }, 'merchant notice not queued')
  }
}
