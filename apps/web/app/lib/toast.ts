import type * as ReactToastify from 'react-toastify'
import type { ToastOptions } from 'react-toastify'

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
  const options: ToastOptions | undefined = id ? { toastId: id } : undefined
  void loadToasts().then(({ toast }) => (kind === 'default' ? toast(message, options) : toast[kind](message, options)))
}

/** The toasts of spec §9 (info, success, warning, error, default); settings live on the one ToastContainer in root. */
export const notify = {
  success: (message: string, id?: string) => show('success', message, id),
  error: (message: string, id?: string) => show('error', message, id),
  info: (message: string, id?: string) => show('info', message, id),
  warning: (message: string, id?: string) => show('warning', message, id),
  default: (message: string, id?: string) => show('default', message, id),
}

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
export const errorMessage = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof Error && error.message ? error.message : fallback
