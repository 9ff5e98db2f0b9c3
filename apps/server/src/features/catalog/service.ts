import type { TListingKind } from '@utsab/shared/constants'
import type { TListing, TListingDetail, TListingPage, TListingQuery } from '@utsab/shared/schemas/catalog'
import type { TDb } from '../../db/client'
import { whatsappOfListing } from '../../db/merchant-records'
import { AppError } from '../../lib/errors'
import { findLargestCapacity, findListing, findListingPage, type TListingRow } from './queries'

export const toListing = (row: TListingRow): TListing => ({ ...row, createdAt: row.createdAt.toISOString() })

export async function listListings(db: TDb, kind: TListingKind, query: TListingQuery): Promise<TListingPage> {
  const { rows, total, totalExact } = await findListingPage(db, kind, query)
  // Nothing found for a guest count: say so when it is that no venue seats that many, not that none is free.
  let tooManyGuests: { largestCapacity: number | null } | undefined
  if (kind === 'venue' && total === 0 && query.guests !== undefined) {
    const largestCapacity = await findLargestCapacity(db, query.district)
    if (largestCapacity === null || largestCapacity < query.guests) tooManyGuests = { largestCapacity }
  }
  return {
    data: rows.map(toListing),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalExact,
    // Counting stopped past this page, so at least one more page exists.
    totalPages: totalExact ? Math.ceil(total / query.pageSize) : Math.ceil((total + 1) / query.pageSize),
    ...(tooManyGuests ? { tooManyGuests } : {}),
  }
}

export async function getListing(db: TDb, kind: TListingKind, id: string, requestAnswerHours: number): Promise<TListingDetail> {
  const row = await findListing(db, kind, id)
  if (!row) throw new AppError('kind_listing_not_found', { kind })
  const answerWithinHours = row.bookingMode === 'request' && kind !== 'costume' ? requestAnswerHours : null
  const whatsapp = await whatsappOfListing(db, row.id)
  return { ...toListing(row), packages: row.packages, addons: row.addons, answerWithinHours, whatsapp }
}
