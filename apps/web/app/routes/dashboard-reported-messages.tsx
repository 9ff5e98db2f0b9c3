import { data, isRouteErrorResponse } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { requireUser } from '#app/features/auth/guard'
import { reportedConversationsEndpoint } from '#app/features/messages/api/endpoints'
import { InboxList } from '#app/features/messages/components/inbox-list'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-reported-messages'

/** Admins only (issue 17): the conversations a customer or a merchant reported, to read. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const reported = await loadApi(context, reportedConversationsEndpoint)
  return { reported, i18n: pageMessages(request, 'messages') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.reportedMessages'),
    description: args.data ? t('messages.reportedLead') : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardReportedMessages({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <section className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.reportedMessages')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('messages.reportedLead')}</p>
      <div className="mt-6">
        <InboxList conversations={loaderData.reported.data} empty={t('messages.reportedEmpty')} />
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
