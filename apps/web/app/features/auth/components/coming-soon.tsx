import { Link } from 'react-router'
import { safeRedirectPath } from '../../../lib/redirect'

/** Log in and Sign up until accounts arrive: honest about it, with the way back. */
export function AccountsComingSoon({ title, redirectTo }: { title: string; redirectTo: string | null }) {
  const back = redirectTo ? safeRedirectPath(redirectTo, '') : ''
  return (
    <section className="container-page flex flex-col items-center gap-5 py-20 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="max-w-prose text-stone-700 dark:text-stone-300">
        Accounts are coming soon. Until then you can browse every venue, photographer, costume and makeup artist without signing in.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {back && (
          <Link to={back} className="btn-primary">
            Back to the previous page
          </Link>
        )}
        <Link to="/service" className={back ? 'btn-secondary' : 'btn-primary'}>
          Browse services
        </Link>
      </div>
    </section>
  )
}
