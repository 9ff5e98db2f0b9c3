import { formatDateTime, plainDigits } from '@utsab/shared/format'
import type { TConversationSummary } from '@utsab/shared/schemas/messages'
import { Link } from '#app/components/ui/link'
import { useLocale, useT } from '#app/lib/i18n'

/** Conversations, latest first: with whom and about what, the last message, and how many are unread. */
export function InboxList({ conversations, empty }: { conversations: TConversationSummary[]; empty: string }) {
  const t = useT()
  const locale = useLocale()
  if (conversations.length === 0) return <p className="card px-4 py-8 text-center text-stone-700 dark:text-stone-300">{empty}</p>
  return (
    <ul className="flex flex-col gap-3">
      {conversations.map((conversation) => {
        const counterpart = conversation.side === 'customer' ? conversation.agencyName : conversation.customerName
        const name = conversation.side === 'admin' ? `${conversation.customerName} · ${conversation.agencyName}` : counterpart
        const to = `/dashboard/messages/${conversation.id}`
        const summary = (
          <>
            <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className="font-semibold">{t('messages.conversationWith', { name, listing: conversation.listing.name })}</span>
              <time dateTime={conversation.lastMessage.at} className="text-sm text-stone-600 dark:text-stone-400">
                {formatDateTime(conversation.lastMessage.at, locale)}
              </time>
            </span>
            <span className="text-sm text-stone-700 dark:text-stone-300">
              {conversation.order
                ? t('messages.booking', { number: plainDigits(conversation.order.number, locale) })
                : t('messages.question')}
              {conversation.unread > 0 && (
                <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                  {t('messages.unread', { count: conversation.unread })}
                </span>
              )}
            </span>
            <span className="line-clamp-2 text-stone-800 [overflow-wrap:anywhere] dark:text-stone-200">
              {conversation.lastMessage.from === conversation.side ? `${t('messages.you')}: ` : ''}
              {conversation.lastMessage.body}
            </span>
            {conversation.reported && (
              <span className="text-sm font-semibold text-red-800 dark:text-red-300">
                {t('messages.reported', { reason: conversation.reported.reason })}
              </span>
            )}
          </>
        )
        // An admin judges a report on the whole exchange, not its last message: the card says where to read it.
        if (conversation.side === 'admin')
          return (
            <li key={conversation.id} className="card flex flex-col gap-1 p-4">
              {summary}
              <Link to={to} className="link mt-2 inline-flex min-h-11 items-center self-start font-semibold">
                {t('messages.readWhole')}
                <span className="sr-only">: {name}</span>
              </Link>
            </li>
          )
        return (
          <li key={conversation.id}>
            <Link
              to={to}
              className={`card flex flex-col gap-1 p-4 hover:shadow-md ${conversation.unread > 0 ? 'border-brand-600 dark:border-brand-400' : ''}`}
            >
              {summary}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
