import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * False in the server render and until the page's code runs, then true. Submit buttons wait for it:
 * a form sent natively before that would put what was typed (a password, an NID) into the address bar.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
