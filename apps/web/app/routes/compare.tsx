import { Form } from 'react-router'
import { formatMoney } from '@utsab/shared/format'
import { detailPath, kindKey } from '@utsab/shared/kinds'
import type { TCompared, TComparison } from '@utsab/shared/schemas/compare'
import { Callout } from '#app/components/ui/callout'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { Link } from '#app/components/ui/link'
import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { RouteErrorView } from '#app/components/ui/route-error'
import { compareEndpoint } from '#app/features/catalog/api/endpoints'
import { advanceFact } from '#app/features/catalog/components/listing-card'
import { RatingLine } from '#app/features/catalog/components/rating-line'
import { useReplyText } from '#app/features/catalog/components/reply-time'
import { GuestsField } from '#app/features/catalog/components/search-fields'
import { loadApiResult } from '#app/lib/api-client'
import { policySummary } from '#app/lib/cancellation-policy'
import { useLocale, useLocalePath, useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { useListingText } from '#app/lib/listing-text'
import { pageSeo } from '#app/lib/seo'
import { PriceSummary } from '#app/widgets/price-lines'
import type { Route } from './+types/compare'

/**
 * Two to four listings side by side (issue 37), reached from the shortlist: /compare?ids=a,b,c&guests=N. Public, as
 * the listings' own pages are, so a family can share the address. A refusal (too few, a listing no longer on sale, a
 * guest count that is not one) is said in place, with the way back to the shortlist.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url)
  const ids = url.searchParams.get('ids')?.trim() ?? ''
  const guests = url.searchParams.get('guests')?.trim() ?? ''
  const i18n = pageMessages(request, 'catalog', { namespace: 'orders', prefixes: ['orders.policy'] })
  if (!ids) return { ids, guests, comparison: null, refusal: null, i18n }
  const answer = await loadApiResult(context, compareEndpoint, { query: { ids, guests: guests || undefined } })
  if (answer.ok) return { ids, guests, comparison: answer.data, refusal: null, i18n }
  const { message, fields } = answer.error
  return { ids, guests, comparison: null, refusal: { message, guests: fields?.guests ?? null }, i18n }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('catalog.compare.title'), description: t('catalog.compare.description'), noIndex: true }))

function ListingCell({ item }: { item: TCompared }) {
  const t = useT()
  const text = useListingText()
  const name = text.name(item)
  return (
    <div className="flex items-start gap-3">
      {item.picture && (
        <ResponsiveImage
          src={item.picture}
          alt=""
          sizes="64px"
          width={64}
          height={48}
          loading="lazy"
          className="h-12 w-16 shrink-0 rounded-md object-cover"
        />
      )}
      <span className="flex min-w-0 flex-col">
        <Link
          to={detailPath(item.kind, item.id)}
          aria-label={t('catalog.compare.open', { name })}
          className="font-semibold hover:underline"
        >
          {name}
        </Link>
        <span className="text-sm font-normal text-stone-600 dark:text-stone-400">
          {t(kindKey(item.kind, 'label'))} · {item.agencyName}
        </span>
      </span>
    </div>
  )
}

function SeatsCell({ item, guests }: { item: TCompared; guests: number | null }) {
  const t = useT()
  if (item.kind !== 'venue') return <span className="text-stone-600 dark:text-stone-400">{t('catalog.compare.notApplicable')}</span>
  if (item.capacity === null) return <span className="text-stone-600 dark:text-stone-400">{t('catalog.compare.noCapacity')}</span>
  return (
    <span className="flex flex-col">
      <span>{t('catalog.compare.seatsCount', { count: item.capacity })}</span>
      {guests !== null && item.seatsGuests === false && (
        <span className="font-medium text-red-700 dark:text-red-300">{t('catalog.compare.seatsTooFew')}</span>
      )}
    </span>
  )
}

/**
 * The price for the guests, as the booking would make it up. A venue without packages is one line of its own, which the
 * summary leaves to the row's name: with a menu on top, the venue's own price is said too, so the total adds up.
 */
function PriceCell({ item }: { item: TCompared }) {
  const t = useT()
  const locale = useLocale()
  const own = item.price.lines.find((line) => line.kind === 'listing')
  return (
    <span className="flex flex-col">
      <PriceSummary lines={item.price.lines} total={item.price.total} priced />
      {own && item.price.lines.length > 1 && (
        <span className="text-sm text-stone-600 dark:text-stone-400">
          {t('catalog.compare.ownPrice', { price: formatMoney(own.amount, locale) })}
        </span>
      )}
    </span>
  )
}

/** The comparison's columns: a row per listing, so that below 640 px each listing is a card of its own. */
function useColumns(guests: number | null): TColumn<TCompared>[] {
  const t = useT()
  const text = useListingText()
  const reply = useReplyText()
  const muted = (words: string) => <span className="text-stone-600 dark:text-stone-400">{words}</span>
  return [
    {
      key: 'listing',
      header: t('catalog.compare.listing'),
      rowHeader: true,
      cell: (item) => <ListingCell item={item} />,
      className: 'sm:min-w-60',
    },
    {
      key: 'price',
      header: guests === null ? t('catalog.compare.price') : t('catalog.compare.priceFor', { count: guests }),
      cell: (item) => <PriceCell item={item} />,
      className: 'sm:min-w-44',
    },
    { key: 'seats', header: t('catalog.compare.seats'), cell: (item) => <SeatsCell item={item} guests={guests} /> },
    {
      key: 'advance',
      header: t('catalog.compare.advance'),
      cell: (item) => advanceFact(item.advancePercent, t),
    },
    {
      key: 'cancellation',
      header: t('catalog.compare.cancellation'),
      // A costume is paid in full and has no cancellation terms (as its page says nothing of them).
      cell: (item) => (item.kind === 'costume' ? muted(t('catalog.compare.notApplicable')) : policySummary(item.cancellationPolicy, t)),
      className: 'sm:min-w-52',
    },
    { key: 'rating', header: t('catalog.compare.rating'), cell: (item) => <RatingLine listing={item} /> },
    { key: 'district', header: t('catalog.compare.district'), cell: (item) => text.district(item.district) },
    {
      key: 'reply',
      header: t('catalog.reply.label'),
      cell: (item) => reply(item.replyMinutes) ?? muted(t('catalog.reply.unknown')),
    },
  ]
}

function Comparison({ comparison }: { comparison: TComparison }) {
  const t = useT()
  const columns = useColumns(comparison.guests)
  return (
    <DataTable rows={comparison.data} columns={columns} rowKey={(item) => item.id} caption={t('catalog.compare.table')} className="mt-6" />
  )
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { ids, guests, comparison, refusal } = loaderData
  const t = useT()
  const localePath = useLocalePath()
  const back = (
    <Link to="/dashboard/shortlist" className="font-medium text-brand-700 underline dark:text-brand-300">
      {t('catalog.compare.back')}
    </Link>
  )
  return (
    <div className="container-page py-8">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('catalog.compare.title')}
      </h1>
      {!ids ? (
        <Callout className="mt-6">
          <p>{t('catalog.compare.pickFew')}</p>
          <p className="mt-2">{back}</p>
        </Callout>
      ) : (
        <>
          <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('catalog.compare.lead')}</p>
          {/* A plain GET form: it works before the page's code runs, and the address keeps the guests. */}
          <Form method="get" action={localePath('/compare')} className="mt-4 flex flex-wrap items-start gap-3">
            <input type="hidden" name="ids" value={ids} />
            <GuestsField
              label={t('catalog.compare.guests')}
              hint={t('catalog.compare.guestsHint')}
              defaultValue={guests}
              error={refusal?.guests ?? undefined}
              className="w-full sm:w-64"
            />
            <button type="submit" className="btn-secondary w-full sm:mt-7 sm:w-auto">
              {t('catalog.compare.update')}
            </button>
          </Form>
          {refusal && !refusal.guests && (
            <Callout tone="alert" className="mt-6">
              <p>{refusal.message}</p>
              <p className="mt-2">{back}</p>
            </Callout>
          )}
          {comparison && <Comparison comparison={comparison} />}
          {comparison && <p className="mt-6">{back}</p>}
        </>
      )}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
