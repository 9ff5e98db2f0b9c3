import { searchNormal } from '@utsab/shared/search'

/**
 * What the catalog's `q` filter searches: the listing's English and Bangla names, its agency's name and its
 * category in both languages, in the normal form queries are compared in.
 */
export const listingSearchText = (parts: {
  name: string
  nameBn?: string | null
  agencyName: string
  category: string
  categoryBn?: string | null
}) => searchNormal([parts.name, parts.nameBn, parts.agencyName, parts.category, parts.categoryBn].filter(Boolean).join(' '))
