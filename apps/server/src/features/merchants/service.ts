import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { TListingKind } from '@utsab/shared/constants'
import { fromPrice } from '@utsab/shared/booking-price'
import { ERRORS, type TErrorCode } from '@utsab/shared/errors'
import { message, type TMessage } from '@utsab/shared/i18n/message'
import {
  LISTING_PICTURES_RANGE,
  ZListingFields,
  type ZListingUpdate,
  ZMerchantApplicationFields,
  ZPicturesKept,
} from '@utsab/shared/schemas/merchants'
import type { z } from 'zod'
import { latestApplicationOf } from '../../db/applications'
import type { TDb, TTx } from '../../db/client'
import { hiddenOf, insertListing, toMerchantListing } from '../../db/merchant-records'
import { listingSearchText } from '../../db/listing-search'
import { expireStaleOrders, toOrders } from '../../db/order-records'
import { agencies, listings, merchantApplications, orders, user } from '../../db/schema'
import { AppError, appError, validationError } from '../../lib/errors'
import type { TImageStore } from '../../plugins/images'
import type { TSessionUser } from '../../plugins/auth'

const PICTURE = { width: 1280 } as const
const LICENCE = { width: 1600 } as const

/**
 * Stores pictures, re-encoding them side by side (sharp works on a thread pool: several pictures take
 * about as long as the largest); if one is not an image, removes the others once stored and rethrows.
 */
async function saveAll(images: TImageStore, files: Buffer[], size: { width: number; ownerId: string }, field: string) {
  const results = await Promise.allSettled(files.map((file) => images.saveImage(file, size)))
  const saved = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = results.find((result) => result.status === 'rejected')
  if (!failure) return saved
  await Promise.all(saved.map((url) => images.removeImage(url)))
  const error: unknown = failure.reason
  if (error instanceof AppError) throw appError(error.code, error.params, { [field]: error.sentence })
  throw error
}

/** A user asks to become a merchant (spec §4: role none → requested). */
export async function submitApplication(
  db: TDb,
  images: TImageStore,
  viewer: TSessionUser,
  form: { fields: Record<string, string>; files: Record<string, Buffer[]> },
) {
  if (viewer.role === 'merchant' || viewer.role === 'admin') throw new AppError('already_merchant', { role: viewer.role })
  const parsed = ZMerchantApplicationFields.safeParse(form.fields)
  const pictures = form.files.pictures ?? []
  const licence = form.files.licence ?? []
  const missing: Record<string, TMessage> = {}
  if (pictures.length === 0) missing.pictures = { key: 'validation.merchant.picturesRequired' }
  if (licence.length === 0) missing.licence = { key: 'validation.merchant.licenceRequired' }
  if (!parsed.success || Object.keys(missing).length > 0) throw validationError(parsed.success ? [] : parsed.error.issues, missing)
  const pending = await latestApplicationOf(db, viewer.id)
  if (pending?.status === 'pending') throw new AppError('application_pending')

  const pictureUrls = await saveAll(images, pictures, { ...PICTURE, ownerId: viewer.id }, 'pictures')
  let licenceUrl: string
  try {
    licenceUrl = (await saveAll(images, licence, { ...LICENCE, ownerId: viewer.id }, 'licence'))[0]!
  } catch (error) {
    await Promise.all(pictureUrls.map((url) => images.removeImage(url)))
    throw error
  }
  const data = parsed.data
  try {
    await db.transaction(async (tx) => {
      await tx.insert(merchantApplications).values({
        userId: viewer.id,
        nid: data.nid,
        agencyName: data.agencyName,
        agencyEmail: data.agencyEmail,
        phone: data.phoneNum,
        businessCategory: data.businessCategory,
        serviceCategory: data.serviceCategory,
        priceBdt: data.price,
        rating: data.rating,
        district: data.district,
        address: data.address,
        pictures: pictureUrls,
        licenceImage: licenceUrl!,
      })
      await tx
        .update(user)
        .set({ role: 'requested', updatedAt: new Date() })
        .where(and(eq(user.id, viewer.id), sql`${user.role} is null`))
    })
  } catch (error) {
    await Promise.all([...pictureUrls, licenceUrl!].map((url) => images.removeImage(url)))
    if ((error as { cause?: { code?: string } }).cause?.code === '23505' || (error as { code?: string }).code === '23505') {
      throw new AppError('application_pending')
    }
    throw error
  }
  return (await latestApplicationOf(db, viewer.id))!
}

/** The merchant's agency and the kinds they may sell (their accepted business category, and what they already list). */
export async function merchantContext(db: TDb | TTx, viewer: TSessionUser) {
  const [agency] = await db.select().from(agencies).where(eq(agencies.ownerId, viewer.id))
  if (!agency) throw new AppError('merchant_no_agency')
  const accepted = await db
    .select({ kind: merchantApplications.businessCategory })
    .from(merchantApplications)
    .where(and(eq(merchantApplications.userId, viewer.id), eq(merchantApplications.status, 'accepted')))
  const listed = await db.selectDistinct({ kind: listings.kind }).from(listings).where(eq(listings.agencyId, agency.id))
  return { agency, kinds: new Set<TListingKind>([...accepted, ...listed].map((row) => row.kind)) }
}

export async function listMerchantListings(db: TDb, viewer: TSessionUser) {
  const { agency } = await merchantContext(db, viewer)
  const rows = await db.select().from(listings).where(eq(listings.agencyId, agency.id)).orderBy(desc(listings.createdAt))
  return rows.map((row) => toMerchantListing(row, agency))
}

/** A kind of listing as a merchant's refusal names it ('you cannot add venue listings'). */
const kindWord = (kind: TListingKind) => ({ key: `errors.kind.${kind}` as const })

export async function uploadListing(
  db: TDb,
  images: TImageStore,
  viewer: TSessionUser,
  kind: TListingKind,
  form: { fields: Record<string, string>; files: Record<string, Buffer[]> },
) {
  const { agency, kinds } = await merchantContext(db, viewer)
  if (!kinds.has(kind)) {
    const named = kindWord(kind)
    throw kinds.size === 0
      ? new AppError('sells_nothing', { kind: named })
      : new AppError('kind_not_sold', { kinds: [...kinds].map(kindWord), kind: named })
  }
  const parsed = ZListingFields.safeParse(form.fields)
  const pictures = form.files.pictures ?? []
  if (!parsed.success || pictures.length === 0) {
    const missing: Record<string, TMessage> = pictures.length === 0 ? { pictures: message('validation.merchant.picturesRequired') } : {}
    throw validationError(parsed.success ? [] : parsed.error.issues, missing)
  }
  const urls = await saveAll(images, pictures, { ...PICTURE, ownerId: viewer.id }, 'pictures')
  const data = parsed.data
  try {
    const row = await insertListing(db, agency, {
      kind,
      name: data.name,
      nameBn: data.nameBn || null,
      category: data.category,
      categoryBn: data.categoryBn || null,
      priceBdt: data.price,
      rating: data.rating ?? 0,
      pictures: urls,
      size: data.size,
      capacity: data.capacity,
      description: data.description,
      descriptionBn: data.descriptionBn || null,
      district: data.district,
      address: data.address,
      addressBn: data.addressBn || null,
      advancePercent: data.advancePercent,
      cancellationPolicy: data.cancellationPolicy,
      bookingMode: data.bookingMode,
    })
    return toMerchantListing(row, agency)
  } catch (error) {
    // Nothing half-written: pictures of a listing that was not stored go too.
    await Promise.all(urls.map((url) => images.removeImage(url)))
    throw error
  }
}

export async function ownListing(db: TDb, viewer: TSessionUser, id: string) {
  const { agency } = await merchantContext(db, viewer)
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.agencyId, agency.id)))
  if (!row) throw new AppError('own_listing_not_found')
  return { agency, row }
}

export async function updateListing(db: TDb, viewer: TSessionUser, id: string, input: z.output<typeof ZListingUpdate>) {
  const { agency, row } = await ownListing(db, viewer, id)
  const name = input.name ?? row.name
  const nameBn = input.nameBn !== undefined ? input.nameBn || null : row.nameBn
  const category = input.category ?? row.category
  const categoryBn = input.categoryBn !== undefined ? input.categoryBn || null : row.categoryBn
  const [updated] = await db
    .update(listings)
    .set({
      ...(input.name !== undefined ? { name } : {}),
      ...(input.nameBn !== undefined ? { nameBn } : {}),
      ...(input.category !== undefined ? { category } : {}),
      ...(input.categoryBn !== undefined ? { categoryBn } : {}),
      // With packages, the price shown is the cheapest one's, so the cards never show a price nobody can book.
      ...(input.price !== undefined ? { priceBdt: fromPrice(input.price, row.packages) } : {}),
      ...(input.rating !== undefined ? { rating: input.rating } : {}),
      ...(input.size !== undefined && row.kind === 'costume' ? { size: input.size } : {}),
      ...(input.capacity !== undefined && row.kind === 'venue' ? { capacity: input.capacity } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.descriptionBn !== undefined ? { descriptionBn: input.descriptionBn || null } : {}),
      ...(input.district !== undefined ? { district: input.district } : {}),
      ...(input.address !== undefined ? { address: input.address } : {}),
      ...(input.addressBn !== undefined ? { addressBn: input.addressBn || null } : {}),
      ...(input.advancePercent !== undefined ? { advancePercent: input.advancePercent } : {}),
      ...(input.cancellationPolicy !== undefined ? { cancellationPolicy: input.cancellationPolicy } : {}),
      ...(input.bookingMode !== undefined ? { bookingMode: input.bookingMode } : {}),
      searchText: listingSearchText({ name, nameBn, agencyName: agency.name, category, categoryBn }),
    })
    .where(eq(listings.id, id))
    .returning()
  return toMerchantListing(updated!, agency)
}

/** A refusal of the pictures, said under the pictures field too. */
const pictureError = <C extends 'pictures_unreadable' | 'pictures_kept_twice' | 'picture_not_of_listing' | 'pictures_required'>(code: C) =>
  new AppError<TErrorCode>(code, undefined, { pictures: { key: ERRORS[code].key } })

/** The `keep` field: a JSON list of URLs, each at most once. */
function keptPictures(value: string | undefined): string[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(value ?? '[]')
  } catch {
    throw pictureError('pictures_unreadable')
  }
  const kept = ZPicturesKept.safeParse(parsed)
  if (!kept.success) throw pictureError('pictures_unreadable')
  if (new Set(kept.data).size !== kept.data.length) throw pictureError('pictures_kept_twice')
  return kept.data
}

/**
 * Reorders, removes and adds a listing's pictures: `keep` lists pictures the listing already has, in
 * their new order (any other URL is refused: the server, not the browser, says what is the listing's),
 * and new files follow them. At least one picture stays. A removed picture is left to the hourly
 * clean-up of pictures no row points to. A venue's background that was one of its pictures becomes
 * the new first one. The update names the pictures it read, so an edit in between is not undone.
 */
export async function replacePictures(
  db: TDb,
  images: TImageStore,
  viewer: TSessionUser,
  id: string,
  form: { fields: Record<string, string>; files: Record<string, Buffer[]> },
) {
  const { agency, row } = await ownListing(db, viewer, id)
  const kept = keptPictures(form.fields.keep)
  if (kept.some((url) => !row.pictures.includes(url))) throw pictureError('picture_not_of_listing')
  const files = form.files.pictures ?? []
  const count = kept.length + files.length
  if (count < LISTING_PICTURES_RANGE.min) throw pictureError('pictures_required')
  if (count > LISTING_PICTURES_RANGE.max) {
    const params = { max: LISTING_PICTURES_RANGE.max }
    throw new AppError('pictures_too_many', params, { pictures: message('errors.pictures.tooMany', params) })
  }

  const added = await saveAll(images, files, { ...PICTURE, ownerId: viewer.id }, 'pictures')
  const pictures = [...kept, ...added]
  const background = row.backgroundPicture && row.pictures.includes(row.backgroundPicture) ? pictures[0]! : row.backgroundPicture
  const [updated] = await db
    .update(listings)
    .set({ pictures, backgroundPicture: background })
    .where(and(eq(listings.id, id), eq(listings.pictures, row.pictures)))
    .returning()
  if (!updated) {
    await Promise.all(added.map((url) => images.removeImage(url)))
    throw new AppError('pictures_changed')
  }
  return toMerchantListing(updated, agency)
}

/** A listing an admin hid stays unpublished until an admin shows it (decision 029): the merchant is told why. */
const hiddenByAdmin = (reason: string) => new AppError('listing_hidden', { reason })

export async function setPublished(db: TDb, viewer: TSessionUser, id: string, published: boolean) {
  const { agency, row } = await ownListing(db, viewer, id)
  // The condition is in the update too, so a hide that lands in between is not undone.
  const [updated] = await db
    .update(listings)
    .set({ published })
    .where(and(eq(listings.id, id), published ? isNull(listings.hiddenAt) : undefined))
    .returning()
  if (!updated) {
    const [now] = await db.select().from(listings).where(eq(listings.id, id))
    throw hiddenByAdmin(hiddenOf(now ?? row)?.reason ?? '')
  }
  return toMerchantListing(updated, agency)
}

/** Orders placed on the merchant's listings, newest first. */
export async function merchantBookings(db: TDb, viewer: TSessionUser) {
  const { agency } = await merchantContext(db, viewer)
  const own = db.select({ id: listings.id }).from(listings).where(eq(listings.agencyId, agency.id))
  // A hold that lapsed is no booking any more: show it as expired, as the customer sees it.
  await expireStaleOrders(db)
  const rows = await db.select().from(orders).where(inArray(orders.listingId, own)).orderBy(desc(orders.createdAt))
  return toOrders(db, rows)
}
