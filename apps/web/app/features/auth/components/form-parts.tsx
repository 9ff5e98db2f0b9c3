import { useState, type InputHTMLAttributes, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Spinner } from '../../../components/ui/spinner'
import { useHydrated } from '../../../lib/use-hydrated'

type TFieldProps = {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  registration: UseFormRegisterReturn
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'>

/** A labelled input with its message under it: aria-invalid and aria-describedby point at the message. */
export function Field({ id, label, error, hint, registration, type = 'text', ...input }: TFieldProps) {
  const [revealed, setRevealed] = useState(false)
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined
  const isPassword = type === 'password'
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className={isPassword ? 'relative' : undefined}>
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`field-input ${isPassword ? 'pr-20' : ''} ${type === 'file' ? 'file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800 dark:file:bg-stone-800 dark:file:text-brand-200' : ''}`}
          {...input}
          {...registration}
        />
        {isPassword && (
          <button
            type="button"
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((value) => !value)}
            className="absolute inset-y-0 right-1 my-auto h-9 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-stone-100 dark:text-brand-300 dark:hover:bg-stone-800"
          >
            {revealed ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** A submit button that shows a spinner (and stays named by its label) while the call is under way. */
export function SubmitButton({ busy, pending, children }: { busy: boolean; pending: boolean; children: ReactNode }) {
  // Not before the page's code runs: a native submit would put the password into the address bar.
  const hydrated = useHydrated()
  return (
    <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated} aria-busy={pending || undefined}>
      {pending && <Spinner />}
      {children}
    </button>
  )
}

/** The page frame of the auth screens: a centred card with the page's one h1. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <section className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="card p-5 sm:p-8">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {intro && <div className="mt-2 text-stone-700 dark:text-stone-300">{intro}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-stone-700 dark:text-stone-300">{footer}</div>}
      </div>
    </section>
  )
}

/** An inline message block for errors that belong to the page rather than a field. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </div>
  )
}
