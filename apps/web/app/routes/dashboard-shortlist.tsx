import { Link } from '#app/components/ui/link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { shortlistEndpoint } from '#app/features/catalog/api/endpoints'
import { useShortlist } from '#app/features/catalog/api/shortlist'
import { ListingCard } from '#app/features/catalog/components/listing-card'
import { loadApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-shortlist'

/** Everyone signed in (issue 17): the listings they kept, each with its heart to take it off. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context)
  const shortlist = seedOf(await loadApi(context, shortlistEndpoint))
  return { shortlist, i18n: pageMessages(request, 'catalog') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('dashboard.link.shortlist'), description: t('catalog.shortlist.description'), noIndex: true }))

export default function DashboardShortlist({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { data: shortlist } = useShortlist(loaderData.shortlist)
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('catalog.shortlist.title')}
      </h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t('catalog.shortlist.lead')}</p>
      {shortlist.data.length === 0 ? (
        <div className="card mt-6 flex flex-col items-start gap-4 px-4 py-6">
          <p className="text-stone-700 dark:text-stone-300">{t('catalog.shortlist.empty')}</p>
          <Link to="/service" className="btn-primary">
            {t('catalog.shortlist.browse')}
          </Link>
        </div>
      ) : (
        <ul aria-label={t('catalog.shortlist.list')} className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {shortlist.data.map((listing, index) => (
            <li key={listing.id}>
              <ListingCard listing={listing} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
