import type { ReactNode } from 'react'
import { Link } from '#app/components/ui/link'
import { plainDigits } from '@utsab/shared/format'
import { useLocale, useT } from '#app/lib/i18n'
import { pageHref, pageNumbers } from '../lib/pages'

/** Where a page lives: in the URL (links to `basePath?page=n`), or in the screen's own state (buttons). */
type TPageTarget = { basePath: string; onPage?: never } | { onPage: (page: number) => void; basePath?: never }

/**
 * Previous / next and the numbered pages around the current one. The current page is marked with
 * aria-current; unavailable steps are shown but cannot be used.
 */
export function Pagination({ page, totalPages, label, ...target }: { page: number; totalPages: number; label: string } & TPageTarget) {
  const t = useT()
  const locale = useLocale()
  if (totalPages <= 1) return null
  const numbers = pageNumbers(page, totalPages)
  const step = 'btn-secondary min-h-11 px-4'
  const off = `${step} pointer-events-none opacity-50`
  const goTo = (
    to: number,
    className: string,
    children: ReactNode,
    extra: { rel?: string; 'aria-current'?: 'page'; 'aria-label'?: string } = {},
  ) =>
    target.onPage ? (
      <button
        type="button"
        className={className}
        onClick={() => target.onPage(to)}
        aria-current={extra['aria-current']}
        aria-label={extra['aria-label']}
      >
        {children}
      </button>
    ) : (
      <Link to={pageHref(target.basePath, to)} className={className} {...extra}>
        {children}
      </Link>
    )
  const stepText = (key: 'admin.pages.previous' | 'admin.pages.next') => (
    <>
      {t(key)}
      <span className="sr-only"> {t('admin.pages.page')}</span>
    </>
  )
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        goTo(page - 1, step, stepText('admin.pages.previous'), { rel: 'prev' })
      ) : (
        <span aria-disabled="true" className={off}>
          {stepText('admin.pages.previous')}
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {numbers.map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-600 dark:text-stone-400">
              …
            </li>
          ) : (
            <li key={number}>
              {goTo(
                number,
                `inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold ${
                  number === page
                    ? 'bg-brand-700 text-white'
                    : 'text-stone-800 hover:bg-stone-200 dark:text-stone-100 dark:hover:bg-stone-800'
                }`,
                plainDigits(number, locale),
                { 'aria-current': number === page ? 'page' : undefined, 'aria-label': t('admin.pages.number', { page: number }) },
              )}
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        goTo(page + 1, step, stepText('admin.pages.next'), { rel: 'next' })
      ) : (
        <span aria-disabled="true" className={off}>
          {stepText('admin.pages.next')}
        </span>
      )}
    </nav>
  )
}
