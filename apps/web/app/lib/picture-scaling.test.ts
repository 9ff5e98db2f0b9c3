import { describe, expect, it } from 'vitest'
import { isScalable, SCALE_MAX_SIDE, scaledName, scaledType, scaleTarget, UPLOAD_MAX_BYTES } from './picture-scaling'

const MB = 1024 * 1024

describe('which pictures the browser redraws before sending them', () => {
  it('redraws JPEG, PNG and WebP only: HEIC, GIF and AVIF go as they are', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/JPEG']) expect(isScalable({ type })).toBe(true)
    for (const type of ['image/heic', 'image/heif', 'image/gif', 'image/avif', 'application/pdf', ''])
      expect(isScalable({ type })).toBe(false)
    expect(scaleTarget({ type: 'image/heic', size: 8 * MB }, { width: 4032, height: 3024 })).toBeUndefined()
  })

  it('scales an 8 MB camera photo to 2560 px on its long side, proportions kept', () => {
    expect(scaleTarget({ type: 'image/jpeg', size: 8 * MB }, { width: 4032, height: 3024 })).toEqual({ width: 2560, height: 1920 })
    // Portrait: the height is the long side.
    expect(scaleTarget({ type: 'image/jpeg', size: 8 * MB }, { width: 3024, height: 4032 })).toEqual({ width: 1920, height: 2560 })
  })

  it('scales a light picture that is too long, and leaves one that fits both limits alone', () => {
    expect(scaleTarget({ type: 'image/png', size: 2 * MB }, { width: 6000, height: 1000 })).toEqual({ width: SCALE_MAX_SIDE, height: 427 })
    expect(scaleTarget({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES }, { width: 2560, height: 2560 })).toBeUndefined()
    expect(scaleTarget({ type: 'image/jpeg', size: 300_000 }, { width: 1200, height: 800 })).toBeUndefined()
  })

  it('redraws a heavy picture that is not too long at its own size', () => {
    expect(scaleTarget({ type: 'image/png', size: 12 * MB }, { width: 2000, height: 1500 })).toEqual({ width: 2000, height: 1500 })
  })

  it('follows the given limits', () => {
    expect(scaleTarget({ type: 'image/webp', size: 2 * MB }, { width: 1000, height: 500 }, { maxBytes: MB })).toEqual({
      width: 1000,
      height: 500,
    })
    expect(scaleTarget({ type: 'image/webp', size: 100 }, { width: 1000, height: 500 }, { maxSide: 500 })).toEqual({
      width: 500,
      height: 250,
    })
    expect(scaleTarget({ type: 'image/jpeg', size: 100 }, { width: 0, height: 0 })).toBeUndefined()
  })

  it('keeps a JPEG a JPEG; PNG and WebP become WebP where the browser writes it, else JPEG', () => {
    expect(scaledType({ type: 'image/jpeg' }, true)).toBe('image/jpeg')
    expect(scaledType({ type: 'image/png' }, true)).toBe('image/webp')
    expect(scaledType({ type: 'image/webp' }, false)).toBe('image/jpeg')
  })

  it('names the redrawn file after the original, with its new extension', () => {
    expect(scaledName('IMG_0001.PNG', 'image/webp')).toBe('IMG_0001.webp')
    expect(scaledName('holud.photo.jpeg', 'image/jpeg')).toBe('holud.photo.jpg')
    expect(scaledName('.hidden', 'image/jpeg')).toBe('.hidden.jpg')
    expect(scaledName('', 'image/jpeg')).toBe('picture.jpg')
  })
})
