import { formatRating, groupDigits } from '@utsab/shared/format'
import { useLocale, useT } from '#app/lib/i18n'

const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z'

/** A 0–5 rating as five stars with a readable label ("Rated 4 out of 5"). */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const rounded = Math.round(rating * 2) / 2
  const t = useT()
  const locale = useLocale()
  const label = t('stars.rated', { rating: Number.isInteger(rating) ? groupDigits(rating, locale) : formatRating(rating, locale) })
  return (
    <span role="img" aria-label={label} className={`inline-flex items-center gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = rounded >= star ? 100 : rounded >= star - 0.5 ? 50 : 0
        return (
          <span key={star} aria-hidden="true" className="relative inline-block size-4">
            <svg viewBox="0 0 20 20" className="absolute inset-0 size-4 fill-stone-300 dark:fill-stone-600">
              <path d={STAR} />
            </svg>
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill}%` }}>
                <svg viewBox="0 0 20 20" className="size-4 max-w-none fill-gold-500">
                  <path d={STAR} />
                </svg>
              </span>
            )}
          </span>
        )
      })}
    </span>
  )
}
