import { type InputHTMLAttributes, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useHydrated } from '../../../lib/use-hydrated'
import { Spinner } from '../../../components/ui/spinner'
import type { TPreview } from '../hooks/application-previews'

type TFieldBase = {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  registration: UseFormRegisterReturn
  className?: string
}

/** The input's description: its error (read first) and its hint. */
const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined

function HintAndError({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
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
    </>
  )
}

type TTextFieldProps = TFieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'className'>

/** A labelled input with its message under it: aria-invalid and aria-describedby point at the message. */
export function TextField({ id, label, error, hint, registration, className, type = 'text', ...input }: TTextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className="field-input scroll-mt-28"
        {...input}
        {...registration}
      />
      <HintAndError id={id} error={error} hint={hint} />
    </div>
  )
}

/** A labelled select whose first option asks for a choice (its empty value is what the rules refuse). */
export function SelectField({
  id,
  label,
  error,
  hint,
  registration,
  className,
  placeholder,
  options,
}: TFieldBase & { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className="field-input scroll-mt-28"
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <HintAndError id={id} error={error} hint={hint} />
    </div>
  )
}

/** A file input; `onFiles` hears each new choice (for the previews) before the form does. */
export function FileField({
  id,
  label,
  error,
  hint,
  registration,
  className,
  multiple,
  onFiles,
  previews,
  previewsLabel,
}: TFieldBase & { multiple?: boolean; onFiles: (files: File[]) => void; previews: readonly TPreview[]; previewsLabel: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className="field-input scroll-mt-28 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800 dark:file:bg-stone-800 dark:file:text-brand-200"
        {...registration}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []))
          return registration.onChange(event)
        }}
      />
      <HintAndError id={id} error={error} hint={hint} />
      {!error && previews.length > 0 && (
        <ul aria-label={previewsLabel} className="mt-3 flex flex-wrap gap-3">
          {previews.map((preview) => (
            <li key={preview.key}>
              <img
                src={preview.url}
                alt={preview.name}
                className="size-20 rounded-lg border border-stone-200 object-cover dark:border-stone-700"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The privacy checkbox: its label is the spec's, its message under it. */
export function CheckboxField({ id, label, error, hint, registration }: Omit<TFieldBase, 'className'>) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="mt-0.5 size-5 shrink-0 scroll-mt-28 accent-brand-700 dark:accent-brand-300"
          {...registration}
        />
        <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-200">
          {label}
        </label>
      </div>
      <div className="pl-8">
        <HintAndError id={id} error={error} hint={hint} />
      </div>
    </div>
  )
}

/**
 * A submit button that shows a spinner (and stays named by its label) while the application is sent.
 * It is disabled until the page's code runs: sent natively before that, the form would put the NID
 * and the rest into the address bar.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <button type="submit" className="btn-primary w-full sm:w-auto" disabled={pending || !hydrated} aria-busy={pending || undefined}>
      {pending && <Spinner />}
      {children}
    </button>
  )
}
