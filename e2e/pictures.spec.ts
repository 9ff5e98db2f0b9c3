import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { detailPath } from '@utsab/shared/kinds'
import { en } from './support/i18n'
import { expect, originHeader, test } from './fixtures'

/** Decision 043: a merchant's photo is kept in a few widths and formats, and the listing's page lets the browser pick. */
test('a merchant’s photo reaches the listing’s page as a responsive picture: AVIF at a width that fits, no layout shift', async ({
  page,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const merchant = await createUser({ role: 'merchant', name: 'Nila Merchant', application: { businessCategory: 'photographer' } })
  await loginAs(merchant)
  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 180, g: 40, b: 90 } } })
    .jpeg()
    .toBuffer()
  const added = await page.request.post('/api/upload/photographer', {
    multipart: {
      name: 'Golden hour portraits',
      category: 'Portraits',
      price: '25000',
      district: 'Khulna',
      address: '3 KDA Avenue',
      pictures: { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
    headers: { ...originHeader(baseURL), 'idempotency-key': randomUUID() },
  })
  expect(added.status(), await added.text()).toBe(201)
  const { listing } = (await added.json()) as { listing: { id: string; pictures: string[] } }
  // The API still answers the main WebP; its name says which variants exist.
  expect(listing.pictures[0]).toMatch(/^\/uploads\/[0-9a-f-]{36}_1280\.webp$/)

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(detailPath('photographer', listing.id))
  const picture = page.getByRole('img', { name: en('catalog.gallery.picture', { name: 'Golden hour portraits', index: 1, count: 1 }) })
  await expect(picture).toBeVisible()
  await expect(picture).toHaveAttribute('width', /\d+/)
  await expect(picture).toHaveAttribute('height', /\d+/)
  await expect(picture).toHaveJSProperty('complete', true)
  const shown = await picture.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }))
  // Half of a 1280 px window at DPR 1 is 640 px: Chromium takes the 640 px AVIF, not the 1280 px WebP.
  expect(shown.src).toMatch(/_1280-640\.avif$/)
  expect(shown.width).toBe(640)
})
