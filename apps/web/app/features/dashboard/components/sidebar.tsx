import type { ReactNode } from 'react'
import { NavLink } from '#app/components/ui/link'
import type { TUser } from '@utsab/shared/schemas/auth'
import { formatPhone } from '@utsab/shared/format'
import { useLocale, useT } from '#app/lib/i18n'
import { RoleBadge } from '#app/widgets/role-badge'
import { Spinner } from '#app/components/ui/spinner'
import { sidebarLinks } from '../lib/sidebar'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold transition-colors ${
    isActive
      ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 dark:bg-brand-900/40 dark:text-brand-100 dark:ring-brand-800'
      : 'text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800'
  }`

/**
 * The dashboard sidebar (spec §2): the user's photo, email (or mobile number, or 'Unknown Access') and role, then the
 * links their role allows. While the session or the page's data is being fetched again it says so
 * with a spinner. On a narrow screen it sits above the page as a compact card.
 */
export function Sidebar({ user, avatar, loading }: { user: TUser | null; avatar: ReactNode; loading: boolean }) {
  const t = useT()
  const locale = useLocale()
  const links = sidebarLinks(user?.role ?? null)
  return (
    <div className="card p-4 md:sticky md:top-24">
      {/* Narrow: photo, email and role, spinner in one row. Wide: photo and spinner, then email and role below. */}
      <div className="grid grid-cols-[auto_1fr_auto] items-center gap-3 md:grid-cols-[auto_1fr]">
        {avatar}
        <div className="min-w-0 md:col-span-2 md:row-start-2">
          <p className="text-sm font-medium break-words">
            {/* An account made with a mobile number may have no email yet (issue 36): its number instead. */}
            {user?.email || (user?.phone ? formatPhone(user.phone, locale) : t('dashboard.sidebar.unknownAccess'))}
          </p>
          <p className="mt-1 flex items-center gap-2 text-xs text-stone-700 dark:text-stone-300">
            <span>{t('dashboard.sidebar.role')}</span>
            <RoleBadge role={user?.role ?? null} />
          </p>
        </div>
        <span
          role="status"
          className="inline-flex size-6 items-center justify-center justify-self-end text-brand-700 md:col-start-2 md:row-start-1 dark:text-brand-300"
        >
          {loading && (
            <>
              <Spinner className="size-5" />
              <span className="sr-only">{t('page.loading')}</span>
            </>
          )}
        </span>
      </div>
      <nav aria-label={t('nav.dashboard')} className="mt-4 border-t border-stone-200 pt-3 dark:border-stone-800">
        <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
