import { useEffect, useId, useRef } from 'react'
import { NavLink } from '#app/components/ui/link'
import type { TUser } from '@utsab/shared/schemas/auth'
import { DisclosureButton } from '#app/components/ui/disclosure-button'
import { RoleBadge } from '#app/widgets/role-badge'
import { Spinner } from '#app/components/ui/spinner'
import { useDisclosure } from '#app/components/ui/use-disclosure'
import { formatPhone } from '@utsab/shared/format'
import { useLocale, useT } from '#app/lib/i18n'
import { useMe } from '#app/lib/session'
import { errorMessage, notify } from '#app/lib/toast'
import { useAuthBusy, useLogout } from '../api/mutations'
import { Avatar } from './avatar'

const LOGOUT_TOAST = 'logout'
const hasDashboard = (user: TUser) => user.role === 'merchant' || user.role === 'admin'

const entryClass =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium text-stone-800 hover:bg-stone-100 aria-[current=page]:text-brand-700 disabled:opacity-60 dark:text-stone-100 dark:hover:bg-stone-800 dark:aria-[current=page]:text-brand-300'

function useLogoutAction() {
  const logout = useLogout()
  const busy = useAuthBusy()
  return {
    pending: logout.isPending,
    busy,
    run: () => logout.mutate(undefined, { onError: (error) => notify.error(errorMessage(error), LOGOUT_TOAST) }),
  }
}

function Who({ user }: { user: TUser }) {
  const locale = useLocale()
  return (
    <div className="flex flex-col gap-1 px-3 py-2">
      <span className="truncate font-semibold">{user.name}</span>
      <span className="truncate text-xs text-stone-600 dark:text-stone-400">
        {/* An account made with a mobile number may have no email yet (issue 36): its number instead. */}
        {user.email || (user.phone ? formatPhone(user.phone, locale) : '')}
      </span>
      <RoleBadge role={user.role} className="self-start" />
    </div>
  )
}

function LogoutButton({ className }: { className: string }) {
  const t = useT()
  const logout = useLogoutAction()
  return (
    <button type="button" className={className} disabled={logout.busy} onClick={logout.run}>
      {logout.pending && <Spinner className="size-4" />}
      {t('auth.menu.logOut')}
    </button>
  )
}

/**
 * The account's links, as list items: Dashboard (when asked), My bookings (when asked), Your account, Cart with
 * its count, and Log out. The header's menu shows them all; the phone menu already lists My bookings and the admin's Dashboard.
 */
function AccountLinks({ dashboard, bookings }: { dashboard: boolean; bookings: boolean }) {
  const t = useT()
  const { cartCount } = useMe()
  return (
    <>
      {dashboard && (
        <li>
          <NavLink to="/dashboard" className={entryClass}>
            {t('nav.dashboard')}
          </NavLink>
        </li>
      )}
      {bookings && (
        <li>
          <NavLink to="/orders" className={entryClass}>
            {t('nav.myBookings')}
          </NavLink>
        </li>
      )}
      <li>
        <NavLink to="/dashboard/account" className={entryClass}>
          {t('auth.menu.accountPage')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/cart" className={entryClass}>
          {cartCount > 0 ? t('auth.menu.cartCount', { count: cartCount }) : t('auth.menu.cart')}
        </NavLink>
      </li>
      <li className="mt-1 border-t border-stone-200 pt-1 dark:border-stone-700">
        <LogoutButton className={entryClass} />
      </li>
    </>
  )
}

/**
 * The header's account menu: the avatar opens name, role, Dashboard (merchants and admins), My
 * bookings, Cart and Log out. A disclosure (button + list of links): opening moves focus to the first
 * entry, Escape closes it and returns focus to the button; navigating or clicking outside closes it.
 */
export function AccountMenu() {
  const t = useT()
  const { user } = useMe()
  const disclosure = useDisclosure()
  const { open, ref } = disclosure
  const panelId = useId()
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a, button')?.focus()
  }, [open])
  if (!user) return null
  return (
    <div ref={ref} className="relative">
      <DisclosureButton
        disclosure={disclosure}
        controls={panelId}
        label={t('auth.menu.label', { name: user.name })}
        chevronClassName="hidden size-4 sm:block"
        className="inline-flex min-h-11 items-center gap-1 rounded-full p-1 text-stone-800 transition-colors hover:bg-stone-200 dark:text-stone-100 dark:hover:bg-stone-800"
      >
        <Avatar name={user.name} email={user.email} image={user.image} />
      </DisclosureButton>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-2 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        <Who user={user} />
        <ul className="mt-1 flex flex-col border-t border-stone-200 pt-1 dark:border-stone-700">
          <AccountLinks dashboard={hasDashboard(user)} bookings />
        </ul>
      </div>
    </div>
  )
}

/** The same entries as list items of the mobile menu (which already lists My bookings, and Dashboard for admins). */
export function AccountMenuEntries() {
  const t = useT()
  const { user } = useMe()
  if (!user) return null
  return (
    <li className="mt-2 border-t border-stone-200 pt-2 dark:border-stone-700">
      <p className="sr-only">{t('auth.menu.account')}</p>
      <Who user={user} />
      <ul className="flex flex-col gap-1">
        <AccountLinks dashboard={user.role === 'merchant'} bookings={false} />
      </ul>
    </li>
  )
}
