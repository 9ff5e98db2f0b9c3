import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUSINESS_CATEGORIES } from '@utsab/shared/constants'
import { MERCHANT_TEXTS, type TMerchantApplication } from '@utsab/shared/schemas/merchants'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor, type TActor } from '../../../test/actors'
import { bookingOf, daysFromNow, insertListings } from '../../../test/catalog-fixtures'
import {
  applicationFields,
  createApplicant,
  createMerchant,
  jpegWithExif,
  listingFields,
  noisyPng,
  pixelBomb,
  pngFile,
  submitApplication,
  SVG_WITH_SCRIPT,
  TEXT_AS_JPG,
  truncatedJpeg,
  type TUploadFile,
  uploadListing,
} from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { cardPayments } from '../../../test/card-payments'
import { listings, merchantApplications, orders } from '../../db/schema'

/** Small, so that an oversized picture is cheap to make; every fixture picture is far below it. */
const UPLOAD_LIMIT = 64 * 1024

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let demo: Awaited<ReturnType<typeof insertListings>>
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) }, { listen: true })
  admin = await createActor(t.app, 'admin', 'admin')
  demo = await insertListings(t.app)
})
afterAll(() => t.close())

const as = (actor: TActor) => ({ cookie: actor.cookie })
const storedFiles = async () => (await readdir(path.join(t.dataDir, 'uploads'))).sort()
const applicationsOf = (actor: TActor) => t.db.select().from(merchantApplications).where(eq(merchantApplications.userId, actor.id))
const roleOf = async (actor: TActor) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: as(actor) })).json().user.role
const mine = async (actor: TActor) =>
  (await t.app.inject({ method: 'GET', url: '/api/merchant-applications/mine', headers: as(actor) })).json<{
    application: TMerchantApplication | null
  }>().application
const fileOf = (url: string) => path.join(t.dataDir, 'uploads', path.basename(url))
const goodFiles = (): Record<string, TUploadFile[]> => ({ pictures: [pngFile()], licence: [pngFile('licence.png')] })

describe('applying to become a merchant', () => {
  it('stores the application, makes the user requested and shows it on /mine', async () => {
    const applicant = await createActor(t.app, 'applicant')
    expect(await mine(applicant)).toBeNull()
    const response = await submitApplication(t.app, applicant, applicationFields({ agencyEmail: applicant.email }), {
      pictures: [await jpegWithExif(), pngFile()],
      licence: [pngFile('licence.png')],
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().message).toBe(MERCHANT_TEXTS.requestSent)
    const application = response.json().application as TMerchantApplication
    expect(application).toMatchObject({
      status: 'pending',
      user: { id: applicant.id, email: applicant.email },
      nid: '1234567890',
      agencyName: 'Rangdhanu Costumes',
      agencyEmail: applicant.email,
      phone: '+8801711000000',
      businessCategory: 'costume',
      serviceCategory: 'Wedding saris',
      price: 4500,
      rating: 4.5,
      district: 'Rajshahi',
      address: '12 Shaheb Bazar Road',
      declineReason: null,
      reviewedAt: null,
    })
    expect(application.pictures).toHaveLength(2)
    for (const url of [...application.pictures, application.licenceImage]) expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/)
    expect(await roleOf(applicant)).toBe('requested')
    expect(await mine(applicant)).toEqual(application)
  })

  it('re-encodes every picture to WebP without the EXIF metadata it came with', async () => {
    const photo = await jpegWithExif(1600, 900)
    expect((await sharp(photo.data).metadata()).exif).toBeDefined()
    const applicant = await createActor(t.app, 'exif')
    const response = await submitApplication(t.app, applicant, applicationFields(), { pictures: [photo], licence: [photo] })
    expect(response.statusCode, response.body).toBe(201)
    const { pictures, licenceImage } = response.json().application as TMerchantApplication
    for (const [url, width] of [
      [pictures[0]!, 1280],
      [licenceImage, 1600],
    ] as const) {
      const stored = await readFile(fileOf(url))
      expect(stored.toString('latin1')).not.toContain('Secret Photographer')
      const meta = await sharp(stored).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.exif).toBeUndefined()
      expect(meta.width).toBeLessThanOrEqual(width)
      const served = await t.app.inject({ method: 'GET', url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  const category = `Choose one of ${BUSINESS_CATEGORIES.map((c) => c.label).join(', ')}`
  it.each([
    ['pictures', {}, { pictures: [] }, MERCHANT_TEXTS.picturesRequired],
    ['licence', {}, { licence: [] }, MERCHANT_TEXTS.licenceRequired],
    ['agree', { agree: undefined }, {}, 'You must agree to the Privacy Policy'],
    ['agree', { agree: 'false' }, {}, 'You must agree to the Privacy Policy'],
    ['nid', { nid: '' }, {}, 'NID is required'],
    ['nid', { nid: '12345' }, {}, 'NID must be 10, 13 or 17 digits'],
    ['nid', { nid: '12345678901' }, {}, 'NID must be 10, 13 or 17 digits'],
    ['nid', { nid: '12345abcde' }, {}, 'NID must be 10, 13 or 17 digits'],
    ['phoneNum', { phoneNum: '' }, {}, 'Phone number is required'],
    ['phoneNum', { phoneNum: '12345' }, {}, 'Enter a Bangladeshi mobile number, like 01711 000000'],
    ['phoneNum', { phoneNum: '01211 000000' }, {}, 'Enter a Bangladeshi mobile number, like 01711 000000'],
    ['price', { price: '0' }, {}, 'Price must be more than 0 BDT'],
    ['price', { price: '-500' }, {}, 'Price must be more than 0 BDT'],
    ['price', { price: '99.5' }, {}, 'Price must be a whole number of BDT'],
    ['price', { price: 'cheap' }, {}, 'Price must be a number'],
    ['rating', { rating: '5.5' }, {}, 'Rating must be between 0 and 5'],
    ['rating', { rating: '-1' }, {}, 'Rating must be between 0 and 5'],
    ['rating', { rating: 'great' }, {}, 'Rating must be a number'],
    ['agencyName', { agencyName: '  ' }, {}, 'Agency name is required'],
    ['agencyEmail', { agencyEmail: 'not-an-email' }, {}, 'Agency email is not valid'],
    ['serviceCategory', { serviceCategory: undefined }, {}, 'Service category is required'],
    ['address', { address: 'x'.repeat(201) }, {}, 'Address must be at most 200 characters'],
    ['businessCategory', { businessCategory: 'florist' }, {}, category],
    ['district', { district: 'Gotham' }, {}, 'Choose a district of Bangladesh'],
  ])('refuses a bad %s (%j %j): "%s", and stores nothing', async (field, fieldOverrides, fileOverrides, message) => {
    const applicant = await createActor(t.app, 'invalid')
    const before = await storedFiles()
    const response = await submitApplication(t.app, applicant, applicationFields(fieldOverrides as Record<string, string>), {
      ...goodFiles(),
      ...fileOverrides,
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().fields[field]).toBe(message)
    expect(response.json().message).toContain(message)
    expect(await applicationsOf(applicant)).toEqual([])
    expect(await roleOf(applicant)).toBeNull()
    expect(await storedFiles()).toEqual(before)
  })

  it('names every missing field of an empty form at once', async () => {
    const applicant = await createActor(t.app, 'empty')
    const response = await submitApplication(t.app, applicant, {}, {})
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields).sort()).toEqual(
      [
        'address',
        'agencyEmail',
        'agencyName',
        'agree',
        'businessCategory',
        'district',
        'licence',
        'nid',
        'phoneNum',
        'pictures',
        'price',
        'rating',
        'serviceCategory',
      ].sort(),
    )
    expect(response.json().fields.pictures).toBe(MERCHANT_TEXTS.picturesRequired)
  })

  it('accepts the phone with +880 and dashes, and a 17-digit NID', async () => {
    const applicant = await createActor(t.app, 'formats')
    const response = await submitApplication(t.app, applicant, applicationFields({ phoneNum: '+880-1811-223344', nid: '1'.repeat(17) }))
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().application).toMatchObject({ phone: '+8801811223344', nid: '1'.repeat(17) })
  })

  it('accepts the phone and NID in Bengali digits, and stores them in one Latin form', async () => {
    const applicant = await createActor(t.app, 'bangla-digits')
    const response = await submitApplication(t.app, applicant, applicationFields({ phoneNum: '০১৮১১ ২২৩৩৪৪', nid: '১২৩৪৫৬৭৮৯০' }))
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().application).toMatchObject({ phone: '+8801811223344', nid: '1234567890' })
  })

  it('refuses a second application while one is pending, keeping the first', async () => {
    const applicant = await createApplicant(t.app, 'twice')
    const before = await storedFiles()
    const second = await submitApplication(t.app, applicant, applicationFields({ agencyName: 'Second try' }))
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toMatch(/already waiting for review/)
    expect(await applicationsOf(applicant)).toHaveLength(1)
    expect((await mine(applicant))?.agencyName).toBe('Rangdhanu Costumes')
    expect(await storedFiles()).toEqual(before)
  })

  it('keeps one application when the same user submits twice at once, and no stray files', async () => {
    const applicant = await createActor(t.app, 'double-click')
    const before = await storedFiles()
    const responses = await Promise.all([submitApplication(t.app, applicant), submitApplication(t.app, applicant)])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409])
    expect(await applicationsOf(applicant)).toHaveLength(1)
    // One picture and one licence: the losing request's files were removed.
    expect((await storedFiles()).length - before.length).toBe(2)
  })

  it('refuses merchants and admins, who have nothing to apply for', async () => {
    const merchant = await createMerchant(t.app, admin, 'already')
    for (const actor of [merchant, admin]) {
      const response = await submitApplication(t.app, actor)
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toMatch(/already (a merchant|an admin)/)
    }
  })

  it('lets a declined applicant see the reason and apply again', async () => {
    const applicant = await createApplicant(t.app, 'declined')
    const reason = 'The licence photo is blurred; please send a sharper one.'
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/merchant-applications/${applicant.applicationId}/decline`,
      headers: as(admin),
      payload: { reason },
    })
    expect(declined.statusCode, declined.body).toBe(200)
    expect(await mine(applicant)).toMatchObject({ status: 'declined', declineReason: reason })
    expect(await roleOf(applicant)).toBeNull()

    const again = await submitApplication(t.app, applicant, applicationFields({ agencyName: 'Rangdhanu Costumes Ltd' }))
    expect(again.statusCode, again.body).toBe(201)
    expect(await mine(applicant)).toMatchObject({ status: 'pending', agencyName: 'Rangdhanu Costumes Ltd', declineReason: null })
    expect(await roleOf(applicant)).toBe('requested')
    expect(await applicationsOf(applicant)).toHaveLength(2)
  })

  it('refuses a form that is not multipart', async () => {
    const applicant = await createActor(t.app, 'json')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/merchant-applications',
      headers: as(applicant),
      payload: applicationFields(),
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().message).toMatch(/multipart/)
  })

  it('answers a readable 4xx, never a 500, for a form that cannot be read', async () => {
    const applicant = await createActor(t.app, 'broken-form')
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/merchant-applications',
        headers: { ...as(applicant), 'content-type': contentType },
        payload,
      })
    const noBoundary = await send('multipart/form-data', 'nid=1')
    expect(noBoundary.statusCode).toBe(400)
    expect(noBoundary.json().message).toBe('The form could not be read. Please send it again.')
    const many = applicationFields()
    for (let i = 0; i < 30; i++) many[`extra${i}`] = 'x'
    const tooMany = await submitApplication(t.app, applicant, many)
    expect(tooMany.statusCode).toBe(413)
    expect(tooMany.json().message).toBe('The form has too many fields or files.')
    const prototype = await submitApplication(t.app, applicant, applicationFields(), { ...goodFiles(), constructor: [pngFile()] })
    expect(prototype.statusCode).toBe(400)
    expect(await applicationsOf(applicant)).toEqual([])
  })
})

describe('uploads: images only, checked by content, and nothing stored when refused', () => {
  const refusals: [string, () => Promise<TUploadFile> | TUploadFile, number, RegExp][] = [
    ['a text file named .jpg', () => TEXT_AS_JPG, 415, /not an image/],
    ['an SVG with a script', () => SVG_WITH_SCRIPT, 415, /not an image/],
    ['an image over UPLOAD_MAX_BYTES', () => noisyPng(UPLOAD_LIMIT + 1024), 413, /^Each file must be at most 64 KB\.$/],
    ['a truncated JPEG', truncatedJpeg, 415, /could not be read/],
    ['a decompression bomb (a tiny PNG of 144 megapixels)', () => pixelBomb(12_000), 413, /at most 40 megapixels/],
  ]

  it.each(refusals)('refuses %s as an application picture', async (_name, make, status, message) => {
    const file = await make()
    if (_name.includes('UPLOAD_MAX_BYTES')) expect(file.data.length).toBeGreaterThan(UPLOAD_LIMIT)
    else expect(file.data.length).toBeLessThan(UPLOAD_LIMIT)
    const applicant = await createActor(t.app, 'bad-file')
    const before = await storedFiles()
    // After a good picture, so that a half-done upload would leave a file behind.
    const response = await submitApplication(t.app, applicant, applicationFields(), {
      pictures: [pngFile(), file],
      licence: [pngFile('licence.png')],
    })
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json().message).toMatch(message)
    expect(response.json().fields.pictures).toMatch(message)
    expect(await applicationsOf(applicant)).toEqual([])
    expect(await roleOf(applicant)).toBeNull()
    expect(await storedFiles()).toEqual(before)
  })

  it.each(refusals)('refuses %s as the licence, removing the pictures already stored', async (_name, make, status, message) => {
    const applicant = await createActor(t.app, 'bad-licence')
    const before = await storedFiles()
    const response = await submitApplication(t.app, applicant, applicationFields(), {
      pictures: [pngFile(), await jpegWithExif()],
      licence: [await make()],
    })
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json().fields.licence).toMatch(message)
    expect(await applicationsOf(applicant)).toEqual([])
    expect(await storedFiles()).toEqual(before)
  })

  it.each(refusals)('refuses %s as a listing picture', async (_name, make, status, message) => {
    const merchant = await createMerchant(t.app, admin, 'bad-upload')
    const before = await storedFiles()
    const name = `Refused ${Math.random()}`
    const response = await uploadListing(t.app, merchant, 'costume', listingFields({ name }), { pictures: [pngFile(), await make()] })
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json().fields.pictures).toMatch(message)
    expect(await t.db.select().from(listings).where(eq(listings.name, name))).toEqual([])
    expect(await storedFiles()).toEqual(before)
  })

  it('adds one listing for a double click: two uploads at once with one Idempotency-Key get the same answer', async () => {
    const merchant = await createMerchant(t.app, admin, 'double-click')
    const name = `Double click ${Math.random()}`
    const headers = { 'idempotency-key': `add-listing-${Date.now()}` }
    const [first, second] = await Promise.all([
      uploadListing(t.app, merchant, 'costume', listingFields({ name }), undefined, headers),
      uploadListing(t.app, merchant, 'costume', listingFields({ name }), undefined, headers),
    ])
    expect(first.statusCode, first.body).toBe(201)
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json()).toEqual(first.json())
    expect(await t.db.select().from(listings).where(eq(listings.name, name))).toHaveLength(1)
    // A new action (a new key) adds another.
    const again = await uploadListing(t.app, merchant, 'costume', listingFields({ name }), undefined, {
      'idempotency-key': `add-listing-${Date.now()}-2`,
    })
    expect(again.statusCode).toBe(201)
    expect(await t.db.select().from(listings).where(eq(listings.name, name))).toHaveLength(2)
  })

  it('refuses more than six pictures and a second licence', async () => {
    const applicant = await createActor(t.app, 'many')
    const before = await storedFiles()
    const many = await submitApplication(t.app, applicant, applicationFields(), {
      pictures: Array.from({ length: 7 }, () => pngFile()),
      licence: [pngFile()],
    })
    expect(many.statusCode).toBe(400)
    expect(many.json().fields.pictures).toBe('Send at most 6 files here.')
    const twoLicences = await submitApplication(t.app, applicant, applicationFields(), {
      pictures: [pngFile()],
      licence: [pngFile(), pngFile()],
    })
    expect(twoLicences.statusCode).toBe(400)
    expect(twoLicences.json().fields.licence).toBe('Send only one file here.')
    expect(await applicationsOf(applicant)).toEqual([])
    expect(await storedFiles()).toEqual(before)
  })
})

describe('merchant listings', () => {
  let merchant: TActor
  let rival: TActor
  let customer: TActor
  beforeAll(async () => {
    merchant = await createMerchant(t.app, admin, 'Kanchan', 'costume')
    rival = await createMerchant(t.app, admin, 'Rival', 'costume')
    customer = await createActor(t.app, 'customer')
  })

  const listingsOf = async (actor: TActor) =>
    (await t.app.inject({ method: 'GET', url: '/api/merchant/listings', headers: as(actor) })).json().data as {
      id: string
      name: string
      published: boolean
    }[]
  const publicSearch = async (name: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/costumes?q=${encodeURIComponent(name)}` })).json().data as { id: string }[]
  const upload = async (actor: TActor, name: string) => {
    const response = await uploadListing(t.app, actor, 'costume', listingFields({ name }))
    expect(response.statusCode, response.body).toBe(201)
    return response.json().listing as { id: string; name: string }
  }
  // The listings uploaded here come in 'Free size' (listingFields); the demo costume in 'M'.
  const order = (actor: TActor, listingId: string, size = 'Free size') =>
    t.app.inject({ method: 'POST', url: '/api/orders', headers: as(actor), payload: bookingOf({ id: listingId, kind: 'costume', size }) })

  it('starts with the accepted application as the first published listing', async () => {
    const own = await listingsOf(merchant)
    expect(own).toHaveLength(1)
    expect(own[0]).toMatchObject({ name: 'Kanchan agency', published: true })
    expect((await publicSearch('Kanchan agency')).map((l) => l.id)).toEqual([own[0]!.id])
  })

  it('adds a listing of their business category, public at once', async () => {
    const response = await uploadListing(t.app, merchant, 'costume', listingFields({ name: 'Jamdani Dream' }), {
      pictures: [await jpegWithExif(), pngFile()],
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().message).toBe(MERCHANT_TEXTS.uploaded)
    const listing = response.json().listing
    expect(listing).toMatchObject({
      kind: 'costume',
      name: 'Jamdani Dream',
      category: 'Saris',
      price: 7000,
      // What the business typed is kept as theirs; the shown rating waits for verified reviews.
      rating: null,
      reviewCount: 0,
      businessRating: 4,
      size: 'Free size',
      district: 'Rajshahi',
      published: true,
      agency: { name: 'Kanchan agency', email: merchant.email },
    })
    expect(listing.pictures).toHaveLength(2)
    expect((await sharp(await readFile(fileOf(listing.pictures[0]))).metadata()).exif).toBeUndefined()
    expect((await publicSearch('Jamdani Dream')).map((l) => l.id)).toEqual([listing.id])
    const detail = await t.app.inject({ method: 'GET', url: `/api/costumes/${listing.id}` })
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({ name: 'Jamdani Dream', price: 7000 })
    expect((await listingsOf(merchant)).map((l) => l.id)).toContain(listing.id)
    expect((await listingsOf(rival)).map((l) => l.id)).not.toContain(listing.id)
  })

  it('refuses another business category, and bad listing forms, storing nothing', async () => {
    const before = await storedFiles()
    const venue = await uploadListing(t.app, merchant, 'venue', listingFields({ name: 'Not my kind' }))
    expect(venue.statusCode).toBe(403)
    expect(venue.json().message).toMatch(/cannot add venue listings/)
    const unknown = await uploadListing(t.app, merchant, 'florist', listingFields({ name: 'Not my kind' }))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().fields.event).toBeDefined()
    const noPicture = await uploadListing(t.app, merchant, 'costume', listingFields({ name: 'Not my kind' }), {})
    expect(noPicture.statusCode).toBe(400)
    expect(noPicture.json().fields.pictures).toBe(MERCHANT_TEXTS.picturesRequired)
    const badPrice = await uploadListing(t.app, merchant, 'costume', listingFields({ name: 'Not my kind', price: '0', rating: '9' }))
    expect(badPrice.statusCode).toBe(400)
    expect(badPrice.json().fields).toMatchObject({ price: 'Price must be more than 0 BDT', rating: 'Rating must be between 0 and 5' })
    expect(await t.db.select().from(listings).where(eq(listings.name, 'Not my kind'))).toEqual([])
    expect(await storedFiles()).toEqual(before)
  })

  it('edits a listing; the public catalog shows the change', async () => {
    const listing = await upload(merchant, 'Muslin Classic')
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${listing.id}`,
      headers: as(merchant),
      payload: { name: 'Muslin Royal', price: 9000, description: 'Now with a matching shawl.' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ name: 'Muslin Royal', price: 9000, category: 'Saris', description: 'Now with a matching shawl.' })
    expect((await publicSearch('Muslin Royal')).map((l) => l.id)).toEqual([listing.id])
    expect(await publicSearch('Muslin Classic')).toEqual([])

    const patch = (payload: object, id = listing.id) =>
      t.app.inject({ method: 'PATCH', url: `/api/listings/${id}`, headers: as(merchant), payload })
    const bad = await patch({ price: -1, rating: 7, name: '' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toMatchObject({ price: 'Price must be more than 0 BDT', rating: 'Rating must be between 0 and 5' })
    expect((await patch({ price: 1 }, 'not-an-id')).statusCode).toBe(400)
    expect((await patch({ price: 1 }, '00000000-0000-4000-a000-000000000000')).statusCode).toBe(404)
  })

  it('keeps a Bangla category and address, shows them in the catalog, and finds the listing by the Bangla category', async () => {
    const response = await uploadListing(
      t.app,
      merchant,
      'costume',
      listingFields({ name: 'Katan Heritage', categoryBn: 'বেনারসি শাড়ি', addressBn: 'বাড়ি ১২, সাহেব বাজার, রাজশাহী' }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const listing = response.json().listing as { id: string }
    expect(response.json().listing).toMatchObject({ categoryBn: 'বেনারসি শাড়ি', addressBn: 'বাড়ি ১২, সাহেব বাজার, রাজশাহী' })
    const detail = (await t.app.inject({ method: 'GET', url: `/api/costumes/${listing.id}` })).json()
    expect(detail).toMatchObject({ category: 'Saris', categoryBn: 'বেনারসি শাড়ি', addressBn: 'বাড়ি ১২, সাহেব বাজার, রাজশাহী' })
    expect((await publicSearch('বেনারসি')).map((l) => l.id)).toEqual([listing.id])

    // Edited, and cleared: an empty Bangla field leaves the English one to show.
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/listings/${listing.id}`, headers: as(merchant), payload })
    const edited = await patch({ categoryBn: 'কাতান শাড়ি', addressBn: '' })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ categoryBn: 'কাতান শাড়ি', addressBn: null })
    expect((await publicSearch('কাতান')).map((l) => l.id)).toEqual([listing.id])
    expect(await publicSearch('বেনারসি')).toEqual([])
    const tooLong = await patch({ categoryBn: 'ক'.repeat(61) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().fields).toMatchObject({ categoryBn: 'Category in Bangla must be at most 60 characters' })
  })

  it('unpublishes and republishes: an unpublished listing leaves the catalog and cannot be ordered', async () => {
    const listing = await upload(merchant, 'Seasonal Lehenga')
    const publish = (published: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/listings/${listing.id}/published`, headers: as(merchant), payload: { published } })
    const hidden = await publish(false)
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json().published).toBe(false)
    expect(await publicSearch('Seasonal Lehenga')).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: `/api/costumes/${listing.id}` })).statusCode).toBe(404)
    expect((await order(customer, listing.id)).statusCode).toBe(404)
    expect((await listingsOf(merchant)).find((l) => l.id === listing.id)?.published).toBe(false)

    expect((await publish(true)).json().published).toBe(true)
    expect((await publicSearch('Seasonal Lehenga')).map((l) => l.id)).toEqual([listing.id])
    expect((await t.app.inject({ method: 'GET', url: `/api/costumes/${listing.id}` })).statusCode).toBe(200)
    expect((await publish('yes' as never)).statusCode).toBe(400)
  })

  it("does not let another merchant touch a merchant's listing", async () => {
    const listing = await upload(merchant, 'Guarded Gown')
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/listings/${listing.id}`, headers: as(rival), payload: { price: 1 } })
    expect(edit.statusCode).toBe(404)
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${listing.id}/published`,
      headers: as(rival),
      payload: { published: false },
    })
    expect(hide.statusCode).toBe(404)
    for (const actor of [customer, admin]) {
      expect(
        (await t.app.inject({ method: 'PATCH', url: `/api/listings/${listing.id}`, headers: as(actor), payload: { price: 1 } })).statusCode,
      ).toBe(403)
    }
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id))
    expect(row).toMatchObject({ priceBdt: 7000, published: true })
  })

  it("shows a merchant the orders on their listings only, and lets them open those orders but not others'", async () => {
    const own = await upload(merchant, 'Booked Sherwani')
    const theirs = await upload(rival, 'Rival Sherwani')
    const onOwn = (await order(customer, own.id)).json<TOrder>()
    const onRival = (await order(customer, theirs.id)).json<TOrder>()
    const onDemo = (await order(customer, demo.costume.id, 'M')).json<TOrder>()

    const bookings = async (actor: TActor) =>
      ((await t.app.inject({ method: 'GET', url: '/api/merchant/bookings', headers: as(actor) })).json().data as TOrder[]).map((o) => o.id)
    const merchantSees = await bookings(merchant)
    expect(merchantSees).toContain(onOwn.id)
    expect(merchantSees).not.toContain(onRival.id)
    expect(merchantSees).not.toContain(onDemo.id)
    expect(await bookings(rival)).toContain(onRival.id)
    expect(await bookings(rival)).not.toContain(onOwn.id)
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/merchant/bookings', headers: as(merchant) })).json().data
    expect(first).toMatchObject({ id: onOwn.id, event: 'Booked Sherwani', customer: { email: customer.email }, paid: false })

    const read = (actor: TActor, id: string) => t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: as(actor) })
    expect((await read(merchant, onOwn.id)).statusCode).toBe(200)
    expect((await read(merchant, onRival.id)).statusCode).toBe(404)
    expect((await read(merchant, onDemo.id)).statusCode).toBe(404)
    expect((await read(rival, onOwn.id)).statusCode).toBe(404)
    // Seeing an order is not owning it: the merchant cannot cancel or pay the customer's order.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${onOwn.id}`, headers: as(merchant) })).statusCode).toBe(404)
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: as(merchant),
      payload: { orderId: onOwn.id },
    })
    expect(intent.statusCode).toBe(404)
  })

  it('shows a lapsed hold on a dated booking as expired, as the customer sees it', async () => {
    const photographer = await createMerchant(t.app, admin, 'lens', 'photographer')
    const [listing] = (await t.app.inject({ method: 'GET', url: '/api/merchant/listings', headers: as(photographer) })).json().data
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as(customer),
      payload: bookingOf(listing, daysFromNow(30)),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, placed.json().id))
    const bookings = (await t.app.inject({ method: 'GET', url: '/api/merchant/bookings', headers: as(photographer) })).json()
      .data as TOrder[]
    expect(bookings.map((o) => [o.id, o.status])).toEqual([[placed.json().id, 'expired']])
  })

  describe('emails to the merchant', () => {
    const noticesTo = (actor: TActor, subject: string) =>
      t.mailbox.messages.filter((mail) => mail.to === actor.email && mail.subject.includes(subject))

    it('tells the merchant when their listing is booked, with the order', async () => {
      const listing = await upload(merchant, 'Notify Kurta')
      const sent = noticesTo(merchant, 'New booking').length
      const placed = (await order(customer, listing.id)).json<TOrder>()
      const notices = noticesTo(merchant, 'New booking')
      expect(notices).toHaveLength(sent + 1)
      const notice = notices.at(-1)!
      // The agency's name is the merchant's own text: in the body, never in the subject.
      expect(notice.subject).toBe(`[Test mode] New booking on Utsab: booking #${placed.number}`)
      expect(notice.text).toContain('A customer has booked with Kanchan agency')
      expect(notice.text).toContain(`Booking #${placed.number} Notify Kurta`)
      expect(notice.text).toContain(customer.email)
      expect(notice.text).toContain('http://utsab.test/dashboard/my-bookings')
      expect(notice.text).toContain(`http://utsab.test/orders/${placed.id}`)
      expect(noticesTo(rival, 'New booking').some((mail) => mail.text.includes('Notify Kurta'))).toBe(false)
    })

    it('tells each merchant of a cart checkout about their own orders only', async () => {
      const own = await upload(merchant, 'Cart Topor')
      const theirs = await upload(rival, 'Cart Pagri')
      const shopper = await createActor(t.app, 'shopper')
      for (const [listingId, size] of [
        [own.id, 'Free size'],
        [theirs.id, 'Free size'],
        [demo.costume.id, 'M'],
      ] as const) {
        const payload = bookingOf({ id: listingId, kind: 'costume', size })
        const added = await t.app.inject({ method: 'POST', url: '/api/cart', headers: as(shopper), payload })
        expect(added.statusCode, added.body).toBe(201)
      }
      const checkout = await t.app.inject({ method: 'POST', url: '/api/cart/checkout', headers: as(shopper) })
      expect(checkout.statusCode, checkout.body).toBe(201)
      const toMerchant = noticesTo(merchant, 'New booking').at(-1)!
      const toRival = noticesTo(rival, 'New booking').at(-1)!
      expect(toMerchant.text).toContain('Cart Topor')
      expect(toMerchant.text).not.toContain('Cart Pagri')
      expect(toRival.text).toContain('Cart Pagri')
      expect(toRival.text).not.toContain('Cart Topor')
      expect(toMerchant.text).not.toContain('Red Benarasi Sari')
    })

    it('tells the merchant when a booking with them is paid', async () => {
      const listing = await upload(merchant, 'Paid Pagri')
      const placed = (await order(customer, listing.id)).json<TOrder>()
      const before = noticesTo(merchant, 'Payment received').length
      // The gateway's IPN records it before the page does: the notice goes out once, whoever records first.
      const { intent } = await cardPayments(t.app).pay(customer.cookie, placed.id)
      const { intentId } = intent
      const notices = noticesTo(merchant, 'Payment received')
      expect(notices).toHaveLength(before + 1)
      expect(notices.at(-1)!.subject).toBe(`[Test mode] Payment received on Utsab: booking #${placed.number}`)
      expect(notices.at(-1)!.text).toContain(`Booking #${placed.number} Paid Pagri`)
      // Recording the same payment again tells nobody twice.
      await t.app.inject({ method: 'POST', url: '/api/payments', headers: as(customer), payload: { intentId } })
      expect(noticesTo(merchant, 'Payment received')).toHaveLength(before + 1)
      const booking = (await t.app.inject({ method: 'GET', url: '/api/merchant/bookings', headers: as(merchant) })).json().data as TOrder[]
      expect(booking.find((o) => o.id === placed.id)).toMatchObject({ paid: true, status: 'paid' })
    })
  })
})
