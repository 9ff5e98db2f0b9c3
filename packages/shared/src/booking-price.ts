import { COSTUME_DELIVERY_CHARGE_BDT, type TListingKind } from './constants'
import type { TErrorCode } from './errors'
import type { TMessage } from './i18n/message'
import type { TAddon, TOffer, TPackage, TPriceLine } from './schemas/offer'
import type { TBookingDetails } from './schemas/orders'

/** What a booking is priced from: the listing's own price and kind, and what it sells beyond it. */
export type TPricedListing = { kind: TListingKind; name: string; nameBn: string | null; priceBdt: number } & TOffer

export type TBookingPrice = {
  /** The package the booking takes (null when the listing has none). */
  packageId: string | null
  /** The add-ons it takes as a booking names them (ZOfferChoice): hours only for those priced by the hour. */
  addons: { id: string; quantity?: number }[]
  lines: TPriceLine[]
  /** The sum of the lines. */
  price: number
  deliveryCharge: number
  total: number
}

export type TPriceRefusal = { field: 'packageId' | 'addons'; message: TMessage; code: TErrorCode }

/** The package a booking takes: the one named, or the first (a listing's "from" price) when none is. */
function packageFor(packages: TPackage[], packageId: string | undefined): TPackage | null | undefined {
  if (packages.length === 0) return null
  return packageId === undefined ? packages[0] : packages.find((offered) => offered.id === packageId)
}

/** How many units of an add-on a booking takes: its hours, its guests, or one. */
function unitsOf(addon: TAddon, hours: number | undefined, guests: number | undefined) {
  if (addon.unit === 'hour') return hours ?? 1
  if (addon.unit === 'guest') return guests ?? 1
  return 1
}

/**
 * The one price rule, which the detail page, the cart and the server all apply: the package (or the listing's
 * price) times the quantity of a costume, then each add-on once, per hour or per guest, then a costume's
 * delivery. Prices come from the listing, never from the booking; a package or add-on it does not sell is refused.
 */
export function priceBooking(
  listing: TPricedListing,
  choice: Pick<TBookingDetails, 'packageId' | 'addons' | 'guests' | 'quantity'>,
): { ok: true; price: TBookingPrice } | { ok: false; refusal: TPriceRefusal } {
  const chosen = packageFor(listing.packages, choice.packageId)
  if (chosen === undefined)
    return {
      ok: false,
      refusal: { field: 'packageId', message: { key: 'validation.offer.packageUnknown' }, code: 'package_unknown' },
    }
  const quantity = listing.kind === 'costume' ? (choice.quantity ?? 1) : 1
  const base = chosen ?? { name: listing.name, nameBn: listing.nameBn, price: listing.priceBdt }
  const lines: TPriceLine[] = [
    {
      kind: chosen ? 'package' : 'listing',
      name: base.name,
      nameBn: base.nameBn,
      unit: 'booking',
      unitPrice: base.price,
      quantity,
      amount: base.price * quantity,
    },
  ]
  const addons: TBookingPrice['addons'] = []
  for (const wanted of choice.addons ?? []) {
    const addon = listing.addons.find((offered) => offered.id === wanted.id)
    if (!addon)
      return {
        ok: false,
        refusal: { field: 'addons', message: { key: 'validation.offer.addonUnknown' }, code: 'addon_unknown' },
      }
    if (addons.some((taken) => taken.id === addon.id)) continue
    const units = unitsOf(addon, wanted.quantity, choice.guests)
    // A per-guest add-on counts the booking's guests, which are not its own to keep.
    addons.push(addon.unit === 'hour' ? { id: addon.id, quantity: units } : { id: addon.id })
    lines.push({
      kind: 'addon',
      name: addon.name,
      nameBn: addon.nameBn,
      unit: addon.unit,
      unitPrice: addon.price,
      quantity: units,
      amount: addon.price * units,
    })
  }
  const price = lines.reduce((sum, line) => sum + line.amount, 0)
  const deliveryCharge = listing.kind === 'costume' ? COSTUME_DELIVERY_CHARGE_BDT : 0
  return { ok: true, price: { packageId: chosen?.id ?? null, addons, lines, price, deliveryCharge, total: price + deliveryCharge } }
}

/** A listing's "from" price: its cheapest package, or its own price when it sells none. */
export function fromPrice(priceBdt: number, packages: Pick<TPackage, 'price'>[]) {
  return packages.length === 0 ? priceBdt : Math.min(...packages.map((offered) => offered.price))
}

/** The message keys a price line is written with (the `common` namespace). */
export type TPriceLineKey = 'charges.line.units' | 'charges.line.hours' | 'charges.line.guests'

/** What writes a price line in one language: the page's or the mail's translator and formatters. */
export type TPriceLineWords = {
  t: (key: TPriceLineKey, values: { name: string; count: string; price: string }) => string
  money: (amount: number) => string
  count: (value: number) => string
  name: (entry: { name: string; nameBn: string | null }) => string
}

/** "Classic", "Red Benarasi Sari × 2", "Extra hour: 3 × 3,000 BDT an hour", "Bengali menu: 180 × 650 BDT a guest". */
export function priceLineLabel(line: TPriceLine, words: TPriceLineWords): string {
  const values = { name: words.name(line), count: words.count(line.quantity), price: words.money(line.unitPrice) }
  if (line.unit === 'hour') return words.t('charges.line.hours', values)
  if (line.unit === 'guest') return words.t('charges.line.guests', values)
  return line.quantity > 1 ? words.t('charges.line.units', values) : values.name
}

/** A line named without its prices, for a table's short summary: "Classic", "Extra hour × 3", "Bengali menu × 180". */
export function priceLineName(line: TPriceLine, words: TPriceLineWords): string {
  const name = words.name(line)
  return line.quantity > 1 ? words.t('charges.line.units', { name, count: words.count(line.quantity), price: '' }) : name
}

/** A price shows its lines when it has a package or an add-on; a listing's one price needs no breakdown. */
export const hasOfferLines = (lines: readonly TPriceLine[] | undefined): lines is TPriceLine[] =>
  Boolean(lines?.some((line) => line.kind !== 'listing'))
