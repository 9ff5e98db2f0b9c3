import { data } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { merchantReviewsEndpoint } from '#app/features/reviews/api/endpoints'
import { ManagedReviews } from '#app/features/reviews/components/managed-reviews'
import { loadApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-reviews'

/** Merchants only (issue 17): the verified reviews of their listings, each answered once from here. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'merchant') throw data(null, { status: 403 })
  const reviews = seedOf(await loadApi(context, merchantReviewsEndpoint))
  return { reviews, i18n: pageMessages(request, 'reviews') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.reviews'),
    description: args.data ? t('reviews.merchant.lead') : t('dashboard.merchantsOnly.text'),
    noIndex: true,
  }))

export default function DashboardReviews({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <section className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.reviews')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('reviews.merchant.lead')}</p>
      <div className="mt-6">
        <ManagedReviews who="merchant" initial={loaderData.reviews} />
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
