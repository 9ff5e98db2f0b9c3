import { Link } from '../../../components/ui/link'
import { PRICING_TIERS } from '@utsab/shared/constants'
import { useT } from '../../../lib/i18n'

/** Spec §1/§9's two plans (Free and $39), for merchants; their words are in the `home` catalog. */
const TIER_KEYS = { Free: 'free', Team: 'team' } as const satisfies Record<(typeof PRICING_TIERS)[number]['name'], string>
const FEATURES = {
  free: ['home.pricing.free.feature1', 'home.pricing.free.feature2', 'home.pricing.free.feature3'],
  team: ['home.pricing.team.feature1', 'home.pricing.team.feature2', 'home.pricing.team.feature3', 'home.pricing.team.feature4'],
} as const

export function Pricing() {
  const t = useT()
  return (
    <section aria-labelledby="pricing-title" className="container-page py-16">
      <p className="text-center text-sm font-semibold uppercase tracking-widest text-gold-700 dark:text-gold-300">
        {t('home.pricing.eyebrow')}
      </p>
      <h2 id="pricing-title" className="mt-2 text-center text-3xl font-bold tracking-tight sm:text-4xl">
        {t('home.pricing.title')}
      </h2>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        {PRICING_TIERS.map((tier, index) => {
          const key = TIER_KEYS[tier.name]
          const name = t(`home.pricing.${key}.name`)
          const features = FEATURES[key].map((feature) => t(feature))
          const featured = index === PRICING_TIERS.length - 1
          return (
            <li key={tier.name} className={`card flex flex-col p-8 ${featured ? 'ring-2 ring-brand-700 dark:ring-brand-300' : ''}`}>
              <h3 className="text-lg font-semibold">{name}</h3>
              <p className="mt-4">
                <span className="text-5xl font-extrabold tracking-tight">{tier.price}</span>{' '}
                <span className="text-stone-600 dark:text-stone-400">{t(`home.pricing.${key}.period`)}</span>
              </p>
              <p className="mt-4 text-stone-700 dark:text-stone-300">{t(`home.pricing.${key}.blurb`)}</p>
              <ul className="mt-6 space-y-2">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-brand-700 dark:fill-brand-300">
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                    </svg>
                    {feature}
                  </li>
                ))}
              </ul>
              <Link
                to="/signup"
                className={`mt-8 ${featured ? 'btn-primary' : 'btn-secondary'}`}
                aria-label={t('home.pricing.getStartedWith', { plan: name })}
              >
                {t('home.getStarted')}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
