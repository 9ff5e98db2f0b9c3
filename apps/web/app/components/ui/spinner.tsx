import { useT } from '#app/lib/i18n'

/** A spinning ring; decorative (the surrounding control or status says what is happening). */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className={`animate-spin ${className}`}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/** A page-sized loading state, announced politely as "Loading". */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT()
  label ??= t('page.loading')
  return (
    <div
      role="status"
      aria-label={label}
      className="container-page flex flex-col items-center justify-center gap-3 py-24 text-brand-700 dark:text-brand-300"
    >
      <Spinner className="size-10" />
      <span className="text-sm text-stone-700 dark:text-stone-300">{label}…</span>
    </div>
  )
}
