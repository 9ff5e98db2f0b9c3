import { ACCOUNT_TEXTS } from '@utsab/shared/texts'

/** The profile photo the server takes (POST /api/signup): these image types, at most 5 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024

type TFileLike = { type: string; size: number }

/** The first file of an `<input type="file">` value (a FileList, an array, or nothing). */
export function firstFile<T extends TFileLike>(value: unknown): T | undefined {
  if (!value || typeof value !== 'object' || !('length' in value)) return undefined
  const list = value as ArrayLike<T>
  return list.length > 0 ? list[0] : undefined
}

/** What is said about a refused photo; the sign-up form passes them in the page's language. */
export type TPhotoMessages = { notImage: string; tooLarge: string }
const ENGLISH: TPhotoMessages = { notImage: ACCOUNT_TEXTS.photoNotImage, tooLarge: ACCOUNT_TEXTS.photoTooLarge }

/** Why a chosen photo would be refused, or undefined when it is fine (or when there is none: it is optional). */
export function photoError(file: TFileLike | undefined, messages: TPhotoMessages = ENGLISH): string | undefined {
  if (!file) return undefined
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return messages.notImage
  if (file.size > PHOTO_MAX_BYTES) return messages.tooLarge
  return undefined
}
