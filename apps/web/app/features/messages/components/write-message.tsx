import { useRef } from 'react'
import { useLocation } from 'react-router'
import { MESSAGE_TEXT_MAX, ZMessageText } from '@utsab/shared/schemas/messages'
import { Link, useLocaleNavigate } from '#app/components/ui/link'
import { TextDialog } from '#app/components/ui/text-dialog'
import { useDialogFor } from '#app/components/ui/use-dialog-for'
import { useT } from '#app/lib/i18n'
import { loginPath } from '#app/lib/redirect'
import { useRefetchMe } from '#app/lib/session'
import { notify } from '#app/lib/toast'
import { useStartConversation } from '../api/messages'

type TAbout = { listingId: string } | { orderId: string }

/**
 * A button that writes to the other side: a question about a listing before booking, or a message about a booking. The
 * message is written in a dialog and opens (or continues) its conversation, which the page then shows. A visitor is
 * offered to log in first, back to this page.
 */
export function WriteMessage({
  about,
  label,
  title,
  explain,
  signedIn,
  asCustomer = true,
  className = 'btn-secondary',
}: {
  about: TAbout
  label: string
  title: string
  explain: string
  signedIn: boolean
  /** The hint to pay only through Utsab is for customers; a merchant writing to a customer does not get it. */
  asCustomer?: boolean
  className?: string
}) {
  const t = useT()
  const location = useLocation()
  const navigate = useLocaleNavigate()
  const refetchMe = useRefetchMe()
  const start = useStartConversation()
  const dialog = useDialogFor<true>()
  const button = useRef<HTMLButtonElement>(null)
  if (!signedIn)
    return (
      <Link to={loginPath(`${location.pathname}${location.search}`)} className={className}>
        {t('messages.askLogIn')}
      </Link>
    )
  return (
    <>
      <button ref={button} type="button" aria-haspopup="dialog" className={className} onClick={() => dialog.open(true)}>
        {label}
      </button>
      <TextDialog
        open={dialog.isOpen}
        onClose={dialog.close}
        pending={start.isPending}
        title={title}
        explain={explain}
        reasonHint={asCustomer ? t('messages.writeHint') : undefined}
        submitLabel={t('messages.send')}
        pendingLabel={t('messages.sending')}
        closeLabel={t('messages.cancel')}
        formKey={dialog.formKey}
        fallbackFocus={button}
        destructive={false}
        field={{ name: 'body', schema: ZMessageText, label: t('messages.write'), maxLength: MESSAGE_TEXT_MAX }}
        onSubmit={(body, placeError) =>
          start.mutate(
            { ...about, body },
            {
              onSuccess: (conversation) => {
                notify.success(t('messages.sent'))
                dialog.close()
                void refetchMe()
                void navigate(`/dashboard/messages/${conversation.id}`)
              },
              onError: (error) => {
                const left = placeError(error)
                if (left) notify.error(left)
              },
            },
          )
        }
      />
    </>
  )
}
