import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, PNG_1X1, signupForm, TEST_PASSWORD, uniqueEmail } from '../../../test/actors'
import { pixelBomb } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { uploads } from '../../db/schema'
import { UPLOADS_PER_USER } from '../../lib/multipart'
import { MAX_IMAGE_PIXELS } from '../../plugins/images'

/** Issue 13, uploads: a profile shows only its owner's pictures; no picture costs seconds of CPU; a user sends a bounded number. */

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const bitmapPng = (width: number, height: number) => pixelBomb(width, height).data

const signUpWithPhoto = (data: Buffer, email = uniqueEmail('photo')) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: signupForm({ fullName: 'Photo', email, password: TEST_PASSWORD }, { data, name: 'p.png', type: 'image/png' }) as never,
  })

describe('profile pictures', () => {
  it('the image store records who sent each picture', async () => {
    const signedUp = await signUpWithPhoto(PNG_1X1)
    expect(signedUp.statusCode).toBe(201)
    const { image, id } = signedUp.json().user
    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, image))
    expect(row?.ownerId).toBe(id)
  })

  it('a profile takes only a picture this user uploaded, not any path under /uploads/', async () => {
    const other = await signUpWithPhoto(PNG_1X1)
    const othersPicture: string = other.json().user.image
    const mine = await signUpWithPhoto(PNG_1X1, uniqueEmail('mine'))
    const me = mine.json().user
    const cookie = String(mine.headers['set-cookie']).split(';')[0]!
    const put = (image: string) =>
      t.app.inject({ method: 'PUT', url: `/api/user/${me.email}`, headers: { cookie }, payload: { name: 'Me', image } })

    for (const image of [othersPicture, '/uploads/00000000-0000-4000-8000-000000000000.webp', '/uploads/../secret']) {
      const refused = await put(image)
      expect(refused.statusCode, image).toBe(400)
      expect(refused.json().code).toBe('image_not_yours')
    }
    expect((await put(me.image)).statusCode).toBe(200)
  })
})

describe('picture size in pixels', () => {
  it(`refuses a 100-megapixel PNG (a few KB) before decoding it, quickly, with a code`, async () => {
    const bomb = bitmapPng(10_000, 10_000)
    expect(bomb.length).toBeLessThan(64 * 1024)
    const started = performance.now()
    const response = await signUpWithPhoto(bomb)
    const elapsed = performance.now() - started
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('image_too_many_pixels')
    expect(response.json().message).toMatch(/100 megapixels; at most 40 megapixels/)
    expect(elapsed).toBeLessThan(400)
  })

  it('refuses anything over 40 megapixels and takes a picture just under it', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000)
    expect((await signUpWithPhoto(bitmapPng(8000, 5001))).json().code).toBe('image_too_many_pixels')
    expect((await signUpWithPhoto(bitmapPng(400, 300))).statusCode).toBe(201)
  })
})

describe('pictures per user', () => {
  it(`refuses the pictures past ${UPLOADS_PER_USER[0]} in ${UPLOADS_PER_USER[1] / 60_000} minutes from one user, with 429 and a code`, async () => {
    const sender = await createActor(t.app, 'sender')
    const send = () => {
      const form = new FormData()
      for (let i = 0; i < 6; i++) form.append('pictures', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), `p${i}.png`)
      form.append('licence', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'l.png')
      return t.app.inject({ method: 'POST', url: '/api/merchant-applications', headers: { cookie: sender.cookie }, payload: form as never })
    }
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await send()).statusCode)
    // Seven pictures a form: the fifth form passes thirty. (The forms lack their fields: 400 until then.)
    expect(statuses).toEqual([400, 400, 400, 400, 429])
    const refused = await send()
    expect(refused.json().code).toBe('upload_rate_limited')
    expect(refused.json().message).toMatch(/try again in \d+ minutes?/)

    // Another user is not affected.
    const other = await createActor(t.app, 'other-sender')
    const form = new FormData()
    form.append('pictures', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'p.png')
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/merchant-applications',
      headers: { cookie: other.cookie },
      payload: form as never,
    })
    expect(theirs.statusCode).toBe(400)
  })
})
