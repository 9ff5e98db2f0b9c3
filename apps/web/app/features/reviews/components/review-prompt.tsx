import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { formatDate } from '@utsab/shared/format'
import { REVIEW_TEXT, ZReviewInput, type TOrderReview } from '@utsab/shared/schemas/reviews'
import { Callout } from '#app/components/ui/callout'
import { RadioGroup } from '#app/components/ui/radio-group'
import { SubmitButton } from '#app/components/ui/submit-button'
import { TextArea } from '#app/components/ui/text-area'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { useLocale, useT } from '#app/lib/i18n'
import type { TSeed } from '#app/lib/loader-seed'
import { formToasts } from '#app/lib/toast'
import { useOrderReview, useWriteReview } from '../api/reviews'
import { ReviewItem } from './review-item'

const toasts = formToasts('review')
const FIELDS = ['rating', 'body'] as const

/**
 * The review on a booking's page (issue 17): the form once the booking's day has passed, the customer's review once
 * written (marked when an admin hid it), or from when they may write one. Nothing for a booking that never can be.
 */
export function ReviewPrompt({
  orderId,
  listingName,
  agencyName,
  seed,
}: {
  orderId: string
  listingName: string
  agencyName: string
  seed: TSeed<TOrderReview>
}) {
  const t = useT()
  const locale = useLocale()
  const state = useOrderReview(orderId, seed)
  if (state.review)
    return (
      <section id="review" aria-labelledby="review-heading" className="mt-8 scroll-mt-24">
        <h2 id="review-heading" className="mb-3 text-xl font-semibold">
          {t('reviews.yours')}
        </h2>
        {state.review.hidden && (
          <div className="mb-3">
            <Callout tone="alert">{t('reviews.yours.hidden')}</Callout>
          </div>
        )}
        <ReviewItem review={state.review} />
      </section>
    )
  if (!state.opensOn) return null
  if (!state.open)
    return (
      <p id="review" className="mt-8 text-stone-700 dark:text-stone-300">
        {t('reviews.prompt.later', { date: formatDate(state.opensOn, locale) })}
      </p>
    )
  return (
    <section id="review" aria-labelledby="review-heading" className="card mt-8 scroll-mt-24 p-4 sm:p-6">
      <h2 id="review-heading" className="text-xl font-semibold">
        {t('reviews.prompt.title')}
      </h2>
      <p className="mt-1 text-stone-700 dark:text-stone-300">{t('reviews.prompt.lead', { name: listingName, agency: agencyName })}</p>
      <ReviewForm orderId={orderId} />
    </section>
  )
}

function ReviewForm({ orderId }: { orderId: string }) {
  const t = useT()
  const write = useWriteReview(orderId)
  const form = useForm<z.input<typeof ZReviewInput>, unknown, z.output<typeof ZReviewInput>>({
    resolver: zodResolver(ZReviewInput),
    mode: 'onTouched',
    defaultValues: { rating: '', body: '' },
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const placeServerErrors = useServerFieldErrors(form, { fields: FIELDS })
  const stars = [1, 2, 3, 4, 5].map((count) => ({ value: String(count), label: t('reviews.form.star', { count }) }))
  return (
    <form
      noValidate
      aria-labelledby="review-heading"
      className="mt-4 flex flex-col gap-4"
      onSubmit={handleSubmit((values) =>
        write.mutate(values, {
          onSuccess: () => toasts.success(t('reviews.form.posted')),
          onError: (error) => {
            const message = placeServerErrors(error)
            if (message) toasts.error(message)
          },
        }),
      )}
    >
      <RadioGroup label={t('reviews.form.stars')} options={stars} error={errors.rating?.message} markRequired {...register('rating')} />
      <TextArea
        label={t('reviews.form.body')}
        hint={t('reviews.form.bodyHint')}
        error={errors.body?.message}
        maxLength={REVIEW_TEXT.max}
        markRequired
        rows={5}
        {...register('body')}
      />
      <SubmitButton className="btn-primary self-start" pending={write.isPending} pendingLabel={t('reviews.form.posting')}>
        {t('reviews.form.submit')}
      </SubmitButton>
    </form>
  )
}
