import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { useMerchantListings } from '#app/features/merchants/api/listings'
import { loadMerchantListings, type TMerchantListingsPage } from '#app/features/merchants/api/listings.server'
import { ListingForm } from '#app/features/merchants/components/listing-form'
import { ListingRefusal, ListingUnavailable } from '#app/features/merchants/components/listing-refusal'
import { ListingTable } from '#app/features/merchants/components/listing-table'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-add-costumes'

const ADD_FORM_ID = 'add-listing'

/** Merchants only (the server enforces it too); anyone else is told why and what to do instead. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  return {
    role: user.role,
    page: user.role === 'merchant' ? await loadMerchantListings(context) : null,
    // The listing form names the cancellation presets with the booking pages' words.
    i18n: pageMessages(request, 'merchants', { namespace: 'orders', prefixes: ['orders.policy.'] }),
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('dashboard.link.addEvents'), description: t('merchants.listings.description'), noIndex: true }))

export default function DashboardAddCostumes({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { role, page } = loaderData
  return (
    <div className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {t('dashboard.link.addEvents')}
      </h1>
      {role !== 'merchant' || !page ? (
        <ListingRefusal role={role} />
      ) : page.status === 'refused' ? (
        <ListingUnavailable message={page.message} />
      ) : (
        <MerchantListings page={page} />
      )}
    </div>
  )
}

function MerchantListings({ page }: { page: Extract<TMerchantListingsPage, { status: 'ready' }> }) {
  const t = useT()
  const { data: listings } = useMerchantListings(page.seed)
  return (
    <>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('merchants.listings.lead')}</p>
      <div className="mt-8">
        <h2 className="text-xl font-semibold">{t('merchants.listings.yours')}</h2>
        <ListingTable listings={listings} addFormId={ADD_FORM_ID} />
      </div>
      <div id={ADD_FORM_ID} className="mt-10 scroll-mt-24">
        {page.kinds.length > 0 ? (
          <ListingForm kinds={page.kinds} defaults={page.agency} />
        ) : (
          <ListingUnavailable message={t('merchants.listings.noBusiness')} />
        )}
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
