import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type Ref } from 'react'
import { parseTypedDate, typedDate } from '@utsab/shared/format'
import { useLocale, useT } from '#app/lib/i18n'
import { useTypedBeforeHydration } from '#app/lib/use-hydrated'
import { FieldFrame, useFieldIds, type TFieldMessages } from './field-frame'

// The calendar is only fetched when a person opens it: a date field costs the page a text input.
const DatePicker = lazy(() => import('./date-picker').then((module) => ({ default: module.DatePicker })))

/** The furthest days a date field's calendar shows when the form gives no range. */
const EARLIEST = '1900-01-01'
const LATEST = '2199-12-31'

/** What `onChange` hands a form: react-hook-form's `register` reads `target`, a plain handler reads `target.value`. */
export type TDateFieldChange = { target: { name: string; value: string }; type: 'change' }

export type TDateFieldProps = TFieldMessages & {
  /** The form field's name: the value (YYYY-MM-DD) is sent under it, in a plain form too. */
  name: string
  /** The day (YYYY-MM-DD) when the field is controlled; `defaultValue` when it is not. */
  value?: string
  defaultValue?: string
  /** Called with the day as YYYY-MM-DD (or the text as typed when it is not a day, so the form refuses it). */
  onChange?: (event: TDateFieldChange) => unknown
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown
  /** react-hook-form's ref (from `register`): handed an object that reads and writes the day and focuses the text. */
  ref?: Ref<HTMLInputElement>
  /** First and last day the calendar offers (YYYY-MM-DD; a number only as react-hook-form's `register` types them). */
  min?: string | number
  max?: string | number
  id?: string
  className?: string
  inputClassName?: string
  markRequired?: boolean
  autoFocus?: boolean
  disabled?: boolean
}

/**
 * A date field in the page's language: the day shown and typed as dd/mm/yyyy in the page's digits
 * ("১৪/০২/২০২৭"; Latin or Bengali digits both read), with a calendar button that opens a small month
 * calendar (DatePicker) in the page's language. The form gets YYYY-MM-DD, as the API takes it: through
 * `onChange` (react-hook-form's `register` spreads in) and a hidden input of `name` (plain forms).
 * The browser's own date input is not used: it shows mm/dd/yyyy on Bangla pages.
 */
export function DateField({
  label,
  hint,
  error,
  name,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
  min = EARLIEST,
  max = LATEST,
  id: givenId,
  className,
  inputClassName = '',
  markRequired,
  autoFocus,
  disabled,
}: TDateFieldProps) {
  const t = useT()
  const locale = useLocale()
  const [day, setDay] = useState(value ?? defaultValue ?? '')
  const [text, setText] = useState(() => typedDate(value ?? defaultValue ?? '', locale))
  const [unreadable, setUnreadable] = useState(false)
  const [open, setOpen] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const frame = useRef<HTMLDivElement>(null)
  const shownError = unreadable && !error ? t('dateField.invalid') : error
  const { id, control } = useFieldIds(givenId, { hint: hint ?? t('dateField.format'), error: shownError })
  const calendarId = `${id}-calendar`

  // A controlled value the form changes (a reset, a day filled in) is shown as it is (adjusted while rendering).
  const [given, setGiven] = useState(value)
  if (value !== given) {
    setGiven(value)
    if (value !== undefined && value !== day) {
      setDay(value)
      setText(typedDate(value, locale))
      setUnreadable(false)
    }
  }

  // A click or a tap outside the field and its calendar closes the calendar.
  useEffect(() => {
    if (!open) return
    const close = (event: PointerEvent) => {
      if (!frame.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    return () => document.removeEventListener('pointerdown', close)
  }, [open])

  const send = (next: string) => {
    setDay(next)
    onChange?.({ target: { name, value: next }, type: 'change' })
  }

  const take = (written: string) => {
    setText(written)
    setUnreadable(false)
    send(written.trim() === '' ? '' : (parseTypedDate(written) ?? written.trim()))
  }
  const typed = (event: ChangeEvent<HTMLInputElement>) => take(event.target.value)

  useTypedBeforeHydration(input, text, take)

  const left = (event: FocusEvent<HTMLInputElement>) => {
    const read = parseTypedDate(text)
    if (read) setText(typedDate(read, locale))
    setUnreadable(text.trim() !== '' && !read)
    onBlur?.(event)
  }

  const picked = (next: string) => {
    setText(typedDate(next, locale))
    setUnreadable(false)
    send(next)
    setOpen(false)
    input.current?.focus()
  }

  // What react-hook-form holds as the field (its `register` ref): it reads and writes the day (YYYY-MM-DD), so a
  // reset or a value set by the form shows here, and it focuses the text a person types. The DOM input would
  // get the day written into it raw.
  const [handle] = useState(() => ({
    name,
    get value() {
      return handle.day
    },
    set value(next: string) {
      handle.show(next ?? '')
    },
    focus: () => input.current?.focus(),
    day: '',
    show: (_next: string) => {},
  }))
  handle.day = day
  handle.show = (next: string) => {
    setDay(next)
    setText(typedDate(next, locale))
    setUnreadable(false)
  }

  const setRefs = (node: HTMLInputElement | null) => {
    input.current = node
    if (typeof ref === 'function') ref(node ? (handle as unknown as HTMLInputElement) : null)
    else if (ref) ref.current = node
  }

  return (
    <FieldFrame id={id} label={label} hint={hint ?? t('dateField.format')} error={shownError} marked={markRequired} className={className}>
      <div ref={frame} className="relative">
        <div className="flex gap-2">
          <input
            ref={setRefs}
            data-field={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            // The format is the hint under the field: a placeholder repeating it was cut off in narrow filter columns.
            required={markRequired || undefined}
            {...control}
            value={text}
            onChange={typed}
            onBlur={left}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open) {
                event.preventDefault()
                setOpen(false)
              }
            }}
            autoFocus={autoFocus}
            disabled={disabled}
            className={`field-input scroll-mt-28 ${inputClassName}`}
          />
          <button
            type="button"
            className="btn-ghost size-11 shrink-0 px-0"
            aria-label={t('dateField.open')}
            aria-expanded={open}
            aria-controls={open ? calendarId : undefined}
            disabled={disabled}
            onClick={() => setOpen((shown) => !shown)}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1zM4 8v8h12V8H4z" />
            </svg>
          </button>
        </div>
        {/* What a plain form (GET search, the cart's date) sends: the day as the API takes it. */}
        <input type="hidden" name={name} value={day} />
        {open && (
          <div
            id={calendarId}
            className="absolute left-0 z-30 mt-1 w-[min(22rem,calc(100vw-2rem))]"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return
              event.preventDefault()
              setOpen(false)
              input.current?.focus()
            }}
          >
            <Suspense fallback={<div className="card h-80 animate-pulse" aria-hidden="true" />}>
              <DatePicker
                label={typeof label === 'string' ? label : t('dateField.open')}
                value={parseTypedDate(text) ?? (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null)}
                onChange={picked}
                min={String(min)}
                max={String(max)}
              />
            </Suspense>
          </div>
        )}
      </div>
    </FieldFrame>
  )
}
