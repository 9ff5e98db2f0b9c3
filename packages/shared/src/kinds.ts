import type { TListingKind } from './constants'

/**
 * Everything that differs between the four kinds of listing: the spec's API path (§7),
 * the web paths and texts (§2). Both sides read it, so a path is spelled once.
 */
export type TKindMeta = {
  kind: TListingKind
  /** Path segment under /api, as spec §7 names it. */
  apiSegment: string
  /** Main list page; its alias is `/service` + this path. */
  listPath: string
  /** Detail page prefixes; the first is canonical. */
  detailPrefixes: readonly string[]
  /** Plural label of the Services menu and tiles. */
  label: string
  listHeading: string
  /** The order button of the detail page (spec §1). */
  orderAction: string
  description: string
}

export const KIND_META: Record<TListingKind, TKindMeta> = {
  venue: {
    kind: 'venue',
    apiSegment: 'venue',
    listPath: '/services/venue',
    detailPrefixes: ['/venue'],
    label: 'Venue',
    listHeading: 'Venues',
    orderAction: 'Booking',
    description: 'Halls, gardens and rooftops with catering, for weddings, receptions and celebrations.',
  },
  photographer: {
    kind: 'photographer',
    apiSegment: 'photography',
    listPath: '/services/photographers',
    detailPrefixes: ['/photographers', '/services/photographers', '/service/services/photographers'],
    label: 'Photographers',
    listHeading: 'Best Photographer',
    orderAction: 'Hire now',
    description: 'Photographers and film-makers who catch every moment of your day.',
  },
  costume: {
    kind: 'costume',
    apiSegment: 'costumes',
    listPath: '/services/costume',
    detailPrefixes: ['/costumes'],
    label: 'Costume',
    listHeading: 'Costumes Collection',
    orderAction: 'Buy now',
    description: 'Saris, sherwanis, lehengas and panjabis, delivered to your door.',
  },
  makeup: {
    kind: 'makeup',
    apiSegment: 'makeup-artists',
    listPath: '/services/makeup',
    detailPrefixes: ['/makeup'],
    label: 'Makeup',
    listHeading: 'makeupArtists Collection',
    orderAction: 'Hire now',
    description: 'Makeup artists and decorators for brides, grooms and guests.',
  },
}

export const kindListPaths = (meta: TKindMeta) => [meta.listPath, `/service${meta.listPath}`]
export const detailPath = (kind: TListingKind, id: string) => `${KIND_META[kind].detailPrefixes[0]}/${id}`
export const apiListPath = (kind: TListingKind) => `/api/${KIND_META[kind].apiSegment}`
