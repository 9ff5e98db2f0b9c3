import type { ReactNode } from 'react'
import type { useDisclosure } from './use-disclosure'

type TDisclosure = ReturnType<typeof useDisclosure>

/** The button that opens and closes a disclosure's panel, with the chevron that turns with it (header menus). */
export function DisclosureButton({
  disclosure,
  controls,
  label,
  className,
  chevronClassName = 'size-4',
  children,
}: {
  disclosure: TDisclosure
  /** The panel's id. */
  controls: string
  /** The accessible name, when the visible content does not say it (an avatar). */
  label?: string
  className: string
  chevronClassName?: string
  children: ReactNode
}) {
  const { open, setOpen, buttonRef } = disclosure
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={() => setOpen((value) => !value)}
      className={className}
    >
      {children}
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`${chevronClassName} transition-transform ${open ? 'rotate-180' : ''}`}
        fill="currentColor"
      >
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
      </svg>
    </button>
  )
}
