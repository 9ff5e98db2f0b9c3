import { rsvpEndpoint } from '#app/features/planner/api/guest-endpoints'
import { InvitationCard, LinkErrorView } from '#app/features/planner/components/invitation-card'
import { RsvpForm } from '#app/features/planner/components/rsvp-form'
import { loadApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/rsvp'

/**
 * A guest's own invitation (issue 37, decision 061), opened by their personal link without an account: their name,
 * the functions they are invited to and their answers, which they change until each function's day. Read on the
 * server (it reads without JavaScript), never indexed; a wrong or withdrawn link is a 404.
 */
export const loader = async ({ request, context, params }: Route.LoaderArgs) => {
  const rsvp = await loadApi(context, rsvpEndpoint, { params: { token: params.token } })
  return { rsvp, token: params.token, i18n: pageMessages(request, 'guests', { namespace: 'planner', prefixes: ['planner.kind.'] }) }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: args.loaderData?.rsvp.title ?? t('guests.rsvp.title'),
    description: t('guests.rsvp.description'),
    noIndex: true,
  }))

export default function Rsvp({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { rsvp, token } = loaderData
  return (
    <section className="py-2 sm:py-6">
      <InvitationCard
        key={token}
        title={rsvp.title}
        welcome={rsvp.welcome}
        lead={
          <div className="mt-6">
            <p className="text-lg font-semibold [overflow-wrap:anywhere]">{t('guests.rsvp.greeting', { name: rsvp.guest.name })}</p>
            <p className="mx-auto mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('guests.rsvp.lead')}</p>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('guests.rsvp.party', { count: rsvp.guest.partySize })}</p>
          </div>
        }
      >
        <RsvpForm token={token} initial={rsvp} />
      </InvitationCard>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LinkErrorView error={error} />
}
