import { Link, useSearchParams } from 'react-router'
import { TEXTS } from '@utsab/shared/texts'
import { seo } from '../lib/seo'
import type { Route } from './+types/newsletter-confirmed'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Newsletter subscription',
    description: 'Confirming your subscription to the Utsab newsletter.',
    path: '/newsletter/confirmed',
    matches,
    noIndex: true,
  })

/** Where the newsletter's confirmation link lands (GET /api/newsletter/confirm): confirmed, or `?error=` when it was not. */
export default function NewsletterConfirmed() {
  const [params] = useSearchParams()
  const failed = params.has('error')
  return (
    <section className="container-page max-w-2xl py-12 sm:py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {failed ? 'Subscription not confirmed' : 'Subscription confirmed'}
      </h1>
      <p className="mt-4 text-lg text-stone-700 dark:text-stone-300">{failed ? TEXTS.newsletterLinkInvalid : TEXTS.newsletterConfirmed}</p>
      <Link to="/" className="btn-primary mt-8">
        {TEXTS.backToHomepage}
      </Link>
    </section>
  )
}
