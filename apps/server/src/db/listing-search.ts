/** What the catalog's `q` filter searches: the listing's name, its agency's name and its category. */
export const listingSearchText = (parts: { name: string; agencyName: string; category: string }) =>
  `${parts.name} ${parts.agencyName} ${parts.category}`.toLowerCase()
