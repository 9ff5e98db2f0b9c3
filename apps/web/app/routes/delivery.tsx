import { pageLink, PolicyPage, type TPolicySection } from '#app/features/legal/components/policy-page'
import { policyMessages } from '#app/features/legal/policy-pages'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/delivery'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, ...policyMessages('delivery')) })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('legal.page.delivery'), description: t('legal.delivery.description') }))

const SECTIONS: TPolicySection[] = [
  {
    id: 'costumes',
    heading: 'legal.delivery.costumes.heading',
    blocks: [
      { text: 'legal.delivery.costumes.charge' },
      { text: 'legal.delivery.costumes.arrange' },
      { text: 'legal.delivery.costumes.timing' },
      { text: 'legal.delivery.costumes.rented' },
      { text: 'legal.delivery.costumes.problems', link: pageLink('refund') },
    ],
  },
  {
    id: 'services',
    heading: 'legal.delivery.services.heading',
    blocks: [
      { text: 'legal.delivery.services.onTheDay' },
      { text: 'legal.delivery.services.confirmation' },
      { text: 'legal.delivery.services.talk' },
    ],
  },
  {
    id: 'emails',
    heading: 'legal.delivery.emails.heading',
    blocks: [
      {
        list: [
          'legal.delivery.emails.booking',
          'legal.delivery.emails.receipt',
          'legal.delivery.emails.balance',
          'legal.delivery.emails.cancelled',
        ],
      },
      { text: 'legal.delivery.emails.spam' },
    ],
  },
]

export default function Delivery() {
  return <PolicyPage name="delivery" sections={SECTIONS} />
}
