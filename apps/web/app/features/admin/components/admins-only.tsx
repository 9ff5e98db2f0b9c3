import { Link } from '../../../components/ui/link'
import { useT } from '../../../lib/i18n'

/**
 * What a non-admin sees at an admin page: the loader answers 403 without words (its page has no texts
 * then), or the API refused and its message, already in the page language, is shown.
 */
export function AdminsOnly({ message }: { message?: string }) {
  const t = useT()
  return (
    <section className="card flex flex-col items-start gap-4 p-6 sm:p-8">
      <p aria-hidden="true" className="text-5xl font-black text-brand-700 dark:text-brand-300">
        403
      </p>
      <h1 tabIndex={-1} data-page-heading className="text-2xl font-bold sm:text-3xl">
        {t('dashboard.adminsOnly.title')}
      </h1>
      <p role="alert" className="max-w-prose text-stone-700 dark:text-stone-300">
        {message ?? t('dashboard.adminsOnly.text')}
      </p>
      <Link to="/dashboard" className="btn-primary">
        {t('dashboard.adminsOnly.back')}
      </Link>
    </section>
  )
}
