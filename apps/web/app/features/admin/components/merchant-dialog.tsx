import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { formatDateTime, formatMoney, formatRating } from '@utsab/shared/format'
import { businessKey } from '@utsab/shared/kinds'
import type { TUser } from '@utsab/shared/schemas/auth'
import { ZDecline, type TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { Dialog } from '#app/components/ui/dialog'
import { Spinner } from '#app/components/ui/spinner'
import { SubmitButton } from '#app/components/ui/submit-button'
import { TextArea } from '#app/components/ui/text-area'
import { ApiError, type TApiErrorCode } from '#app/lib/api'
import { useT } from '#app/lib/i18n'
import { useListingText } from '#app/lib/listing-text'
import { errorMessage, notify } from '#app/lib/toast'
import { useAcceptMerchant, useDeclineMerchant } from '../api/mutations'
import { PhoneLink } from '#app/components/ui/phone-link'
import { ResponsiveImage } from '#app/components/ui/responsive-image'

/** Refusals that mean the review was settled elsewhere, so the dialog has nothing left to do. */
const DECIDED_ELSEWHERE = new Set<TApiErrorCode>([
  'application_decided',
  'not_requested',
  'no_application',
  'application_not_found',
  'user_not_found',
  'user_email_not_found',
])

type TProps = {
  open: boolean
  /** The applicant; kept by the parent after closing, so the exit transition still shows them. */
  user: TUser | null
  /** Their application waiting for review, if one is on file. */
  application: TMerchantApplication | null
  onClose: () => void
  fallbackFocus?: RefObject<HTMLElement | null>
}

/**
 * The merchant-information dialog (spec §2, 'Accept as merchant'): the application's business
 * category and agency name, NID, event (service category), price, district, licence image and
 * pictures, with 'Accept' and 'Decline'. Decline (beyond the spec) asks for the reason the applicant
 * is emailed.
 */
export function MerchantDialog({ open, user, application, onClose, fallbackFocus }: TProps) {
  const t = useT()
  const accept = useAcceptMerchant()
  const decline = useDeclineMerchant()
  const busy = accept.isPending || decline.isPending
  const [declining, setDeclining] = useState(false)
  const declineButton = useRef<HTMLButtonElement>(null)
  const declineFormId = useId()
  const [shownFor, setShownFor] = useState(user?.id)
  // A different applicant starts at the review, not half way through the last one's decline.
  if (shownFor !== user?.id) {
    setShownFor(user?.id)
    setDeclining(false)
  }

  const done = (message: string) => {
    notify.success(message)
    onClose()
  }
  const failed = (error: unknown) => {
    notify.error(errorMessage(error))
    // Someone else already reviewed it, or the user or application is gone: the refreshed table says what happened.
    if (error instanceof ApiError && error.code && DECIDED_ELSEWHERE.has(error.code)) onClose()
  }

  const onAccept = () => {
    if (!user || !application) return
    accept.mutate(application, { onSuccess: () => done(t('admin.review.accepted', { name: user.name })), onError: failed })
  }

  // On a phone the review's answers stay in view under the scrolling details.
  const reviewActions = application ? (
    <>
      <button ref={declineButton} type="button" className="btn-secondary" onClick={() => setDeclining(true)} disabled={busy}>
        {t('admin.review.decline')}
      </button>
      <button type="button" className="btn-primary" onClick={onAccept} disabled={busy} aria-busy={accept.isPending || undefined}>
        {accept.isPending && <Spinner />}
        {t('admin.review.accept')}
      </button>
    </>
  ) : (
    // Without an application there is no agency to set up: the server refuses to make a merchant.
    <button type="button" className="btn-secondary" onClick={onClose}>
      {t('admin.review.close')}
    </button>
  )

  // Declining: the reason's form is in the body, its Back and Decline stay in view below it.
  const declineActions = (
    <>
      <button
        type="button"
        className="btn-secondary"
        disabled={decline.isPending}
        onClick={() => {
          // Back at the review, focus returns to the Decline button that opened the form.
          flushSync(() => setDeclining(false))
          declineButton.current?.focus()
        }}
      >
        {t('admin.review.back')}
      </button>
      <SubmitButton form={declineFormId} pending={decline.isPending} className="btn-danger">
        {t('admin.review.decline')}
      </SubmitButton>
    </>
  )

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      size="lg"
      title={t('admin.review.title')}
      description={user ? `${user.name} · ${user.email}` : undefined}
      fallbackFocus={fallbackFocus}
      footer={user && declining && application ? declineActions : reviewActions}
    >
      {user &&
        (application ? (
          <ApplicationDetails application={application} />
        ) : (
          <p className="rounded-lg border border-gold-400 bg-gold-300/20 px-4 py-3 text-sm text-stone-800 dark:text-stone-100">
            {t('admin.review.noApplication')}
          </p>
        ))}
      {user && declining && application ? (
        <DeclineForm
          id={declineFormId}
          onSubmit={(reason) =>
            decline.mutate(
              { application, reason },
              { onSuccess: () => done(t('admin.review.declined', { name: user.name })), onError: failed },
            )
          }
        />
      ) : null}
    </Dialog>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-stone-200 py-2 sm:flex-row sm:gap-4 dark:border-stone-800">
      <dt className="text-sm font-medium text-stone-700 sm:w-44 sm:shrink-0 dark:text-stone-300">{term}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}

function ApplicationDetails({ application: a }: { application: TMerchantApplication }) {
  const t = useT()
  const { locale, district } = useListingText()
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_14rem]">
      <dl>
        <Detail term={t('admin.review.businessCategory')}>{t(businessKey(a.businessCategory))}</Detail>
        <Detail term={t('admin.review.agencyName')}>{a.agencyName}</Detail>
        <Detail term={t('admin.review.nid')}>{a.nid}</Detail>
        <Detail term={t('admin.review.event')}>{a.serviceCategory}</Detail>
        <Detail term={t('admin.review.price')}>{formatMoney(a.price, locale)}</Detail>
        <Detail term={t('admin.review.district')}>{district(a.district)}</Detail>
        <Detail term={t('admin.review.address')}>{a.address}</Detail>
        <Detail term={t('admin.review.phone')}>
          <PhoneLink phone={a.phone} />
        </Detail>
        <Detail term={t('admin.review.agencyEmail')}>{a.agencyEmail}</Detail>
        <Detail term={t('admin.review.rating')}>{formatRating(a.rating, locale)}</Detail>
        <Detail term={t('admin.review.applied')}>
          <time dateTime={a.createdAt}>{formatDateTime(a.createdAt, locale)}</time>
        </Detail>
      </dl>
      <div className="flex flex-col gap-4">
        <figure>
          <a href={a.licenceImage} target="_blank" rel="noreferrer" className="block rounded-lg">
            <ResponsiveImage
              src={a.licenceImage}
              alt={t('admin.review.licenceAlt', { agency: a.agencyName })}
              width={640}
              height={224}
              sizes="(min-width: 640px) 512px, 100vw"
              className="max-h-56 w-full rounded-lg border border-stone-200 bg-stone-100 object-contain dark:border-stone-700 dark:bg-stone-800"
            />
            <span className="sr-only"> {t('admin.review.opensNewTab')}</span>
          </a>
          <figcaption className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t('admin.review.licence')}</figcaption>
        </figure>
        {a.pictures.length > 0 && (
          <figure>
            <ul className="grid grid-cols-3 gap-2">
              {a.pictures.map((picture, index) => (
                <li key={picture}>
                  <ResponsiveImage
                    src={picture}
                    alt={t('admin.review.pictureAlt', { number: index + 1, agency: a.agencyName })}
                    width={160}
                    height={160}
                    sizes="160px"
                    className="aspect-square w-full rounded-md bg-stone-100 object-cover dark:bg-stone-800"
                  />
                </li>
              ))}
            </ul>
            <figcaption className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t('admin.review.pictures')}</figcaption>
          </figure>
        )}
      </div>
    </div>
  )
}

function DeclineForm({ id, onSubmit }: { id: string; onSubmit: (reason: string) => void }) {
  const t = useT()
  const ref = useRef<HTMLTextAreaElement | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: zodResolver(ZDecline), defaultValues: { reason: '' } })
  const { ref: registerRef, ...reason } = register('reason')
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <form
      id={id}
      aria-label={t('admin.review.declineForm')}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.reason))}
      className="mt-6 border-t border-stone-200 pt-5 dark:border-stone-800"
    >
      <TextArea
        label={t('admin.review.reason')}
        hint={t('admin.review.reasonHint')}
        error={errors.reason?.message}
        ref={(element) => {
          registerRef(element)
          ref.current = element
        }}
        {...reason}
      />
    </form>
  )
}
