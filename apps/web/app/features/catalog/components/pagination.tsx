import { Link } from '#app/components/ui/link'
import { useT } from '#app/lib/i18n'
import { serializeFilters, withPage, type TListFilters } from '../lib/filters'

const pageHref = (basePath: string, filters: TListFilters, page: number) => {
  const query = serializeFilters(withPage(filters, page))
  return query ? `${basePath}?${query}` : basePath
}

export function Pagination({
  page,
  totalPages,
  totalExact,
  filters,
  basePath,
}: {
  page: number
  totalPages: number
  /** False when the list stopped counting: the last page is not known, only that there is a next one. */
  totalExact: boolean
  filters: TListFilters
  basePath: string
}) {
  const t = useT()
  if (totalPages <= 1) return null
  const disabled = 'btn-secondary pointer-events-none opacity-50'
  return (
    <nav aria-label={t('catalog.pagination.label')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={pageHref(basePath, filters, page - 1)} className="btn-secondary" rel="prev">
          {t('catalog.pagination.previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {t('catalog.pagination.previous')}
        </span>
      )}
      <p className="text-sm font-medium">
        {totalExact ? t('catalog.pagination.pageOf', { page, total: totalPages }) : t('catalog.pagination.page', { page })}
      </p>
      {page < totalPages ? (
        <Link to={pageHref(basePath, filters, page + 1)} className="btn-secondary" rel="next">
          {t('catalog.pagination.next')}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {t('catalog.pagination.next')}
        </span>
      )}
    </nav>
  )
}
