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
