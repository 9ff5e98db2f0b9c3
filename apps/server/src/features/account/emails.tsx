import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMailDraft } from '../../lib/email/compose'
import { formatPhone } from '@utsab/shared/format'
import { ActionLink, P } from '../../lib/email/layout'
import { mailWords } from '../../lib/email/words'

/**
 * To an address someone asked to add to their account (made with a mobile number): whose account, and that nothing
 * changes unless the link is followed. Not a welcome: the reader may never have heard of the account.
 */
export function addEmailRequest(account: { name: string; phone: string | null }, email: string, locale: TLocale, url: string): TMailDraft {
  const { t } = mailWords(locale)
  return {
    to: email,
    locale,
    subject: t('emails.addEmail.subject'),
    essential: true,
    body: (
      <>
        <P>{t('emails.addEmail.intro', { name: account.name, phone: account.phone ? formatPhone(account.phone, locale) : '' })}</P>
        <ActionLink href={url}>{t('emails.addEmail.action')}</ActionLink>
        <P>{t('emails.addEmail.notYou')}</P>
      </>
    ),
  }
}
