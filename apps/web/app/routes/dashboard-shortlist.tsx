import { useState } from 'react'
import { COMPARE_RANGE } from '@utsab/shared/schemas/compare'
import { Checkbox } from '#app/components/ui/checkbox'
import { Link } from '#app/components/ui/link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { shortlistEndpoint } from '#app/features/catalog/api/endpoints'
import { useShortlist } from '#app/features/catalog/api/shortlist'
import { ListingCard } from '#app/features/catalog/components/listing-card'
import { loadApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { useListingText } from '#app/lib/listing-text'
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

/**
 * Which kept listings to compare (issue 37): two to four ticked, in the order ticked; the link to the comparison shows
 * once there are enough, and a fifth cannot be ticked. A listing taken off the shortlist leaves the choice too.
 */
function useCompareChoice(kept: readonly string[]) {
  const [ticked, setTicked] = useState<string[]>([])
  const chosen = ticked.filter((id) => kept.includes(id))
  const toggle = (id: string, on: boolean) =>
    setTicked((before) => (on ? [...before.filter((other) => kept.includes(other)), id] : before.filter((other) => other !== id)))
  return { chosen, toggle, full: chosen.length >= COMPARE_RANGE.max, ready: chosen.length >= COMPARE_RANGE.min }
}

function CompareBar({ chosen, ready, full }: { chosen: string[]; ready: boolean; full: boolean }) {
  const t = useT()
  return (
    <div className="card sticky bottom-3 z-20 mt-6 flex flex-wrap items-center gap-3 px-4 py-3 shadow-lg">
      <p role="status" className="flex-1 text-sm text-stone-700 dark:text-stone-300">
        {full ? t('catalog.compare.pickMax') : ready ? '' : t('catalog.compare.pickHint')}
      </p>
      {ready && (
        <Link to={`/compare?ids=${chosen.join(',')}`} className="btn-primary">
          {t('catalog.compare.go', { count: chosen.length })}
        </Link>
      )}
    </div>
  )
}

export default function DashboardShortlist({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const text = useListingText()
  const { data: shortlist } = useShortlist(loaderData.shortlist)
  const compare = useCompareChoice(shortlist.data.map((listing) => listing.id))
  // One kept listing has nothing to be compared with: no ticks then.
  const comparable = shortlist.data.length >= COMPARE_RANGE.min
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
        <>
          <ul aria-label={t('catalog.shortlist.list')} className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {shortlist.data.map((listing, index) => {
              const ticked = compare.chosen.includes(listing.id)
              return (
                <li key={listing.id} className="flex flex-col gap-1">
                  <ListingCard listing={listing} eager={index < 3} />
                  {comparable && (
                    <Checkbox
                      label={
                        <>
                          {t('catalog.compare.pick')}
                          <span className="sr-only"> {text.name(listing)}</span>
                        </>
                      }
                      checked={ticked}
                      disabled={!ticked && compare.full}
                      onChange={(event) => compare.toggle(listing.id, event.currentTarget.checked)}
                      className="px-1"
                    />
                  )}
                </li>
              )
            })}
          </ul>
          {comparable && <CompareBar chosen={compare.chosen} ready={compare.ready} full={compare.full} />}
        </>
      )}
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
