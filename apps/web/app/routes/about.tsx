import { BALANCE_DUE_DAYS_BEFORE } from '@utsab/shared/booking-money'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { plainDigits } from '@utsab/shared/format'
import { KIND_META, kindKey } from '@utsab/shared/kinds'
import { Link } from '#app/components/ui/link'
import { SlottedText } from '#app/components/ui/slotted-text'
import { useLocale, useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/about'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, { namespace: 'home', prefixes: ['home.about.'] }) })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('home.about.title'), description: t('home.about.description') }))

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const

/**
 * Who Utsab is for, what can be booked, how a booking goes, how money is kept safe, and the way in for businesses.
 * The footer's Company links (spec §2: Features, Works, Career) land on #features, #works and #career.
 */
export default function About() {
  const t = useT()
  const locale = useLocale()
  const sectionTitle = 'text-2xl font-bold tracking-tight'
  const text = 'text-stone-700 dark:text-stone-300'
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="max-w-3xl">
        <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('home.about.title')}
        </h1>
        <p className={`mt-4 text-lg ${text}`}>{t('home.about.lead')}</p>
      </div>

      <section id="features" aria-labelledby="about-book-title" className="mt-14 scroll-mt-20">
        <h2 id="about-book-title" className={sectionTitle}>
          {t('home.about.bookTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LISTING_KINDS.map((kind) => (
            <li key={kind} className="card p-5">
              <span aria-hidden="true" className="mb-3 block h-1 w-10 rounded-full bg-gold-400" />
              <h3 className="text-lg font-semibold">
                <Link to={KIND_META[kind].listPath} className="link">
                  {t(kindKey(kind, 'label'))}
                </Link>
              </h3>
              <p className={`mt-2 ${text}`}>{t(kindKey(kind, 'description'))}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="works" aria-labelledby="about-how-title" className="mt-14 scroll-mt-20">
        <h2 id="about-how-title" className={sectionTitle}>
          {t('home.about.howTitle')}
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white dark:bg-brand-300 dark:text-stone-950"
              >
                {plainDigits(index + 1, locale)}
              </span>
              <div>
                <h3 className="font-semibold">{t(`home.about.${step}Title`)}</h3>
                <p className={`mt-1 ${text}`}>{t(`home.about.${step}Text`, { days: BALANCE_DUE_DAYS_BEFORE })}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="about-safe-title" className="card p-6 sm:p-8">
          <h2 id="about-safe-title" className={sectionTitle}>
            {t('home.about.safeTitle')}
          </h2>
          <p className={`mt-4 ${text}`}>{t('home.about.safeText')}</p>
          <p className={`mt-3 ${text}`}>{t('home.about.refundText')}</p>
        </section>
        <section aria-labelledby="about-business-title" className="card flex flex-col p-6 sm:p-8">
          <h2 id="about-business-title" className={sectionTitle}>
            {t('home.about.businessTitle')}
          </h2>
          <p className={`mt-4 ${text}`}>{t('home.about.businessText')}</p>
          <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-6">
            <Link to="/become-merchant" className="btn-primary">
              {t('home.about.businessCta')}
            </Link>
            <Link to="/#pricing" className="link">
              {t('home.about.plansLink')}
            </Link>
          </div>
        </section>
      </div>

      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        <section id="career" aria-labelledby="about-career-title" className="scroll-mt-20">
          <h2 id="about-career-title" className={sectionTitle}>
            {t('home.about.careerTitle')}
          </h2>
          <p className={`mt-3 ${text}`}>{t('home.about.careerText')}</p>
        </section>
        <section aria-labelledby="about-contact-title">
          <h2 id="about-contact-title" className={sectionTitle}>
            {t('home.about.contactTitle')}
          </h2>
          <p className={`mt-3 ${text}`}>
            <SlottedText text={(link) => t('home.about.contactText', { link })}>
              <Link to="/contact" className="link">
                {t('home.about.contactLink')}
              </Link>
            </SlottedText>
          </p>
        </section>
      </div>
    </div>
  )
}
