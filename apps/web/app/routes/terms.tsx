import { CONTACT_LINK, pageLink, PolicyPage, type TPolicySection } from '#app/features/legal/components/policy-page'
import { policyMessages } from '#app/features/legal/policy-pages'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/terms'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, ...policyMessages('terms')) })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('legal.page.terms'), description: t('legal.terms.description') }))

const SECTIONS: TPolicySection[] = [
  {
    id: 'about',
    heading: 'legal.terms.about.heading',
    blocks: [{ text: 'legal.terms.about.marketplace' }, { text: 'legal.terms.about.roles' }, { text: 'legal.terms.about.changes' }],
  },
  {
    id: 'account',
    heading: 'legal.terms.accounts.heading',
    blocks: [{ text: 'legal.terms.accounts.signUp' }, { text: 'legal.terms.accounts.password' }, { text: 'legal.terms.accounts.realName' }],
  },
  {
    id: 'booking',
    heading: 'legal.terms.booking.heading',
    blocks: [
      { text: 'legal.terms.booking.oneDate' },
      { text: 'legal.terms.booking.hold' },
      { text: 'legal.terms.booking.limits' },
      { text: 'legal.terms.booking.costumes', link: pageLink('delivery') },
    ],
  },
  {
    id: 'payment',
    heading: 'legal.terms.prices.heading',
    blocks: [
      { text: 'legal.terms.prices.bdt' },
      { text: 'legal.terms.prices.methods' },
      { text: 'legal.terms.prices.receipt' },
      { text: 'legal.terms.prices.held' },
      { text: 'legal.terms.prices.lost' },
    ],
  },
  {
    id: 'advances',
    heading: 'legal.terms.advances.heading',
    blocks: [{ text: 'legal.terms.advances.range' }, { text: 'legal.terms.advances.close' }, { text: 'legal.terms.advances.reminders' }],
  },
  {
    id: 'cancelling',
    heading: 'legal.terms.cancelling.heading',
    blocks: [
      { text: 'legal.terms.cancelling.unpaid' },
      { text: 'legal.terms.cancelling.paid', link: pageLink('refund') },
      { text: 'legal.terms.cancelling.limits' },
    ],
  },
  {
    id: 'problems',
    heading: 'legal.terms.problems.heading',
    blocks: [
      { text: 'legal.terms.problems.write', link: CONTACT_LINK },
      { text: 'legal.terms.problems.decide' },
      { text: 'legal.terms.problems.liability' },
    ],
  },
  {
    id: 'merchants',
    heading: 'legal.terms.merchants.heading',
    blocks: [
      { text: 'legal.terms.merchants.apply' },
      { text: 'legal.terms.merchants.duties' },
      { text: 'legal.terms.merchants.commission' },
    ],
  },
  { id: 'fair-use', heading: 'legal.terms.conduct.heading', blocks: [{ text: 'legal.terms.conduct.rules' }] },
  { id: 'law', heading: 'legal.terms.law.heading', blocks: [{ text: 'legal.terms.law.text' }] },
]

export default function Terms() {
  return <PolicyPage name="terms" intro="legal.terms.intro" sections={SECTIONS} />
}
