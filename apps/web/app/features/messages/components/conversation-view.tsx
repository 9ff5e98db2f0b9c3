import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { detailPath } from '@utsab/shared/kinds'
import { formatDateTime, plainDigits } from '@utsab/shared/format'
import { ZReason } from '@utsab/shared/schemas/common'
import { MESSAGE_TEXT_MAX, ZSendMessage, type TConversation } from '@utsab/shared/schemas/messages'
import { Callout } from '#app/components/ui/callout'
import { Link } from '#app/components/ui/link'
import { SubmitButton } from '#app/components/ui/submit-button'
import { TextArea } from '#app/components/ui/text-area'
import { TextDialog } from '#app/components/ui/text-dialog'
import { useDialogFor } from '#app/components/ui/use-dialog-for'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { useLocale, useT } from '#app/lib/i18n'
import type { TSeed } from '#app/lib/loader-seed'
import { useRefetchMe } from '#app/lib/session'
import { formToasts, notify } from '#app/lib/toast'
import { useConversation, useReportConversation, useSendMessage } from '../api/messages'

const toasts = formToasts('message')

/**
 * One conversation (issue 17): what it is about (the listing, the booking), its messages oldest first with the
 * reader's own on the right, a box to write the next, and Report. An admin reading a reported one only reads.
 */
export function ConversationView({ id, seed }: { id: string; seed: TSeed<TConversation> }) {
  const t = useT()
  const locale = useLocale()
  const conversation = useConversation(id, seed)
  const refetchMe = useRefetchMe()
  // Opening it read it (its loader did): the header's count, read alongside, is read again.
  useEffect(() => {
    void refetchMe()
  }, [id, refetchMe])
  const nameOf = (from: 'customer' | 'merchant') =>
    from === conversation.side ? t('messages.you') : from === 'customer' ? conversation.customerName : conversation.agencyName
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700 dark:text-stone-300">
        <Link to={detailPath(conversation.listing.kind, conversation.listing.id)} className="link font-medium">
          {conversation.listing.name}
        </Link>
        {' · '}
        {conversation.order ? (
          <Link to={`/orders/${conversation.order.id}`} className="link">
            {t('messages.booking', { number: plainDigits(conversation.order.number, locale) })}
          </Link>
        ) : (
          t('messages.question')
        )}
      </p>
      {conversation.side === 'admin' && <Callout>{t('messages.adminReading')}</Callout>}
      {conversation.reported && <Callout tone="alert">{t('messages.reported', { reason: conversation.reported.reason })}</Callout>}
      <ol aria-label={t('dashboard.link.messages')} className="flex flex-col gap-3">
        {conversation.messages.map((message) => {
          const mine = message.from === conversation.side
          return (
            <li key={message.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
              <article
                aria-label={nameOf(message.from)}
                className={`max-w-[85%] rounded-2xl px-4 py-3 ${
                  mine ? 'bg-brand-700 text-white' : 'bg-stone-100 text-stone-900 dark:bg-stone-800 dark:text-stone-100'
                }`}
              >
                <p className="text-sm font-semibold">{nameOf(message.from)}</p>
                <p className="whitespace-pre-line [overflow-wrap:anywhere]">{message.body}</p>
                <time
                  dateTime={message.at}
                  className={`mt-1 block text-xs ${mine ? 'text-brand-50' : 'text-stone-600 dark:text-stone-400'}`}
                >
                  {formatDateTime(message.at, locale)}
                </time>
              </article>
            </li>
          )
        })}
      </ol>
      {conversation.side !== 'admin' && <Reply id={id} asCustomer={conversation.side === 'customer'} />}
      {conversation.side !== 'admin' && !conversation.reported && <ReportButton id={id} />}
    </div>
  )
}

/** The reply box; the hint to keep payments on Utsab is the customer's (it warns them against a merchant's other ways to pay). */
function Reply({ id, asCustomer }: { id: string; asCustomer: boolean }) {
  const t = useT()
  const send = useSendMessage(id)
  const form = useForm<{ body: string }>({ resolver: zodResolver(ZSendMessage), defaultValues: { body: '' } })
  const placeServerErrors = useServerFieldErrors(form, { fields: ['body'] })
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form
  return (
    <form
      noValidate
      aria-label={t('messages.write')}
      className="card flex flex-col gap-3 p-4"
      onSubmit={handleSubmit(({ body }) =>
        send.mutate(body, {
          onSuccess: () => {
            reset({ body: '' })
            toasts.success(t('messages.sent'))
          },
          onError: (error) => {
            const message = placeServerErrors(error)
            if (message) toasts.error(message)
          },
        }),
      )}
    >
      <TextArea
        label={t('messages.write')}
        hint={asCustomer ? t('messages.writeHint') : undefined}
        error={errors.body?.message}
        maxLength={MESSAGE_TEXT_MAX}
        rows={3}
        {...register('body')}
      />
      <SubmitButton className="btn-primary self-start" pending={send.isPending} pendingLabel={t('messages.sending')}>
        {t('messages.send')}
      </SubmitButton>
    </form>
  )
}

function ReportButton({ id }: { id: string }) {
  const t = useT()
  const report = useReportConversation(id)
  const dialog = useDialogFor<true>()
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className="btn-ghost self-start text-red-800 dark:text-red-300"
        onClick={() => dialog.open(true)}
      >
        {t('messages.report')}
      </button>
      <TextDialog
        open={dialog.isOpen}
        onClose={dialog.close}
        pending={report.isPending}
        title={t('messages.reportTitle')}
        explain={t('messages.reportExplain')}
        reasonHint={t('messages.reportHint')}
        submitLabel={t('messages.reportSend')}
        pendingLabel={t('messages.reporting')}
        closeLabel={t('messages.cancel')}
        formKey={dialog.formKey}
        fallbackFocus={button}
        field={{ name: 'reason', schema: ZReason, label: t('messages.reportReason'), maxLength: 500 }}
        onSubmit={(reason, placeError) =>
          report.mutate(reason, {
            onSuccess: () => {
              notify.success(t('messages.reportedDone'))
              dialog.close()
            },
            onError: (error) => {
              const left = placeError(error)
              if (left) {
                notify.error(left)
                dialog.close()
              }
            },
          })
        }
      />
    </>
  )
}
