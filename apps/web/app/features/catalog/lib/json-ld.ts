import { CURRENCY } from '@utsab/shared/constants'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { kindKey } from '@utsab/shared/kinds'
import type { TListing } from '@utsab/shared/schemas/catalog'
import type { TPackage } from '@utsab/shared/schemas/offer'
import type { TTranslate } from '#app/lib/i18n'
import { districtIn, listingDescription, listingName } from '#app/lib/listing-text'

const absolute = (origin: string, path: string) => (path.startsWith('http') ? path : `${origin}${path}`)

/**
 * schema.org data of a detail page, in the page's language: a Product for costumes, a Service for the rest; an Offer
 * per package when it sells packages, else one at its price.
 */
export function listingJsonLd(
  listing: TListing & { packages?: TPackage[] },
  origin: string,
  url: string,
  { t, locale }: { t: TTranslate; locale: TLocale },
) {
  const offer = (price: number, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price,
    priceCurrency: CURRENCY,
    availability: 'https://schema.org/InStock',
    url,
  })
  const offers =
    listing.packages && listing.packages.length > 0
      ? listing.packages.map((entry) => offer(entry.price, listingName(entry, locale)))
      : offer(listing.price)
  const base = {
    '@context': 'https://schema.org',
    inLanguage: locale,
    name: listingName(listing, locale),
    description: listingDescription(listing, locale) ?? t(kindKey(listing.kind, 'description')),
    image: listing.pictures.map((picture) => absolute(origin, picture)),
    category: listing.category,
    offers,
    // Only verified reviews are a rating search engines may show: the Google rating a merchant typed is not one.
    ...(listing.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.rating,
            reviewCount: listing.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
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
    serviceType: t(kindKey(listing.kind, 'label')),
    areaServed: districtIn(listing.district, locale),
    provider: {
      '@type': 'LocalBusiness',
      name: listing.agency.name,
      telephone: listing.agency.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: listing.agency.address,
        addressLocality: districtIn(listing.agency.district, locale),
        addressCountry: 'BD',
      },
    },
  }
}
