import type { ComponentPropsWithRef } from 'react'
import { FieldMessages, useFieldIds, type TFieldMessages } from './field-frame'

type TProps = TFieldMessages & { className?: string } & Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'>

/** A checkbox with its label beside it and its hint and error under the label; takes `register('name')`. */
export function Checkbox({ label, hint, error, className, id: givenId, ...input }: TProps) {
  const { id, control } = useFieldIds(givenId, { hint, error })
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          {...control}
          className="mt-0.5 size-5 shrink-0 scroll-mt-28 accent-brand-700 dark:accent-brand-300"
          {...input}
        />
        <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-200">
          {label}
        </label>
      </div>
      <div className="pl-8">
        <FieldMessages id={id} hint={hint} error={error} />
      </div>
    </div>
  )
}
