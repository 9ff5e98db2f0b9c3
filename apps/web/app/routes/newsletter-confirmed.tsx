import { useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/newsletter-confirmed'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, 'contact') })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('contact.newsletter.pageTitle'),
    description: t('contact.newsletter.pageDescription'),
    noIndex: true,
  }))

/** Where the newsletter's confirmation link lands (GET /api/newsletter/confirm): confirmed, or `?error=` when it was not. */
export default function NewsletterConfirmed() {
  const t = useT()
  const [params] = useSearchParams()
  const failed = params.has('error')
  return (
    <section className="container-page max-w-2xl py-12 sm:py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {failed ? t('contact.newsletter.notConfirmed') : t('contact.newsletter.confirmed')}
      </h1>
      <p className="mt-4 text-lg text-stone-700 dark:text-stone-300">
        {failed ? t('contact.newsletter.linkInvalid') : t('contact.newsletter.confirmedText')}
      </p>
      <Link to="/" className="btn-primary mt-8">
        {t('page.backToHomepage')}
      </Link>
    </section>
  )
}
