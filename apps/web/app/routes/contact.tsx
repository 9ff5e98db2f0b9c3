import { ContactForm } from '#app/features/contact/components/contact-form'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/contact'
import { PhoneLink } from '#app/components/ui/phone-link'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, 'contact') })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('contact.title'), description: t('contact.description', { reply: t('contact.reply') }) }))

const PHONES = ['+880 1711-000000', '+880 1811-000000']
const EMAILS = ['support@utsab.com.bd', 'partners@utsab.com.bd']

export default function Contact() {
  const t = useT()
  return (
    <div className="container-page py-12">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold tracking-tight sm:text-4xl">
        {t('contact.heading')}
      </h1>
      <p className="mt-2 text-lg text-stone-700 dark:text-stone-300">{t('contact.reply')}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <address className="space-y-6 not-italic">
          <div>
            <h2 className="text-lg font-semibold">{t('contact.phone')}</h2>
            <ul className="mt-1">
              {PHONES.map((phone) => (
                <li key={phone}>
                  <PhoneLink phone={phone} />
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-lg font-semibold">{t('contact.email')}</h2>
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
            <h2 className="text-lg font-semibold">{t('contact.office')}</h2>
            <p className="mt-1 text-stone-700 dark:text-stone-300">
              {t('contact.officeStreet')}
              <br />
              {t('contact.officeCity')}
            </p>
          </div>
        </address>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-4 text-xl font-semibold">
            {t('contact.writeToUs')}
          </h2>
          <ContactForm />
        </section>
      </div>
    </div>
  )
}
