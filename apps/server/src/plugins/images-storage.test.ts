import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pictureVariants } from '@utsab/shared/pictures'
import { createActor, signupForm, TEST_PASSWORD, uniqueEmail } from '../../test/actors'
import { applicationFields, jpegWithExif, submitApplication } from '../../test/merchant-fixtures'
import { heicPhoto } from '../../test/heic'
import { startS3Server } from '../../test/s3-server'
import { createTestApp, openTestDatabase } from '../../test/test-app'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { HEIC_UNSUPPORTED } from './images'

/**
 * Decisions 042 and 043: every upload is kept in a few widths, in AVIF and WebP, on local disk or in an
 * S3-compatible bucket (a real S3-protocol server here); instances that share a database and a bucket
 * serve each other's pictures.
 */

type TTestApp = Awaited<ReturnType<typeof createTestApp>>
let s3: Awaited<ReturnType<typeof startS3Server>>
let database: Awaited<ReturnType<typeof openTestDatabase>>
let first: TTestApp
let second: TTestApp
let local: TTestApp

beforeAll(async () => {
  s3 = await startS3Server()
  database = await openTestDatabase()
  first = await createTestApp(s3.env, { database })
  second = await createTestApp(s3.env, { database })
  local = await createTestApp()
})
afterAll(async () => {
  await first.app.close()
  await second.app.close()
  await database.close()
  await local.close()
  await s3.close()
})

/** A merchant application's first picture, uploaded through `t` from a photo of the given size. */
async function uploadPicture(t: TTestApp, width: number, height: number) {
  const applicant = await createActor(t.app, 'pictures')
  const photo = await jpegWithExif(width, height)
  const response = await submitApplication(t.app, applicant, applicationFields({ agencyEmail: applicant.email }), {
    pictures: [photo],
    licence: [photo],
  })
  expect(response.statusCode, response.body).toBe(201)
  return (response.json().application as TMerchantApplication).pictures[0]!
}

const get = async (t: TTestApp, url: string) => {
  const answer = await t.app.inject({ method: 'GET', url })
  return { status: answer.statusCode, type: answer.headers['content-type'], body: answer.rawPayload }
}

describe('responsive variants', () => {
  it('keeps a wide picture at 320, 640 and 1280 px in AVIF and WebP, named from its main URL', async () => {
    const url = await uploadPicture(local, 2000, 1000)
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}_1280\.webp$/)
    const variants = pictureVariants(url)
    expect(variants.map((variant) => variant.width)).toEqual([320, 640, 1280])
    for (const variant of variants) {
      for (const format of ['avif', 'webp'] as const) {
        const served = await get(local, variant[format])
        expect(served.status, variant[format]).toBe(200)
        expect(served.type).toBe(`image/${format}`)
        const meta = await sharp(served.body).metadata()
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp')
        expect([meta.width, meta.height]).toEqual([variant.width, variant.width / 2])
        expect(meta.exif).toBeUndefined()
      }
    }
  })

  it('never enlarges: a 700 px picture has 320 and 640 only, a 200 px one none', async () => {
    expect(pictureVariants(await uploadPicture(local, 700, 500)).map((variant) => variant.width)).toEqual([320, 640])
    const small = await uploadPicture(local, 200, 150)
    expect(small).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/)
    expect(pictureVariants(small)).toEqual([])
  })

  it('removes the variants with the picture', async () => {
    const folder = path.join(local.dataDir, 'uploads')
    const before = (await readdir(folder)).length
    const url = await local.app.images.saveImage((await jpegWithExif(800, 600)).data, { width: 1280, ownerId: null })
    expect((await readdir(folder)).length - before).toBe(1 + 2 * 2)
    await local.app.images.removeImage(url)
    expect((await readdir(folder)).length).toBe(before)
  })
})

describe('pictures in an S3-compatible bucket, two instances', () => {
  it('a picture uploaded through one instance is served by the other, variants included', async () => {
    expect(first.app.images.objects.kind).toBe('s3')
    const url = await uploadPicture(first, 1400, 700)
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}_1280\.webp$/)
    // Nothing on either instance's disk: the bytes are in the bucket.
    await expect(readdir(path.join(first.dataDir, 'uploads'))).rejects.toThrow()
    for (const address of [url, ...pictureVariants(url).flatMap((variant) => [variant.avif, variant.webp])]) {
      const served = await get(second, address)
      expect(served.status, address).toBe(200)
      expect(served.type).toMatch(/^image\/(avif|webp)$/)
    }
    const [main] = await Promise.all([get(first, url), get(second, url)])
    expect(main.body.equals((await get(second, url)).body)).toBe(true)
    expect((await get(second, '/uploads/00000000-0000-4000-8000-000000000000.webp')).status).toBe(404)
    expect((await get(second, '/uploads/evil.html')).status).toBe(404)
  })

  it('ownership is shared too: the other instance knows whose picture it is and removes it from the bucket', async () => {
    const url = await first.app.images.saveImage((await jpegWithExif(700, 400)).data, { width: 1280, ownerId: null })
    const applicant = await createActor(first.app, 'owner')
    await first.app.images.claimImage(url, applicant.id)
    expect(await second.app.images.isOwnImage(url, applicant.id)).toBe(true)
    await second.app.images.removeImage(url)
    for (const address of [url, ...pictureVariants(url).map((variant) => variant.avif)]) {
      expect((await get(first, address)).status, address).toBe(404)
    }
  })

  it('with S3_PUBLIC_URL, pages read the picture from the bucket itself, and the page policy allows it', async () => {
    const env = { ...s3.env, S3_PUBLIC_URL: s3.publicUrl }
    const uploader = await createTestApp(env, { database })
    const reader = await createTestApp(env, { database })
    try {
      const url = await uploadPicture(uploader, 1000, 1000)
      expect(url.startsWith(`${s3.publicUrl}/`)).toBe(true)
      for (const address of [url, pictureVariants(url)[1]!.avif]) {
        const fetched = await fetch(address)
        expect(fetched.status, address).toBe(200)
        expect(fetched.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/)
      }
      // The other instance still serves it at /uploads/ (pictures stored before the public URL was set).
      expect((await get(reader, `/uploads/${url.split('/').at(-1)}`)).status).toBe(200)
      expect(reader.app.pageSecurityPolicy('n')).toContain(`img-src 'self' data: blob: ${new URL(s3.endpoint).origin}`)
    } finally {
      await uploader.app.close()
      await reader.app.close()
    }
  })
})

describe('HEIC photos (an iPhone’s default format)', () => {
  const signUpWithHeic = (headers: Record<string, string>) =>
    local.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers,
      payload: signupForm(
        { fullName: 'Heic', email: uniqueEmail('heic'), password: TEST_PASSWORD },
        { data: heicPhoto(), name: 'IMG_0001.HEIC', type: 'image/heic' },
      ) as never,
    })

  it('cannot be decoded by this sharp: the answer is a 415 that says what to do, in either language, and nothing is kept', async () => {
    const metadata = await sharp(heicPhoto()).metadata()
    expect([metadata.format, metadata.compression]).toEqual(['heif', 'hevc'])
    await expect(sharp(heicPhoto()).webp().toBuffer()).rejects.toThrow(/compression format has not been built in/)
    const folder = path.join(local.dataDir, 'uploads')
    const before = (await readdir(folder)).length

    const english = await signUpWithHeic({ 'accept-language': 'en' })
    expect(english.statusCode).toBe(415)
    expect(english.json()).toMatchObject({ code: 'image_heic_unsupported', message: HEIC_UNSUPPORTED })
    const bangla = await signUpWithHeic({ 'accept-language': 'bn' })
    expect(bangla.statusCode).toBe(415)
    expect(bangla.json().message).toMatch(/^HEIC ছবি .*JPEG/)
    expect((await readdir(folder)).length).toBe(before)
  })
})
