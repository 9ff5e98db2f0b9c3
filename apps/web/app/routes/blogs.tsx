import { seo } from '../lib/seo'
import type { Route } from './+types/blogs'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Blogs', description: 'Stories and tips for planning weddings and events in Bangladesh.', path: '/blogs', matches })

export default function Blogs() {
  return (
    <section className="container-page py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        Blogs
      </h1>
    </section>
  )
}
