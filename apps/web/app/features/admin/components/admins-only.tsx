import { RoleRefusal } from '#app/widgets/role-refusal'
import { useT } from '#app/lib/i18n'

/** What a non-admin sees at an admin page. */
export function AdminsOnly({ message }: { message?: string }) {
  const t = useT()
  return <RoleRefusal title={t('dashboard.adminsOnly.title')} text={t('dashboard.adminsOnly.text')} message={message} />
}
