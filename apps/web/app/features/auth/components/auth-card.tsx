import type { ReactNode } from 'react'

/** The page frame of the auth screens: a centred card with the page's one h1. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <section className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="card p-5 sm:p-8">
          <h1 tabIndex={-1} data-page-heading className="text-2xl font-bold sm:text-3xl">
            {title}
          </h1>
          {intro && <div className="mt-2 text-stone-700 dark:text-stone-300">{intro}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-stone-700 dark:text-stone-300">{footer}</div>}
      </div>
    </section>
  )
}
