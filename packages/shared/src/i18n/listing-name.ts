import type { TLocale } from './locales'

type TNamed = { name: string; nameBn?: string | null }

/** A listing's (or a package's, an add-on's) name in a language: in Bangla the merchant's Bangla name when they gave one. */
export const listingName = (listing: TNamed, locale: TLocale) => (locale === 'bn' && listing.nameBn) || listing.name

type TBooked = {
  event: string
  eventBn?: string | null
  category: string
  categoryBn?: string | null
  location: string
  locationBn?: string | null
}

/**
 * A booking's listing name, category and location in a language: in Bangla the Bangla ones it was booked with
 * (the listing's, when it had them), else those it was booked with in English.
 */
export const bookedNames = (order: TBooked, locale: TLocale) => ({
  event: (locale === 'bn' && order.eventBn) || order.event,
  category: (locale === 'bn' && order.categoryBn) || order.category,
  location: (locale === 'bn' && order.locationBn) || order.location,
})
