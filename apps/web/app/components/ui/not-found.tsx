import { Link } from './link'
import { useT } from '#app/lib/i18n'

export function NotFoundView() {
  const t = useT()
  return (
    <section className="container-page flex flex-col items-center gap-6 py-24 text-center">
      <p aria-hidden="true" className="text-7xl font-black text-brand-700 dark:text-brand-300">
        404
      </p>
      <h1 tabIndex={-1} data-page-heading className="text-2xl font-bold sm:text-3xl">
        {t('page.notFound')}
      </h1>
      <Link to="/" className="btn-primary">
        {t('page.backToHomepage')}
      </Link>
    </section>
  )
}
