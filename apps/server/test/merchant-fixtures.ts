import { randomBytes } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import type { TListingKind } from '@utsab/shared/constants'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import sharp from 'sharp'
import type { TApp } from '../src/app'
import { createActor, PNG_1X1, type TActor } from './actors'
import { EXAMPLE_APPLICATION_FIELDS } from '@utsab/shared/schemas/examples'

export type TUploadFile = { data: Buffer; name: string; type: string }

/** A picture as a browser sends it. */
export const pngFile = (name = 'picture.png', data = PNG_1X1): TUploadFile => ({ data, name, type: 'image/png' })

/** Text dressed up as a photo: the name and type say JPEG, the content does not. */
export const TEXT_AS_JPG: TUploadFile = { data: Buffer.from('just some text, not a picture\n'), name: 'photo.jpg', type: 'image/jpeg' }

/** An SVG (which sharp can read) carrying a script. */
export const SVG_WITH_SCRIPT: TUploadFile = {
  data: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10" fill="red"/></svg>',
  ),
  name: 'logo.svg',
  type: 'image/svg+xml',
}

/** A JPEG with EXIF metadata (camera owner, a comment) that must not survive re-encoding. */
export async function jpegWithExif(width = 64, height = 48): Promise<TUploadFile> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'Private', ImageDescription: 'taken at home' } })
    .toBuffer()
  return { data, name: 'camera.jpg', type: 'image/jpeg' }
}

/** A real PNG of random noise (so it does not compress) of at least `bytes` bytes. */
export async function noisyPng(bytes: number): Promise<TUploadFile> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 8
  const raw = randomBytes(side * side * 3)
  const data = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  return { data, name: 'huge.png', type: 'image/png' }
}

/** A JPEG cut in half: its header reads as an image, its pixels do not decode. */
export async function truncatedJpeg(): Promise<TUploadFile> {
  const whole = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 0, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer()
  return { data: whole.subarray(0, Math.floor(whole.length / 2)), name: 'cut.jpg', type: 'image/jpeg' }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const pngChunk = (type: string, body: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(body.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** A valid, tiny PNG (1-bit, all black) that decodes to `side` × `height` pixels: a decompression bomb. */
export function pixelBomb(side = 12_000, height = side): TUploadFile {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(height, 4)
  header.set([1, 0, 0, 0, 0], 8) // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(side / 8)) * height), { level: 9 })
  const data = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
  return { data, name: 'bomb.png', type: 'image/png' }
}

/** The text fields of a valid merchant application (spec §5). */
export const applicationFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  ...EXAMPLE_APPLICATION_FIELDS,
  ...overrides,
})

/** A multipart body with text fields and named files, as the browser's FormData makes it. */
export function multipartForm(fields: Record<string, string | undefined>, files: Record<string, TUploadFile[]> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value)
  for (const [name, list] of Object.entries(files)) {
    for (const file of list) form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  }
  return form
}

/** POST /api/merchant-applications as `actor` (or anonymously). */
export function submitApplication(
  app: TApp,
  actor: TActor | undefined,
  fields: Record<string, string | undefined> = applicationFields(),
  files: Record<string, TUploadFile[]> = { pictures: [pngFile()], licence: [pngFile('licence.png')] },
) {
  return app.inject({
    method: 'POST',
    url: '/api/merchant-applications',
    headers: actor ? { cookie: actor.cookie } : {},
    payload: multipartForm(fields, files) as never,
  })
}

/** A user who applied for real (role requested), with the pending application's id. */
export async function createApplicant(
  app: TApp,
  label: string,
  overrides: Record<string, string> = {},
): Promise<TActor & { applicationId: string }> {
  const actor = await createActor(app, label)
  const response = await submitApplication(app, actor, applicationFields({ agencyEmail: actor.email, ...overrides }))
  if (response.statusCode !== 201) throw new Error(`application failed (${response.statusCode}): ${response.body}`)
  return { ...actor, applicationId: response.json<{ application: TMerchantApplication }>().application.id }
}

/** A merchant made the real way: an application, then an admin's Accept (agency and first listing created). */
export async function createMerchant(
  app: TApp,
  admin: TActor,
  label: string,
  kind: TListingKind = 'costume',
  overrides: Record<string, string> = {},
): Promise<TActor & { applicationId: string }> {
  const applicant = await createApplicant(app, label, { businessCategory: kind, agencyName: `${label} agency`, ...overrides })
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/merchant-applications/${applicant.applicationId}/accept`,
    headers: { cookie: admin.cookie },
  })
  if (accepted.statusCode !== 200) throw new Error(`accept failed (${accepted.statusCode}): ${accepted.body}`)
  return applicant
}

/** A merchant of one kind made the real way, with the first listing their acceptance created. */
export async function createMerchantWithListing<TListing extends { id: string }>(
  app: TApp,
  admin: TActor,
  label: string,
  kind: TListingKind,
): Promise<{ merchant: TActor; listing: TListing }> {
  const merchant = await createMerchant(app, admin, label, kind)
  const mine = await app.inject({ method: 'GET', url: '/api/merchant/listings', headers: { cookie: merchant.cookie } })
  const [listing] = mine.json<{ data: TListing[] }>().data
  if (!listing) throw new Error(`${label} has no listing`)
  return { merchant, listing }
}

/** The fields of a merchant's listing form (Add Events). */
export const listingFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: 'Katan Benarasi',
  category: 'Saris',
  price: '7000',
  rating: '4',
  size: 'Free size',
  description: 'Hand-woven silk from Mirpur.',
  district: 'Rajshahi',
  address: '12 Shaheb Bazar Road',
  ...overrides,
})

/** POST /api/upload/{kind} as `actor`. */
export function uploadListing(
  app: TApp,
  actor: TActor | undefined,
  kind: string,
  fields: Record<string, string | undefined> = listingFields(),
  files: Record<string, TUploadFile[]> = { pictures: [pngFile()] },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/upload/${kind}`,
    headers: { ...headers, ...(actor ? { cookie: actor.cookie } : {}) },
    payload: multipartForm(fields, files) as never,
  })
}
