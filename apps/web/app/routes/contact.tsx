import { TEXTS } from '@utsab/shared/texts'
import { ContactForm } from '../features/contact/components/contact-form'
import { seo } from '../lib/seo'
import type { Route } from './+types/contact'
import { PhoneLink } from '../components/ui/phone-link'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Contact',
    description: `Questions about an event or a booking? Call, email or write to us; ${TEXTS.contactReply}.`,
    path: '/contact',
    matches,
  })

const PHONES = ['+880 1711-000000', '+880 1811-000000']
const EMAILS = ['support@utsab.com.bd', 'partners@utsab.com.bd']

export default function Contact() {
  return (
    <div className="container-page py-12">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold tracking-tight sm:text-4xl">
        Contact us
      </h1>
      <p className="mt-2 text-lg text-stone-700 dark:text-stone-300">{TEXTS.contactReply}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <address className="space-y-6 not-italic">
          <div>
            <h2 className="text-lg font-semibold">Phone</h2>
            <ul className="mt-1">
              {PHONES.map((phone) => (
                <li key={phone}>
                  <PhoneLink phone={phone} />
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-lg font-semibold">Email</h2>
            <ul className="mt-1">
              {EMAILS.map((email) => (
                <li key={email}>
                  <a className="link" href={`mailto:${email}`}>
                    {email}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-lg font-semibold">Office</h2>
            <p className="mt-1 text-stone-700 dark:text-stone-300">
              House 12, Road 5, Dhanmondi
              <br />
              Dhaka 1205, Bangladesh
            </p>
          </div>
        </address>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-4 text-xl font-semibold">
            Write to us
          </h2>
          <ContactForm />
        </section>
      </div>
    </div>
  )
}
