import { useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { roleLabel, type TUser } from '@utsab/shared/schemas/auth'
import type { TAdminUser } from '@utsab/shared/schemas/moderation'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { Email } from '#app/widgets/booking-cells'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { Field } from '#app/components/ui/field'
import { Select } from '#app/components/ui/select'
import { StatusBadge } from '#app/widgets/status-badge'
import { WithHiddenName } from '#app/components/ui/slotted-text'
import { formatPhone } from '@utsab/shared/format'
import { useLocale, useT } from '#app/lib/i18n'
import type { TSeed } from '#app/lib/loader-seed'
import { usePendingApplications, useUsers, type TApplicationsAnswer, type TUsersAnswer } from '../api/queries'
import { useDebouncedValue } from '#app/lib/use-debounced-value'
import { actionFor, applicationsByUser, ROLE_FILTERS, type TRoleFilter } from '../lib/users'
import { Pagination } from './pagination'
import { MakeAdminDialog } from './make-admin-dialog'
import { MerchantDialog } from './merchant-dialog'
import { ReinstateDialog, UserModerationDialog } from './user-moderation-dialogs'

/** The dialog's subject stays while it closes, so its 200 ms exit still shows them. */
type TDialogKind = 'review' | 'make-admin' | 'suspend' | 'revoke' | 'reinstate'
type TDialogState = { kind: TDialogKind; user: TAdminUser; application: TMerchantApplication | null; open: boolean; opened: number } | null
/** How long the search box waits for the typing to pause before it asks the server. */
const SEARCH_PAUSE_MS = 250
/**
 * The moderation buttons: quieter than the row's main action, still a full-size target on a phone. In the
 * table they stack and their words may wrap, so the column stays as narrow as its longest word and is
 * never clipped at the table's edge (it was at 1,280 px, with the sidebar beside it).
 */
const MODERATE_BUTTON =
  'btn-ghost min-h-11 flex-1 border border-stone-300 px-4 text-balance sm:min-h-10 sm:w-full sm:flex-none sm:px-3 dark:border-stone-700'

/**
 * The admin users table (spec §2): Image, Name, Email, Role, Action. A requested user's button
 * opens the merchant-information dialog; anyone else but an admin can be made admin. The table shows a
 * page of users at a time, newest first; the search (name or email) and the role filter are answered by
 * the server, so the page stays light with any number of users. The first page is seeded by the route
 * loader; every page is read again after each action, so a new role shows at once.
 * Moderation (decision 029): anyone but an admin can be suspended (or reinstated), a merchant's role
 * revoked; each asks for the reason. A suspended account carries a Suspended badge.
 */
export function UsersTable({
  initialUsers,
  initialApplications,
  currentUserId,
  renderAvatar,
  caption,
}: {
  /** The route loader's answers (seedOf(await loadApi(...))), which seed the queries. */
  initialUsers: TSeed<TUsersAnswer>
  initialApplications: TSeed<TApplicationsAnswer>
  currentUserId?: string
  /** The user's picture or initials (the auth feature's avatar, passed in by the page). */
  renderAvatar: (user: TUser) => ReactNode
  caption?: string
}) {
  const t = useT()
  const locale = useLocale()
  const [query, setQuery] = useState('')
  const [role, setRole] = useState<TRoleFilter>('all')
  const [page, setPage] = useState(1)
  const search = useDebouncedValue(query.trim(), SEARCH_PAUSE_MS)
  const filter = { q: search, page, ...(role === 'all' ? {} : { role }) }
  const { data: answer, isFetching } = useUsers(filter, initialUsers)
  const { data: applications } = usePendingApplications(initialApplications)
  const pendingByUser = useMemo(() => applicationsByUser(applications), [applications])
  const [dialog, setDialog] = useState<TDialogState>(null)
  const region = useRef<HTMLDivElement>(null)
  const id = useId()

  // A new search or role starts again from the first page.
  const [lastFilter, setLastFilter] = useState({ search, role })
  if (lastFilter.search !== search || lastFilter.role !== role) {
    setLastFilter({ search, role })
    setPage(1)
  }
  const users = answer?.data ?? []
  const { total = 0, totalPages = 0, everyone = 0, waiting = 0 } = answer ?? {}
  const filtered = search !== '' || role !== 'all'
  const close = () => setDialog((current) => (current ? { ...current, open: false } : current))
  const open = (kind: TDialogKind, user: TAdminUser) =>
    setDialog((current) => ({
      kind,
      user,
      application: pendingByUser.get(user.id) ?? null,
      open: true,
      opened: (current?.opened ?? 0) + 1,
    }))

  const columns: TColumn<TAdminUser>[] = [
    { key: 'image', header: t('admin.users.image'), mobileLabel: false, cell: (user) => renderAvatar(user), className: 'max-sm:!hidden' },
    {
      key: 'name',
      header: t('admin.users.name'),
      rowHeader: true,
      cell: (user) => (
        <>
          {user.name}
          {user.id === currentUserId && <span className="ml-1 font-normal text-stone-600 dark:text-stone-400">{t('admin.users.you')}</span>}
        </>
      ),
    },
    {
      key: 'email',
      header: t('admin.users.email'),
      // An account made with a mobile number may have no email yet (issue 36): its number instead.
      cell: (user) => (user.email ? <Email email={user.email} /> : user.phone ? formatPhone(user.phone, locale) : '—'),
    },
    {
      key: 'role',
      header: t('admin.users.role'),
      cell: (user) => (
        <span className="inline-flex flex-wrap gap-1">
          <StatusBadge of="role" status={roleLabel(user.role)} />
          {user.suspendedAt && <StatusBadge of="account" status="suspended" />}
        </span>
      ),
    },
    {
      key: 'action',
      header: t('admin.users.action'),
      primary: true,
      cell: (user) => {
        const action = actionFor(user)
        if (action === 'none' || action === 'suspended')
          return (
            <span className="text-stone-600 dark:text-stone-400">
              {t(action === 'none' ? 'admin.users.alreadyAdmin' : 'admin.users.reinstateFirst')}
            </span>
          )
        return (
          <button
            type="button"
            aria-haspopup="dialog"
            className={`${action === 'review' ? 'btn-primary' : 'btn-secondary'} min-h-11 flex-1 px-4 text-balance sm:min-h-10 sm:flex-none sm:px-3`}
            onClick={() => open(action, user)}
          >
            <WithHiddenName
              text={(name) => (action === 'review' ? t('admin.users.acceptAsMerchant', { name }) : t('admin.users.makeAdmin', { name }))}
              name={user.name}
            />
          </button>
        )
      },
    },
    {
      key: 'moderation',
      header: t('admin.moderation.column'),
      cell: (user) =>
        user.role === 'admin' ? (
          <span className="text-stone-600 dark:text-stone-400">{t('admin.moderation.notForAdmins')}</span>
        ) : (
          <span className="flex flex-wrap gap-2 sm:flex-col sm:flex-nowrap sm:items-stretch">
            <button
              type="button"
              aria-haspopup="dialog"
              className={MODERATE_BUTTON}
              onClick={() => open(user.suspendedAt ? 'reinstate' : 'suspend', user)}
            >
              <WithHiddenName
                text={(name) => (user.suspendedAt ? t('admin.moderation.reinstate', { name }) : t('admin.moderation.suspend', { name }))}
                name={user.name}
              />
            </button>
            {user.role === 'merchant' && (
              <button type="button" aria-haspopup="dialog" className={MODERATE_BUTTON} onClick={() => open('revoke', user)}>
                <WithHiddenName text={(name) => t('admin.moderation.revoke', { name })} name={user.name} />
              </button>
            )}
          </span>
        ),
    },
  ]

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          id={`${id}-search`}
          className="sm:w-72"
          label={t('admin.users.search')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('admin.users.searchPlaceholder')}
          autoComplete="off"
        />
        <Select
          id={`${id}-role`}
          className="sm:w-44"
          label={t('admin.users.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as TRoleFilter)}
          options={ROLE_FILTERS.map((value) => ({ value, label: value === 'all' ? t('admin.users.allRoles') : t(`status.role.${value}`) }))}
        />
        <p aria-live="polite" className="text-sm text-stone-700 sm:ml-auto sm:pb-3 dark:text-stone-300">
          {filtered ? t('admin.users.countOf', { shown: total, count: everyone }) : t('admin.users.count', { count: everyone })}
          {waiting > 0 && t('admin.users.waiting', { count: waiting })}
        </p>
      </div>

      <div className="mt-4">
        <DataTable
          regionRef={region}
          rows={users}
          columns={columns}
          rowKey={(user) => user.id}
          caption={caption ?? t('admin.users.title')}
          busy={isFetching}
          empty={
            <p className="card px-4 py-8 text-center text-stone-700 dark:text-stone-300">
              {everyone === 0 ? t('admin.users.none') : t('admin.users.noMatch')}
            </p>
          }
        />
        <Pagination
          page={page}
          totalPages={totalPages}
          label={t('admin.users.pages')}
          onPage={(next) => {
            setPage(next)
            region.current?.scrollIntoView({ block: 'start' })
          }}
        />
      </div>

      <MerchantDialog
        open={dialog?.kind === 'review' && dialog.open}
        user={dialog?.kind === 'review' ? dialog.user : null}
        application={dialog?.kind === 'review' ? dialog.application : null}
        onClose={close}
        fallbackFocus={region}
      />
      <UserModerationDialog
        open={(dialog?.kind === 'suspend' || dialog?.kind === 'revoke') && dialog.open}
        action={dialog?.kind === 'revoke' ? 'revoke' : 'suspend'}
        user={dialog?.kind === 'suspend' || dialog?.kind === 'revoke' ? dialog.user : null}
        formKey={dialog?.opened ?? 0}
        onClose={close}
        fallbackFocus={region}
      />
      <ReinstateDialog
        open={dialog?.kind === 'reinstate' && dialog.open}
        user={dialog?.kind === 'reinstate' ? dialog.user : null}
        onClose={close}
        fallbackFocus={region}
      />
      <MakeAdminDialog
        open={dialog?.kind === 'make-admin' && dialog.open}
        user={dialog?.kind === 'make-admin' ? dialog.user : null}
        onClose={close}
        fallbackFocus={region}
      />
    </div>
  )
}
