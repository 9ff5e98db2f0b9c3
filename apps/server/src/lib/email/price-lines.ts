import { hasOfferLines, priceLineLabel } from '@utsab/shared/booking-price'
import { listingName } from '@utsab/shared/i18n/listing-name'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TMailWords } from './words'

/**
 * A booking's package and add-ons, each with its amount ("Classic (32,000 BDT) + Extra hour: 3 × 3,000 BDT an hour
 * (9,000 BDT)"), so the merchant knows what to serve and the customer what they pay for; null for a listing's one price.
 */
export function offerLinesText(order: Pick<TOrder, 'lines'>, { t, money, number, locale }: TMailWords): string | null {
  if (!hasOfferLines(order.lines)) return null
  const words = { t, money, count: number, name: (entry: { name: string; nameBn: string | null }) => listingName(entry, locale) }
  return order.lines.map((line) => `${priceLineLabel(line, words)} (${money(line.amount)})`).join(' + ')
}
