import { data } from 'react-router'
import { Link } from '#app/components/ui/link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { conversationEndpoint } from '#app/features/messages/api/endpoints'
import { ConversationView } from '#app/features/messages/components/conversation-view'
import { loadApiResult, routeErrorOf } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-conversation'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One conversation (issue 17): its two sides, or an admin once it is reported; anyone else gets a 404. Reading marks it read. */
export const loader = async ({ request, context, params }: Route.LoaderArgs) => {
  await requireUser(request, context)
  if (!UUID.test(params.id)) throw data({ message: 'Not found' }, { status: 404 })
  const answer = await loadApiResult(context, conversationEndpoint, { params: { id: params.id } })
  if (!answer.ok) throw routeErrorOf(answer.error)
  return { seed: seedOf(answer.data), i18n: pageMessages(request, 'messages') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: args.data ? args.data.seed.data.listing.name : t('dashboard.link.messages'),
    description: t('dashboard.link.messages'),
    noIndex: true,
  }))

export default function DashboardConversation({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const conversation = loaderData.seed.data
  const title = conversation.side === 'customer' ? conversation.agencyName : conversation.customerName
  return (
    <section className="min-w-0">
      <p className="text-sm">
        <Link to={conversation.side === 'admin' ? '/dashboard/reported-messages' : '/dashboard/messages'} className="link">
          ← {t(conversation.side === 'admin' ? 'dashboard.link.reportedMessages' : 'messages.back')}
        </Link>
      </p>
      <h1 tabIndex={-1} data-page-heading className="mt-2 text-3xl font-bold focus:outline-none">
        {conversation.side === 'admin' ? `${conversation.customerName} · ${conversation.agencyName}` : title}
      </h1>
      <div className="mt-4">
        <ConversationView key={conversation.id} id={conversation.id} seed={loaderData.seed} />
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
