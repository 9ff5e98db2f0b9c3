import { Field, type TFieldProps } from '../../../components/ui/field'

/** A new password (sign-up, reset): the spec's rules said under it, the browser may suggest one. */
export function NewPasswordField(props: Omit<TFieldProps, 'type' | 'autoComplete' | 'hint'>) {
  return (
    <Field
      type="password"
      autoComplete="new-password"
      hint="6 to 18 characters, with an uppercase letter and one of !@#$%^&*."
      {...props}
    />
  )
}
