import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * A button that shows and hides a panel (header menus): closes on navigation, on Escape (focus goes
 * back to the button), on a click outside and when focus leaves the panel and its button.
 */
export function useDisclosure() {
  const ref = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const location = useLocation()
  // Remember where it was opened: navigating anywhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === location.key
  const setOpen = useCallback(
    (next: boolean | ((value: boolean) => boolean)) =>
      setOpenAt((current) => {
        const isOpen = current === location.key
        return (typeof next === 'function' ? next(isOpen) : next) ? location.key : null
      }),
    [location.key],
  )
  useEffect(() => {
    if (!open) return
    const container = ref.current
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const inside = container?.contains(document.activeElement)
      setOpen(false)
      if (inside) buttonRef.current?.focus()
    }
    const onClick = (event: MouseEvent) => container && !container.contains(event.target as Node) && setOpen(false)
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next && container && !container.contains(next)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    container?.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
      container?.removeEventListener('focusout', onFocusOut)
    }
  }, [open, setOpen])
  return { open, setOpen, ref, buttonRef }
}
