import { data } from 'react-router'
import { NotFoundView } from '../components/ui/not-found'
import { seo } from '../lib/seo'
import type { Route } from './+types/not-found'

/** Any unknown path: the 404 page with a real 404 status. */
export const loader = () => data(null, { status: 404 })

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'Page not found', description: 'This page does not exist.', path: location.pathname, matches, noIndex: true })

export default function NotFound() {
  return <NotFoundView />
}
