import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage } from './responsive-image'

const ID = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f'
const render = (src: string) =>
  renderToStaticMarkup(createElement(ResponsiveImage, { src, alt: 'Hall', width: 600, height: 400, sizes: '100vw', loading: 'lazy' }))

describe('<ResponsiveImage>', () => {
  it('an upload with variants: AVIF and WebP sources by width, the main WebP as the fallback, its size reserved', () => {
    expect(render(`/uploads/${ID}_640.webp`)).toBe(
      '<picture class="contents">' +
        `<source type="image/avif" srcSet="/uploads/${ID}_640-320.avif 320w, /uploads/${ID}_640-640.avif 640w" sizes="100vw"/>` +
        `<source type="image/webp" srcSet="/uploads/${ID}_640-320.webp 320w, /uploads/${ID}_640-640.webp 640w" sizes="100vw"/>` +
        `<img src="/uploads/${ID}_640.webp" alt="Hall" width="600" height="400" loading="lazy"/>` +
        '</picture>',
    )
  })

  it('any other picture (an older upload, a demo drawing) is a plain <img> of the same size', () => {
    expect(render('/demo/venue-1.svg')).toBe('<img src="/demo/venue-1.svg" alt="Hall" width="600" height="400" loading="lazy"/>')
    expect(render(`/uploads/${ID}.webp`)).toBe(`<img src="/uploads/${ID}.webp" alt="Hall" width="600" height="400" loading="lazy"/>`)
  })
})
