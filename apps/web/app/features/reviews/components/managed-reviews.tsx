import { useRef } from 'react'
import { ZReason } from '@utsab/shared/schemas/common'
import { REVIEW_REPLY, ZReviewReplyInput, type TManagedReview, type TManagedReviews } from '@utsab/shared/schemas/reviews'
import { PendingButton } from '#app/components/ui/pending-button'
import { WithHiddenName } from '#app/components/ui/slotted-text'
import { TextDialog } from '#app/components/ui/text-dialog'
import { useDialogFor } from '#app/components/ui/use-dialog-for'
import { useLocale, useT } from '#app/lib/i18n'
import type { TSeed } from '#app/lib/loader-seed'
import { errorMessage, notify } from '#app/lib/toast'
import { plainDigits } from '@utsab/shared/format'
import { useManagedReviews, useModerateReview, useReplyToReview } from '../api/reviews'
import { ReviewItem } from './review-item'

/**
 * Reviews as their managers see them (issue 17): a merchant the reviews of their listings, each with Reply until
 * they have replied once; an admin every listing's, each with Hide (with a reason) or, once hidden, Show again.
 */
export function ManagedReviews({ who, initial }: { who: 'merchant' | 'admin'; initial: TSeed<TManagedReviews> }) {
  const t = useT()
  const locale = useLocale()
  const reviews = useManagedReviews(who, initial)
  const reply = useReplyToReview()
  const moderate = useModerateReview()
  const dialog = useDialogFor<TManagedReview>()
  const list = useRef<HTMLUListElement>(null)
  if (reviews.length === 0)
    return (
      <p className="card px-4 py-8 text-center text-stone-700 dark:text-stone-300">
        {who === 'merchant' ? t('reviews.merchant.empty') : t('reviews.admin.empty')}
      </p>
    )
  const { open, close, subject: current } = dialog
  const done = (message: string) => {
    notify.success(message)
    close()
    list.current?.focus()
  }
  const onSubmit = (text: string, placeError: (error: unknown) => string | undefined) => {
    if (!current) return
    const settle = {
      onSuccess: () => done(who === 'merchant' ? t('reviews.merchant.replied') : t('reviews.admin.hidden')),
      // Replied or hidden meanwhile (another tab, another admin): said, and the dialog closes on the list as it is now.
      onError: (error: unknown) => {
        const left = placeError(error)
        if (left) {
          notify.error(left)
          close()
        }
      },
    }
    if (who === 'merchant') reply.mutate({ id: current.id, reply: text }, settle)
    else moderate.mutate({ id: current.id, reason: text }, settle)
  }
  return (
    <>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={t(who === 'merchant' ? 'dashboard.link.reviews' : 'dashboard.link.allReviews')}
        className="flex flex-col gap-4 focus:outline-none"
      >
        {reviews.map((review) => {
          const showing = moderate.isPending && moderate.variables?.id === review.id && moderate.variables.reason === undefined
          return (
            <li key={review.id}>
              <ReviewItem
                review={review}
                heading="h2"
                extra={
                  <div className="flex flex-col gap-1 text-sm">
                    <p className="text-stone-700 dark:text-stone-300">
                      {t('reviews.booking', {
                        number: plainDigits(review.orderNumber, locale),
                        // Admins see every merchant's reviews: the agency says whose.
                        listing: who === 'admin' ? `${review.listingName} · ${review.agencyName}` : review.listingName,
                      })}
                    </p>
                    {review.hiddenAt && (
                      <p className="font-semibold text-red-800 dark:text-red-300">
                        {t('reviews.hiddenBecause', { reason: review.hiddenReason ?? '' })}
                      </p>
                    )}
                  </div>
                }
                actions={
                  who === 'merchant' ? (
                    !review.reply && (
                      <button type="button" aria-haspopup="dialog" className="btn-primary min-h-11 px-4" onClick={() => open(review)}>
                        <WithHiddenName text={(name) => t('reviews.merchant.reply', { name })} name={review.author} />
                      </button>
                    )
                  ) : review.hiddenAt ? (
                    <PendingButton
                      className="btn-secondary min-h-11 px-4"
                      pending={showing}
                      onClick={() =>
                        moderate.mutate(
                          { id: review.id },
                          { onSuccess: () => done(t('reviews.admin.shown')), onError: (error) => notify.error(errorMessage(error)) },
                        )
                      }
                    >
                      <WithHiddenName text={(name) => t('reviews.admin.show', { name })} name={review.author} />
                    </PendingButton>
                  ) : (
                    <button type="button" aria-haspopup="dialog" className="btn-secondary min-h-11 px-4" onClick={() => open(review)}>
                      <WithHiddenName text={(name) => t('reviews.admin.hideNamed', { name })} name={review.author} />
                    </button>
                  )
                }
              />
            </li>
          )
        })}
      </ul>
      {who === 'merchant' ? (
        <TextDialog
          open={dialog.isOpen}
          onClose={close}
          pending={reply.isPending}
          title={t('reviews.merchant.replyTo', { author: current?.author ?? '' })}
          description={current?.listingName}
          explain={t('reviews.merchant.replyExplain')}
          reasonHint={t('reviews.merchant.replyHint')}
          submitLabel={t('reviews.merchant.replySend')}
          pendingLabel={t('reviews.merchant.replying')}
          closeLabel={t('reviews.merchant.cancel')}
          formKey={dialog.formKey}
          fallbackFocus={list}
          destructive={false}
          field={{
            name: 'reply',
            schema: ZReviewReplyInput.shape.reply,
            label: t('reviews.merchant.replyLabel'),
            maxLength: REVIEW_REPLY.max,
          }}
          onSubmit={onSubmit}
        />
      ) : (
        <TextDialog
          open={dialog.isOpen}
          onClose={close}
          pending={moderate.isPending}
          title={t('reviews.admin.hideTitle', { author: current?.author ?? '' })}
          description={current ? `${current.listingName} · ${current.agencyName}` : undefined}
          explain={t('reviews.admin.hideExplain', { listing: current?.listingName ?? '' })}
          reasonHint={t('reviews.admin.reasonHint')}
          submitLabel={t('reviews.admin.hide')}
          pendingLabel={t('reviews.admin.hiding')}
          closeLabel={t('reviews.merchant.cancel')}
          formKey={dialog.formKey}
          fallbackFocus={list}
          field={{ name: 'reason', schema: ZReason, label: t('reviews.admin.reason'), maxLength: 500 }}
          onSubmit={onSubmit}
        />
      )}
    </>
  )
}
