import { useEffect, useSyncExternalStore, type RefObject } from 'react'

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

/**
 * What a person typed into a controlled field before the page's code ran (the scripts start after the first paint, so
 * on a slow phone there is time to type): React renders the field with its first state and would send that. Handed to
 * `take` once, when the field mounts, if the text in the field differs from what was rendered.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, rendered: string, take: (typed: string) => void) {
  useEffect(() => {
    const typed = field.current?.value
    if (typed !== undefined && typed !== rendered) take(typed)
    // Once, at mount: what is typed later reaches the field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
