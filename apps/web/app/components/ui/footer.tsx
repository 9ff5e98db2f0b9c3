import type { ReactNode } from 'react'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { useT } from '#app/lib/i18n'
import { Link } from './link'

type TFooterLink = { to: string; label: TMessageKey }
const COMPANY_LINKS: TFooterLink[] = [
  { to: '/about', label: 'footer.about' },
  { to: '/about#features', label: 'footer.features' },
  { to: '/about#works', label: 'footer.works' },
  { to: '/about#career', label: 'footer.career' },
]
const HELP_LINKS: TFooterLink[] = [
  { to: '/support', label: 'footer.support' },
  { to: '/delivery', label: 'footer.delivery' },
  { to: '/refund-policy', label: 'footer.refund' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
]
const SOCIAL_LINKS = [
  {
    href: 'https://www.facebook.com/',
    network: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.4-.9 1-.9z',
  },
  {
    href: 'https://www.instagram.com/',
    network: 'Instagram',
    path: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM16.5 3h-9A4.5 4.5 0 0 0 3 7.5v9A4.5 4.5 0 0 0 7.5 21h9a4.5 4.5 0 0 0 4.5-4.5v-9A4.5 4.5 0 0 0 16.5 3zm2.8 13.5a2.8 2.8 0 0 1-2.8 2.8h-9a2.8 2.8 0 0 1-2.8-2.8v-9a2.8 2.8 0 0 1 2.8-2.8h9a2.8 2.8 0 0 1 2.8 2.8z',
  },
  {
    href: 'https://www.youtube.com/',
    network: 'YouTube',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  },
  {
    href: 'https://www.linkedin.com/',
    network: 'LinkedIn',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.84-2.06 3.78-2.06 4.05 0 4.8 2.66 4.8 6.1V21h-4v-5c0-1.2 0-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4z',
  },
]

function LinkColumn({ id, title, links }: { id: string; title: string; links: TFooterLink[] }) {
  const t = useT()
  const headingId = `footer-${id}`
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wider text-gold-300">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="inline-block py-1 text-stone-300 hover:text-white hover:underline">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Site footer. The newsletter form comes from the app layer (a feature), so this stays feature-free. */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const t = useT()
  return (
    <footer className="surface-dark mt-16 bg-stone-900 text-stone-200 dark:bg-black/40">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-white">{t('site.name')}</p>
          <p className="mt-2 text-sm text-stone-300">{t('site.description')}</p>
          <ul className="mt-4 flex gap-2">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  aria-label={t('footer.social', { network: social.network })}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-stone-800 text-stone-200 hover:bg-brand-700 hover:text-white"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                    <path d={social.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn id="company" title={t('footer.company')} links={COMPANY_LINKS} />
        <LinkColumn id="help" title={t('footer.help')} links={HELP_LINKS} />
        <div>{newsletter}</div>
      </div>
      <div className="border-t border-stone-800">
        <p className="container-page py-4 text-sm text-stone-400">{t('footer.copyright', { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  )
}
