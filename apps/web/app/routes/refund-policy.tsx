import { CANCELLATION_POLICIES } from '@utsab/shared/booking-money'
import { CONTACT_LINK, PolicyPage, type TPolicySection } from '#app/features/legal/components/policy-page'
import { policyMessages } from '#app/features/legal/policy-pages'
import { CancellationTiers } from '#app/features/orders/components/payment-terms'
import { policyName } from '#app/lib/cancellation-policy'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/refund-policy'

export const loader = ({ request }: Route.LoaderArgs) => ({
  // The tiers are written by the booking pages' own messages, from the same table the server refunds by.
  i18n: pageMessages(request, ...policyMessages('refund', { namespace: 'orders', prefixes: ['orders.policy.'] })),
})

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('legal.page.refund'), description: t('legal.refund.description') }))

/** Each cancellation preset with its refund tiers, as the listing and the booking show them. */
function PolicyTiers() {
  const t = useT()
  return (
    <div className="space-y-3">
      {CANCELLATION_POLICIES.map((policy) => (
        <section key={policy} aria-labelledby={`policy-${policy}`} className="card p-4">
          <h3 id={`policy-${policy}`} className="font-semibold text-stone-900 dark:text-stone-100">
            {policyName(policy, t)}
          </h3>
          <CancellationTiers policy={policy} />
        </section>
      ))}
    </div>
  )
}

const SECTIONS: TPolicySection[] = [
  { id: 'in-short', heading: 'legal.refund.summary.heading', blocks: [{ text: 'legal.refund.summary.text' }] },
  {
    id: 'unpaid',
    heading: 'legal.refund.unpaid.heading',
    blocks: [{ text: 'legal.refund.unpaid.cancel' }, { text: 'legal.refund.unpaid.lapse' }],
  },
  {
    id: 'policies',
    heading: 'legal.refund.policies.heading',
    blocks: [{ text: 'legal.refund.policies.intro' }, { node: <PolicyTiers /> }, { text: 'legal.refund.policies.share' }],
  },
  {
    id: 'cancelling',
    heading: 'legal.refund.how.heading',
    blocks: [
      { list: ['legal.refund.how.open', 'legal.refund.how.cancel', 'legal.refund.how.confirm'], ordered: true },
      { text: 'legal.refund.how.changed' },
    ],
  },
  { id: 'merchant-cancels', heading: 'legal.refund.merchant.heading', blocks: [{ text: 'legal.refund.merchant.text' }] },
  { id: 'costumes', heading: 'legal.refund.costumes.heading', blocks: [{ text: 'legal.refund.costumes.text' }] },
  {
    id: 'how-money-comes-back',
    heading: 'legal.refund.payback.heading',
    blocks: [{ text: 'legal.refund.payback.way' }, { text: 'legal.refund.payback.timing' }, { text: 'legal.refund.payback.taken' }],
  },
  { id: 'disagree', heading: 'legal.refund.disputes.heading', blocks: [{ text: 'legal.refund.disputes.text', link: CONTACT_LINK }] },
]

export default function RefundPolicy() {
  return <PolicyPage name="refund" sections={SECTIONS} />
}
