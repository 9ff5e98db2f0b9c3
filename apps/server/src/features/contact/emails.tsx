import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, P } from '../../lib/email/layout'
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
