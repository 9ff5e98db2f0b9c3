import { data, useLocation, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link'
import { KIND_META, kindKey } from '@utsab/shared/kinds'
import type { TListingPage, TListingQueryInput } from '@utsab/shared/schemas/catalog'
import { listingsEndpoint } from '#app/features/catalog/api/endpoints'
import { RouteErrorView } from '#app/components/ui/route-error'
import { FiltersPanel } from '#app/features/catalog/components/filters-form'
import { ListingGrid, ListingGridSkeleton } from '#app/features/catalog/components/listing-grid'
import { Pagination } from '#app/features/catalog/components/pagination'
import { checkFilters } from '#app/features/catalog/lib/filter-checks'
import { hasActiveFilters, parseFilters, serializeFilters } from '#app/features/catalog/lib/filters'
import { listKindFromPath } from '#app/features/catalog/lib/kind-from-path'
import { translatorFromMatches, useLocale, useT, type TTranslate } from '#app/lib/i18n'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { formatDate } from '@utsab/shared/format'
import { pageMessages } from '#app/lib/i18n.server'
import { seo } from '#app/lib/seo'
import { loadApi } from '#app/lib/api-client'
import { tooManyGuestsText } from '#app/features/catalog/lib/too-many-guests'
import type { Route } from './+types/listing-list'

/** One module for every list page; the kind comes from the URL (/services/venue, /service/services/venue, ...). */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url)
  const kind = listKindFromPath(url.pathname)
  if (!kind) throw data({ message: 'Not found' }, { status: 404 })
  const filters = parseFilters(url.searchParams)
  // A value the API would refuse (min above max, a rating of 9, a district that is not one) is said under its
  // field; the list shows without it rather than an error page in place of everything.
  const { asked, errors } = checkFilters(filters)
  // The canonical filters (defaults dropped), as strings.
  const query = Object.fromEntries(new URLSearchParams(serializeFilters(asked))) as TListingQueryInput
  const page = await loadApi(context, listingsEndpoint, { params: { segment: KIND_META[kind].apiSegment }, query })
  return {
    kind,
    filters,
    errors,
    page,
    askedDate: asked.date,
    askedGuests: Number(query.guests) || undefined,
    basePath: url.pathname,
    i18n: pageMessages(request, 'catalog'),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { t } = translatorFromMatches(matches, location.pathname)
  const kind = loaderData?.kind ?? listKindFromPath(location.pathname)
  if (!kind)
    return seo({
      title: t('page.notFoundTitle'),
      description: t('page.notFoundDescription'),
      path: location.pathname,
      matches,
      noIndex: true,
    })
  const meta = KIND_META[kind]
  const pageNumber = loaderData?.page.page ?? 1
  const heading = t(kindKey(kind, 'listHeading'))
  return seo({
    title: pageNumber > 1 ? t('catalog.list.titlePage', { heading, page: pageNumber }) : heading,
    description: t(kindKey(kind, 'description')),
    path: pageNumber > 1 ? `${meta.listPath}?page=${pageNumber}` : meta.listPath,
    matches,
  })
}

/** "14 listings found" ("… free on 14 Feb 2027" for a date), or past the counting limit "More than 1,000 listings found". */
function foundText({ total, totalExact }: TListingPage, date: string | undefined, t: TTranslate, locale: TLocale) {
  if (date) {
    const day = formatDate(date, locale)
    return totalExact ? t('catalog.list.freeOn', { count: total, date: day }) : t('catalog.list.freeOnMore', { count: total, date: day })
  }
  return totalExact ? t('catalog.list.found', { count: total }) : t('catalog.list.foundMore', { count: total })
}

export default function ListingList({ loaderData }: Route.ComponentProps) {
  const { kind, filters, errors, page, basePath, askedDate, askedGuests } = loaderData
  const t = useT()
  const locale = useLocale()
  const navigation = useNavigation()
  const loadingThisList = navigation.state === 'loading' && listKindFromPath(navigation.location.pathname) === kind
  return (
    <div className="container-page py-10">
      <header className="mb-6">
        <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t(kindKey(kind, 'listHeading'))}
        </h1>
        <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t(kindKey(kind, 'description'))}</p>
      </header>
      <FiltersPanel key={basePath} kind={kind} filters={filters} basePath={basePath} errors={errors} />
      <p className="mt-6 mb-4 text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
        {loadingThisList ? t('catalog.list.loading') : foundText(page, askedDate, t, locale)}
      </p>
      {loadingThisList ? (
        <ListingGridSkeleton />
      ) : page.data.length === 0 ? (
        <div className="card flex flex-col items-center gap-4 px-4 py-16 text-center">
          <h2 className="text-xl font-semibold">{t('catalog.list.emptyTitle')}</h2>
          <p className="text-stone-700 dark:text-stone-300">{tooManyGuestsText(page, askedGuests, t) ?? t('catalog.list.emptyText')}</p>
          {(hasActiveFilters(filters) || page.page > 1) && (
            <Link to={basePath} className="btn-primary">
              {t('catalog.list.clearFilters')}
            </Link>
          )}
        </div>
      ) : (
        <ListingGrid listings={page.data} search={{ eventDate: askedDate, guests: askedGuests }} />
      )}
      {!loadingThisList && (
        <Pagination page={page.page} totalPages={page.totalPages} totalExact={page.totalExact} filters={filters} basePath={basePath} />
      )}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation()
  const t = useT()
  const kind = listKindFromPath(pathname)
  return (
    <RouteErrorView error={error}>
      {kind && (
        <Link to={pathname} className="btn-secondary">
          {t('catalog.list.clearFilters')}
        </Link>
      )}
    </RouteErrorView>
  )
}
