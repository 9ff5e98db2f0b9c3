import type { ReactNode } from 'react'

/**
 * One question and its answer as native <details>/<summary>: keyboard and screen-reader friendly, and
 * it opens before hydration. The home page's FAQ and the support page's share it.
 */
export function FaqItem({ question, children }: { question: ReactNode; children: ReactNode }) {
  return (
    <details className="card group p-0 open:shadow-md">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-stone-900 dark:text-stone-100 [&::-webkit-details-marker]:hidden">
        {question}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </summary>
      <p className="px-5 pb-5 text-stone-700 dark:text-stone-300">{children}</p>
    </details>
  )
}
