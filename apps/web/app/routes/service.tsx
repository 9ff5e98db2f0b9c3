import { ServiceTiles } from '#app/features/catalog/components/service-tiles'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/service'

export const loader = ({ request }: Route.LoaderArgs) => ({
  i18n: pageMessages(request, { namespace: 'catalog', prefixes: ['catalog.services.'] }),
})

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('catalog.services.title'), description: t('catalog.services.description') }))

export default function Service() {
  const t = useT()
  return (
    <div className="container-page py-12">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold tracking-tight sm:text-4xl">
        {t('catalog.services.title')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('catalog.services.lead')}</p>
      <div className="mt-8">
        <ServiceTiles headingLevel={2} lazy={false} />
      </div>
    </div>
  )
}
