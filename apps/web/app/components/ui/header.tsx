import { useId, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Link, NavLink } from './link'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { plainDigits } from '@utsab/shared/format'
import { splitLocalePath } from '@utsab/shared/i18n/locales'
import { KIND_META, kindKey } from '@utsab/shared/kinds'
import { useLocale, useT } from '#app/lib/i18n'
import { DisclosureButton } from './disclosure-button'
import { LanguageSwitch } from './language-switch'
import { ThemeToggle } from './theme-toggle'
import { useDisclosure } from './use-disclosure'

/** Who is looking, as far as the header cares (spec §2, §6). */
export type THeaderViewer = 'guest' | 'member' | 'admin'

const SERVICE_LINKS = LISTING_KINDS.map((kind) => ({ to: KIND_META[kind].listPath, labelKey: kindKey(kind, 'label') }))

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium transition-colors hover:bg-stone-200 dark:hover:bg-stone-800 ${
    isActive ? 'text-brand-700 dark:text-brand-300' : 'text-stone-800 dark:text-stone-100'
  }`

function ServicesMenu() {
  const disclosure = useDisclosure()
  const { open, ref } = disclosure
  const menuId = useId()
  const t = useT()
  const { pathname } = useLocation()
  const active = splitLocalePath(pathname).path.startsWith('/service')
  return (
    <div ref={ref} className="relative">
      <DisclosureButton
        disclosure={disclosure}
        controls={menuId}
        className={navLinkClass({ isActive: active })}
        chevronClassName="ml-1 size-4"
      >
        {t('nav.services')}
      </DisclosureButton>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute left-0 top-full z-30 mt-2 w-56 rounded-xl border border-stone-200 bg-white p-2 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        <li>
          <Link to="/service" className="block rounded-lg px-3 py-2 text-sm font-semibold hover:bg-stone-100 dark:hover:bg-stone-800">
            {t('nav.allServices')}
          </Link>
        </li>
        {SERVICE_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className="block rounded-lg px-3 py-2 text-sm hover:bg-stone-100 aria-[current=page]:text-brand-700 dark:hover:bg-stone-800 dark:aria-[current=page]:text-brand-300"
            >
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Add Product for everyone but admins, Dashboard for admins (spec §2). */
function RoleLink({ viewer }: { viewer: THeaderViewer }) {
  const t = useT()
  return viewer === 'admin' ? (
    <NavLink to="/dashboard" className={navLinkClass}>
      {t('nav.dashboard')}
    </NavLink>
  ) : (
    <NavLink to="/become-merchant" className={navLinkClass}>
      {t('nav.addProduct')}
    </NavLink>
  )
}

/** Below the md breakpoint: the main links, then the account's entries (or Log in / Sign up). */
function MobileMenu({ viewer, account, unreadMessages }: { viewer: THeaderViewer; account?: ReactNode; unreadMessages: number }) {
  const t = useT()
  const { open, setOpen, ref, buttonRef } = useDisclosure()
  const menuId = useId()
  return (
    <div ref={ref} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.menu')}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-stone-200 dark:text-stone-100 dark:hover:bg-stone-800"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        {/* On a phone the messages' count rides on the menu, which lists Messages with it. */}
        {unreadMessages > 0 && (
          <span
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 size-3 rounded-full bg-brand-700 ring-2 ring-white sm:hidden dark:ring-stone-950"
          />
        )}
      </button>
      <nav
        id={menuId}
        hidden={!open}
        aria-label={t('nav.mobile')}
        className="absolute inset-x-0 top-full z-30 max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-stone-200 bg-white px-4 pb-4 shadow-lg dark:border-stone-800 dark:bg-stone-900"
      >
        <ul className="flex flex-col gap-1 pt-2">
          <li>
            <NavLink to="/" end className={navLinkClass}>
              {t('nav.home')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/service" end className={navLinkClass}>
              {t('nav.services')}
            </NavLink>
            <ul className="ml-4 flex flex-col border-l border-stone-200 pl-2 dark:border-stone-700">
              {SERVICE_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={navLinkClass}>
                    {t(link.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <NavLink to="/orders" className={navLinkClass}>
              {t('nav.myBookings')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/contact" className={navLinkClass}>
              {t('nav.contact')}
            </NavLink>
          </li>
          <li>
            <RoleLink viewer={viewer} />
          </li>
          {viewer !== 'guest' && (
            <li className="sm:hidden">
              <NavLink to="/dashboard/messages" className={navLinkClass}>
                {t('nav.messages', { count: unreadMessages })}
              </NavLink>
            </li>
          )}
          <li>
            <LanguageSwitch />
          </li>
          {viewer !== 'guest' && account}
          {viewer === 'guest' && (
            <li className="flex gap-2 pt-2">
              <Link to="/login" className="btn-secondary flex-1">
                {t('nav.logIn')}
              </Link>
              <Link to="/signup" className="btn-primary flex-1">
                {t('nav.signUp')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </div>
  )
}

/** The count over a header icon in the page's digits (৩ on a Bangla page); more than 99 is 99+ (৯৯+). */
export const badgeCount = (count: number, locale: 'en' | 'bn') => (count > 99 ? `${plainDigits(99, locale)}+` : plainDigits(count, locale))

/** An icon link of the header with a count over it (the cart, the unread messages): its name says the count. */
function CountedIconLink({
  to,
  label,
  count,
  path,
  className = '',
}: {
  to: string
  label: string
  count: number
  path: string
  className?: string
}) {
  const locale = useLocale()
  return (
    <NavLink
      to={to}
      aria-label={label}
      className={`relative size-11 items-center justify-center rounded-full text-stone-800 hover:bg-stone-200 aria-[current=page]:text-brand-700 dark:text-stone-100 dark:hover:bg-stone-800 dark:aria-[current=page]:text-brand-300 ${className || 'inline-flex'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {badgeCount(count, locale)}
        </span>
      )}
    </NavLink>
  )
}

/** The site header. The account controls come in as slots, so this shared UI imports no feature. */
export function Header({
  viewer = 'guest',
  account,
  mobileAccount,
  cartCount = 0,
  unreadMessages = 0,
}: {
  viewer?: THeaderViewer
  /** The account menu's button (logged-in visitors). */
  account?: ReactNode
  /** The same account entries as list items for the mobile menu. */
  mobileAccount?: ReactNode
  cartCount?: number
  unreadMessages?: number
}) {
  const t = useT()
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur dark:border-stone-800 dark:bg-stone-950/95">
      <div className="container-page relative flex h-16 items-center justify-between gap-2">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold tracking-tight text-brand-700 dark:text-brand-300">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
            <circle cx="16" cy="16" r="15" className="fill-brand-700" />
            <path d="M16 6l2.6 6.2 6.7.5-5.1 4.4 1.6 6.5L16 20.1l-5.8 3.5 1.6-6.5-5.1-4.4 6.7-.5z" className="fill-gold-400" />
          </svg>
          {t('site.name')}
        </Link>
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/" end className={navLinkClass}>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <ServicesMenu />
            </li>
            <li>
              <NavLink to="/orders" className={navLinkClass}>
                {t('nav.myBookings')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className={navLinkClass}>
                {t('nav.contact')}
              </NavLink>
            </li>
            <li>
              <RoleLink viewer={viewer} />
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch className="hidden md:inline-flex" />
          <ThemeToggle />
          {viewer === 'guest' ? (
            <>
              <Link to="/login" className="btn-ghost hidden md:inline-flex">
                {t('nav.logIn')}
              </Link>
              <Link to="/signup" className="btn-primary hidden md:inline-flex">
                {t('nav.signUp')}
              </Link>
            </>
          ) : (
            <>
              {/* Below sm the header has no room for Messages: the menu lists it with the count instead. */}
              <CountedIconLink
                to="/dashboard/messages"
                label={t('nav.messages', { count: unreadMessages })}
                count={unreadMessages}
                path="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"
                className="hidden sm:inline-flex"
              />
              <CountedIconLink
                to="/cart"
                label={t('nav.cart', { count: cartCount })}
                count={cartCount}
                path="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01"
              />
              {account}
            </>
          )}
          <MobileMenu viewer={viewer} account={mobileAccount} unreadMessages={unreadMessages} />
        </div>
      </div>
    </header>
  )
}
