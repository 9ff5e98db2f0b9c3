import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { inboxEndpoint } from '#app/features/messages/api/endpoints'
import { InboxList } from '#app/features/messages/components/inbox-list'
import { loadApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-messages'

/** Everyone signed in (issue 17): their conversations, as a customer and as a merchant, latest first. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context)
  const inbox = await loadApi(context, inboxEndpoint)
  return { inbox, i18n: pageMessages(request, 'messages') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('dashboard.link.messages'), description: t('dashboard.link.messages'), noIndex: true }))

export default function DashboardMessages({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <section className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.messages')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('messages.lead')}</p>
      <div className="mt-6">
        <InboxList conversations={loaderData.inbox.data} empty={t('messages.empty')} />
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
