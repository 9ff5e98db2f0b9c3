import type { ComponentPropsWithRef } from 'react'
import { FieldMessages, useFieldIds, type TFieldMessages } from './field-frame'

export type TRadioOption = { value: string; label: string; disabled?: boolean }

type TProps = TFieldMessages & {
  className?: string
  markRequired?: boolean
  options: readonly TRadioOption[]
  /**
   * Few short options that share the row in equal tiles: below 640 px each tile puts its button above its label, so
   * three fit a phone's width side by side (in Bangla too) instead of one wrapping onto a row of its own.
   */
  tiles?: boolean
} & Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'>

/**
 * A labelled set of radio buttons (a fieldset with its legend), laid out as large tap targets side by
 * side (a 24 px button in a 44 px-high label that is clickable as a whole), with its hint and error
 * under it; takes `register('name')` like Field.
 */
export function RadioGroup({ label, hint, error, className, markRequired, options, tiles = false, id: givenId, ...input }: TProps) {
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
      <div className={tiles ? 'grid auto-cols-fr grid-flow-col gap-2 sm:flex sm:flex-wrap' : 'flex flex-wrap gap-2'}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={`flex min-h-11 items-center rounded-lg border py-2 text-sm ${
              tiles ? 'flex-col justify-center gap-1 px-2 text-center sm:flex-row sm:gap-2 sm:px-3' : 'gap-2 px-3'
            } font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-stone-800 ${
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
