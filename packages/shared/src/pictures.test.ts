import { describe, expect, it } from 'vitest'
import { mainPictureName, pictureVariants, pictureWidthsFor } from './pictures'

const ID = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f'

describe('the responsive pictures’ naming scheme (decision 043)', () => {
  it('never enlarges: the widths are those of the ladder the original reaches', () => {
    expect(pictureWidthsFor(4000)).toEqual([320, 640, 1280])
    expect(pictureWidthsFor(1280)).toEqual([320, 640, 1280])
    expect(pictureWidthsFor(1279)).toEqual([320, 640])
    expect(pictureWidthsFor(319)).toEqual([])
  })

  it('a new picture’s name says its largest variant; each variant is named from the main URL', () => {
    expect(mainPictureName(ID, [320, 640])).toBe(`${ID}_640.webp`)
    expect(mainPictureName(ID, [])).toBe(`${ID}.webp`)
    expect(pictureVariants(`/uploads/${ID}_640.webp`)).toEqual([
      { width: 320, avif: `/uploads/${ID}_640-320.avif`, webp: `/uploads/${ID}_640-320.webp` },
      { width: 640, avif: `/uploads/${ID}_640-640.avif`, webp: `/uploads/${ID}_640-640.webp` },
    ])
    // A bucket's public URL works the same way.
    expect(pictureVariants(`https://cdn.example.com/pictures/${ID}_1280.webp`).map((variant) => variant.avif)).toEqual([
      `https://cdn.example.com/pictures/${ID}_1280-320.avif`,
      `https://cdn.example.com/pictures/${ID}_1280-640.avif`,
      `https://cdn.example.com/pictures/${ID}_1280-1280.avif`,
    ])
  })

  it('pictures from before, the demo’s drawings and other sites’ pictures have no variants', () => {
    for (const url of [
      `/uploads/${ID}.webp`,
      '/demo/venue-1.svg',
      '/media/hero-poster.webp',
      'https://lh3.googleusercontent.com/a/photo=s96-c',
      `/uploads/${ID}_800.webp`,
      `/uploads/${ID}_640-320.webp`,
      'blob:http://localhost/4a1b',
    ]) {
      expect(pictureVariants(url), url).toEqual([])
    }
  })
})
