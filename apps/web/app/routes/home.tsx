import { Link } from '#app/components/ui/link'
import { ServiceTiles } from '#app/features/catalog/components/service-tiles'
import { DateSearchForm } from '#app/features/catalog/components/date-search-form'
import { BrandStrip } from '#app/features/home/components/brand-strip'
import { Faq } from '#app/features/home/components/faq'
import { Growth } from '#app/features/home/components/growth'
import { Hero } from '#app/features/home/components/hero'
import { Pricing } from '#app/features/home/components/pricing'
import { Reviews } from '#app/features/home/components/reviews'
import { ServicesIntro } from '#app/features/home/components/services-intro'
import { featuredReviewsEndpoint } from '#app/features/home/api/endpoints'
import { loadApiResult } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/home'

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  // The carousel falls back to the spec's sample reviews when the real ones cannot be read.
  const featured = await loadApiResult(context, featuredReviewsEndpoint)
  return {
    featured: featured.ok ? featured.data.data : [],
    i18n: pageMessages(
      request,
      'home',
      { namespace: 'catalog', prefixes: ['catalog.dateSearch.', 'catalog.filters.'] },
      { namespace: 'reviews', prefixes: ['reviews.featured.'] },
    ),
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('home.tagline'), description: t('home.description'), path: '/' }))

/** Served at / and /home (spec §2); both point to / as canonical. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <>
      <Hero />
      <section aria-labelledby="date-search-title" className="container-page pt-12">
        <h2 id="date-search-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('catalog.dateSearch.title')}
        </h2>
        <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('catalog.dateSearch.text')}</p>
        <DateSearchForm className="mt-6" />
      </section>
      <ServicesIntro />
      <BrandStrip />
      <Growth />
      <section aria-labelledby="tiles-title" className="container-page py-16">
        <h2 id="tiles-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {t('home.chooseService')}
        </h2>
        <div className="mt-10">
          <ServiceTiles />
        </div>
        <div className="mt-10 text-center">
          <Link to="/service" className="btn-secondary px-8">
            {t('home.seeMore')}
            <span className="sr-only">{` ${t('home.seeMoreWhat')}`}</span>
          </Link>
        </div>
      </section>
      <Reviews featured={loaderData.featured} />
      <Pricing />
      <Faq />
    </>
  )
}
