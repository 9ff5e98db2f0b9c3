import { useState } from 'react'
import { formatDateTime } from '@utsab/shared/format'
import type { TAccountSession } from '@utsab/shared/schemas/account'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { SectionHeader } from '#app/components/ui/section-header'
import type { TSeed } from '#app/lib/loader-seed'
import { useLocale, useT, type TTranslate } from '#app/lib/i18n'
import { errorMessage, formToasts } from '#app/lib/toast'
import { useEndOtherSessions, useEndSession, useSessions, type TSessionsAnswer } from '../api/account'

const toasts = formToasts('account-sessions')

/** "Chrome on Android", "Unknown browser on Linux", "Firefox": the names themselves are not translated. */
function deviceName(t: TTranslate, { browser, os }: TAccountSession['device']) {
  const named = browser ?? t('account.sessions.unknownDevice')
  return os ? t('account.sessions.device', { browser: named, os }) : named
}

type TAsk = { kind: 'one'; session: TAccountSession } | { kind: 'all' } | null

/** Signed-in devices: this one first and marked; each other one can be signed out, or all of them at once. */
export function AccountSessions({ seed }: { seed: TSeed<TSessionsAnswer> }) {
  const t = useT()
  const locale = useLocale()
  const { data: sessions } = useSessions(seed)
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const [ask, setAsk] = useState<TAsk>(null)
  const others = sessions.filter((session) => !session.current)
  const busy = endOne.isPending || endOthers.isPending

  const confirm = () => {
    if (!ask) return
    const done = { onSettled: () => setAsk(null), onError: (error: unknown) => toasts.error(errorMessage(error)) }
    if (ask.kind === 'one') endOne.mutate(ask.session.id, { ...done, onSuccess: () => toasts.success(t('account.sessions.signedOutOne')) })
    else
      endOthers.mutate(undefined, {
        ...done,
        onSuccess: ({ ended }) => toasts.success(t('account.sessions.signedOutAll', { count: ended })),
      })
  }

  return (
    <section aria-labelledby="account-sessions" className="card flex flex-col gap-4 p-5 sm:p-6">
      <SectionHeader id="account-sessions" title={t('account.sessions.heading')} lead={t('account.sessions.lead')} />
      <ul aria-labelledby="account-sessions" className="flex flex-col divide-y divide-stone-200 dark:divide-stone-700">
        {sessions.map((session) => {
          const name = deviceName(t, session.device)
          const signedIn = formatDateTime(session.createdAt, locale)
          return (
            <li key={session.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <span>{name}</span>
                  {session.device.kind && (
                    <span className="text-sm font-normal text-stone-600 dark:text-stone-400">
                      {t(`account.sessions.kind.${session.device.kind}`)}
                    </span>
                  )}
                  {session.current && (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                      {t('account.sessions.thisDevice')}
                    </span>
                  )}
                </p>
                <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                  <span className="block sm:inline">{t('account.sessions.signedIn', { date: signedIn })}</span>
                  <span aria-hidden="true" className="hidden sm:inline">
                    {' · '}
                  </span>
                  <span className="block sm:inline">
                    {t('account.sessions.lastActive', { date: formatDateTime(session.lastActiveAt, locale) })}
                  </span>
                </p>
                {session.ipAddress && (
                  <p className="text-sm text-stone-600 dark:text-stone-400">{t('account.sessions.ip', { ip: session.ipAddress })}</p>
                )}
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="btn-secondary shrink-0 self-start sm:self-center"
                  aria-label={t('account.sessions.signOutLabel', { device: name, date: signedIn })}
                  disabled={busy}
                  onClick={() => setAsk({ kind: 'one', session })}
                >
                  {t('account.sessions.signOut')}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {others.length > 0 ? (
        <button type="button" className="btn-danger self-start" disabled={busy} onClick={() => setAsk({ kind: 'all' })}>
          {t('account.sessions.signOutOthers')}
        </button>
      ) : (
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('account.sessions.onlyThis')}</p>
      )}
      <ConfirmDialog
        open={ask !== null}
        message={
          ask?.kind === 'one'
            ? t('account.sessions.confirmOne', { device: deviceName(t, ask.session.device) })
            : t('account.sessions.confirmAll')
        }
        description={ask?.kind === 'one' ? t('account.sessions.confirmOneBody') : t('account.sessions.confirmAllBody')}
        confirmLabel={ask?.kind === 'one' ? t('account.sessions.signOut') : t('account.sessions.signOutOthers')}
        cancelLabel={t('account.sessions.cancel')}
        busyLabel={t('account.sessions.signingOut')}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setAsk(null)}
      />
    </section>
  )
}
