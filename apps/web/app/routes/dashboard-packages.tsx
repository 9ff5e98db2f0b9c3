import { data } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { RoleRefusal } from '#app/widgets/role-refusal'
import { requireUser } from '#app/features/auth/guard'
import { merchantListingsEndpoint } from '#app/features/merchants/api/endpoints'
import { listingOfferEndpoint, useListingOffer } from '#app/features/merchants/api/offer'
import { ListingChooser } from '#app/features/merchants/components/listing-chooser'
import { OfferForm } from '#app/features/merchants/components/offer-form'
import { loadApi, loadApiResult, routeErrorOf } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-packages'

/**
 * Merchants only (issue 17): the packages and add-ons of one of their listings (the listing is in the URL), which
 * customers choose from on its page and which price their bookings.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'merchant') throw data(null, { status: 403 })
  const i18n = pageMessages(request, {
    namespace: 'merchants',
    prefixes: ['merchants.offer.', 'merchants.calendar.listing', 'merchants.calendar.show'],
  })
  const mine = await loadApiResult(context, merchantListingsEndpoint)
  if (!mine.ok) {
    if (mine.error.status === 403) return { status: 'refused' as const, message: mine.error.message, i18n }
    throw routeErrorOf(mine.error)
  }
  const listings = mine.data.data
  const listing = listings.find((entry) => entry.id === new URL(request.url).searchParams.get('listing')) ?? listings[0]
  if (!listing) return { status: 'empty' as const, i18n }
  const offer = seedOf(await loadApi(context, listingOfferEndpoint, { params: { id: listing.id } }))
  return { status: 'ready' as const, listings, listing, offer, i18n }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('dashboard.link.packages'), description: t('dashboard.packages.description'), noIndex: true }))

export default function DashboardPackages({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <div className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.packages')}
      </h1>
      {loaderData.status === 'refused' ? (
        <RoleRefusal title={t('dashboard.merchantsOnly.title')} text={t('dashboard.packages.description')} message={loaderData.message} />
      ) : loaderData.status === 'empty' ? (
        <p className="mt-4 text-stone-700 dark:text-stone-300">{t('dashboard.packages.description')}</p>
      ) : (
        <PackagesView {...loaderData} />
      )}
    </div>
  )
}

function PackagesView({ listings, listing, offer: seed }: Extract<Route.ComponentProps['loaderData'], { status: 'ready' }>) {
  const t = useT()
  const { data: offer } = useListingOffer(listing.id, seed)
  return (
    <>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('merchants.offer.lead')}</p>
      <ListingChooser listings={listings} current={listing.id} />
      {offer && <OfferForm key={listing.id} listingId={listing.id} kind={listing.kind} offer={offer} />}
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
