import { seo } from '../lib/seo'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'About', description: 'About Utsab, the one-stop shop for event services in Bangladesh.', path: '/about', matches })

export default function About() {
  return (
    <section className="container-page py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        About
      </h1>
    </section>
  )
}
