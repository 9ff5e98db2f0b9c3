import { Link } from '../../../components/ui/link'
import { plainDigits } from '@utsab/shared/format'
import { useLocale, useT } from '../../../lib/i18n'
import { pageHref, pageNumbers } from '../lib/pages'

/**
 * Previous / next and the numbered pages around the current one, as links (the page lives in the
 * URL). The current page is marked with aria-current; unavailable steps are shown but not links.
 */
export function Pagination({ page, totalPages, basePath, label }: { page: number; totalPages: number; basePath: string; label: string }) {
  const t = useT()
  const locale = useLocale()
  if (totalPages <= 1) return null
  const numbers = pageNumbers(page, totalPages)
  const step = 'btn-secondary min-h-11 px-4'
  const off = `${step} pointer-events-none opacity-50`
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={pageHref(basePath, page - 1)} className={step} rel="prev">
          {t('admin.pages.previous')}
          <span className="sr-only"> {t('admin.pages.page')}</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          {t('admin.pages.previous')}
          <span className="sr-only"> {t('admin.pages.page')}</span>
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
              <Link
                to={pageHref(basePath, number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('admin.pages.number', { page: number })}
                className={`inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold ${
                  number === page
                    ? 'bg-brand-700 text-white'
                    : 'text-stone-800 hover:bg-stone-200 dark:text-stone-100 dark:hover:bg-stone-800'
                }`}
              >
                {plainDigits(number, locale)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link to={pageHref(basePath, page + 1)} className={step} rel="next">
          {t('admin.pages.next')}
          <span className="sr-only"> {t('admin.pages.page')}</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          {t('admin.pages.next')}
          <span className="sr-only"> {t('admin.pages.page')}</span>
        </span>
      )}
    </nav>
  )
}
