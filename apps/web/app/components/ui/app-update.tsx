import { useEffect, useState } from 'react'
import { useT } from '#app/lib/i18n'
import { useMe } from '#app/lib/session'
import { helloWorker, registerServiceWorker, wantsServiceWorker } from '#app/lib/service-worker'

/**
 * The installed app's worker (decision 063): registered after hydration; told when the session changes (it then
 * asks the network who is signed in); and, when a new version is waiting, one line offering to reload into it.
 */
export function AppUpdate() {
  const t = useT()
  const userId = useMe().user?.id
  const [apply, setApply] = useState<(() => void) | null>(null)
  useEffect(() => (wantsServiceWorker() ? registerServiceWorker((next) => setApply(() => next)) : undefined), [])
  useEffect(() => helloWorker(), [userId])
  if (!apply) return null
  return (
    <div
      role="status"
      className="card fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-3 p-3 pl-4 shadow-lg"
    >
      <p className="text-sm text-stone-800 dark:text-stone-100">{t('app.updateReady')}</p>
      <button type="button" className="btn-primary" onClick={apply}>
        {t('app.reload')}
      </button>
    </div>
  )
}
