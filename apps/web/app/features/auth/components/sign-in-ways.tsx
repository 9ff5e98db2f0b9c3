import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { useT } from '#app/lib/i18n'
import { useMe } from '#app/lib/session'

type TWay = 'phone' | 'email'

/** This browser's last way (a shared family phone keeps the way its person chose). */
const WAY_KEY = 'utsab-sign-in-way'
const isWay = (value: unknown): value is TWay => value === 'phone' || value === 'email'
const rememberedWay = () => {
  const value = window.localStorage.getItem(WAY_KEY)
  return isWay(value) ? value : null
}
/** Read once the page is hydrated (the server cannot know it); a choice made here is kept in this card's state. */
const noChanges = () => () => {}

/**
 * The two ways to log in or sign up (issue 36): with a mobile number (first: most people here use their number)
 * or with an email, chosen by a two-button switch at the top of the card, which this browser remembers. Without SMS
 * on offer, only the email way.
 */
export function SignInWays({ label, phone, email }: { label: string; phone: ReactNode; email: ReactNode }) {
  const t = useT()
  const { phoneEnabled } = useMe()
  const [chosen, setChosen] = useState<TWay | null>(null)
  const remembered = useSyncExternalStore(noChanges, rememberedWay, () => null)
  const way = chosen ?? remembered ?? 'phone'
  if (!phoneEnabled) return <>{email}</>
  const choose = (value: TWay) => {
    setChosen(value)
    window.localStorage.setItem(WAY_KEY, value)
  }
  const option = (value: TWay, text: string) => (
    <button
      type="button"
      aria-pressed={way === value}
      onClick={() => choose(value)}
      className={`min-h-11 flex-1 rounded-md px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
        way === value
          ? 'bg-white text-brand-800 shadow-sm dark:bg-stone-900 dark:text-brand-200'
          : 'text-stone-700 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white'
      }`}
    >
      {text}
    </button>
  )
  return (
    <>
      <div role="group" aria-label={label} className="mb-6 flex gap-1 rounded-lg bg-stone-100 p-1 dark:bg-stone-800">
        {option('phone', t('auth.way.phone'))}
        {option('email', t('auth.way.email'))}
      </div>
      {way === 'phone' ? phone : email}
    </>
  )
}
