import { publicInvitationEndpoint } from '#app/features/planner/api/guest-endpoints'
import { FunctionDetails, InvitationCard, LinkErrorView } from '#app/features/planner/components/invitation-card'
import { loadApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/invite'

/**
 * An event's invitation (issue 37, decision 061), opened by the link the family shares: the event's name, their
 * welcome, the functions they chose with dates and places. No account; read on the server, so it reads without
 * JavaScript; never indexed. A link the family stopped sharing (or a wrong one) is a 404.
 */
export const loader = async ({ request, context, params }: Route.LoaderArgs) => {
  const invitation = await loadApi(context, publicInvitationEndpoint, { params: { token: params.token } })
  return { invitation, i18n: pageMessages(request, 'guests', { namespace: 'planner', prefixes: ['planner.kind.'] }) }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: args.loaderData?.invitation.title ?? t('guests.public.invited'),
    description: t('guests.public.description'),
    noIndex: true,
  }))

export default function Invite({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { invitation } = loaderData
  return (
    <section className="py-2 sm:py-6">
      <InvitationCard title={invitation.title} welcome={invitation.welcome}>
        <h2 className="sr-only">{t('guests.public.functions')}</h2>
        <ul className="flex flex-col gap-8">
          {invitation.functions.map((fn) => (
            <li key={fn.id}>
              <FunctionDetails fn={fn} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </InvitationCard>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LinkErrorView error={error} />
}
