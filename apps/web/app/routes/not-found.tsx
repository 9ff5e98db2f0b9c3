import { data } from 'react-router'
import { NotFoundView } from '#app/components/ui/not-found'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/not-found'

/** Any unknown path: the 404 page with a real 404 status. */
export const loader = () => data(null, { status: 404 })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('page.notFoundTitle'), description: t('page.notFoundDescription'), noIndex: true }))

export default function NotFound() {
  return <NotFoundView />
}
