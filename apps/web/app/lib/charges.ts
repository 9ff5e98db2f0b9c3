import { formatBdt } from './format'

/** What an order or cart line costs: the listing's price, a delivery charge (costumes), the sum. */
export type TCharges = { price: number; deliveryCharge: number; total: number }

/**
 * The price breakdown as shown under "Price" in the orders table, the cart and the payment summary:
 * the price, then — only when there is one — the delivery charge and the total.
 */
export function chargeLines({ price, deliveryCharge, total }: TCharges): { label: string; value: string }[] {
  if (deliveryCharge <= 0) return [{ label: 'Price', value: formatBdt(price) }]
  return [
    { label: 'Price', value: formatBdt(price) },
    { label: 'Delivery charge', value: formatBdt(deliveryCharge) },
    { label: 'Total', value: formatBdt(total) },
  ]
}

/** A calendar date from the API (YYYY-MM-DD) for display, without time zones: "14 Feb 2027". */
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
export function formatEventDate(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null
  if (!match) return 'No date needed'
  return `${Number(match[3])} ${MONTHS_SHORT[Number(match[2]) - 1]} ${match[1]}`
}
