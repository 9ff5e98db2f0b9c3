import type { TListingKind } from '@utsab/shared/constants'
import { detailPath } from '@utsab/shared/kinds'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TManagedReview } from '@utsab/shared/schemas/reviews'
import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, P, Quote } from '../../lib/email/layout'
import type { TMailWords } from '../../lib/email/words'

/** The day after a paid booking's day: how it went, with a link to the booking's page, where the review is written. */
export function reviewInvitation(order: TOrder, origin: string, words: TMailWords): TMailDraft {
  const { t, number } = words
  return {
    to: order.customer.email,
    locale: words.locale,
    subject: t('emails.review.inviteSubject', { event: words.names(order).event, number: number(order.number) }),
    body: (
      <>
        <P>{t('emails.hello', { name: order.customer.name })}</P>
        <P>{t('emails.review.invite', { event: words.names(order).event, agency: order.agencyName })}</P>
        <ActionLink href={`${words.bookingPage(origin, order.id)}#review`}>{t('emails.review.write')}</ActionLink>
      </>
    ),
  }
}

/** To the merchant, in their language: a new review of their listing, which they may answer once. */
export function reviewReceived(to: string, review: TManagedReview, origin: string, words: TMailWords): TMailDraft {
  const { t, number, link } = words
  const stars = number(review.rating)
  return {
    to,
    locale: words.locale,
    subject: t('emails.review.receivedSubject', { stars, listing: review.listingName }),
    body: (
      <>
        <P>
          {t('emails.review.received', { author: review.author, listing: review.listingName, number: number(review.orderNumber), stars })}
        </P>
        <Quote text={review.body} />
        <P>{t('emails.review.replyOnce')}</P>
        <ActionLink href={link(origin, '/dashboard/reviews')}>{t('emails.review.open')}</ActionLink>
      </>
    ),
  }
}

/** To the review's author, in their language: the merchant answered, with the answer and a link to the listing's reviews. */
export function reviewReplied(
  to: { email: string; name: string },
  review: TManagedReview,
  kind: TListingKind,
  origin: string,
  words: TMailWords,
): TMailDraft {
  const { t, link } = words
  return {
    to: to.email,
    locale: words.locale,
    subject: t('emails.review.repliedSubject', { agency: review.agencyName }),
    body: (
      <>
        <P>{t('emails.hello', { name: to.name })}</P>
        <P>{t('emails.review.replied', { agency: review.agencyName, listing: review.listingName })}</P>
        <Quote text={review.reply?.body ?? ''} />
        <ActionLink href={`${link(origin, detailPath(kind, review.listingId))}#reviews`}>{t('emails.review.seeReply')}</ActionLink>
      </>
    ),
  }
}
