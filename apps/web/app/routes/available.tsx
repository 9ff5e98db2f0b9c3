import { LISTING_KINDS, type TListingKind } from '@utsab/shared/constants'
import { formatDate } from '@utsab/shared/format'
import { KIND_META, kindKey } from '@utsab/shared/kinds'
import type { TListingPage, TListingQueryInput } from '@utsab/shared/schemas/catalog'
import { Link } from '#app/components/ui/link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { WithHiddenName } from '#app/components/ui/slotted-text'
import { listingsEndpoint } from '#app/features/catalog/api/endpoints'
import { AVAILABLE_PATH, DateSearchForm } from '#app/features/catalog/components/date-search-form'
import { ListingGrid } from '#app/features/catalog/components/listing-grid'
import { checkFilters } from '#app/features/catalog/lib/filter-checks'
import { tooManyGuestsText } from '#app/features/catalog/lib/too-many-guests'
import { parseFilters, serializeFilters, type TListFilters } from '#app/features/catalog/lib/filters'
import { loadApi } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { useListingText } from '#app/lib/listing-text'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/available'

/** How many of each kind the page shows; the rest are a click away on the kind's own list, with the same date. */
const PREVIEW_SIZE = 3

type TSection = { kind: TListingKind; page: TListingPage; listHref: string }

/** The filters a kind's list takes from this search: only venues seat guests. */
const searchOf = (kind: TListingKind, asked: TListFilters): TListFilters => ({
  date: asked.date,
  district: asked.district,
  guests: kind === 'venue' ? asked.guests : undefined,
})

/**
 * Everything free on one date (issue 17), in one district or all of Bangladesh: the first few of each kind, each
 * with a link to its full list searched the same way. Without a date, only the form.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const filters = parseFilters(new URL(request.url).searchParams)
  const values = { date: filters.date, district: filters.district, guests: filters.guests }
  const { asked, errors } = checkFilters(values)
  const i18n = pageMessages(request, 'catalog')
  if (!asked.date) return { values, errors, asked, sections: [] as TSection[], i18n }
  const sections = await Promise.all(
    LISTING_KINDS.map(async (kind): Promise<TSection> => {
      const search = serializeFilters(searchOf(kind, asked))
      const query = Object.fromEntries(new URLSearchParams(search)) as TListingQueryInput
      const page = await loadApi(context, listingsEndpoint, {
        params: { segment: KIND_META[kind].apiSegment },
        query: { ...query, pageSize: PREVIEW_SIZE },
      })
      return { kind, page, listHref: `${KIND_META[kind].listPath}?${search}` }
    }),
  )
  return { values, errors, asked, sections, i18n }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('catalog.available.title'),
    description: t('catalog.available.description'),
    path: AVAILABLE_PATH,
    // One page per date and district would be endless: only the bare page is for search engines.
    noIndex: Boolean(args.loaderData?.asked.date),
  }))

function Section({ section, eventDate, guests }: { section: TSection; eventDate: string; guests?: string }) {
  const t = useT()
  const { kind, page, listHref } = section
  const headingId = `free-${kind}`
  const label = t(kindKey(kind, 'label'))
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {label}
        </h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {page.totalExact ? t('catalog.available.count', { count: page.total }) : t('catalog.available.countMore', { count: page.total })}
        </p>
      </div>
      {kind === 'costume' && <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t('catalog.available.costumes')}</p>}
      {kind === 'venue' && guests && (
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t('catalog.available.forGuests', { count: Number(guests) })}</p>
      )}
      {page.data.length === 0 ? (
        <p className="card mt-4 px-4 py-6 text-stone-700 dark:text-stone-300">
          {tooManyGuestsText(page, Number(guests) || undefined, t) ?? t('catalog.available.none')}
        </p>
      ) : (
        <div className="mt-4">
          <ListingGrid listings={page.data} search={{ eventDate, guests: Number(guests) || undefined }} />
        </div>
      )}
      {page.total > page.data.length && (
        <Link to={listHref} className="btn-secondary mt-4">
          <WithHiddenName text={(name) => t('catalog.available.seeAll', { count: page.total, name })} name={label} />
        </Link>
      )}
    </section>
  )
}

export default function Available({ loaderData }: Route.ComponentProps) {
  const { values, errors, asked, sections } = loaderData
  const t = useT()
  const locale = useLocale()
  const text = useListingText()
  const date = asked.date ? formatDate(asked.date, locale) : null
  const heading = !date
    ? t('catalog.available.title')
    : asked.district
      ? t('catalog.available.headingIn', { date, district: text.district(asked.district) })
      : t('catalog.available.heading', { date })
  return (
    <div className="container-page py-10">
      <header className="mb-6">
        <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">
          {asked.date && asked.guests
            ? t('catalog.available.forGuests', { count: Number(asked.guests) })
            : t('catalog.available.description')}
        </p>
      </header>
      <DateSearchForm values={values} serverErrors={errors} />
      {asked.date ? (
        sections.map((section) => <Section key={section.kind} section={section} eventDate={asked.date!} guests={asked.guests} />)
      ) : (
        <p className="mt-6 text-stone-700 dark:text-stone-300">{t('catalog.available.pickDate')}</p>
      )}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
