import { data } from 'react-router'
import { Link } from '#app/components/ui/link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { loadMe } from '#app/features/auth/session.server'
import { conversationEndpoint } from '#app/features/messages/api/endpoints'
import { ConversationView } from '#app/features/messages/components/conversation-view'
import { listingEndpoint } from '#app/features/catalog/api/endpoints'
import { conversationQuotesEndpoint } from '#app/features/orders/api/endpoints'
import { QuotesPanel } from '#app/features/orders/components/quotes-panel'
import { loadApi, loadApiResult, routeErrorOf } from '#app/lib/api-client'
import { KIND_META } from '@utsab/shared/kinds'
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
  const conversation = answer.data
  // Quotes belong to the two sides (an admin reading a reported conversation sees its messages only).
  const side = conversation.side === 'admin' ? null : conversation.side
  const [quotes, listing, me] = await Promise.all([
    side ? loadApi(context, conversationQuotesEndpoint, { params: { id: conversation.id } }) : [],
    // Its merchant's quote form starts from the listing's packages, menus, advance and policy.
    side === 'merchant' && !conversation.order
      ? loadApi(context, listingEndpoint, {
          params: { segment: KIND_META[conversation.listing.kind].apiSegment, id: conversation.listing.id },
        })
      : null,
    loadMe(context),
  ])
  return {
    seed: seedOf(conversation),
    quotes: seedOf(quotes),
    listing,
    needsPhone: !me?.user?.phone,
    i18n: pageMessages(request, 'messages', 'orders'),
  }
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
      {conversation.side !== 'admin' && (
        <div className="mt-6">
          <QuotesPanel
            key={conversation.id}
            conversationId={conversation.id}
            side={conversation.side}
            seed={loaderData.quotes}
            customerName={conversation.customerName}
            agencyName={conversation.agencyName}
            needsPhone={loaderData.needsPhone}
            listing={loaderData.listing}
          />
        </div>
      )}
      <div className="mt-6">
        <ConversationView key={conversation.id} id={conversation.id} seed={loaderData.seed} />
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
