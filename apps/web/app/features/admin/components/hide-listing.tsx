import { useRef, useState } from 'react'
import { useLocaleNavigate } from '#app/components/ui/link'
import { useT } from '#app/lib/i18n'
import { notify } from '#app/lib/toast'
import { useHideListing } from '../api/moderation'
import { ReasonDialog } from './reason-dialog'

/**
 * An admin's "Hide listing" on its public page (decision 029): the reason is asked for, kept in the audit
 * log and emailed to the merchant. Once hidden the page is gone for everyone, so the admin is taken to
 * Hidden listings, where it can be shown again.
 */
export function HideListing({ listing }: { listing: { id: string; name: string; agencyName: string } }) {
  const t = useT()
  const navigate = useLocaleNavigate()
  const hide = useHideListing()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(0)
  const opener = useRef<HTMLButtonElement>(null)
  return (
    <div className="mt-6 border-t border-stone-200 pt-4 dark:border-stone-800">
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        className="btn-ghost min-h-11 border border-red-300 px-4 text-red-800 dark:border-red-800 dark:text-red-200"
        onClick={() => {
          setOpened((count) => count + 1)
          setOpen(true)
        }}
      >
        {t('admin.hide.button')}
      </button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        pending={hide.isPending}
        title={t('admin.hide.title', { name: listing.name })}
        description={listing.agencyName}
        explain={t('admin.hide.explain')}
        reasonHint={t('admin.hide.reasonHint')}
        submitLabel={t('admin.hide.submit')}
        pendingLabel={t('admin.hide.hiding')}
        formKey={`${listing.id}-${opened}`}
        fallbackFocus={opener}
        onSubmit={(reason, placeError) =>
          hide.mutate(
            { id: listing.id, reason },
            {
              onSuccess: () => {
                notify.success(t('admin.hide.done', { name: listing.name }))
                setOpen(false)
                void navigate('/dashboard/hidden-listings')
              },
              onError: (error) => {
                const rest = placeError(error)
                if (rest) {
                  notify.error(rest)
                  setOpen(false)
                }
              },
            },
          )
        }
      />
    </div>
  )
}
