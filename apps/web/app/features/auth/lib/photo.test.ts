import { describe, expect, it } from 'vitest'
import { ACCOUNT_TEXTS } from '@utsab/shared/texts'
import { firstFile, PHOTO_MAX_BYTES, photoError } from './photo'

describe('firstFile', () => {
  it('takes the first entry of a file list, or nothing', () => {
    const file = { type: 'image/png', size: 1 }
    expect(firstFile([file, { type: 'image/gif', size: 2 }])).toBe(file)
    expect(firstFile([])).toBeUndefined()
    expect(firstFile(undefined)).toBeUndefined()
    expect(firstFile('photo.png')).toBeUndefined()
  })
})

describe('photoError', () => {
  it('accepts no photo at all (it is optional)', () => expect(photoError(undefined)).toBeUndefined())
  it('accepts the image types the server takes, up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'IMAGE/PNG'])
      expect(photoError({ type, size: PHOTO_MAX_BYTES }), type).toBeUndefined()
  })
  it('refuses other files with a clear message', () => {
    for (const type of ['application/pdf', 'image/svg+xml', 'image/heic', ''])
      expect(photoError({ type, size: 10 }), type).toBe(ACCOUNT_TEXTS.photoNotImage)
  })
  it('refuses photos over 5 MB', () =>
    expect(photoError({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe(ACCOUNT_TEXTS.photoTooLarge))
})
