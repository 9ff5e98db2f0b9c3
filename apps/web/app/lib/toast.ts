import { toast } from 'react-toastify'

/** The toasts of spec §9 (info, success, warning, error, default); settings live on the one ToastContainer in root. */
export const notify = {
  success: (message: string, id?: string) => toast.success(message, id ? { toastId: id } : undefined),
  error: (message: string, id?: string) => toast.error(message, id ? { toastId: id } : undefined),
  info: (message: string, id?: string) => toast.info(message, id ? { toastId: id } : undefined),
  warning: (message: string, id?: string) => toast.warning(message, id ? { toastId: id } : undefined),
  default: (message: string, id?: string) => toast(message, id ? { toastId: id } : undefined),
}

/** The message to show for any thrown value. */
export const errorMessage = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof Error && error.message ? error.message : fallback
