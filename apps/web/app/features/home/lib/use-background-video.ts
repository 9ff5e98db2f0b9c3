import { useSyncExternalStore } from 'react'
import { savesData } from '#app/lib/save-data'

/** Phones get the still picture: the video is 100–300 KB of decoration on often metered mobile data. */
const WIDE_SCREEN = '(min-width: 768px)'

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(WIDE_SCREEN)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/**
 * Whether this screen should play the hero's background video: wide enough, and the visitor has not
 * asked to save data. The server (and hydration) assume no, so the video is only ever added in the browser.
 */
export const useBackgroundVideoWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN).matches && !savesData(),
    () => false,
  )
