import { Link } from '../../../components/ui/link'
import { PRICING_TIERS } from '@utsab/shared/constants'

/** Pricing placeholders of spec §1/§9 (Free and $39); the features are filler text until real plans exist. */
const TIER_DETAILS: Record<(typeof PRICING_TIERS)[number]['name'], { period: string; blurb: string; features: string[] }> = {
  Free: {
    period: 'forever',
    blurb: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
    features: ['Lorem ipsum dolor sit amet', 'Consectetur adipiscing elit', 'Sed do eiusmod tempor'],
  },
  Team: {
    period: 'per month',
    blurb: 'Ut enim ad minim veniam, quis nostrud exercitation ullamco.',
    features: [
      'Everything in Free',
      'Duis aute irure dolor in reprehenderit',
      'Excepteur sint occaecat cupidatat',
      'Sunt in culpa qui officia',
    ],
  },
}

export function Pricing() {
  return (
    <section aria-labelledby="pricing-title" className="container-page py-16">
      <p className="text-center text-sm font-semibold uppercase tracking-widest text-gold-700 dark:text-gold-300">Pricing</p>
      <h2 id="pricing-title" className="mt-2 text-center text-3xl font-bold tracking-tight sm:text-4xl">
        Simple plans for every team
      </h2>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        {PRICING_TIERS.map((tier, index) => {
          const details = TIER_DETAILS[tier.name]
          const featured = index === PRICING_TIERS.length - 1
          return (
            <li key={tier.name} className={`card flex flex-col p-8 ${featured ? 'ring-2 ring-brand-700 dark:ring-brand-300' : ''}`}>
              <h3 className="text-lg font-semibold">{tier.name}</h3>
              <p className="mt-4">
                <span className="text-5xl font-extrabold tracking-tight">{tier.price}</span>{' '}
                <span className="text-stone-600 dark:text-stone-400">{details.period}</span>
              </p>
              <p className="mt-4 text-stone-700 dark:text-stone-300">{details.blurb}</p>
              <ul className="mt-6 space-y-2">
                {details.features.map((feature) => (
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
                aria-label={`Get started with the ${tier.name} plan`}
              >
                Get started
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
