import type { TListingKind } from './constants'

/**
 * Everything that differs between the four kinds of listing: the spec's API path (§7) and the web
 * paths (§2). Both sides read it, so a path is spelled once. Their words (label, list heading, order
 * button, description) are message keys in the `common` catalog: `kindKey(kind, 'label')`.
 */
export type TKindMeta = {
  kind: TListingKind
  /** Path segment under /api, as spec §7 names it. */
  apiSegment: string
  /** Main list page; its alias is `/service` + this path. */
  listPath: string
  /** Detail page prefixes; the first is canonical. */
  detailPrefixes: readonly string[]
}

/** A kind's words: the plural label of the Services menu and tiles, the list's heading, the detail page's order button (spec §1), a description. */
export type TKindText = 'label' | 'listHeading' | 'orderAction' | 'description'
/** The message key of one of a kind's texts (in the `common` namespace). */
export const kindKey = <K extends TListingKind, F extends TKindText>(kind: K, field: F) => `kind.${kind}.${field}` as const

/** The message key of a kind's business category as merchants and admins see it (spec §5: 'Venue & food'), in the `merchants` namespace. */
export const businessKey = <K extends TListingKind>(kind: K) => `merchants.business.${kind}` as const

export const KIND_META: Record<TListingKind, TKindMeta> = {
  venue: {
    kind: 'venue',
    apiSegment: 'venue',
    listPath: '/services/venue',
    detailPrefixes: ['/venue'],
  },
  photographer: {
    kind: 'photographer',
    apiSegment: 'photography',
    listPath: '/services/photographers',
    detailPrefixes: ['/photographers', '/services/photographers', '/service/services/photographers'],
  },
  costume: {
    kind: 'costume',
    apiSegment: 'costumes',
    listPath: '/services/costume',
    detailPrefixes: ['/costumes'],
  },
  makeup: {
    kind: 'makeup',
    apiSegment: 'makeup-artists',
    listPath: '/services/makeup',
    detailPrefixes: ['/makeup'],
  },
}

export const kindListPaths = (meta: TKindMeta) => [meta.listPath, `/service${meta.listPath}`]
export const detailPath = (kind: TListingKind, id: string) => `${KIND_META[kind].detailPrefixes[0]}/${id}`
export const apiListPath = (kind: TListingKind) => `/api/${KIND_META[kind].apiSegment}`

/** The kinds booked for an event date (a costume is delivered instead): each is sold once a date, a venue once a shift. */
const DATED_KINDS: ReadonlySet<TListingKind> = new Set(['venue', 'photographer', 'makeup'])
export const isDatedKind = (kind: TListingKind) => DATED_KINDS.has(kind)
