import { useCallback } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { ApiError } from '#app/lib/api'
import { placeServerError } from '#app/lib/server-errors'
import { errorMessage } from '#app/lib/toast'

type TOptions<K extends string> = {
  /** The form's fields in screen order (the first refused one takes the focus); by default the registered ones. */
  fields?: readonly K[]
  /** A refusal without `fields` that concerns one field: 409 → 'email', 413/415 → 'pictures'. */
  fieldForStatus?: Partial<Record<number, K>>
}

type TForm<T extends FieldValues> = Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>

/** What useServerFieldErrors' `place` does, as a plain function (the hook only keeps it stable). */
export function placeServerFieldErrors<T extends FieldValues, K extends FieldPath<T>>(
  { setError, getValues }: TForm<T>,
  error: unknown,
  { fields, fieldForStatus }: TOptions<K> = {},
): string | undefined {
  if (!(error instanceof ApiError)) return errorMessage(error)
  const names = fields ?? (Object.keys(getValues()) as K[])
  const placed = placeServerError(error, names, fieldForStatus)
  placed.fields.forEach(([name, message], index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }))
  return placed.toast
}

/**
 * The one place where a refused submission's messages go. Returns `place(error)`: an ApiError's
 * `fields` go under the form's own fields with setError (the first one focused); a status that
 * concerns one field goes onto it; what is left (other errors, fields the form does not have) comes
 * back as one message for the form-level alert or toast, or undefined when every message found its field.
 */
export function useServerFieldErrors<T extends FieldValues, K extends FieldPath<T> = FieldPath<T>>(
  form: TForm<T>,
  options: TOptions<K> = {},
) {
  const { setError, getValues } = form
  const { fields, fieldForStatus } = options
  return useCallback(
    (error: unknown) => placeServerFieldErrors({ setError, getValues }, error, { fields, fieldForStatus }),
    [setError, getValues, fields, fieldForStatus],
  )
}
