import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Spinner } from '../../../components/ui/spinner'

type TCommon = { id: string; label: string; error?: string; hint?: ReactNode; registration: UseFormRegisterReturn }

/** Label above, hint and message under; aria-invalid and aria-describedby tie the message to the control. */
function FieldFrame({ id, label, error, hint, children }: Omit<TCommon, 'registration'> & { children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

const describedBy = ({ id, error, hint }: Pick<TCommon, 'id' | 'error' | 'hint'>) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined

const FILE_CLASSES =
  'file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800 dark:file:bg-stone-800 dark:file:text-brand-200'

export function InputField({
  id,
  label,
  error,
  hint,
  registration,
  type = 'text',
  ...input
}: TCommon & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        className={`field-input ${type === 'file' ? FILE_CLASSES : ''}`}
        {...input}
        {...registration}
      />
    </FieldFrame>
  )
}

export function SelectField({
  id,
  label,
  error,
  hint,
  registration,
  children,
  ...select
}: TCommon & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur'>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        className="field-input"
        {...select}
        {...registration}
      >
        {children}
      </select>
    </FieldFrame>
  )
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  registration,
  ...textarea
}: TCommon & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'onChange' | 'onBlur'>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        className="field-input min-h-28"
        {...textarea}
        {...registration}
      />
    </FieldFrame>
  )
}

/** A submit button that keeps its name and shows a spinner while the call is under way. */
export function ListingSubmitButton({ pending, children, className = '' }: { pending: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={`btn-primary ${className}`} disabled={pending} aria-busy={pending || undefined}>
      {pending && <Spinner />}
      {children}
    </button>
  )
}
