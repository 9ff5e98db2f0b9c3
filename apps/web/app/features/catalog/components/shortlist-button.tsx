import { useLocation } from 'react-router'
import { Link } from '#app/components/ui/link'
import { WithHiddenName } from '#app/components/ui/slotted-text'
import { useT } from '#app/lib/i18n'
import { loginPath } from '#app/lib/redirect'
import { useMe } from '#app/lib/session'
import { errorMessage, notify } from '#app/lib/toast'
import { useIsShortlisted, useToggleShortlist } from '../api/shortlist'

const LOOKS = {
  /** On the listing's page: the heart and its words. */
  full: 'btn-secondary inline-flex min-h-11 items-center gap-2 px-4',
  /**
   * Over a card's picture: the heart alone, round, its words for screen readers only. Tab reaches it after the card's
   * link at the card's foot: the margin keeps it below the sticky header when the page scrolls back up to it.
   */
  icon: 'inline-flex size-11 scroll-mt-24 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow-md hover:bg-white dark:bg-stone-900/90 dark:text-stone-100 dark:hover:bg-stone-900',
} as const

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
      />
    </svg>
  )
}

/**
 * The heart (issue 17): a toggle button whose name stays "Save to shortlist" and whose state is aria-pressed
 * (a filled heart). A visitor gets a link to log in that comes back here. The listing's name is in the
 * button's name for screen readers, so several on one page are told apart. On a card it is the heart alone.
 */
export function ShortlistButton({ listing, look = 'full' }: { listing: { id: string; name: string }; look?: keyof typeof LOOKS }) {
  const t = useT()
  const { user } = useMe()
  const location = useLocation()
  const kept = useIsShortlisted(listing.id, Boolean(user))
  const toggle = useToggleShortlist()
  // On a card the heart's name is an attribute, not text: the card's text stays what it shows.
  const named =
    look === 'icon'
      ? { 'aria-label': t('catalog.shortlist.save', { name: listing.name }), label: null }
      : { 'aria-label': undefined, label: <WithHiddenName text={(name) => t('catalog.shortlist.save', { name })} name={listing.name} /> }
  if (!user)
    return (
      <Link to={loginPath(`${location.pathname}${location.search}`)} className={LOOKS[look]} aria-label={named['aria-label']}>
        <Heart filled={false} />
        {named.label}
      </Link>
    )
  const pressed = toggle.isPending ? toggle.variables.keep : kept
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={named['aria-label']}
      className={`${LOOKS[look]} ${pressed ? 'text-brand-700 dark:text-brand-300' : ''}`}
      onClick={() => toggle.mutate({ listingId: listing.id, keep: !pressed }, { onError: (error) => notify.error(errorMessage(error)) })}
    >
      <Heart filled={pressed} />
      {named.label}
    </button>
  )
}
