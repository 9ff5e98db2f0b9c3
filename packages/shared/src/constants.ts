/** Business constants from spec §9 and the catalog's fixed vocabularies, defined once for both sides. */

export const CURRENCY = 'BDT'
export const COSTUME_DELIVERY_CHARGE_BDT = 200
export const CONTACT_REPLY_HOURS = 24

export { DISTRICTS, type TDistrict } from './districts'

export const LISTING_KINDS = ['venue', 'photographer', 'costume', 'makeup'] as const
export type TListingKind = (typeof LISTING_KINDS)[number]

/** The spec's "business category" (the `event` field) names a kind of listing. */
export const BUSINESS_CATEGORIES = [
  { label: 'Photographer', kind: 'photographer' },
  { label: 'Venue & food', kind: 'venue' },
  { label: 'Costumes', kind: 'costume' },
  { label: 'Makeup & decoration', kind: 'makeup' },
] as const satisfies ReadonlyArray<{ label: string; kind: TListingKind }>

export const LISTING_PAGE_SIZE = { default: 12, max: 60 } as const
/**
 * A filtered list counts its matches only this far (or to the end of the page asked for, if further):
 * past it, the total reads "More than 100". Counting every match of a broad filter would make each
 * page cost as much as the whole catalog; 100 keeps a search's or a date's count (each match checked
 * against its bookings) about as cheap at 100,000 listings as at 1,000 (decision 045).
 */
export const LISTING_COUNT_LIMIT = 100
/** `reply`: quickest to reply first (decision 059), listings whose merchant has too few answers yet last. */
export const LISTING_SORTS = ['price', '-price', 'rating', 'newest', 'reply'] as const
export type TListingSort = (typeof LISTING_SORTS)[number]
export const RATING_RANGE = { min: 0, max: 5 } as const
/** The most guests a search asks a venue to seat. */
export const MAX_SEARCH_GUESTS = 100_000

export const PASSWORD_LENGTH = { min: 6, max: 18 } as const

/** react-toastify settings of spec §9. */
export const TOAST_SETTINGS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  closeOnClick: true,
} as const

export const BRAND_CAROUSEL = { slidesVisible: 4, slidesToScroll: 1, autoplayMs: 2000 } as const
export const REVIEW_CAROUSEL = { slidesVisible: 1, autoplayMs: 2000 } as const
export const DIALOG_TRANSITION_MS = { in: 300, out: 200 } as const

export const PRICING_TIERS = [
  { name: 'Free', price: '$0' },
  { name: 'Team', price: '$39' },
] as const

/**
 * Limits that keep one account from hoarding dates or stalling others: a cart holds at most this
 * many items, a customer holds at most this many unpaid dated bookings at once, and creates orders
 * and cart items at most this often (per account; ORDER_RATE_LIMIT_FACTOR scales it).
 */
export const CART_MAX_ITEMS = 10
export const MAX_ACTIVE_HOLDS = 5
export const ORDER_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const

/**
 * How a listing is booked (decision 037): `instant` is booked and paid at once; `request` is a request the merchant
 * accepts or declines within REQUEST_ANSWER_HOURS (the date is held meanwhile; unanswered, it lapses), after which the
 * customer has ACCEPTED_PAY_HOURS to pay the advance. New venues ask by default.
 */
export const BOOKING_MODES = ['instant', 'request'] as const
export type TBookingMode = (typeof BOOKING_MODES)[number]
export const DEFAULT_REQUEST_ANSWER_HOURS = 48
/** A hall is a family's biggest booking: its merchant confirms each one unless they choose instant booking. */
export const defaultBookingMode = (kind: TListingKind): TBookingMode => (kind === 'venue' ? 'request' : 'instant')
export const ACCEPTED_PAY_HOURS = 24
/**
 * A request holds a date for days without any money (decision 050), so an account keeps at most this many waiting
 * for an answer, and at most one per listing: enough to ask two halls at once, too few to sit on a hall's season.
 */
export const MAX_OPEN_REQUESTS = 2
export const MAX_OPEN_REQUESTS_PER_LISTING = 1

/** Dated bookings open this many days ahead; the availability calendar covers the same span. */
export const BOOKING_HORIZON_DAYS = 730

/** A venue sells each shift of a date once: the day (lunch) and the evening (dinner) are two bookings. */
export const VENUE_SHIFTS = ['day', 'evening'] as const
export type TVenueShift = (typeof VENUE_SHIFTS)[number]
/** The hours of a venue's shifts (Dhaka time, HH:MM): a booking's invite runs over them, and a photographer booked that day starts at the start. */
export const VENUE_SHIFT_HOURS: Record<TVenueShift, { start: string; end: string }> = {
  day: { start: '11:00', end: '16:00' },
  evening: { start: '18:00', end: '23:00' },
}
/** When a service that travels to the event (photographer, makeup artist) may be asked to start: 06:00 to 23:30, every half hour. */
export const EVENT_TIMES: readonly string[] = Array.from({ length: 36 }, (_, i) => {
  const minutes = 6 * 60 + i * 30
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
})
/** What a booking may ask for at most: guests at a venue, costumes of one listing in one order. */
export const BOOKING_LIMITS = { guests: 5000, costumeQuantity: 20 } as const
/** A costume is delivered at the earliest this many days after it is ordered (packing and the courier). */
export const COSTUME_DELIVERY_MIN_DAYS = 2
/**
 * Why a gateway refused a payment, when its documented answer says so (bKash's execute codes,
 * SSLCommerz's `error`): the failure redirect carries it as `?gateway=failed&code=…` (and the wallet
 * as `&wallet=…`), and the payment page says the specific sentence instead of the general one.
 */
export const GATEWAY_FAILURES = ['insufficient_balance', 'over_limit', 'too_many_tries', 'timed_out'] as const
export type TGatewayFailure = (typeof GATEWAY_FAILURES)[number]
/** The mobile wallets a failure can name. */
export const WALLETS = ['bkash', 'nagad', 'rocket'] as const
export type TWallet = (typeof WALLETS)[number]
/** An admin answers a merchant application within this many working days (Sunday to Thursday); the applicant is told the date. */
export const APPLICATION_REVIEW_WORKING_DAYS = 2
