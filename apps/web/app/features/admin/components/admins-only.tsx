import { Link } from '../../../components/ui/link'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'

/** What a non-admin sees at an admin page (the loader answers 403; the server refuses the data anyway). */
export function AdminsOnly({ message = MERCHANT_TEXTS.adminsOnly }: { message?: string }) {
  return (
    <section className="card flex flex-col items-start gap-4 p-6 sm:p-8">
      <p aria-hidden="true" className="text-5xl font-black text-brand-700 dark:text-brand-300">
        403
      </p>
      <h1 tabIndex={-1} data-page-heading className="text-2xl font-bold sm:text-3xl">
        Admins only
      </h1>
      <p role="alert" className="max-w-prose text-stone-700 dark:text-stone-300">
        {message}
      </p>
      <Link to="/dashboard" className="btn-primary">
        Back to your dashboard
      </Link>
    </section>
  )
}
