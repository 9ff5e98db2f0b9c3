import type { ComponentPropsWithRef } from 'react'
import { FieldFrame, useFieldIds, type TFieldMessages } from './field-frame'

export type TOption = { value: string; label: string }
/** Options under a heading (a long list, like the 64 districts under their 8 divisions). */
export type TOptionGroup = { label: string; options: readonly TOption[] }

export type TSelectProps = TFieldMessages & {
  className?: string
  markRequired?: boolean
  /** The choices; or give <option> children instead. */
  options?: readonly TOption[]
  /** Or the choices in groups (after `options`, if both are given). */
  groups?: readonly TOptionGroup[]
  /** A first option with the empty value ("Choose a district", or "Any district" in a filter). */
  placeholder?: string
} & Omit<ComponentPropsWithRef<'select'>, 'className'>

/** A labelled native select with its hint and error under it; takes `register('name')` like Field. */
export function Select({
  label,
  hint,
  error,
  className,
  markRequired,
  id: givenId,
  options,
  groups,
  placeholder,
  children,
  ...select
}: TSelectProps) {
  const { id, control } = useFieldIds(givenId, { hint, error })
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} marked={markRequired} className={className}>
      <select required={markRequired || undefined} {...control} className="field-input scroll-mt-28" {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
        {children}
      </select>
    </FieldFrame>
  )
}
