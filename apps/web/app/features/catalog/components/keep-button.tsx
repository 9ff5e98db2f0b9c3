import { useEffect } from 'react'
import { errorMessage, notify } from '#app/lib/toast'
import { useIsShortlisted, useToggleShortlist } from '../api/shortlist'
import { HeartToggle, takeTapWhileLoading, type THeartProps } from './shortlist-heart'

/**
 * The heart of someone signed in, read from the shortlist's query and pressed to keep or drop the listing. Its own
 * module, so a visitor's first download has no query library for it (decision 067).
 */
export function KeepButton({ listingId, look, ariaLabel, label }: THeartProps) {
  const kept = useIsShortlisted(listingId)
  const toggle = useToggleShortlist()
  const pressed = toggle.isPending ? toggle.variables.keep : kept
  const press = (keep: boolean) => toggle.mutate({ listingId, keep }, { onError: (error) => notify.error(errorMessage(error)) })
  useEffect(() => {
    // A tap on the stand-in while this code came is done now (keeping is idempotent on the server).
    if (takeTapWhileLoading(listingId)) press(true)
    // Once, as the heart arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return <HeartToggle pressed={pressed} look={look} ariaLabel={ariaLabel} label={label} onClick={() => press(!pressed)} />
}
