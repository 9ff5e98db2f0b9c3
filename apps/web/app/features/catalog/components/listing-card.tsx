import { Link } from '#app/components/ui/link'
import { formatMoney } from '@utsab/shared/format'
import { detailPath, isDatedKind } from '@utsab/shared/kinds'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { useT } from '#app/lib/i18n'
import { useListingText } from '#app/lib/listing-text'
import { PICTURE_SIZE } from '../lib/pictures'
import { RatingLine } from './rating-line'
import { ReplyTime } from './reply-time'
import { ShortlistButton } from './shortlist-button'
import { ResponsiveImage } from '#app/components/ui/responsive-image'

type TCardProps = { listing: TListing; eager: boolean; href: string }

/**
 * The listing's page with what the search asked: a booked-by-date kind's date is picked there already (?date=), and a
 * venue's guest count is filled in (?guests=), so that its per-plate menus are priced for the party.
 */
function cardHref(listing: TListing, search: TCardSearch) {
  const params = new URLSearchParams()
  if (search.eventDate && isDatedKind(listing.kind)) params.set('date', search.eventDate)
  if (search.guests && listing.kind === 'venue') params.set('guests', String(search.guests))
  const query = params.toString()
  const path = detailPath(listing.kind, listing.id)
  return query ? `${path}?${query}` : path
}

/** What a list was searched for, carried into each card's page. */
export type TCardSearch = { eventDate?: string; guests?: number }

function CardImage({ src, alt, eager }: { src: string | undefined; alt: string; eager: boolean }) {
  if (!src)
    return (
      <div
        aria-hidden="true"
        className="aspect-[2/1] w-full bg-gradient-to-br sm:aspect-[3/2] from-brand-100 to-gold-300 dark:from-brand-900 dark:to-stone-800"
      />
    )
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      width={PICTURE_SIZE.width}
      height={PICTURE_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="aspect-[2/1] w-full object-cover sm:aspect-[3/2] transition-transform duration-300 group-hover:scale-105"
    />
  )
}

/** Facts in a row, separated by a middle dot, wrapping between facts (never inside one) on a narrow screen. */
function FactLine({ facts, className = '' }: { facts: (string | null | false | undefined)[]; className?: string }) {
  const shown = facts.filter((fact): fact is string => Boolean(fact))
  if (shown.length === 0) return null
  return (
    <p className={`flex flex-wrap gap-x-1.5 text-sm text-stone-600 dark:text-stone-400 ${className}`}>
      {shown.map((fact, i) => (
        <span key={fact} className="whitespace-nowrap">
          {i > 0 && (
            <span aria-hidden="true" className="me-1.5">
              ·
            </span>
          )}
          {fact}
        </span>
      ))}
    </p>
  )
}

/** What a booking pays to confirm a date: its advance share, nothing, or all of it (the cards and the comparison). */
export function advanceFact(percent: number, t: ReturnType<typeof useT>) {
  if (percent <= 0) return t('catalog.card.advanceNone')
  if (percent >= 100) return t('catalog.card.advanceFull')
  return t('catalog.card.advance', { percent })
}

/** Costume: first picture, agency name, category, price in BDT (spec §2), and its verified rating. */
function CostumeCard({ listing, eager, href }: TCardProps) {
  const text = useListingText()
  const name = text.name(listing)
  return (
    <Link to={href} className="card group flex h-full flex-col overflow-hidden hover:shadow-md">
      <div className="overflow-hidden">
        <CardImage src={listing.pictures[0]} alt={name} eager={eager} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-semibold">{name}</h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">{listing.agency.name}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{text.category(listing)}</p>
        <RatingLine listing={listing} />
        <ReplyTime minutes={listing.replyMinutes} />
        <p className="mt-auto pt-2 text-lg font-bold text-brand-700 dark:text-brand-300">{formatMoney(listing.price, text.locale)}</p>
      </div>
    </Link>
  )
}

/**
 * Photographer and makeup artist: first picture, the artist's name (the listing's name), then the agency, where they
 * are based and what they do, rating and price (spec §2).
 */
function ArtistCard({ listing, eager, href }: TCardProps) {
  const text = useListingText()
  const name = text.name(listing)
  return (
    <Link to={href} className="card group flex h-full flex-col overflow-hidden hover:shadow-md">
      <div className="overflow-hidden">
        <CardImage src={listing.pictures[0]} alt={name} eager={eager} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-semibold">{name}</h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">{listing.agency.name}</p>
        <FactLine facts={[text.district(listing.district), text.category(listing)]} />
        <RatingLine listing={listing} />
        <ReplyTime minutes={listing.replyMinutes} />
        <p className="mt-auto pt-2 text-lg font-bold text-brand-700 dark:text-brand-300">{formatMoney(listing.price, text.locale)}</p>
      </div>
    </Link>
  )
}

/**
 * Venue: background picture (or the first), the venue name, "Price : 12000 BDT" and a Details button (spec §2); and,
 * so that a family can compare halls at a glance, two short lines of facts (where, how many it seats, the cheapest
 * menu per plate, the advance) and its verified rating.
 */
function VenueCard({ listing, eager, href }: TCardProps) {
  const t = useT()
  const text = useListingText()
  const name = text.name(listing)
  const picture = listing.backgroundPicture ?? listing.pictures[0]
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden">
      <div className="overflow-hidden">
        <CardImage src={picture} alt="" eager={eager} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">{name}</h2>
        <div className="flex flex-col gap-0.5">
          <FactLine
            facts={[text.district(listing.district), listing.capacity !== null && t('catalog.card.seats', { count: listing.capacity })]}
          />
          <FactLine
            facts={[
              listing.perPlateFrom !== null && t('catalog.card.perPlate', { price: formatMoney(listing.perPlateFrom, text.locale) }),
              advanceFact(listing.advancePercent, t),
            ]}
          />
        </div>
        <RatingLine listing={listing} />
        <ReplyTime minutes={listing.replyMinutes} />
        <p className="font-semibold text-brand-700 dark:text-brand-300">
          {t('catalog.card.priceLine', { price: formatMoney(listing.price, text.locale) })}
        </p>
        <Link
          to={href}
          aria-label={t('catalog.card.detailsOf', { name })}
          className="btn-primary mt-auto self-start after:absolute after:inset-0 after:content-['']"
        >
          {t('catalog.card.details')}
        </Link>
      </div>
    </article>
  )
}

function Card({ listing, eager, href }: TCardProps) {
  if (listing.kind === 'venue') return <VenueCard listing={listing} eager={eager} href={href} />
  if (listing.kind === 'costume') return <CostumeCard listing={listing} eager={eager} href={href} />
  return <ArtistCard listing={listing} eager={eager} href={href} />
}

/**
 * A listing's card with its heart over the picture's corner. The heart follows the card in the page (a card is one
 * link over its whole area, so the heart cannot be inside it) and sits above it.
 */
export function ListingCard({ listing, eager = false, search = {} }: { listing: TListing; eager?: boolean; search?: TCardSearch }) {
  const text = useListingText()
  return (
    <div className="relative h-full">
      <Card listing={listing} eager={eager} href={cardHref(listing, search)} />
      <div className="absolute top-3 right-3 z-10">
        <ShortlistButton listing={{ id: listing.id, name: text.name(listing) }} look="icon" />
      </div>
    </div>
  )
}
