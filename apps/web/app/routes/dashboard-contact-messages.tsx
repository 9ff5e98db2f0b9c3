import { data, isRouteErrorResponse, redirect } from 'react-router'
import { CONTACT_INBOX_STATUSES, type TContactInboxStatus } from '@utsab/shared/schemas/contact'
import { plainDigits } from '@utsab/shared/format'
import { Link } from '#app/components/ui/link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { contactInboxEndpoint } from '#app/features/admin/api/endpoints'
import { useContactInbox } from '#app/features/admin/api/inbox'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { ContactInbox } from '#app/features/admin/components/contact-inbox'
import { Pagination } from '#app/features/admin/components/pagination'
import { pageHref, parsePage } from '#app/features/admin/lib/pages'
import { requireUser } from '#app/features/auth/guard'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-contact-messages'

const BASE_PATH = '/dashboard/contact-messages'
const statusPath = (status: TContactInboxStatus) => (status === 'open' ? BASE_PATH : `${BASE_PATH}?status=${status}`)

/**
 * Admins only (issue 17): the contact page's messages, the waiting ones by default, the handled ones under
 * ?status=handled; a page past the end goes to the last, a status or page that is not one goes to the first.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const search = new URL(request.url).searchParams
  const status = (search.get('status') ?? 'open') as TContactInboxStatus
  const page = parsePage(search.get('page'))
  if (!CONTACT_INBOX_STATUSES.includes(status) || page === undefined) throw redirect(BASE_PATH)
  const inbox = await loadApi(context, contactInboxEndpoint, { query: { status, page } })
  if (inbox.totalPages > 0 && page > inbox.totalPages) throw redirect(pageHref(statusPath(status), inbox.totalPages))
  return { status, page, inbox: seedOf(inbox), i18n: pageMessages(request, 'admin') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.contactMessages'),
    description: args.data ? t('admin.inbox.description') : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardContactMessages({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const locale = useLocale()
  const { status, page } = loaderData
  const { data: inbox } = useContactInbox(status, page, loaderData.inbox)
  const tab = (to: TContactInboxStatus, label: string) => (
    <Link
      to={statusPath(to)}
      aria-current={to === status ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
        to === status ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-200 dark:text-stone-100 dark:hover:bg-stone-800'
      }`}
    >
      {label}
    </Link>
  )
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('admin.inbox.title')}
      </h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t('admin.inbox.lead', { support: inbox.supportEmail })}</p>
      <nav aria-label={t('admin.inbox.tabs')} className="mt-6 flex flex-wrap gap-2">
        {tab('open', t('admin.inbox.open', { count: plainDigits(inbox.open, locale) }))}
        {tab('handled', t('admin.inbox.handled'))}
      </nav>
      <div className="mt-6">
        <ContactInbox status={status} page={page} initial={loaderData.inbox} supportEmail={inbox.supportEmail} />
      </div>
      <Pagination page={page} totalPages={inbox.totalPages} basePath={statusPath(status)} label={t('admin.inbox.pages')} />
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
