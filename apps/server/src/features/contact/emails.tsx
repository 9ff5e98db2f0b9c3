import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, Lines, P, Quote } from '../../lib/email/layout'
import { mailWords } from '../../lib/email/words'

/** Double opt-in: the link that confirms a newsletter subscription (in the language of the page it was asked from). */
export function newsletterConfirmation(email: string, url: string, validHours: number, locale: TLocale): TMailDraft {
  const { t } = mailWords(locale)
  return {
    to: email,
    locale,
    subject: t('emails.newsletter.subject'),
    body: (
      <>
        <P>{t('emails.helloAnonymous')}</P>
        <P>{t('emails.newsletter.intro', { hours: validHours })}</P>
        <ActionLink href={url}>{t('emails.newsletter.action')}</ActionLink>
        <P>{t('emails.newsletter.notYou')}</P>
      </>
    ),
  }
}

type TContactRow = { name: string; email: string; phone: string | null; company: string | null; message: string }

/**
 * Support hears of each contact message: who wrote, how to reach them, what they wrote. Replying to the mail
 * answers the sender (Reply-To); the inbox link is for answering and marking it handled on the site.
 */
export function contactReceivedEmail(supportEmail: string, message: TContactRow, inboxUrl: string): TMailDraft {
  const { t } = mailWords('en')
  return {
    to: supportEmail,
    replyTo: message.email,
    locale: 'en',
    subject: t('emails.contact.receivedSubject'),
    essential: true,
    body: (
      <>
        <P>{t('emails.contact.received')}</P>
        <Lines
          items={[
            t('emails.contact.from', { name: message.name, email: message.email }),
            ...(message.phone ? [t('emails.contact.phone', { phone: message.phone })] : []),
            ...(message.company ? [t('emails.contact.company', { company: message.company })] : []),
          ]}
        />
        <Quote text={message.message} />
        <ActionLink href={inboxUrl}>{t('emails.contact.inbox')}</ActionLink>
      </>
    ),
  }
}

/** The sender gets the admin's answer in the language they wrote in, with their own message below it; replies go to support. */
export function contactReplyEmail(message: TContactRow, reply: string, supportEmail: string, locale: TLocale): TMailDraft {
  const { t } = mailWords(locale)
  return {
    to: message.email,
    replyTo: supportEmail,
    locale,
    subject: t('emails.contact.replySubject'),
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: message.name })}</P>
        <P>{t('emails.contact.replyIntro')}</P>
        <Quote text={reply} />
        <P>{t('emails.contact.yourMessage')}</P>
        <Quote text={message.message} />
        <P>{t('emails.contact.replyMore')}</P>
      </>
    ),
  }
}
