import { useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { MESSAGE_TEXT_MAX, ZMessageText } from '@utsab/shared/schemas/messages'
import { Link, useLocaleNavigate } from '../../../components/ui/link'
import { TextDialog } from '../../../components/ui/text-dialog'
import { useT } from '../../../lib/i18n'
import { loginPath } from '../../../lib/redirect'
import { useRefetchMe } from '../../../lib/session'
import { notify } from '../../../lib/toast'
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
  className = 'btn-secondary',
}: {
  about: TAbout
  label: string
  title: string
  explain: string
  signedIn: boolean
  className?: string
}) {
  const t = useT()
  const location = useLocation()
  const navigate = useLocaleNavigate()
  const refetchMe = useRefetchMe()
  const start = useStartConversation()
  const [dialog, setDialog] = useState({ open: false, opened: 0 })
  const button = useRef<HTMLButtonElement>(null)
  if (!signedIn)
    return (
      <Link to={loginPath(`${location.pathname}${location.search}`)} className={className}>
        {t('messages.askLogIn')}
      </Link>
    )
  const close = () => setDialog((current) => ({ ...current, open: false }))
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className={className}
        onClick={() => setDialog((current) => ({ open: true, opened: current.opened + 1 }))}
      >
        {label}
      </button>
      <TextDialog
        open={dialog.open}
        onClose={close}
        pending={start.isPending}
        title={title}
        explain={explain}
        reasonHint={t('messages.writeHint')}
        submitLabel={t('messages.send')}
        pendingLabel={t('messages.sending')}
        closeLabel={t('messages.cancel')}
        formKey={String(dialog.opened)}
        fallbackFocus={button}
        destructive={false}
        field={{ name: 'body', schema: ZMessageText, label: t('messages.write'), maxLength: MESSAGE_TEXT_MAX }}
        onSubmit={(body, placeError) =>
          start.mutate(
            { ...about, body },
            {
              onSuccess: (conversation) => {
                notify.success(t('messages.sent'))
                close()
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
