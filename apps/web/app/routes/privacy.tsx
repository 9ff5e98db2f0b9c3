import { CONTACT_LINK, PolicyPage, type TPolicySection } from '#app/features/legal/components/policy-page'
import { policyMessages } from '#app/features/legal/policy-pages'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/privacy'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, ...policyMessages('privacy')) })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('legal.page.privacy'), description: t('legal.privacy.description') }))

const SECTIONS: TPolicySection[] = [
  { id: 'in-short', heading: 'legal.privacy.summary.heading', blocks: [{ text: 'legal.privacy.summary.text' }] },
  {
    id: 'what-we-keep',
    heading: 'legal.privacy.collect.heading',
    blocks: [
      { text: 'legal.privacy.collect.intro' },
      {
        list: [
          'legal.privacy.collect.account',
          'legal.privacy.collect.bookings',
          'legal.privacy.collect.payments',
          'legal.privacy.collect.messages',
          'legal.privacy.collect.newsletter',
          'legal.privacy.collect.merchants',
          'legal.privacy.collect.security',
        ],
      },
      { text: 'legal.privacy.collect.pictures' },
    ],
  },
  {
    id: 'cookies',
    heading: 'legal.privacy.cookies.heading',
    blocks: [
      {
        list: [
          'legal.privacy.cookies.session',
          'legal.privacy.cookies.language',
          'legal.privacy.cookies.theme',
          'legal.privacy.cookies.none',
        ],
      },
    ],
  },
  {
    id: 'why',
    heading: 'legal.privacy.use.heading',
    blocks: [
      {
        list: [
          'legal.privacy.use.bookings',
          'legal.privacy.use.payments',
          'legal.privacy.use.emails',
          'legal.privacy.use.help',
          'legal.privacy.use.safety',
        ],
      },
    ],
  },
  {
    id: 'emails',
    heading: 'legal.privacy.emails.heading',
    blocks: [{ text: 'legal.privacy.emails.what' }, { text: 'legal.privacy.emails.newsletter' }],
  },
  {
    id: 'who-sees-it',
    heading: 'legal.privacy.share.heading',
    blocks: [
      {
        list: ['legal.privacy.share.merchant', 'legal.privacy.share.gateway', 'legal.privacy.share.admins', 'legal.privacy.share.law'],
      },
    ],
  },
  {
    id: 'how-long',
    heading: 'legal.privacy.keep.heading',
    blocks: [{ text: 'legal.privacy.keep.account' }, { text: 'legal.privacy.keep.messages' }],
  },
  { id: 'your-choices', heading: 'legal.privacy.rights.heading', blocks: [{ text: 'legal.privacy.rights.text', link: CONTACT_LINK }] },
]

export default function Privacy() {
  return <PolicyPage name="privacy" sections={SECTIONS} />
}
