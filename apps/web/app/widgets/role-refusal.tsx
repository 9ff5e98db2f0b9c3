import { useT } from '#app/lib/i18n'
import { Link } from '#app/components/ui/link'

/**
 * What someone sees at a page of a role they do not have (admins' pages, merchants' pages): the
 * loader answers 403 without words, or the API refused and its message, already in the page
 * language, is shown; a way back to the dashboard either way.
 */
export function RoleRefusal({ title, text, message }: { title: string; text: string; message?: string }) {
  const t = useT()
  return (
    <section className="card flex flex-col items-start gap-4 p-6 sm:p-8">
      <p aria-hidden="true" className="text-5xl font-black text-brand-700 dark:text-brand-300">
        403
      </p>
      <h1 tabIndex={-1} data-page-heading className="text-2xl font-bold focus:outline-none sm:text-3xl">
        {title}
      </h1>
      <p role="alert" className="max-w-prose text-stone-700 dark:text-stone-300">
        {message ?? text}
      </p>
      <Link to="/dashboard" className="btn-primary">
        {t('dashboard.adminsOnly.back')}
      </Link>
    </section>
  )
}
