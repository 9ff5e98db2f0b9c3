import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { KIND_META } from '@utsab/shared/kinds'
import { kindText } from '@utsab/shared/i18n/kind-texts'
import type { TListingKind } from '@utsab/shared/constants'
import { ZListingDetail, ZListingPage, ZListingParams, ZListingQuery, type TListingQuery } from '@utsab/shared/schemas/catalog'
import { ZApiError } from '@utsab/shared/schemas/common'
import { searchNormal } from '@utsab/shared/search'
import { answerFromCatalogCache, sendCached } from '../../plugins/catalog-cache'
import { getListing, listListings } from './service'
import { refreshResponsiveness, RESPONSIVENESS_REFRESH_MS } from './responsiveness'

/**
 * The cache key of a list: the kind and the query as validated (unknown parameters dropped, defaults
 * filled, numbers parsed), in a fixed order, so `?x=<random>`, reordered or differently written
 * parameters that mean the same query share one entry. `q` is compared in its search form (case, digits, Unicode
 * composition folded), so it is keyed in that form too.
 */
export function listCacheKey(kind: TListingKind, query: TListingQuery) {
  const normal: Record<string, unknown> = { ...query, q: query.q === undefined ? undefined : searchNormal(query.q) }
  const parts = Object.keys(normal)
    .filter((name) => normal[name] !== undefined)
    .sort()
    .map((name) => `${name}=${encodeURIComponent(String(normal[name]))}`)
  return `${kind}?${parts.join('&')}`
}

/** The spec's §7 catalog calls: one list and one detail route for each kind. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = (reply: FastifyReply, key: string, compute: () => Promise<unknown>) => sendCached(app, reply, key, compute)
  const fromCache = answerFromCatalogCache(app)

  // How quickly each merchant usually replies (decision 059): worked out again every half hour; the lists show it.
  app.jobs.every(
    'refresh-responsiveness',
    RESPONSIVENESS_REFRESH_MS,
    async () => {
      const changed = await refreshResponsiveness(app.db)
      if (changed.listings > 0 || changed.agencies > 0) await app.catalogCache.invalidate()
    },
    { atStart: true },
  )

  for (const kind of LISTING_KINDS) {
    const { apiSegment } = KIND_META[kind]
    const label = kindText(kind, 'label')
    app.get(
      `/${apiSegment}`,
      {
        onRequest: fromCache,
        schema: {
          tags: ['catalog'],
          summary: `List ${label} listings`,
          querystring: ZListingQuery,
          response: { 200: ZListingPage, 400: ZApiError },
        },
      },
      async (request, reply) => {
        // Only venues seat guests: the other kinds' lists take no guest count (and keep one cache entry without it).
        const query = kind === 'venue' ? request.query : { ...request.query, guests: undefined }
        const list = async () => ZListingPage.parse(await listListings(app.db, kind, query))
        // What is free on a date changes with every booking, which the catalog cache does not hear of: asked afresh.
        if (query.date) return list()
        return cached(reply, listCacheKey(kind, query), list)
      },
    )
    app.get(
      `/${apiSegment}/:id`,
      {
        onRequest: fromCache,
        schema: {
          tags: ['catalog'],
          summary: `One ${label} listing`,
          params: ZListingParams,
          response: { 200: ZListingDetail, 400: ZApiError, 404: ZApiError },
        },
      },
      async (request, reply) =>
        cached(reply, `${kind}/${request.params.id.toLowerCase()}`, async () =>
          ZListingDetail.parse(await getListing(app.db, kind, request.params.id, app.requestAnswerHours)),
        ),
    )
  }
}
