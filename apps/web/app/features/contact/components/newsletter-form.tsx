import { useId, useRef, useState, type FormEvent } from 'react'
import { callApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { newsletterEndpoint } from '../api/newsletter'
import { errorMessage, notify } from '#app/lib/toast'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useTypedBeforeHydration } from '#app/lib/use-hydrated'

/**
 * Footer newsletter box. Deliberately no zod, react-hook-form or TanStack Query here (it ships on every
 * page): the browser checks the email format and the server's answer says the rest.
 */
/** An example address, the same in both languages. */
const EMAIL_EXAMPLE = 'you@example.com'

export function NewsletterForm() {
  const t = useT()
  const inputId = useId()
  const [email, setEmail] = useState('')
  const field = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(field, email, setEmail)
  const [answer, setAnswer] = useState('')
  const [pending, setPending] = useState(false)
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setPending(true)
    try {
      const subscribed = await callApi(newsletterEndpoint, { body: { email: email.trim() } })
      // Double opt-in: the answer asks the visitor to open the emailed link; it stays under the box as well.
      notify.success(subscribed.message)
      setAnswer(subscribed.message)
      setEmail('')
    } catch (error) {
      notify.error(errorMessage(error))
    } finally {
      setPending(false)
    }
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-sm font-semibold uppercase tracking-wider text-gold-300">
        {t('contact.newsletter.title')}
      </h2>
      <p className="mt-3 text-sm text-stone-300">{t('contact.newsletter.intro')}</p>
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-stone-200">
        {t('contact.newsletter.email')}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          ref={field}
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={EMAIL_EXAMPLE}
          className="min-h-11 w-full min-w-0 rounded-full border border-stone-600 bg-stone-800 px-4 text-stone-100 placeholder:text-stone-400"
        />
        <SubmitButton pending={pending} pendingLabel={t('contact.newsletter.subscribing')} className="btn-primary shrink-0">
          {t('contact.newsletter.subscribe')}
        </SubmitButton>
      </div>
      <p role="status" className="mt-2 text-sm text-stone-200 empty:hidden">
        {answer}
      </p>
    </form>
  )
}
