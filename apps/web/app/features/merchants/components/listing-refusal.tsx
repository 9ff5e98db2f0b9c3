import { Link } from '../../../components/ui/link'
import type { TRole } from '@utsab/shared/schemas/auth'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'

/** What each role that is not a merchant can do instead of adding events. */
const NEXT_STEP: Record<'user' | 'requested' | 'admin', { text: string; to: string; label: string }> = {
  user: {
    text: 'Apply to become a merchant: once an admin accepts your application, you can add your services here and customers can book them.',
    to: '/become-merchant',
    label: 'Become a merchant',
  },
  requested: {
    text: 'Your merchant application is waiting for an admin’s review. Once it is accepted, you can add your services here.',
    to: '/become-merchant',
    label: 'See your application',
  },
  admin: {
    text: 'Admins review merchant applications and users instead.',
    to: '/dashboard/all-users',
    label: 'Review users',
  },
}

/** Add Events for someone who is not a merchant (the server refuses them too). */
export function ListingRefusal({ role }: { role: TRole }) {
  const step = NEXT_STEP[role === null || role === 'merchant' ? 'user' : role]
  return (
    <div className="card mt-6 flex flex-col items-start gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold">{MERCHANT_TEXTS.onlyMerchantsAddEvents}</h2>
      <p className="max-w-prose text-stone-700 dark:text-stone-300">{step.text}</p>
      <Link to={step.to} className="btn-primary">
        {step.label}
      </Link>
    </div>
  )
}

/** A merchant account the server does not let add listings yet (no agency, or no business category known). */
export function ListingUnavailable({ title = 'You cannot add events yet', message }: { title?: string; message: string }) {
  return (
    <div className="card mt-6 flex flex-col items-start gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p role="alert" className="max-w-prose text-stone-700 dark:text-stone-300">
        {message}
      </p>
      <Link to="/contact" className="btn-secondary">
        Contact us
      </Link>
    </div>
  )
}
