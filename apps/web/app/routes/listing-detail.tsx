import { useEffect } from 'react'
import { addDays, formatMoney, formatRating, todayInDhaka } from '@utsab/shared/format'
import { data, type AppLoadContext } from 'react-router'
import { HydrateApart, HydrateWhenSeen, partWhenSeen } from '#app/components/ui/hydrate-apart'
import { Link } from '#app/components/ui/link'
import { BOOKING_HORIZON_DAYS, COSTUME_DELIVERY_CHARGE_BDT } from '@utsab/shared/constants'
import { detailPath, KIND_META, kindKey } from '@utsab/shared/kinds'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { RESPONSIVENESS } from '@utsab/shared/responsiveness'
import { PhoneLink } from '#app/components/ui/phone-link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { loadMe } from '#app/features/auth/session.server'
import { Gallery } from '#app/features/catalog/components/gallery'
import { RatingLine } from '#app/features/catalog/components/rating-line'
import { useReplyText } from '#app/features/catalog/components/reply-time'
import { ShortlistButton } from '#app/features/catalog/components/shortlist-button'
import { listingJsonLd } from '#app/features/catalog/lib/json-ld'
import { detailFromPath } from '#app/features/catalog/lib/kind-from-path'
import { listingEndpoint } from '#app/features/catalog/api/endpoints'
import { availabilityEndpoint } from '#app/features/orders/api/endpoints'
import type { TAvailability } from '#app/features/orders/components/order-panel'
import { listingReviewsEndpoint } from '#app/features/reviews/api/endpoints'
import { loadApi } from '#app/lib/api-client'
import { seedOf } from '#app/lib/loader-seed'
import { translatorFromMatches, useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { districtIn, listingDescription, listingName, useListingText } from '#app/lib/listing-text'
import { originFromMatches, seo } from '#app/lib/seo'
import { useMe } from '#app/lib/session'
import type { Route } from './+types/listing-detail'

// Below the first screen on a phone: their code comes when they come near it (decision 068).
const orderPanel = partWhenSeen(() => import('#app/features/orders/components/order-panel').then((module) => module.OrderPanel))
const writeMessage = partWhenSeen(() => import('#app/features/messages/components/write-message').then((module) => module.WriteMessage))
const hideListing = partWhenSeen(() => import('#app/features/admin/components/hide-listing').then((module) => module.HideListing))
const listingReviews = partWhenSeen(() =>
  import('#app/features/reviews/components/listing-reviews').then((module) => module.ListingReviews),
)
/** Everyone's parts; an admin's Hide listing comes on its own (its words come only to an admin, too). */
const preloadParts = () => Promise.all([orderPanel.preload(), writeMessage.preload(), listingReviews.preload()])

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One module for every detail path; kind and id come from the URL. An unknown id is a 404. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const found = detailFromPath(new URL(request.url).pathname)
  if (!found || !UUID.test(found.id)) throw data({ message: 'Not found' }, { status: 404 })
  const listing = await loadApi(context, listingEndpoint, { params: { segment: KIND_META[found.kind].apiSegment, id: found.id } })
  if (listing.kind !== found.kind) throw data({ message: 'Not found' }, { status: 404 })
  // An admin also gets the words of Hide listing (decision 029); nobody else downloads them.
  const [me, availability, reviews] = await Promise.all([
    loadMe(context),
    listing.kind === 'costume' ? null : loadAvailability(context, listing),
    loadApi(context, listingReviewsEndpoint, { params: { id: listing.id }, query: { page: 1 } }),
  ])
  const admin = me?.user?.role === 'admin'
  // The server renders the parts whole, not streamed in after the page.
  await Promise.all([preloadParts(), admin && hideListing.preload()])
  return {
    listing,
    availability,
    reviews,
    i18n: pageMessages(
      request,
      'catalog',
      'orders',
      { namespace: 'messages', prefixes: ['messages.ask', 'messages.write', 'messages.send', 'messages.sent', 'messages.cancel'] },
      {
        namespace: 'reviews',
        prefixes: [
          'reviews.heading',
          'reviews.lead',
          'reviews.averageOf',
          'reviews.none',
          'reviews.bookedFor',
          'reviews.replyFrom',
          'reviews.more',
          'reviews.loadFailed',
        ],
      },
      ...(admin ? [{ namespace: 'admin' as const, prefixes: ['admin.hide.', 'admin.moderation.'] }] : []),
    ),
  }
}

/**
 * The dated kinds' taken days (venues, photographers, makeup; costumes are delivered). If they cannot
 * be read the calendar still opens on the usual window: the server refuses a taken date with a 409.
 */
async function loadAvailability(context: AppLoadContext, listing: TListing): Promise<TAvailability> {
  try {
    return seedOf(await loadApi(context, availabilityEndpoint, { params: { segment: KIND_META[listing.kind].apiSegment, id: listing.id } }))
  } catch {
    const today = todayInDhaka()
    return {
      data: { listingId: listing.id, from: today, to: addDays(today, BOOKING_HORIZON_DAYS), booked: [], takenShifts: [] },
      loadedAt: 0,
    }
  }
}

/** A page reached in the app fetches the parts' code beside its data, so they are there when it shows. */
export const clientLoader = async ({ serverLoader }: Route.ClientLoaderArgs) => (await Promise.all([serverLoader(), preloadParts()]))[0]

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { t, locale } = translatorFromMatches(matches, location.pathname)
  const listing = loaderData?.listing
  if (!listing)
    return seo({
      title: t('page.notFoundTitle'),
      description: t('page.notFoundDescription'),
      path: location.pathname,
      matches,
      noIndex: true,
    })
  const path = detailPath(listing.kind, listing.id)
  const origin = originFromMatches(matches)
  const name = listingName(listing, locale)
  const description = t('catalog.detail.metaDescription', {
    name,
    agency: listing.agency.name,
    district: districtIn(listing.district, locale),
    price: formatMoney(listing.price, locale),
    description: listingDescription(listing, locale) ?? t(kindKey(listing.kind, 'description')),
  })
  return seo({
    title: name,
    description: description.slice(0, 300),
    path,
    matches,
    image: listing.backgroundPicture ?? listing.pictures[0],
    extra: [{ 'script:ld+json': listingJsonLd(listing, origin, `${origin}${path}`, { t, locale }) }],
  })
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-stone-200 py-3 last:border-0 dark:border-stone-800">
      <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  )
}

export default function ListingDetail({ loaderData }: Route.ComponentProps) {
  const { listing, availability, reviews } = loaderData
  const meta = KIND_META[listing.kind]
  const t = useT()
  const text = useListingText()
  const name = text.name(listing)
  const description = text.description(listing)
  const { user } = useMe()
  const replyText = useReplyText()(listing.replyMinutes)
  // With several packages the listing's price is its cheapest one's.
  const money = formatMoney(listing.price, text.locale)
  const price = listing.packages.length > 1 ? t('catalog.detail.fromPrice', { price: money }) : money
  // Spec §2: detail pages open at the top. (Braces: newer browsers return a promise from scrollTo,
  // which React would take for a cleanup function.)
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [listing.id])
  const pictures =
    listing.backgroundPicture && listing.kind === 'venue' ? [listing.backgroundPicture, ...listing.pictures] : listing.pictures
  return (
    <div className="container-page py-8">
      <nav aria-label={t('catalog.detail.breadcrumb')} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-2 text-stone-600 dark:text-stone-400">
          <li>
            <Link to="/service" className="hover:underline">
              {t('nav.services')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={meta.listPath} className="hover:underline">
              {t(kindKey(listing.kind, 'label'))}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-stone-900 dark:text-stone-100">
            {name}
          </li>
        </ol>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2">
        <HydrateApart>
          <Gallery pictures={pictures} name={name} />
        </HydrateApart>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-gold-700 dark:text-gold-300">{text.category(listing)}</p>
          <h1 tabIndex={-1} data-page-heading className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
            {name}
          </h1>
          <p className="mt-2 text-lg text-stone-700 dark:text-stone-300">{listing.agency.name}</p>
          <div className="mt-3">
            <ShortlistButton listing={{ id: listing.id, name }} />
          </div>
          {listing.reviewCount > 0 ? (
            <a href="#reviews" className="mt-3 inline-block rounded hover:underline">
              <RatingLine listing={listing} className="text-base" />
            </a>
          ) : (
            <RatingLine listing={listing} className="mt-3 text-base" />
          )}
          <p className="mt-4 text-3xl font-bold text-brand-700 dark:text-brand-300">{price}</p>
          {description && <p className="mt-4 max-w-prose text-stone-700 dark:text-stone-300">{description}</p>}
          <dl className="card mt-6 px-4">
            <Fact label={t('catalog.detail.agency')}>{listing.agency.name}</Fact>
            <Fact label={t('catalog.detail.category')}>{text.category(listing)}</Fact>
            {listing.rating !== null && listing.reviewCount > 0 && (
              <Fact label={t('catalog.detail.rating')}>
                {t('reviews.averageOf', { rating: formatRating(listing.rating, text.locale), count: listing.reviewCount })}
              </Fact>
            )}
            {/* What the business says of itself, in words and never with stars; a listing added without one typed 0. */}
            {listing.businessRating > 0 && (
              <Fact label={t('catalog.rating.business')}>
                {t('catalog.detail.ratingOutOf', { rating: formatRating(listing.businessRating, text.locale) })}
              </Fact>
            )}
            <Fact label={t('catalog.detail.price')}>{price}</Fact>
            {listing.kind === 'costume' && listing.size && <Fact label={t('catalog.detail.size')}>{listing.size}</Fact>}
            <Fact label={t('catalog.detail.contact')}>
              <PhoneLink phone={listing.agency.phone} />
            </Fact>
            {replyText && (
              <Fact label={t('catalog.reply.label')}>
                {replyText}
                <span className="block text-xs font-normal text-stone-600 dark:text-stone-400">
                  {t('catalog.reply.explain', { days: RESPONSIVENESS.windowDays })}
                </span>
              </Fact>
            )}
            <Fact label={t('catalog.detail.district')}>{text.district(listing.district)}</Fact>
            <Fact label={t('catalog.detail.address')}>{text.address(listing)}</Fact>
          </dl>
          {listing.kind === 'costume' && (
            <p className="mt-4 font-medium">
              {t('catalog.detail.deliveryCharge', { amount: formatMoney(COSTUME_DELIVERY_CHARGE_BDT, text.locale) })}
            </p>
          )}
          <HydrateWhenSeen key={listing.id} load={orderPanel.preload}>
            <orderPanel.Part
              listing={listing}
              availability={availability}
              loggedIn={Boolean(user)}
              whatsapp={listing.whatsapp ? { phone: listing.whatsapp, agency: listing.agency.name } : undefined}
            />
          </HydrateWhenSeen>
          <HydrateWhenSeen key={`ask-${listing.id}`} load={writeMessage.preload}>
            <div className="mt-4">
              <writeMessage.Part
                about={{ listingId: listing.id }}
                label={t('messages.ask')}
                title={t('messages.askTitle', { agency: listing.agency.name })}
                explain={t('messages.askExplain')}
                signedIn={Boolean(user)}
              />
            </div>
          </HydrateWhenSeen>
          {user?.role === 'admin' && (
            <HydrateWhenSeen key={`hide-${listing.id}`} load={hideListing.preload}>
              <hideListing.Part listing={{ id: listing.id, name, agencyName: listing.agency.name }} />
            </HydrateWhenSeen>
          )}
        </div>
      </div>
      <HydrateWhenSeen key={`reviews-${listing.id}`} load={listingReviews.preload}>
        <listingReviews.Part listingId={listing.id} name={name} first={reviews} />
      </HydrateWhenSeen>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
