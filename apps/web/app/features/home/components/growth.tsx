import { DISTRICTS, LISTING_KINDS } from '@utsab/shared/constants'
import { DIVISIONS } from '@utsab/shared/districts'
import { TEXTS } from '@utsab/shared/texts'

export function Growth() {
  const stats = [
    { value: TEXTS.successfulEvents, label: 'and counting, from intimate holuds to 800-guest receptions' },
    {
      value: `${DISTRICTS.length} districts`,
      label: `every district of all ${DIVISIONS.length} divisions, from Dhaka to Sylhet, open to merchants`,
    },
    { value: `${LISTING_KINDS.length} kinds of service`, label: 'venues, photographers, costumes and makeup' },
  ]
  return (
    <section aria-labelledby="growth-title" className="bg-gradient-to-br from-brand-800 to-brand-900 py-16 text-white">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">Business growth</p>
          <h2 id="growth-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Growing with the families and businesses we serve
          </h2>
          <p className="mt-4 max-w-prose text-brand-50">
            Local businesses reach customers they could not reach alone, and customers find them in minutes. Every event helps the next one
            go better.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {stats.map((stat) => (
            <li key={stat.value} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
              <p className="text-2xl font-extrabold text-gold-300">{stat.value}</p>
              <p className="mt-1 text-sm text-brand-50">{stat.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
