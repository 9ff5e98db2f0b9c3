import { useId } from 'react'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage, notify } from '../../../lib/toast'
import { useMe } from '../api/me'
import { useAuthBusy, useLogout } from '../api/mutations'
import { Avatar } from './avatar'

/** The header's logout button (spec §2): the user's picture, their name as a tooltip, "Log out". */
export function AccountButton() {
  const { user } = useMe()
  const logout = useLogout()
  const busy = useAuthBusy()
  const tooltipId = useId()
  if (!user) return null
  return (
    <div className="group relative">
      <button
        type="button"
        aria-describedby={tooltipId}
        disabled={busy}
        onClick={() => logout.mutate(undefined, { onError: (error) => notify.error(errorMessage(error)) })}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pl-1 pr-1 text-sm font-semibold text-stone-800 transition-colors hover:bg-stone-200 disabled:opacity-60 sm:pr-3 dark:text-stone-100 dark:hover:bg-stone-800"
      >
        {logout.isPending ? (
          <span className="inline-flex size-9 items-center justify-center">
            <Spinner className="size-5" />
          </span>
        ) : (
          <Avatar name={user.name} email={user.email} image={user.image} />
        )}
        <span className="sr-only sm:not-sr-only">Log out</span>
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none invisible absolute right-0 top-full z-50 mt-2 max-w-60 truncate whitespace-nowrap rounded-lg bg-stone-900 px-3 py-1.5 text-xs font-medium text-white shadow-lg group-focus-within:visible group-hover:visible dark:bg-stone-100 dark:text-stone-900"
      >
        {user.name}
      </span>
    </div>
  )
}
