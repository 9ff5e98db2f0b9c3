import { DISTRICTS, LISTING_KINDS } from '@utsab/shared/constants'
import { DIVISIONS } from '@utsab/shared/districts'
import { useT } from '#app/lib/i18n'

export function Growth() {
  const t = useT()
  const stats = [
    { value: t('home.growth.successfulEvents'), label: t('home.growth.eventsLabel') },
    {
      value: t('home.growth.districts', { count: DISTRICTS.length }),
      label: t('home.growth.districtsLabel', { divisions: DIVISIONS.length }),
    },
    { value: t('home.growth.kinds', { count: LISTING_KINDS.length }), label: t('home.growth.kindsLabel') },
  ]
  return (
    <section aria-labelledby="growth-title" className="bg-gradient-to-br from-brand-800 to-brand-900 py-16 text-white">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{t('home.growth.eyebrow')}</p>
          <h2 id="growth-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('home.growth.title')}
          </h2>
          <p className="mt-4 max-w-prose text-brand-50">{t('home.growth.text')}</p>
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
