import { data, isRouteErrorResponse } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { requireUser } from '#app/features/auth/guard'
import { adminReviewsEndpoint } from '#app/features/reviews/api/endpoints'
import { ManagedReviews } from '#app/features/reviews/components/managed-reviews'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-all-reviews'

/** Admins only (issue 17): the latest reviews of every listing, to hide an abusive one with a reason (or show it again). */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const reviews = seedOf(await loadApi(context, adminReviewsEndpoint))
  return { reviews, i18n: pageMessages(request, 'reviews') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.allReviews'),
    description: args.data ? t('reviews.admin.lead') : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardAllReviews({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <section className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.allReviews')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('reviews.admin.lead')}</p>
      <div className="mt-6">
        <ManagedReviews who="admin" initial={loaderData.reviews} />
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
