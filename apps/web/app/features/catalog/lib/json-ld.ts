import { CURRENCY } from '@utsab/shared/constants'
import { KIND_META } from '@utsab/shared/kinds'
import type { TListing } from '@utsab/shared/schemas/catalog'

const absolute = (origin: string, path: string) => (path.startsWith('http') ? path : `${origin}${path}`)

/** schema.org data of a detail page: a Product for costumes, a Service for the rest. */
export function listingJsonLd(listing: TListing, origin: string, url: string) {
  const offers = { '@type': 'Offer', price: listing.price, priceCurrency: CURRENCY, availability: 'https://schema.org/InStock', url }
  const base = {
    '@context': 'https://schema.org',
    name: listing.name,
    description: listing.description ?? KIND_META[listing.kind].description,
    image: listing.pictures.map((picture) => absolute(origin, picture)),
    category: listing.category,
    offers,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: listing.rating, bestRating: 5, worstRating: 0 },
  }
  if (listing.kind === 'costume') {
    return {
      ...base,
      '@type': 'Product',
      brand: { '@type': 'Brand', name: listing.agency.name },
      ...(listing.size ? { size: listing.size } : {}),
    }
  }
  return {
    ...base,
    '@type': 'Service',
    serviceType: KIND_META[listing.kind].label,
    areaServed: listing.district,
    provider: {
      '@type': 'LocalBusiness',
      name: listing.agency.name,
      telephone: listing.agency.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: listing.agency.address,
        addressLocality: listing.agency.district,
        addressCountry: 'BD',
      },
    },
  }
}
