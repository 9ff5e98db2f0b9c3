import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/blogs'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, { namespace: 'home', prefixes: ['home.blogs.'] }) })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('home.blogs.title'), description: t('home.blogs.description') }))

export default function Blogs() {
  const t = useT()
  return (
    <section className="container-page py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {t('home.blogs.title')}
      </h1>
    </section>
  )
}
