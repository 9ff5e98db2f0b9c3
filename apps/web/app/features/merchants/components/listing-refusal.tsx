import { Link } from '#app/components/ui/link'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TRole } from '@utsab/shared/schemas/auth'
import { useT } from '#app/lib/i18n'

/** What each role that is not a merchant can do instead of adding events. */
const NEXT_STEP: Record<'user' | 'requested' | 'admin', { text: TMessageKey; to: string; label: TMessageKey }> = {
  user: { text: 'merchants.refusal.user', to: '/become-merchant', label: 'merchants.page.title' },
  requested: { text: 'merchants.refusal.requested', to: '/become-merchant', label: 'merchants.refusal.seeApplication' },
  admin: { text: 'merchants.refusal.admin', to: '/dashboard/all-users', label: 'merchants.refusal.reviewUsers' },
}

/** Add Events for someone who is not a merchant (the server refuses them too). */
export function ListingRefusal({ role }: { role: TRole }) {
  const t = useT()
  const step = NEXT_STEP[role === null || role === 'merchant' ? 'user' : role]
  return (
    <div className="card mt-6 flex flex-col items-start gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold">{t('merchants.refusal.title')}</h2>
      <p className="max-w-prose text-stone-700 dark:text-stone-300">{t(step.text)}</p>
      <Link to={step.to} className="btn-primary">
        {t(step.label)}
      </Link>
    </div>
  )
}

/** A merchant account the server does not let add listings yet (no agency, or no business category known). */
export function ListingUnavailable({ title, message }: { title?: string; message: string }) {
  const t = useT()
  return (
    <div className="card mt-6 flex flex-col items-start gap-4 p-6 sm:p-8">
      <h2 className="text-xl font-semibold">{title ?? t('merchants.listings.cannotAdd')}</h2>
      <p role="alert" className="max-w-prose text-stone-700 dark:text-stone-300">
        {message}
      </p>
      <Link to="/contact" className="btn-secondary">
        {t('merchants.listings.contactUs')}
      </Link>
    </div>
  )
}
