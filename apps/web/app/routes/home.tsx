import { Link } from '../components/ui/link'
import { TEXTS } from '@utsab/shared/texts'
import { ServiceTiles } from '../features/catalog/components/service-tiles'
import { BrandStrip } from '../features/home/components/brand-strip'
import { Faq } from '../features/home/components/faq'
import { Growth } from '../features/home/components/growth'
import { Hero } from '../features/home/components/hero'
import { Pricing } from '../features/home/components/pricing'
import { Reviews } from '../features/home/components/reviews'
import { ServicesIntro } from '../features/home/components/services-intro'
import { seo } from '../lib/seo'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: TEXTS.tagline,
    description:
      'Book venues with food, photographers, costumes and makeup artists for weddings and events in Bangladesh, all in one place.',
    path: '/',
    matches,
  })

/** Served at / and /home (spec §2); both point to / as canonical. */
export default function Home() {
  return (
    <>
      <Hero />
      <ServicesIntro />
      <BrandStrip />
      <Growth />
      <section aria-labelledby="tiles-title" className="container-page py-16">
        <h2 id="tiles-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Choose a service
        </h2>
        <div className="mt-10">
          <ServiceTiles />
        </div>
        <div className="mt-10 text-center">
          <Link to="/service" className="btn-secondary px-8">
            {TEXTS.seeMore}
          </Link>
        </div>
      </section>
      <Reviews />
      <Pricing />
      <Faq />
    </>
  )
}
