import type { ComponentPropsWithRef } from 'react'
import { FieldFrame, useFieldIds, type TFieldMessages } from './field-frame'

type TProps = TFieldMessages & { className?: string; markRequired?: boolean } & Omit<ComponentPropsWithRef<'textarea'>, 'className'>

/** A labelled multi-line field with its hint and error under it; takes `register('name')` like Field. */
export function TextArea({ label, hint, error, className, markRequired, id: givenId, rows = 4, ...textarea }: TProps) {
  const { id, control } = useFieldIds(givenId, { hint, error })
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} marked={markRequired} className={className}>
      <textarea rows={rows} required={markRequired || undefined} {...control} className="field-input min-h-28 scroll-mt-28" {...textarea} />
    </FieldFrame>
  )
}
