import { browserI18n } from './i18n'
import type * as ReactToastify from 'react-toastify'
import type { ToastOptions } from 'react-toastify'
import { TOAST_SETTINGS } from '@utsab/shared/constants'

type TToastModule = typeof ReactToastify
type TKind = 'success' | 'error' | 'info' | 'warning' | 'default'

/**
 * react-toastify loads with the first toast, not with every first visit: `notify` asks root to mount
 * the container (see `useToastsWanted`) and shows the toast once the module is there. A toast sent
 * before the container is mounted waits in react-toastify's own queue.
 */
let module: Promise<TToastModule> | undefined
let wanted = false
const listeners = new Set<() => void>()

export const loadToasts = () => (module ??= import('react-toastify'))

function show(kind: TKind, message: string, id?: string) {
  if (!wanted) {
    wanted = true
    listeners.forEach((listener) => listener())
  }
  void loadToasts().then(({ toast }) => {
    // One toast per form: a later answer of the same form (success after failure, or a new failure)
    // replaces the one on screen instead of stacking under it or being dropped as a duplicate.
    // A message by key (the browser's own failures, a rule's refusal) in the page's language; the server's as it is.
    const text = browserI18n().messageText(message)
    if (id && toast.isActive(id)) {
      toast.update(id, { render: text, type: kind, autoClose: TOAST_SETTINGS.autoClose, progress: undefined })
      return
    }
    const options: ToastOptions | undefined = id ? { toastId: id } : undefined
    if (kind === 'default') toast(text, options)
    else toast[kind](text, options)
  })
}

/** The toasts of spec §9 (info, success, warning, error, default); settings live on the one ToastContainer in root. */
export const notify = {
  success: (message: string, id?: string) => show('success', message, id),
  error: (message: string, id?: string) => show('error', message, id),
  info: (message: string, id?: string) => show('info', message, id),
  warning: (message: string, id?: string) => show('warning', message, id),
  default: (message: string, id?: string) => show('default', message, id),
}

/**
 * The toasts of one form or action: pass a stable id per form ('login', 'cart-checkout'), so its
 * success replaces its failure (and a second failure the first) instead of stacking.
 */
export const formToasts = (id: string) => ({
  success: (message: string) => notify.success(message, id),
  error: (message: string) => notify.error(message, id),
  info: (message: string) => notify.info(message, id),
})

/** For root: whether a toast has been asked for, so the container should be mounted. */
export const toastsWanted = {
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => wanted,
  getServer: () => false,
}

/** The message to show for any thrown value. */
export const errorMessage = (error: unknown, fallback?: string) => {
  const { t, messageText } = browserI18n()
  // The server's sentences arrive in the page's language; the few the browser writes itself are keys.
  if (error instanceof Error && error.message) return messageText(error.message)
  return fallback ?? t('client.somethingWrong')
}
