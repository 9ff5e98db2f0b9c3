import { CONTACT_LINK, pageLink, PolicyFaq, PolicyPage, type TPolicySection } from '#app/features/legal/components/policy-page'
import { policyMessages } from '#app/features/legal/policy-pages'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/support'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, ...policyMessages('support')) })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('legal.page.support'), description: t('legal.support.description') }))

const FAQ = [
  { question: 'legal.support.faq.pay.q', answer: 'legal.support.faq.pay.a' },
  { question: 'legal.support.faq.advance.q', answer: 'legal.support.faq.advance.a' },
  { question: 'legal.support.faq.unpaid.q', answer: 'legal.support.faq.unpaid.a' },
  { question: 'legal.support.faq.cancel.q', answer: 'legal.support.faq.cancel.a', link: pageLink('refund') },
  { question: 'legal.support.faq.refund.q', answer: 'legal.support.faq.refund.a' },
  { question: 'legal.support.faq.delivery.q', answer: 'legal.support.faq.delivery.a', link: pageLink('delivery') },
  { question: 'legal.support.faq.password.q', answer: 'legal.support.faq.password.a' },
] as const

const SECTIONS: TPolicySection[] = [
  {
    id: 'reach-us',
    heading: 'legal.support.reach.heading',
    blocks: [
      { text: 'legal.support.reach.write', link: CONTACT_LINK },
      { text: 'legal.support.reach.include' },
      { list: ['legal.support.reach.number', 'legal.support.reach.email', 'legal.support.reach.what'] },
    ],
  },
  {
    id: 'when-we-answer',
    heading: 'legal.support.answer.heading',
    blocks: [{ text: 'legal.support.answer.time' }, { text: 'legal.support.answer.urgent', link: CONTACT_LINK }],
  },
  { id: 'questions', heading: 'legal.support.faq.heading', blocks: [{ node: <PolicyFaq items={[...FAQ]} /> }] },
]

export default function Support() {
  return <PolicyPage name="support" sections={SECTIONS} askUs={false} />
}
