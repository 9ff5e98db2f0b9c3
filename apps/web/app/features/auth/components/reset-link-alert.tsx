import { Link } from 'react-router'
import { FormAlert } from '../../../components/ui/form-alert'

/** A reset link that cannot be used (expired, used, unknown): why, and the way to a new one. */
export function ResetLinkAlert({ message }: { message: string }) {
  return (
    <FormAlert>
      <p>{message}</p>
      <p className="mt-1">
        <Link to="/forgot-password" className="link">
          Request a new reset link
        </Link>
      </p>
    </FormAlert>
  )
}
