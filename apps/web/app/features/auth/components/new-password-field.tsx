import { Field, type TFieldProps } from '#app/components/ui/field'
import { useT } from '#app/lib/i18n'

/** A new password (sign-up, reset): the spec's rules said under it, the browser may suggest one. */
export function NewPasswordField(props: Omit<TFieldProps, 'type' | 'autoComplete' | 'hint'>) {
  const t = useT()
  return <Field type="password" autoComplete="new-password" hint={t('auth.password.hint')} {...props} />
}
