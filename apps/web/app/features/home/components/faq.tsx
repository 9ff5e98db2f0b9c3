import { useT } from '../../../lib/i18n'

const FAQ = ['several', 'areas', 'quality', 'sell'] as const

/** Native <details>/<summary>: keyboard and screen-reader friendly, and it works before hydration. */
export function Faq() {
  const t = useT()
  return (
    <section aria-labelledby="faq-title" className="container-page max-w-3xl py-16">
      <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
        {t('home.faq.title')}
      </h2>
      <div className="mt-8 space-y-3">
        {FAQ.map((item) => (
          <details key={item} className="card group p-0 open:shadow-md">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              {t(`home.faq.${item}Question`)}
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
                fill="currentColor"
              >
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
              </svg>
            </summary>
            <p className="px-5 pb-5 text-stone-700 dark:text-stone-300">{t(`home.faq.${item}Answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
