import { useT } from '../lib/i18n'
import { pageMessages } from '../lib/i18n.server'
import { pageSeo } from '../lib/seo'
import type { Route } from './+types/about'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, { namespace: 'home', prefixes: ['home.about.'] }) })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('home.about.title'), description: t('home.about.description') }))

export default function About() {
  const t = useT()
  return (
    <section className="container-page py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {t('home.about.title')}
      </h1>
    </section>
  )
}
