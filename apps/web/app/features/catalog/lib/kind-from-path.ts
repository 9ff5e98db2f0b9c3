import { splitLocalePath } from '@utsab/shared/i18n/locales'
import { LISTING_KINDS, type TListingKind } from '@utsab/shared/constants'
import { KIND_META, kindListPaths } from '@utsab/shared/kinds'

/** The page's path without its language prefix and trailing slashes. */
const trimSlash = (pathname: string) => {
  const { path } = splitLocalePath(pathname)
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The kind whose list page lives at `pathname` (/services/venue or /service/services/venue, also under /bn). */
export function listKindFromPath(pathname: string): TListingKind | undefined {
  const path = trimSlash(pathname).toLowerCase()
  return LISTING_KINDS.find((kind) => kindListPaths(KIND_META[kind]).includes(path))
}

/** The kind and id of a detail page path (/venue/:id, /photographers/:id, /services/photographers/:id, ...). */
export function detailFromPath(pathname: string): { kind: TListingKind; id: string } | undefined {
  const path = trimSlash(pathname)
  const slash = path.lastIndexOf('/')
  if (slash <= 0) return undefined
  const prefix = path.slice(0, slash).toLowerCase()
  const id = decodeURIComponent(path.slice(slash + 1))
  if (!id) return undefined
  const kind = LISTING_KINDS.find((k) => KIND_META[k].detailPrefixes.includes(prefix))
  return kind ? { kind, id } : undefined
}
