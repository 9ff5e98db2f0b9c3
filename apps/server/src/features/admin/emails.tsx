import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, P, Quote } from '../../lib/email/layout'
import { mailWords } from '../../lib/email/words'

/** The applicant learns why the application was declined, and that they may apply again. */
export function declineEmail(application: TMerchantApplication, locale: TLocale): TMailDraft {
  const { t } = mailWords(locale)
  return {
    to: application.user.email,
    locale,
    subject: t('emails.application.declinedSubject'),
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: application.user.name })}</P>
        <P>{t('emails.application.declined', { agency: application.agencyName })}</P>
        <Quote text={application.declineReason ?? ''} />
        <P>{t('emails.application.applyAgain')}</P>
      </>
    ),
  }
}

/** The applicant learns they can sell now, and where to add more listings. */
export function acceptedEmail(application: TMerchantApplication, origin: string, locale: TLocale): TMailDraft {
  const { t, link } = mailWords(locale)
  return {
    to: application.user.email,
    locale,
    subject: t('emails.application.acceptedSubject'),
    essential: true,
    body: (
      <>
        <P>{t('emails.hello', { name: application.user.name })}</P>
        <P>{t('emails.application.accepted', { agency: application.agencyName })}</P>
        <ActionLink href={link(origin, '/dashboard/add-costumes')}>{t('emails.application.addMore')}</ActionLink>
      </>
    ),
  }
}
