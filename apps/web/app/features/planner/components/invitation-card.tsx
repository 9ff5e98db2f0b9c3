import type { ReactNode } from 'react'
import { isRouteErrorResponse } from 'react-router'
import { formatDate, formatWeekday } from '@utsab/shared/format'
import type { TPublicFunction } from '@utsab/shared/schemas/guests'
import { RouteErrorView } from '#app/components/ui/route-error'
import { useLocale, useMessageText, useT } from '#app/lib/i18n'
import { functionName, kindName } from '../lib'

/**
 * An invitation as a card on a phone (the public invitation page and a guest's answer page): a framed card with the
 * event's name, the families' welcome and `children` (the functions, or the answer form). Plain HTML: it reads
 * without JavaScript.
 */
export function InvitationCard({
  title,
  welcome,
  lead,
  children,
}: {
  title: string
  welcome: string | null
  lead?: ReactNode
  children: ReactNode
}) {
  const t = useT()
  return (
    <article className="mx-auto w-full max-w-xl rounded-2xl border-4 border-double border-brand-700/60 bg-amber-50/70 p-1 shadow-sm dark:border-brand-300/50 dark:bg-stone-900">
      <div className="rounded-xl border border-brand-700/30 px-4 py-8 sm:px-8 dark:border-brand-300/30">
        <header className="text-center">
          <p aria-hidden="true" className="text-2xl text-brand-700 dark:text-brand-300">
            ❁
          </p>
          <p className="mt-2 text-sm font-medium tracking-wide text-brand-800 uppercase dark:text-brand-200">
            {t('guests.public.invited')}
          </p>
          <h1
            tabIndex={-1}
            data-page-heading
            className="mt-3 font-serif text-3xl leading-tight font-bold [overflow-wrap:anywhere] focus:outline-none sm:text-4xl"
          >
            {title}
          </h1>
          {welcome && <p className="mx-auto mt-4 max-w-prose whitespace-pre-line text-stone-700 italic dark:text-stone-300">{welcome}</p>}
          {lead}
        </header>
        <div className="mt-8">{children}</div>
        <p className="mt-10 text-center text-xs text-stone-500 dark:text-stone-400">{t('guests.public.footer')}</p>
      </div>
    </article>
  )
}

/** A function's name, day and place with its map, as an invitation states it. */
export function FunctionDetails({ fn, headingLevel = 'h2' }: { fn: TPublicFunction; headingLevel?: 'h2' | 'h3' }) {
  const t = useT()
  const locale = useLocale()
  const Heading = headingLevel
  return (
    <div className="text-center">
      <Heading className="text-xl font-semibold text-brand-800 [overflow-wrap:anywhere] dark:text-brand-200">{functionName(fn, t)}</Heading>
      {fn.title && <p className="text-sm text-stone-600 dark:text-stone-400">{kindName(fn.kind, t)}</p>}
      <p className="mt-1 font-medium">
        {fn.date ? (
          <time dateTime={fn.date}>
            {formatWeekday(fn.date, locale)}, {formatDate(fn.date, locale)}
          </time>
        ) : (
          t('guests.public.noDate')
        )}
      </p>
      <p className="text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">{fn.place ?? t('guests.public.noPlace')}</p>
      {fn.mapUrl && (
        <a href={fn.mapUrl} className="btn-secondary mt-2 inline-flex min-h-11" target="_blank" rel="noopener noreferrer">
          {t('guests.public.map')}
        </a>
      )}
    </div>
  )
}

/**
 * A guest's link that opens nothing (wrong, malformed, withdrawn, or the invitation no longer shared): the server's own
 * sentence (in the page's language: the page's texts are not loaded when its loader fails), saying to ask the family
 * for a new link, rather than the site's "page not found". Any other failure is the usual error view.
 */
export function LinkErrorView({ error }: { error: unknown }) {
  const messageText = useMessageText()
  if (!isRouteErrorResponse(error) || (error.status !== 400 && error.status !== 404)) return <RouteErrorView error={error} />
  const data = error.data as { message?: string; fields?: Record<string, string> } | undefined
  const sentence = data?.fields?.token ?? data?.message
  if (!sentence) return <RouteErrorView error={error} />
  return (
    <section className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <p aria-hidden="true" className="text-2xl text-brand-700 dark:text-brand-300">
        ❁
      </p>
      <h1 tabIndex={-1} data-page-heading className="max-w-prose text-2xl font-bold focus:outline-none sm:text-3xl">
        {messageText(sentence)}
      </h1>
    </section>
  )
}
