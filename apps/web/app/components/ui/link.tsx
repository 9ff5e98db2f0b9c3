import { forwardRef } from 'react'
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from 'react-router'
import { localizePath } from '@utsab/shared/i18n/locales'
import { useLocale } from '#app/lib/i18n'

function localizeTo(to: To, locale: ReturnType<typeof useLocale>): To {
  if (typeof to === 'string') return localizePath(to, locale)
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, locale) } : to
}

/**
 * The site's links: a path is written as the spec gives it ('/orders') and leads to the same page in
 * the page's language ('/bn/orders' on a Bangla page). Lint keeps React Router's own links out of
 * the app, so no link can drop the visitor's language.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const locale = useLocale()
  return <RouterLink ref={ref} to={localizeTo(to, locale)} {...props} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const locale = useLocale()
  return <RouterNavLink ref={ref} to={localizeTo(to, locale)} {...props} />
})

/** `navigate('/orders')` in the page's language. */
export function useLocaleNavigate() {
  const navigate = useNavigate()
  const locale = useLocale()
  return (to: To, options?: NavigateOptions) => navigate(localizeTo(to, locale), options)
}
