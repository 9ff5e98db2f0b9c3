import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMailDraft } from '../../lib/email/compose'
import { P, Quote } from '../../lib/email/layout'
import { mailWords } from '../../lib/email/words'

type TRecipient = { name: string; email: string }

/** The merchant learns that an admin hid one of their listings, and why. */
export function listingHiddenEmail(owner: TRecipient, listingName: string, reason: string, locale: TLocale): TMailDraft {
  const { t } = mailWords(locale)
  return {
    to: owner.email,
    locale,
    subject: t('emails.moderation.listingHiddenSubject', { listing: listingName }),
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: owner.name })}</P>
        <P>{t('emails.moderation.listingHidden', { listing: listingName })}</P>
        <Quote text={reason} />
        <P>{t('emails.moderation.replyToAsk')}</P>
      </>
    ),
  }
}

/** The person learns that their account is suspended, and why. */
export function suspendedEmail(account: TRecipient, reason: string, locale: TLocale): TMailDraft {
  const { t } = mailWords(locale)
  return {
    to: account.email,
    locale,
    subject: t('emails.moderation.suspendedSubject'),
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: account.name })}</P>
        <P>{t('emails.moderation.suspended')}</P>
        <Quote text={reason} />
        <P>{t('emails.moderation.replyToAsk')}</P>
      </>
    ),
  }
}

/** The merchant learns that they can no longer sell on Utsab, and why. */
export function merchantRevokedEmail(account: TRecipient, reason: string, locale: TLocale): TMailDraft {
  const { t } = mailWords(locale)
  return {
    to: account.email,
    locale,
    subject: t('emails.moderation.revokedSubject'),
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: account.name })}</P>
        <P>{t('emails.moderation.revoked')}</P>
        <Quote text={reason} />
        <P>{t('emails.moderation.replyToAsk')}</P>
      </>
    ),
  }
}
