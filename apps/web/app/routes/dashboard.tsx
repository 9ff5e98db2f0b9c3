import { roleLabel } from '@utsab/shared/schemas/auth'
import { RouteErrorView } from '../components/ui/route-error'
import { requireUser } from '../features/auth/guard'
import { seo } from '../lib/seo'
import type { Route } from './+types/dashboard'

/** Login required (spec §6); the guard sends visitors to /login with the way back. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  // The role label is worked out here, on the server, so the shared schemas (and zod) stay out of this page's bundle.
  return { email: user.email, role: roleLabel(user.role) }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'Dashboard', description: 'Dashboard on Utsab.', path: location.pathname, matches, noIndex: true })

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <dl className="card mt-8 grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 p-6">
        <dt className="font-medium text-stone-600 dark:text-stone-400">Email</dt>
        <dd className="break-all">{loaderData.email}</dd>
        <dt className="font-medium text-stone-600 dark:text-stone-400">Role</dt>
        <dd>{loaderData.role}</dd>
      </dl>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
