import type { ReactNode } from 'react'
import { dayInDhaka, formatDate } from '@utsab/shared/format'
import type { TReview } from '@utsab/shared/schemas/reviews'
import { Stars } from '#app/widgets/stars'
import { useLocale, useT } from '#app/lib/i18n'

/**
 * One review as everyone reads it: stars, the author's first name and when, the day booked, the words, and the
 * merchant's reply under them. `headingLevel` fits the page's outline; `extra` adds what a manager sees (the booking,
 * whether it is hidden) and `actions` their buttons.
 */
export function ReviewItem({
  review,
  heading: Heading = 'h3',
  extra,
  actions,
}: {
  review: TReview
  heading?: 'h2' | 'h3'
  extra?: ReactNode
  actions?: ReactNode
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <article aria-labelledby={`review-${review.id}`} className="card flex flex-col gap-3 p-4 sm:p-5">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <div className="flex flex-col gap-1">
          <Heading id={`review-${review.id}`} className="text-lg font-semibold">
            {review.author}
          </Heading>
          <Stars rating={review.rating} />
        </div>
        <p className="shrink-0 text-sm text-stone-600 dark:text-stone-400">
          <time dateTime={review.createdAt}>{formatDate(dayInDhaka(review.createdAt), locale)}</time>
          {review.bookedFor && <span className="block">{t('reviews.bookedFor', { date: formatDate(review.bookedFor, locale) })}</span>}
        </p>
      </header>
      {extra}
      <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.body}</p>
      {review.reply && (
        <div className="rounded-lg bg-stone-100 p-3 text-sm dark:bg-stone-800">
          <p className="font-semibold">{t('reviews.replyFrom', { agency: review.reply.agencyName })}</p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{review.reply.body}</p>
        </div>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  )
}
