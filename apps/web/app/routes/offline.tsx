import { Link } from '#app/components/ui/link'
import { useT } from '#app/lib/i18n'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/offline'

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('offline.title'), description: t('offline.body'), noIndex: true }))

/**
 * What the service worker shows for an address it has nothing kept for while there is no connection (decision 063).
 * Kept when the worker installs, as a guest sees it: it names nobody, and links to what may be kept (My bookings).
 * "Try again" is a document load of the address asked for (the worker answers it from the network when it is back).
 */
export default function Offline() {
  const t = useT()
  return (
    <main id="main" className="container-page flex min-h-screen flex-col items-center justify-center gap-6 py-16 text-center">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {t('offline.title')}
      </h1>
      <p className="max-w-md text-stone-700 dark:text-stone-300">{t('offline.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href="" className="btn-primary">
          {t('offline.retry')}
        </a>
        <Link to="/orders" className="btn-secondary" reloadDocument>
          {t('nav.myBookings')}
        </Link>
      </div>
    </main>
  )
}
