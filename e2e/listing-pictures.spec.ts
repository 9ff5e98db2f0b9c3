import { randomUUID } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { detailPath } from '@utsab/shared/kinds'
import { en } from './support/i18n'
import { expect, expectAccessibleInBothThemes, originHeader, test, TINY_PNG, whenHydrated } from './fixtures'

/** The `src` of each picture in `list`, in their order on the page. */
const sources = (list: Locator) => list.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')))
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

test('a merchant reorders, removes and adds pictures in the edit dialog, and the listing’s page shows the new order', async ({
  page,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const merchant = await createUser({ role: 'merchant', name: 'Mita Merchant', application: { businessCategory: 'photographer' } })
  await loginAs(merchant)
  const name = `River Portraits ${randomUUID().slice(0, 8)}`
  const form = new FormData()
  for (const [field, value] of Object.entries({ name, category: 'Portraits', price: '25000', district: 'Khulna', address: '3 KDA Avenue' }))
    form.append(field, value)
  for (const file of ['first.png', 'second.png', 'third.png'])
    form.append('pictures', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), file)
  const added = await page.request.post('/api/upload/photographer', {
    multipart: form,
    headers: { ...originHeader(baseURL), 'idempotency-key': randomUUID() },
  })
  expect(added.status(), await added.text()).toBe(201)
  const { listing } = (await added.json()) as { listing: { id: string; pictures: [string, string, string] } }
  const [first, second, third] = listing.pictures

  await page.goto('/dashboard/add-costumes')
  const row = page
    .getByRole('table', { name: 'Your listings' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })
  await (await whenHydrated(row.getByRole('button', { name: `Edit ${name}` }))).click()
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` })
  const pictures = dialog.getByRole('list', { name: en('merchants.pictures.current') })
  await expect(pictures.getByRole('listitem')).toHaveCount(3)
  expect(await sources(pictures)).toEqual([first, second, third])
  await expectAccessibleInBothThemes(page)

  // With the keyboard: the first picture moves later, and the focus stays on its button.
  const moveLater = pictures.getByRole('button', { name: 'Move later (picture 1)' })
  await moveLater.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => sources(pictures)).toEqual([second, first, third])
  await expect(pictures.getByRole('button', { name: 'Move later (picture 2)' })).toBeFocused()
  await expect(dialog.getByRole('status').filter({ hasText: 'The picture is now number 2 of 3.' })).toBeAttached()
  // The first picture cannot move earlier: it says so, and nothing changes.
  await expect(pictures.getByRole('button', { name: 'Move earlier (picture 1)' })).toHaveAttribute('aria-disabled', 'true')

  await pictures.getByRole('button', { name: 'Remove (picture 3)' }).click()
  await expect.poll(() => sources(pictures)).toEqual([second, first])
  await expect(pictures.getByRole('button', { name: 'Remove (picture 2)' })).toBeFocused()

  // A camera photo of 10 MB, twice the upload limit: the browser makes it smaller, and it is added last.
  const photo = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: { r: 120, g: 90, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer()
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024)
  await dialog.getByLabel(en('merchants.pictures.add')).setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(dialog.getByRole('list', { name: en('merchants.pictures.newChosen') }).getByRole('img')).toHaveCount(1)

  // The server takes at most 5 MB a file: its 200 says the browser sent the smaller picture.
  const sent = page.waitForResponse((response) => response.url().endsWith(`/api/merchant/listings/${listing.id}/pictures`))
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  expect((await sent).status()).toBe(200)
  await expect(toast(page, en('merchants.listings.updated'))).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.goto(detailPath('photographer', listing.id))
  const gallery = page.getByRole('region', { name: en('catalog.gallery.label', { name }) })
  await expect(gallery.getByRole('img', { name: en('catalog.gallery.picture', { name, index: 1, count: 3 }) })).toHaveAttribute(
    'src',
    second,
  )
  const thumbnails = await sources(gallery.getByRole('list'))
  expect(thumbnails.slice(0, 2)).toEqual([second, first])
  expect(thumbnails[2]).toMatch(/^\/uploads\/.+\.webp$/)
  expect(thumbnails).not.toContain(third)
})
