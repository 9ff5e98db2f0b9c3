import { RouteErrorView } from '../components/ui/route-error'
import { requireUser } from '../features/auth/guard'
import { useMerchantListings } from '../features/merchants/api/listings'
import { loadMerchantListings, type TMerchantListingsPage } from '../features/merchants/api/listings.server'
import { ListingForm } from '../features/merchants/components/listing-form'
import { ListingRefusal, ListingUnavailable } from '../features/merchants/components/listing-refusal'
import { ListingTable } from '../features/merchants/components/listing-table'
import { seo } from '../lib/seo'
import type { Route } from './+types/dashboard-add-costumes'

const ADD_FORM_ID = 'add-listing'

/** Merchants only (the server enforces it too); anyone else is told why and what to do instead. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  return { role: user.role, page: user.role === 'merchant' ? await loadMerchantListings(context) : null }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'Add Events', description: 'Add and manage your listings on Utsab.', path: location.pathname, matches, noIndex: true })

export default function DashboardAddCostumes({ loaderData }: Route.ComponentProps) {
  const { role, page } = loaderData
  return (
    <div className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        Add Events
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
  const { data: listings } = useMerchantListings(page.seed)
  return (
    <>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">
        Your services in the catalog: add new ones with pictures, edit their details, and hide or show them.
      </p>
      <div className="mt-8">
        <h2 className="text-xl font-semibold">Your listings</h2>
        <ListingTable listings={listings} addFormId={ADD_FORM_ID} />
      </div>
      <div id={ADD_FORM_ID} className="mt-10 scroll-mt-24">
        {page.kinds.length > 0 ? (
          <ListingForm kinds={page.kinds} defaults={page.agency} />
        ) : (
          <ListingUnavailable message="We do not know your business category yet. Please contact us and we will set it up." />
        )}
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
