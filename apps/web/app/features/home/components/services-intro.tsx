import { useT } from '#app/lib/i18n'

const POINTS = ['partners', 'prices', 'checkout'] as const

export function ServicesIntro() {
  const t = useT()
  return (
    <section aria-labelledby="services-intro-title" className="container-page py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700 dark:text-gold-300">{t('home.intro.eyebrow')}</p>
      <h2 id="services-intro-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {t('home.intro.title')}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-stone-700 dark:text-stone-300">{t('home.intro.text')}</p>
      <ul className="mt-10 grid gap-6 text-left sm:grid-cols-3">
        {POINTS.map((point) => (
          <li key={point} className="card p-6">
            <span aria-hidden="true" className="mb-3 block h-1 w-10 rounded-full bg-gold-400" />
            <h3 className="text-lg font-semibold">{t(`home.intro.${point}Title`)}</h3>
            <p className="mt-2 text-stone-700 dark:text-stone-300">{t(`home.intro.${point}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
