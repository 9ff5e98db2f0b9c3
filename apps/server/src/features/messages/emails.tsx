import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, Lines, P, UrlInParentheses } from '../../lib/email/layout'
import type { TMailWords } from '../../lib/email/words'

type TThread = { id: string; count: number; about: string; from: string }

/** One email for the messages a person was sent since the last: who wrote, about what, how many; a link to each thread. */
export function newMessagesEmail(to: { email: string; name: string }, threads: TThread[], origin: string, words: TMailWords): TMailDraft {
  const { t, number, link } = words
  const total = threads.reduce((sum, thread) => sum + thread.count, 0)
  return {
    to: to.email,
    locale: words.locale,
    subject: t('emails.messages.subject', { count: total, countText: number(total) }),
    body: (
      <>
        <P>{t('emails.hello', { name: to.name })}</P>
        <P>{t('emails.messages.intro')}</P>
        <Lines
          items={threads.map((thread) => (
            <>
              {t('emails.messages.thread', {
                from: thread.from,
                about: thread.about,
                count: thread.count,
                countText: number(thread.count),
              })}{' '}
              <UrlInParentheses href={link(origin, `/dashboard/messages/${thread.id}`)} />
            </>
          ))}
        />
        <ActionLink href={link(origin, '/dashboard/messages')}>{t('emails.messages.open')}</ActionLink>
      </>
    ),
  }
}
