import { formatMoney, type TFormatLocale } from '@utsab/shared/format'

/** What an order or cart line costs: the listing's price, a delivery charge (costumes), the sum. */
export type TCharges = { price: number; deliveryCharge: number; total: number }

/** One line of a price breakdown; `key` says which (the total is shown stronger), whatever its label's language. */
export type TChargeLine = { key: 'price' | 'delivery' | 'total'; value: string }

/** Each line's words (common namespace). */
export const CHARGE_LABELS = { price: 'charges.price', delivery: 'charges.delivery', total: 'charges.total' } as const

/**
 * The price breakdown as shown under "Price" in the bookings tables, the cart and the payment summary:
 * the price, then — only when there is one — the delivery charge and the total.
 */
export function chargeLines({ price, deliveryCharge, total }: TCharges, locale: TFormatLocale = 'en'): TChargeLine[] {
  if (deliveryCharge <= 0) return [{ key: 'price', value: formatMoney(price, locale) }]
  return [
    { key: 'price', value: formatMoney(price, locale) },
    { key: 'delivery', value: formatMoney(deliveryCharge, locale) },
    { key: 'total', value: formatMoney(total, locale) },
  ]
}

/**
 * Where a booking takes place, once: the order snapshot is "address, district", and an address that
 * already ends with its district read "…, Bogura, Bogura". Repeated trailing parts are dropped.
 */
export function placeLine(location: string): string {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const kept = parts.filter((part, i) => i === 0 || part.toLowerCase() !== parts[i - 1]!.toLowerCase())
  return kept.join(', ')
}
