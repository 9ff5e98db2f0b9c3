import { toast } from 'react-toastify'

/** The toasts of spec §9 (info, success, warning, error, default); settings live on the one ToastContainer in root. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(message),
  default: (message: string) => toast(message),
}

/** The message to show for any thrown value. */
export const errorMessage = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof Error && error.message ? error.message : fallback
