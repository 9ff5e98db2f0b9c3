import type { TLocale } from './locales'

type TNamed = { name: string; nameBn?: string | null }

/** A listing's (or a package's, an add-on's) name in a language: in Bangla the merchant's Bangla name when they gave one. */
export const listingName = (listing: TNamed, locale: TLocale) => (locale === 'bn' && listing.nameBn) || listing.name
