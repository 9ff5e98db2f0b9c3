import { PRICING_TIERS } from '@utsab/shared/constants'
import { plainDigits } from '@utsab/shared/format'
import { Link } from '#app/components/ui/link'
import { useLocale, useT } from '#app/lib/i18n'

/**
 * Spec §1/§9's two plans (Free and $39), offered to merchants: the businesses that sell on Utsab, not the
 * families who book (they pay nothing to browse or book). Their words are in the `home` catalog. No
 * percentage is written here: the commission is the server's COMMISSION_PERCENT, so the texts say
 * "a commission" and "a lower commission".
 */
const PLANS = {
  Free: {
    key: 'free',
    features: ['home.pricing.free.feature1', 'home.pricing.free.feature2', 'home.pricing.free.feature3', 'home.pricing.free.feature4'],
    includes: null,
    cta: { to: '/become-merchant', label: 'home.pricing.free.cta' },
  },
  Team: {
    key: 'team',
    features: ['home.pricing.team.feature1', 'home.pricing.team.feature2', 'home.pricing.team.feature3', 'home.pricing.team.feature4'],
    includes: 'home.pricing.team.includes',
    cta: { to: '/contact', label: 'home.pricing.team.cta' },
  },
} as const satisfies Record<(typeof PRICING_TIERS)[number]['name'], unknown>

export function Pricing() {
  const t = useT()
  const locale = useLocale()
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="container-page py-16">
      <p className="text-center text-sm font-semibold uppercase tracking-widest text-gold-700 dark:text-gold-300">
        {t('home.pricing.eyebrow')}
      </p>
      <h2 id="pricing-title" className="mt-2 text-center text-3xl font-bold tracking-tight sm:text-4xl">
        {t('home.pricing.title')}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-center text-stone-700 dark:text-stone-300">{t('home.pricing.lead')}</p>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        {PRICING_TIERS.map((tier, index) => {
          const plan = PLANS[tier.name]
          const featured = index === PRICING_TIERS.length - 1
          return (
            <li key={tier.name} className={`card flex flex-col p-6 sm:p-8 ${featured ? 'ring-2 ring-brand-700 dark:ring-brand-300' : ''}`}>
              <h3 className="text-lg font-semibold">{t(`home.pricing.${plan.key}.name`)}</h3>
              <p className="mt-4">
                <span className="text-5xl font-extrabold tracking-tight">{plainDigits(tier.price, locale)}</span>{' '}
                <span className="text-stone-600 dark:text-stone-400">{t(`home.pricing.${plan.key}.period`)}</span>
              </p>
              <p className="mt-4 text-stone-700 dark:text-stone-300">{t(`home.pricing.${plan.key}.blurb`)}</p>
              {plan.includes ? <p className="mt-6 font-semibold">{t(plan.includes)}</p> : null}
              <ul className={plan.includes ? 'mt-3 space-y-2' : 'mt-6 space-y-2'}>
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-brand-700 dark:fill-brand-300">
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                    </svg>
                    {t(feature)}
                  </li>
                ))}
              </ul>
              {/* mt-auto keeps both calls to action on one line when the cards stand side by side */}
              <div className="mt-auto pt-8">
                <Link to={plan.cta.to} className={`w-full ${featured ? 'btn-primary' : 'btn-secondary'}`}>
                  {t(plan.cta.label)}
                </Link>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
