import type { ComponentPropsWithRef } from 'react'
import { FieldMessages, useFieldIds, type TFieldMessages } from './field-frame'

type TProps = TFieldMessages & { className?: string } & Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'>

/**
 * A checkbox with its label beside it and its hint and error under the label; takes `register('name')`.
 * A 24 px box in a row at least 44 px high, whose label is clickable over the whole row.
 */
export function Checkbox({ label, hint, error, className, id: givenId, ...input }: TProps) {
  const { id, control } = useFieldIds(givenId, { hint, error })
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input type="checkbox" {...control} className="size-6 shrink-0 scroll-mt-28 accent-brand-700 dark:accent-brand-300" {...input} />
        <label
          htmlFor={id}
          className="flex min-h-11 flex-1 cursor-pointer items-center py-2 text-sm font-medium text-stone-800 dark:text-stone-200"
        >
          {label}
        </label>
      </div>
      <div className="pl-9">
        <FieldMessages id={id} hint={hint} error={error} />
      </div>
    </div>
  )
}
