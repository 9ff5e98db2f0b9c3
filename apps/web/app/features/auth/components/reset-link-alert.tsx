import { Link } from '#app/components/ui/link'
import { FormAlert } from '#app/components/ui/form-alert'
import { useT } from '#app/lib/i18n'

/** A reset link that cannot be used (expired, used, unknown): why, and the way to a new one. */
export function ResetLinkAlert({ message }: { message: string }) {
  const t = useT()
  return (
    <FormAlert>
      <p>{message}</p>
      <p className="mt-1">
        <Link to="/forgot-password" className="link">
          {t('auth.reset.requestNew')}
        </Link>
      </p>
    </FormAlert>
  )
}
