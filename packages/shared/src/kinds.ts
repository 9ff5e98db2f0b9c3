import type { TListingKind } from './constants'
import { commonEn } from './i18n/messages/common'

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

type TKindText = 'label' | 'listHeading' | 'orderAction' | 'description'
/** The message key of one of a kind's texts (in the `common` namespace). */
export const kindKey = <K extends TListingKind, F extends TKindText>(kind: K, field: F) => `kind.${kind}.${field}` as const
const english = (kind: TListingKind) => ({
  label: commonEn[kindKey(kind, 'label')],
  listHeading: commonEn[kindKey(kind, 'listHeading')],
  orderAction: commonEn[kindKey(kind, 'orderAction')],
  description: commonEn[kindKey(kind, 'description')],
})

export const KIND_META: Record<TListingKind, TKindMeta> = {
  venue: {
    kind: 'venue',
    apiSegment: 'venue',
    listPath: '/services/venue',
    detailPrefixes: ['/venue'],
    ...english('venue'),
  },
  photographer: {
    kind: 'photographer',
    apiSegment: 'photography',
    listPath: '/services/photographers',
    detailPrefixes: ['/photographers', '/services/photographers', '/service/services/photographers'],
    ...english('photographer'),
  },
  costume: {
    kind: 'costume',
    apiSegment: 'costumes',
    listPath: '/services/costume',
    detailPrefixes: ['/costumes'],
    ...english('costume'),
  },
  makeup: {
    kind: 'makeup',
    apiSegment: 'makeup-artists',
    listPath: '/services/makeup',
    detailPrefixes: ['/makeup'],
    ...english('makeup'),
  },
}

export const kindListPaths = (meta: TKindMeta) => [meta.listPath, `/service${meta.listPath}`]
export const detailPath = (kind: TListingKind, id: string) => `${KIND_META[kind].detailPrefixes[0]}/${id}`
export const apiListPath = (kind: TListingKind) => `/api/${KIND_META[kind].apiSegment}`
