import { useId, useMemo, useRef, useState, type ReactNode } from 'react'
import type { TUser } from '@utsab/shared/schemas/auth'
import { MERCHANT_TEXTS, type TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { RoleBadge } from '../../../components/ui/role-badge'
import { usePendingApplications, useUsers } from '../api/queries'
import { actionFor, applicationsByUser, filterUsers, ROLE_FILTERS, type TRoleFilter } from '../lib/users'
import { MakeAdminDialog } from './make-admin-dialog'
import { MerchantDialog } from './merchant-dialog'

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400'
const td = 'px-4 py-3 align-middle text-sm'

/** The dialog's subject stays while it closes, so its 200 ms exit still shows them. */
type TDialogState = { kind: 'review' | 'make-admin'; user: TUser; application: TMerchantApplication | null; open: boolean } | null

/**
 * The admin users table (spec §2): Image, Name, Email, Role, Action. A requested user's button
 * opens the merchant-information dialog; anyone else but an admin can be made admin. The list is a
 * query seeded by the route loader and refetched after each action, so a new role shows at once.
 */
export function UsersTable({
  initialUsers,
  initialApplications,
  currentUserId,
  renderAvatar,
  caption = 'All users',
}: {
  initialUsers: TUser[]
  initialApplications: TMerchantApplication[]
  currentUserId?: string
  /** The user's picture or initials (the auth feature's avatar, passed in by the page). */
  renderAvatar: (user: TUser) => ReactNode
  caption?: string
}) {
  const { data: users, isFetching } = useUsers(initialUsers)
  const { data: applications } = usePendingApplications(initialApplications)
  const pendingByUser = useMemo(() => applicationsByUser(applications), [applications])
  const [query, setQuery] = useState('')
  const [role, setRole] = useState<TRoleFilter>('all')
  const [dialog, setDialog] = useState<TDialogState>(null)
  const region = useRef<HTMLDivElement>(null)
  const id = useId()

  const shown = filterUsers(users, query, role)
  const waiting = users.filter((user) => user.role === 'requested').length
  const close = () => setDialog((current) => (current ? { ...current, open: false } : current))

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-72">
          <label htmlFor={`${id}-search`} className="field-label">
            Search users
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name or email"
            className="field-input"
            autoComplete="off"
          />
        </div>
        <div className="sm:w-44">
          <label htmlFor={`${id}-role`} className="field-label">
            Role
          </label>
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as TRoleFilter)} className="field-input">
            {ROLE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {value === 'all' ? 'All roles' : value}
              </option>
            ))}
          </select>
        </div>
        <p aria-live="polite" className="text-sm text-stone-700 sm:ml-auto sm:pb-3 dark:text-stone-300">
          {shown.length === users.length ? `${users.length} users` : `${shown.length} of ${users.length} users`}
          {waiting > 0 && ` · ${waiting} waiting for review`}
        </p>
      </div>

      <div
        ref={region}
        role="region"
        aria-labelledby={`${id}-caption`}
        aria-busy={isFetching || undefined}
        tabIndex={0}
        className="card mt-4 overflow-x-auto"
      >
        <table className="w-full min-w-[44rem] border-collapse">
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead className="border-b border-stone-200 dark:border-stone-800">
            <tr>
              <th scope="col" className={th}>
                Image
              </th>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Email
              </th>
              <th scope="col" className={th}>
                Role
              </th>
              <th scope="col" className={th}>
                Action
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {shown.map((user) => {
              const action = actionFor(user)
              return (
                <tr key={user.id}>
                  <td className={td}>{renderAvatar(user)}</td>
                  <th scope="row" className={`${td} text-left font-semibold`}>
                    {user.name}
                    {user.id === currentUserId && <span className="ml-1 font-normal text-stone-600 dark:text-stone-400">(you)</span>}
                  </th>
                  <td className={`${td} break-words`}>{user.email}</td>
                  <td className={td}>
                    <RoleBadge role={user.role} />
                  </td>
                  <td className={td}>
                    {action === 'none' ? (
                      <span className="text-stone-600 dark:text-stone-400">Already an admin</span>
                    ) : (
                      <button
                        type="button"
                        aria-haspopup="dialog"
                        className={`${action === 'review' ? 'btn-primary' : 'btn-secondary'} min-h-10 whitespace-nowrap px-4`}
                        onClick={() => setDialog({ kind: action, user, application: pendingByUser.get(user.id) ?? null, open: true })}
                      >
                        {action === 'review' ? MERCHANT_TEXTS.acceptAsMerchant : MERCHANT_TEXTS.makeAdmin}
                      </button>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        {shown.length === 0 && (
          <p className="px-4 py-8 text-center text-stone-700 dark:text-stone-300">
            {users.length === 0 ? 'No users yet.' : 'No users match this search.'}
          </p>
        )}
      </div>
      {shown.length > 0 && (
        <p className="mt-2 text-sm text-stone-600 md:hidden dark:text-stone-400">Scroll the table sideways to see every column.</p>
      )}

      <MerchantDialog
        open={dialog?.kind === 'review' && dialog.open}
        user={dialog?.kind === 'review' ? dialog.user : null}
        application={dialog?.kind === 'review' ? dialog.application : null}
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
