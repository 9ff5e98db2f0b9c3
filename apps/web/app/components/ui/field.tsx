import { useT } from '#app/lib/i18n'
import { useState, type ComponentPropsWithRef } from 'react'
import { FieldFrame, useFieldIds, type TFieldMessages } from './field-frame'

export type TFieldProps = TFieldMessages & {
  /** Classes of the wrapper (grid spans); the input keeps the design's field style. */
  className?: string
  inputClassName?: string
  /** Shows the asterisk of a required field (the input also gets `required`, which a noValidate form ignores). */
  markRequired?: boolean
} & Omit<ComponentPropsWithRef<'input'>, 'className'>

/**
 * A labelled input with its hint and error under it (aria-describedby, aria-invalid). Spread
 * react-hook-form's `register('name')` into it, or give it value/onChange. A password gets a
 * Show/Hide toggle.
 *
 * `type="number"` renders a text input with a digit keyboard (`inputMode`, numeric unless given): a
 * number input throws away Bengali digits in Chromium ("২৫০" left it empty). Its text is read by the
 * shared schemas' `typedNumber` (Latin or Bengali digits, digit groups); `min`, `max` and `step` are
 * the schema's business, not the input's.
 */
export function Field({
  label,
  hint,
  error,
  className,
  inputClassName = '',
  markRequired,
  id: givenId,
  type: givenType = 'text',
  ...given
}: TFieldProps) {
  const isNumber = givenType === 'number'
  const type = isNumber ? 'text' : givenType
  const input = isNumber ? numberAsText(given) : given
  const t = useT()
  const { id, control } = useFieldIds(givenId, { hint, error })
  const [revealed, setRevealed] = useState(false)
  const isPassword = type === 'password'
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} marked={markRequired} className={className}>
      <div className={isPassword ? 'relative' : undefined}>
        <input
          type={isPassword && revealed ? 'text' : type}
          required={markRequired || undefined}
          {...control}
          className={`field-input scroll-mt-28 ${isPassword ? 'pr-20' : ''} ${inputClassName}`}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((value) => !value)}
            className="absolute inset-y-0 right-1 my-auto h-9 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-stone-100 dark:text-brand-300 dark:hover:bg-stone-800"
          >
            {revealed ? t('field.hide') : t('field.show')}
            <span className="sr-only"> {t('field.password')}</span>
          </button>
        )}
      </div>
    </FieldFrame>
  )
}

/** A number field's props as a text input's: a digit keyboard, no spell check, and no number-only attributes. */
function numberAsText({
  min: _min,
  max: _max,
  step: _step,
  inputMode = 'numeric',
  ...input
}: Omit<TFieldProps, 'label' | 'hint' | 'error' | 'className' | 'inputClassName' | 'markRequired' | 'id' | 'type'>) {
  return { inputMode, autoComplete: 'off', spellCheck: false, ...input }
}
