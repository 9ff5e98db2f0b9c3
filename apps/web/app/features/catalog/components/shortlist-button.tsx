import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { Link } from '#app/components/ui/link'
import { WithHiddenName } from '#app/components/ui/slotted-text'
import { useT } from '#app/lib/i18n'
import { loginPath } from '#app/lib/redirect'
import { useMe } from '#app/lib/session'
import { Heart, HeartStandIn, LOOKS } from './shortlist-heart'

const KeepButton = lazy(() => import('./keep-button').then((module) => ({ default: module.KeepButton })))

/**
 * The heart (issue 17): a toggle button whose name stays "Save to shortlist" and whose state is aria-pressed
 * (a filled heart). A visitor gets a link to log in that comes back here. The listing's name is in the
 * button's name for screen readers, so several on one page are told apart. On a card it is the heart alone.
 */
export function ShortlistButton({ listing, look = 'full' }: { listing: { id: string; name: string }; look?: keyof typeof LOOKS }) {
  const t = useT()
  const { user } = useMe()
  const location = useLocation()
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
  // Until its code has come, a stand-in keeps what is tapped for the real heart to do.
  return (
    <Suspense fallback={<HeartStandIn listingId={listing.id} look={look} ariaLabel={named['aria-label']} label={named.label} />}>
      <KeepButton listingId={listing.id} look={look} ariaLabel={named['aria-label']} label={named.label} />
    </Suspense>
  )
}
