import { RoleRefusal } from '#app/widgets/role-refusal'
import { useT } from '#app/lib/i18n'

/** What someone who is not a merchant sees at the earnings page, or the server's own refusal (a merchant without an agency). */
export function EarningsMerchantsOnly({ message }: { message?: string }) {
  const t = useT()
  return <RoleRefusal title={t('dashboard.merchantsOnly.title')} text={t('dashboard.merchantsOnly.text')} message={message} />
}
