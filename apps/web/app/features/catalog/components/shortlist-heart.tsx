import type { ReactNode } from 'react'

/** How the heart looks where it sits. */
export const LOOKS = {
  /** On the listing's page: the heart and its words. */
  full: 'btn-secondary inline-flex min-h-11 items-center gap-2 px-4',
  /**
   * Over a card's picture: the heart alone, round, its words for screen readers only. Tab reaches it after the card's
   * link at the card's foot: the margin keeps it below the sticky header when the page scrolls back up to it.
   */
  icon: 'inline-flex size-11 scroll-mt-24 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow-md hover:bg-white dark:bg-stone-900/90 dark:text-stone-100 dark:hover:bg-stone-900',
} as const

export function Heart({ filled }: { filled: boolean }) {
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

/** The heart as a toggle button: pressed is a filled heart, in the brand's colour. */
export function HeartToggle({
  pressed,
  look,
  ariaLabel,
  label,
  onClick,
}: {
  pressed: boolean
  look: keyof typeof LOOKS
  ariaLabel: string | undefined
  label: ReactNode
  onClick?: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={ariaLabel}
      className={`${LOOKS[look]} ${pressed ? 'text-brand-700 dark:text-brand-300' : ''}`}
      onClick={onClick}
    >
      <Heart filled={pressed} />
      {label}
    </button>
  )
}

/** Hearts tapped while their code was still coming, by listing id, for the real heart to keep. */
const tappedWhileLoading = new Set<string>()

/** A signed-in person's heart for one listing, where it sits, with its words. */
export type THeartProps = { listingId: string; look: keyof typeof LOOKS; ariaLabel: string | undefined; label: ReactNode }

/**
 * A signed-in person's heart while its code comes (a page reached by a link, or the moment a page's first query
 * arrives). It shows unpressed, as it does before anything is sent; a tap is kept, and the real heart keeps the
 * listing as it arrives and fills then, so the tap is never lost.
 */
export function HeartStandIn({ listingId, look, ariaLabel, label }: THeartProps) {
  return <HeartToggle pressed={false} look={look} ariaLabel={ariaLabel} label={label} onClick={() => tappedWhileLoading.add(listingId)} />
}

/** Whether the stand-in was tapped for this listing, once. */
export const takeTapWhileLoading = (listingId: string) => tappedWhileLoading.delete(listingId)
