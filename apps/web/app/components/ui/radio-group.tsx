import type { ComponentPropsWithRef } from 'react'
import { FieldMessages, useFieldIds, type TFieldMessages } from './field-frame'

export type TRadioOption = { value: string; label: string; disabled?: boolean }

type TProps = TFieldMessages & {
  className?: string
  markRequired?: boolean
  options: readonly TRadioOption[]
} & Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'>

/**
 * A labelled set of radio buttons (a fieldset with its legend), laid out as large tap targets side by
 * side (a 24 px button in a 44 px-high label that is clickable as a whole), with its hint and error
 * under it; takes `register('name')` like Field.
 */
export function RadioGroup({ label, hint, error, className, markRequired, options, id: givenId, ...input }: TProps) {
  const { id, control } = useFieldIds(givenId, { hint, error })
  return (
    <fieldset
      className={`min-w-0 ${className ?? ''}`}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
    >
      <legend className="field-label">
        {label}
        {markRequired && (
          <span aria-hidden="true" className="ml-1 text-sm text-red-700 dark:text-red-300">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            className={`flex min-h-11 items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-stone-800 ${
              option.disabled
                ? 'cursor-not-allowed border-stone-200 text-stone-500 line-through dark:border-stone-800 dark:text-stone-400'
                : 'cursor-pointer border-stone-300 dark:border-stone-700'
            }`}
          >
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              value={option.value}
              disabled={option.disabled}
              required={markRequired || undefined}
              className="size-6 shrink-0 scroll-mt-28 accent-brand-700 dark:accent-brand-300"
              {...input}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  )
}
