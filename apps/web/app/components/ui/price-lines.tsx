import { priceLineLabel } from '@utsab/shared/booking-price'
import { formatMoney, plainDigits } from '@utsab/shared/format'
import type { TPriceLine } from '@utsab/shared/schemas/offer'
import { CHARGE_LABELS } from '../../lib/charges'
import { useLocale, useT } from '../../lib/i18n'
import { listingName } from '../../lib/listing-text'

/**
 * How a booking's price is made up, a line each ("Classic", "Extra hour, 3 hours × 3,000 BDT"), then the
 * delivery charge when there is one and the total: the detail page, the cart and the bookings show the same.
 */
export function PriceLines({ lines, deliveryCharge, total }: { lines: readonly TPriceLine[]; deliveryCharge: number; total: number }) {
  const t = useT()
  const locale = useLocale()
  const money = (amount: number) => formatMoney(amount, locale)
  const words = {
    t,
    money,
    count: (value: number) => plainDigits(value, locale),
    name: (entry: { name: string; nameBn: string | null }) => listingName(entry, locale),
  }
  const label = (line: TPriceLine) => priceLineLabel(line, words)
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {lines.map((line, index) => (
        <div key={index} className="contents">
          <dt className="text-stone-700 dark:text-stone-300">{label(line)}</dt>
          <dd className="whitespace-nowrap text-right font-medium tabular-nums">{money(line.amount)}</dd>
        </div>
      ))}
      {deliveryCharge > 0 && (
        <div className="contents">
          <dt className="text-stone-700 dark:text-stone-300">{t(CHARGE_LABELS.delivery)}</dt>
          <dd className="whitespace-nowrap text-right font-medium tabular-nums">{money(deliveryCharge)}</dd>
        </div>
      )}
      <div className="col-span-2 mt-1 grid grid-cols-subgrid border-t border-stone-200 pt-1 dark:border-stone-700">
        <dt className="font-semibold">{t(CHARGE_LABELS.total)}</dt>
        <dd className="whitespace-nowrap text-right font-semibold tabular-nums">{money(total)}</dd>
      </div>
    </dl>
  )
}
