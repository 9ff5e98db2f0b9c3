import { describe, expect, it } from 'vitest'
import { canRemovePicture, movePicture, picturesChanged, picturesFormData } from './listing-pictures'

describe("editing a listing's pictures", () => {
  it('moves a picture one place earlier or later, and not past either end', () => {
    expect(movePicture(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(movePicture(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(movePicture(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(movePicture(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })

  it('never removes the last picture, counting the new files', () => {
    expect(canRemovePicture(1, 0)).toBe(false)
    expect(canRemovePicture(1, 1)).toBe(true)
    expect(canRemovePicture(2, 0)).toBe(true)
  })

  it('knows when nothing changed', () => {
    expect(picturesChanged(['a', 'b'], ['a', 'b'], 0)).toBe(false)
    expect(picturesChanged(['a', 'b'], ['b', 'a'], 0)).toBe(true)
    expect(picturesChanged(['a', 'b'], ['a'], 0)).toBe(true)
    expect(picturesChanged(['a'], ['a'], 1)).toBe(true)
  })

  it('sends the kept pictures in order, then the new files', async () => {
    const form = picturesFormData(['/uploads/b.webp', '/uploads/a.webp'], [new Blob(['x'], { type: 'image/png' })])
    expect(JSON.parse(String(form.get('keep')))).toEqual(['/uploads/b.webp', '/uploads/a.webp'])
    expect(form.getAll('pictures')).toHaveLength(1)
  })
})
