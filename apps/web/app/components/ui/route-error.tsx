import { isRouteErrorResponse, useRevalidator } from 'react-router'
import { useMessageText, useT, type TTranslate } from '#app/lib/i18n'
import { NotFoundView } from './not-found'

const messageOf = (error: unknown, t: TTranslate, messageText: (text: string) => string): string => {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | undefined
    if (data && typeof data.message === 'string' && data.message) return messageText(data.message)
    return t('page.requestFailed', { status: String(error.status) })
  }
  return t('page.errorLoading')
}

/**
 * What a page shows instead of itself when its loader fails: the 404 page for a 404, else the
 * server's message (a 400 names the bad filter) with a retry. Rendered inside the public layout.
 */
export function RouteErrorView({ error, children }: { error: unknown; children?: React.ReactNode }) {
  const t = useT()
  const messageText = useMessageText()
  const revalidator = useRevalidator()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />
  const badRequest = isRouteErrorResponse(error) && error.status === 400
  return (
    <section className="container-page flex flex-col items-center gap-4 py-20 text-center" aria-live="polite">
      <h1 tabIndex={-1} data-page-heading className="text-2xl font-bold sm:text-3xl">
        {badRequest ? t('page.badFilters') : t('page.error')}
      </h1>
      <p role="alert" className="max-w-prose text-stone-700 dark:text-stone-300">
        {messageOf(error, t, messageText)}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {!badRequest && (
          <button type="button" className="btn-primary" onClick={() => revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
            {revalidator.state === 'loading' ? t('page.retrying') : t('page.retry')}
          </button>
        )}
        {children}
      </div>
    </section>
  )
}
