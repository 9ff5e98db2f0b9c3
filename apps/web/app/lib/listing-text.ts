import { districtName, type TDistrict } from '@utsab/shared/districts'
import { listingName } from '@utsab/shared/i18n/listing-name'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { useLocale } from './i18n'

type TNamed = { name: string; nameBn?: string | null }
type TDescribed = { description?: string | null; descriptionBn?: string | null }
type TCategorized = { category: string; categoryBn?: string | null }
type TAddressed = { address: string; addressBn?: string | null }

export { listingName }

/** A listing's description in a language, falling back to the one the merchant wrote. */
export const listingDescription = (listing: TDescribed, locale: TLocale) =>
  (locale === 'bn' && listing.descriptionBn) || listing.description || null

/** A listing's category in a language: in Bangla the merchant's Bangla category when they gave one. */
export const listingCategory = (listing: TCategorized, locale: TLocale) => (locale === 'bn' && listing.categoryBn) || listing.category

/** A listing's address in a language: in Bangla the merchant's Bangla address when they gave one. */
export const listingAddress = (listing: TAddressed, locale: TLocale) => (locale === 'bn' && listing.addressBn) || listing.address

/** A district as the page's language writes it (the API speaks the English names). */
export const districtIn = (district: string, locale: TLocale) => districtName(district as TDistrict, locale)

/** The ones above, in the page's language. */
export function useListingText() {
  const locale = useLocale()
  return {
    locale,
    name: (listing: TNamed) => listingName(listing, locale),
    description: (listing: TDescribed) => listingDescription(listing, locale),
    category: (listing: TCategorized) => listingCategory(listing, locale),
    address: (listing: TAddressed) => listingAddress(listing, locale),
    district: (district: string) => districtIn(district, locale),
  }
}
