import { chargeLines, type TCharges } from '../../../lib/charges'

/** Price, and for costumes the delivery charge and total, as a small definition list. */
export function ChargeList({ charges }: { charges: TCharges }) {
  return (
    <dl className="grid grid-cols-[auto_auto] justify-start gap-x-3 text-sm">
      {chargeLines(charges).map((line) => (
        <div key={line.label} className="contents">
          <dt className="text-stone-600 dark:text-stone-400">{line.label}</dt>
          <dd className={`whitespace-nowrap ${line.label === 'Total' ? 'font-semibold' : 'font-medium'}`}>{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}
