type TServerError = { status: number; message: string; fields?: Record<string, string> }

export type TErrorPlacement<K extends string> = {
  /** Messages to show under form fields, in the form's field order. */
  fields: Array<[K, string]>
  /** What to show as an error toast (nothing when every message found its field). */
  toast: string | undefined
}

/**
 * Where a refused form submission's messages go: the server's `fields` onto the form's own fields
 * (in the form's order, so the first one gets the focus), a status that concerns one field (409
 * email taken, 413/415 bad photo) onto that field, the rest into a toast. Used by the sign-up and
 * the merchant application forms.
 */
export function placeServerError<K extends string>(
  error: TServerError,
  formFields: readonly K[],
  fieldForStatus: Partial<Record<number, K>> = {},
): TErrorPlacement<K> {
  const known = (name: string): name is K => (formFields as readonly string[]).includes(name)
  const serverFields = Object.entries(error.fields ?? {}).filter(([, message]) => typeof message === 'string' && message)
  const fields = formFields.flatMap((name) => {
    const found = serverFields.find(([field]) => field === name)
    return found ? [[name, found[1]] as [K, string]] : []
  })
  const unplaced = serverFields.filter(([field]) => !known(field)).map(([, message]) => message)
  const statusField = fieldForStatus[error.status]
  if (fields.length === 0 && statusField) return { fields: [[statusField, error.message]], toast: unplaced.join(' ') || undefined }
  if (fields.length === 0) return { fields, toast: error.message }
  return { fields, toast: unplaced.length ? unplaced.join(' ') : undefined }
}
