import { ServiceTiles } from '../features/catalog/components/service-tiles'
import { seo } from '../lib/seo'
import type { Route } from './+types/service'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Services', description: 'Venues, photographers, costumes and makeup artists for your event.', path: '/service', matches })

export default function Service() {
  return (
    <div className="container-page py-12">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold tracking-tight sm:text-4xl">
        Services
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">
        Pick a kind of service to see every offer, with prices in BDT and ratings.
      </p>
      <div className="mt-8">
        <ServiceTiles headingLevel={2} lazy={false} />
      </div>
    </div>
  )
}
