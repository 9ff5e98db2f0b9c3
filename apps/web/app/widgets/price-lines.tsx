import { priceLineLabel, priceLineName, type TPriceLineWords } from '@utsab/shared/booking-price'
import { formatMoney, plainDigits } from '@utsab/shared/format'
import type { TPriceLine } from '@utsab/shared/schemas/offer'
import { CHARGE_LABELS } from '#app/lib/charges'
import { useLocale, useT } from '#app/lib/i18n'
import { listingName } from '#app/lib/listing-text'

/** The page's words for price lines (its language's translator, money and digits). */
function usePriceLineWords(): TPriceLineWords {
  const t = useT()
  const locale = useLocale()
  return {
    t,
    money: (amount) => formatMoney(amount, locale),
    count: (value) => plainDigits(value, locale),
    name: (entry) => listingName(entry, locale),
  }
}

/**
 * A booking's price in a table row: the total, with the package and add-ons named under it ("Classic, Extra hour × 3");
 * the booking's own page has them line by line. `priced`: each with its count and price, for the merchant and admins
 * who serve it ("Gold · Menu: 300 × 650 BDT a guest").
 */
export function PriceSummary({ lines, total, priced = false }: { lines: readonly TPriceLine[]; total: number; priced?: boolean }) {
  const words = usePriceLineWords()
  return (
    <span className="flex flex-col text-sm">
      <span className="whitespace-nowrap font-semibold">{words.money(total)}</span>
      <span className="text-stone-600 dark:text-stone-400">
        {lines
          // The listing itself is the row's own name.
          .filter((line) => line.kind !== 'listing')
          .map((line) => (priced ? priceLineLabel(line, words) : priceLineName(line, words)))
          .join(priced ? ' · ' : ', ')}
      </span>
    </span>
  )
}

/**
 * How a booking's price is made up, a line each ("Classic", "Extra hour: 3 × 3,000 BDT an hour"), then the delivery
 * charge when there is one and the total: the detail page, the cart and the booking's page show the same.
 */
export function PriceLines({ lines, deliveryCharge, total }: { lines: readonly TPriceLine[]; deliveryCharge: number; total: number }) {
  const t = useT()
  const words = usePriceLineWords()
  const { money } = words
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
