import { LISTING_PICTURES_RANGE } from '@utsab/shared/schemas/merchants'

/** A listing keeps 1 to 12 pictures; the first one leads (its card, a venue's background). */
export const LISTING_PICTURES_MAX = LISTING_PICTURES_RANGE.max

/** The list with the item at `index` moved `by` places (-1 earlier, 1 later); the same list at either end. */
export function movePicture<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list]
  const next = [...list]
  next.splice(to, 0, ...next.splice(index, 1))
  return next
}

/** Whether a picture may be removed: never the last one the listing would keep (new files count). */
export const canRemovePicture = (kept: number, added: number) => kept + added > LISTING_PICTURES_RANGE.min

/** Whether the pictures would change: another order, one removed, or a new file. */
export const picturesChanged = (before: readonly string[], kept: readonly string[], added: number) =>
  added > 0 || before.length !== kept.length || before.some((url, index) => kept[index] !== url)

/** The multipart body of PUT /api/merchant/listings/{id}/pictures: the kept URLs in order, then the new files. */
export function picturesFormData(keep: readonly string[], added: readonly Blob[]): FormData {
  const form = new FormData()
  form.append('keep', JSON.stringify(keep))
  for (const file of added) form.append('pictures', file)
  return form
}
