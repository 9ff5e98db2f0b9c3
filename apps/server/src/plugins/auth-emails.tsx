import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMailDraft } from '../lib/email/compose'
import { ActionLink, P } from '../lib/email/layout'
import { mailWords } from '../lib/email/words'

type TRecipient = { name: string; email: string; locale: TLocale }

/** The password reset link (better-auth builds the url). */
export function resetPasswordEmail(user: TRecipient, url: string): TMailDraft {
  const { t } = mailWords(user.locale)
  return {
    to: user.email,
    locale: user.locale,
    subject: t('emails.reset.subject'),
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: user.name })}</P>
        <P>{t('emails.reset.intro')}</P>
        <ActionLink href={url}>{t('emails.reset.action')}</ActionLink>
        <P>{t('emails.reset.notYou')}</P>
      </>
    ),
  }
}

/**
 * Sent when the password changes (from the account page or by a reset link): if someone else changed it, the owner
 * learns at once and can take the account back with a reset, which ends every session.
 */
export function passwordChangedEmail(user: TRecipient, origin: string): TMailDraft {
  const { t, link } = mailWords(user.locale)
  return {
    to: user.email,
    locale: user.locale,
    subject: t('emails.passwordChanged.subject'),
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: user.name })}</P>
        <P>{t('emails.passwordChanged.intro')}</P>
        <P>{t('emails.passwordChanged.notYou')}</P>
        <ActionLink href={link(origin, '/forgot-password')}>{t('emails.passwordChanged.action')}</ActionLink>
      </>
    ),
  }
}

/** The email verification link sent at sign-up and on request. */
export function verifyEmail(user: TRecipient, url: string): TMailDraft {
  const { t } = mailWords(user.locale)
  return {
    to: user.email,
    locale: user.locale,
    subject: t('emails.verify.subject'),
    essential: true,
    body: (
      <>
        <P>{t('emails.verify.welcome', { name: user.name })}</P>
        <P>{t('emails.verify.intro')}</P>
        <ActionLink href={url}>{t('emails.verify.action')}</ActionLink>
      </>
    ),
  }
}
