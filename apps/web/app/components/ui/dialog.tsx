import { useT } from '#app/lib/i18n'
import { useEffect, useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react'
import { DIALOG_TRANSITION_MS } from '@utsab/shared/constants'
import { CloseIcon } from './close-icon'

type TProps = {
  open: boolean
  /** Asked to close: Escape, the close button, a click on the backdrop. The parent sets `open` to false. */
  onClose: () => void
  /** Names the dialog (aria-labelledby). */
  title: ReactNode
  /** A line under the title that describes the dialog (aria-describedby). */
  description?: ReactNode
  children?: ReactNode
  /** The dialog's buttons: kept in view under the body, which scrolls on its own on a small screen. */
  footer?: ReactNode
  /** Called once the dialog has closed (after its exit transition and the focus going back). */
  onClosed?: () => void
  /** False while something is under way: Escape, the backdrop and the close button then do nothing. */
  dismissible?: boolean
  size?: 'sm' | 'md' | 'lg'
  /** What takes focus on opening; otherwise the first focusable element (the browser's choice). */
  initialFocus?: RefObject<HTMLElement | null>
  /** Where focus goes on closing when the opener is gone (its row changed); otherwise the page's main region. */
  fallbackFocus?: RefObject<HTMLElement | null>
}

const WIDTHS = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Focusable elements of the dialog in tab order (visible ones, not removed from the order). */
const tabbables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert]'),
  )

/**
 * A modal dialog on the native <dialog> (spec §9: 300 ms in, 200 ms out). showModal() makes the page
 * behind it inert; Tab and Shift+Tab also wrap inside it, so focus never leaves for the browser's UI
 * half way; Escape closes it; focus goes back to what opened it. With prefers-reduced-motion it
 * appears and goes at once.
 *
 * The <dialog> covers the viewport and draws its own backdrop, so the backdrop fades with the panel.
 * The panel never grows past the viewport: its body scrolls, its title and `footer` (the actions) stay
 * in view, on a 360 × 740 phone too. A form in the body names itself with `id` and its submit button
 * in the footer points at it with `form={id}`.
 * The parent keeps whatever the body shows until the dialog has closed (the 200 ms exit shows it).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  onClosed,
  dismissible = true,
  size = 'md',
  initialFocus,
  fallbackFocus,
}: TProps) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const pressedOnBackdrop = useRef(false)
  // The latest props for the DOM event handlers that outlive a render.
  const latest = useRef({ open, onClose, onClosed, dismissible, fallbackFocus })
  useEffect(() => {
    latest.current = { open, onClose, onClosed, dismissible, fallbackFocus }
  })
  const titleId = useId()
  const hasBody = children !== undefined && children !== null && children !== false
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    let frame = 0
    let timer = 0
    if (open) {
      if (!dialog.open) {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        dialog.dataset.state = 'closed'
        dialog.showModal()
        initialFocus?.current?.focus()
      }
      // Two frames: the closed styles are painted first, so the change to "open" transitions.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          dialog.dataset.state = 'open'
        })
      })
    } else if (dialog.open) {
      dialog.dataset.state = 'closing'
      timer = window.setTimeout(() => dialog.close(), prefersReducedMotion() ? 0 : DIALOG_TRANSITION_MS.out)
    }
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [open, initialFocus])

  // Unmounted while open (its page went away): give focus back all the same.
  useEffect(
    () => () => {
      const target = opener.current
      if (target?.isConnected) target.focus()
    },
    [],
  )

  const requestClose = () => {
    if (latest.current.dismissible) latest.current.onClose()
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      style={{ '--dialog-in': `${DIALOG_TRANSITION_MS.in}ms`, '--dialog-out': `${DIALOG_TRANSITION_MS.out}ms` } as CSSProperties}
      className="group fixed inset-0 m-0 size-full max-h-none max-w-none overflow-hidden bg-transparent p-0 text-stone-900 backdrop:bg-transparent dark:text-stone-100"
      onCancel={(event) => {
        // Escape: our own exit transition, and nothing while busy.
        event.preventDefault()
        requestClose()
      }}
      onClose={() => {
        delete ref.current?.dataset.state
        // Closed by the browser itself (it may insist on Escape): tell the parent.
        if (latest.current.open) latest.current.onClose()
        const target = opener.current
        opener.current = null
        if (target?.isConnected) target.focus()
        else (latest.current.fallbackFocus?.current ?? document.getElementById('main'))?.focus()
        latest.current.onClosed?.()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab' || !ref.current) return
        const items = tabbables(ref.current)
        const first = items[0]
        const last = items.at(-1)
        if (!first || !last) return
        const active = document.activeElement
        if (event.shiftKey && (active === first || !ref.current.contains(active))) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
          event.preventDefault()
          first.focus()
        }
      }}
    >
      <div
        aria-hidden="true"
        className="fixed inset-0 bg-stone-950/60 opacity-0 transition-opacity duration-(--dialog-out) ease-in group-data-[state=open]:opacity-100 group-data-[state=open]:duration-(--dialog-in) group-data-[state=open]:ease-out"
      />
      <div
        className="relative flex h-full items-center justify-center p-3 sm:p-6"
        onPointerDown={(event) => {
          pressedOnBackdrop.current = event.target === event.currentTarget
        }}
        onClick={(event) => {
          // Only a click that began and ended outside the panel (not a text selection dragged out of it).
          if (event.target === event.currentTarget && pressedOnBackdrop.current) requestClose()
          pressedOnBackdrop.current = false
        }}
      >
        <div
          className={`card flex max-h-full w-full flex-col ${WIDTHS[size]} translate-y-3 scale-95 opacity-0 shadow-xl transition duration-(--dialog-out) ease-in group-data-[state=open]:translate-y-0 group-data-[state=open]:scale-100 group-data-[state=open]:opacity-100 group-data-[state=open]:duration-(--dialog-in) group-data-[state=open]:ease-out dark:border-stone-700`}
        >
          <div className="flex shrink-0 items-start justify-between gap-4 border-b border-stone-200 px-5 py-4 sm:px-6 dark:border-stone-800">
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <h2 id={titleId} className="text-lg font-semibold sm:text-xl">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              aria-label={t('dialog.close')}
              onClick={requestClose}
              disabled={!dismissible}
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 disabled:opacity-50 dark:text-stone-300 dark:hover:bg-stone-800"
            >
              <CloseIcon />
            </button>
          </div>
          {hasBody && <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">{children}</div>}
          {footer && (
            <div
              className={`flex shrink-0 flex-col-reverse gap-3 ${hasBody ? 'border-t' : ''} border-stone-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6 dark:border-stone-800`}
            >
              {footer}
            </div>
          )}
        </div>
      </div>
    </dialog>
  )
}
