import { useRef, useState } from 'react'
import { formatDateTime } from '@utsab/shared/format'
import { CONTACT_REPLY_MAX, ZReplyText, type TContactInboxStatus, type TInboxMessage } from '@utsab/shared/schemas/contact'
import { Email } from '#app/widgets/booking-cells'
import { PhoneLink } from '#app/components/ui/phone-link'
import { WithHiddenName } from '#app/components/ui/slotted-text'
import { PendingButton } from '#app/components/ui/pending-button'
import { useLocale, useT } from '#app/lib/i18n'
import type { TSeed } from '#app/lib/loader-seed'
import { errorMessage, notify } from '#app/lib/toast'
import { useContactInbox, useMarkContactHandled, useReplyToContact, type TContactInboxAnswer } from '../api/inbox'
import { ReasonDialog } from './reason-dialog'

type TReplyState = { message: TInboxMessage; open: boolean; opened: number } | null

/**
 * The admins' inbox of contact-page messages (issue 17): each message with who sent it and how to reach them;
 * Reply emails the admin's answer to the sender (in the language they wrote in) and marks it handled; Mark
 * handled settles one that needs no answer. Handled messages keep the reply and who handled it.
 */
export function ContactInbox({
  status,
  page,
  initial,
  supportEmail,
}: {
  status: TContactInboxStatus
  page: number
  initial: TSeed<TContactInboxAnswer>
  supportEmail: string
}) {
  const t = useT()
  const locale = useLocale()
  const { data: answer } = useContactInbox(status, page, initial)
  const reply = useReplyToContact()
  const markHandled = useMarkContactHandled()
  const [replying, setReplying] = useState<TReplyState>(null)
  const list = useRef<HTMLUListElement>(null)
  const messages = answer.data

  if (messages.length === 0)
    return (
      <p className="card px-4 py-8 text-center text-stone-700 dark:text-stone-300">
        {status === 'open' ? t('admin.inbox.noneOpen') : t('admin.inbox.noneHandled')}
      </p>
    )

  const closeReply = () => setReplying((current) => (current ? { ...current, open: false } : current))
  return (
    <>
      <ul ref={list} tabIndex={-1} aria-label={t('admin.inbox.list')} className="flex flex-col gap-4 focus:outline-none">
        {messages.map((message) => {
          const marking = markHandled.isPending && markHandled.variables === message.id
          return (
            <li key={message.id}>
              <article aria-labelledby={`message-${message.id}`} className="card flex flex-col gap-3 p-4 sm:p-5">
                <header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <h2 id={`message-${message.id}`} className="text-lg font-semibold">
                      {message.name}
                    </h2>
                    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-700 dark:text-stone-300">
                      <Email email={message.email} link />
                      {message.phone && <PhoneLink phone={message.phone} />}
                      {message.company && <span>{t('admin.inbox.company', { company: message.company })}</span>}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm text-stone-600 dark:text-stone-400">
                    <time dateTime={message.createdAt}>
                      {t('admin.inbox.received', { date: formatDateTime(message.createdAt, locale) })}
                    </time>
                  </p>
                </header>
                <p className="whitespace-pre-line [overflow-wrap:anywhere]">{message.message}</p>
                {message.handledAt ? (
                  <div className="flex flex-col gap-2 border-t border-stone-200 pt-3 text-sm dark:border-stone-800">
                    <p className="text-stone-700 dark:text-stone-300">
                      {t('admin.inbox.handledBy', { admin: message.handledBy ?? '', date: formatDateTime(message.handledAt, locale) })}
                    </p>
                    {message.reply && (
                      <div>
                        <p className="font-semibold">{t('admin.inbox.yourReply')}</p>
                        <p className="mt-1 whitespace-pre-line border-l-4 border-stone-300 pl-3 [overflow-wrap:anywhere] dark:border-stone-700">
                          {message.reply}
                        </p>
                      </div>
                    )}
                  </div>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      className="btn-primary min-h-11 flex-1 px-4 sm:flex-none"
                      onClick={() => setReplying((current) => ({ message, open: true, opened: (current?.opened ?? 0) + 1 }))}
                    >
                      <WithHiddenName text={(name) => t('admin.inbox.reply', { name })} name={message.name} />
                    </button>
                    <PendingButton
                      className="btn-secondary min-h-11 flex-1 px-4 sm:flex-none"
                      pending={marking}
                      onClick={() =>
                        markHandled.mutate(message.id, {
                          onSuccess: () => {
                            notify.success(t('admin.inbox.markedHandled'))
                            list.current?.focus()
                          },
                          onError: (error) => notify.error(errorMessage(error)),
                        })
                      }
                    >
                      <WithHiddenName text={(name) => t('admin.inbox.markHandled', { name })} name={message.name} />
                    </PendingButton>
                  </div>
                )}
              </article>
            </li>
          )
        })}
      </ul>
      <ReasonDialog
        open={replying?.open ?? false}
        onClose={closeReply}
        pending={reply.isPending}
        title={t('admin.inbox.replyTitle', { name: replying?.message.name ?? '' })}
        explain={t('admin.inbox.replyLead', { email: replying?.message.email ?? '' })}
        reasonHint={t('admin.inbox.replyHint', { support: supportEmail })}
        submitLabel={t('admin.inbox.send')}
        pendingLabel={t('admin.inbox.sending')}
        formKey={String(replying?.opened ?? 0)}
        fallbackFocus={list}
        destructive={false}
        field={{ name: 'reply', schema: ZReplyText, label: t('admin.inbox.replyLabel'), maxLength: CONTACT_REPLY_MAX }}
        onSubmit={(text, placeError) => {
          const message = replying?.message
          if (!message) return
          reply.mutate(
            { id: message.id, reply: text },
            {
              onSuccess: () => {
                notify.success(t('admin.inbox.sent', { email: message.email }))
                closeReply()
              },
              // Another admin may have answered first: said, and the dialog closes on the list as it is now.
              onError: (error) => {
                const left = placeError(error)
                if (left) {
                  notify.error(left)
                  closeReply()
                }
              },
            },
          )
        }}
      />
    </>
  )
}
