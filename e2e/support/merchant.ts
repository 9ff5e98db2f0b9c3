import { randomUUID } from 'node:crypto'
import type { APIRequest } from '@playwright/test'
import type { TBookingMode, TListingKind } from '@utsab/shared/constants'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { logIn, originHeader, type TCreateUserOptions, type TTestUser } from '../fixtures'

export type TMerchantDeps = {
  playwright: { request: APIRequest }
  baseURL: string | undefined
  createUser: (options?: TCreateUserOptions) => Promise<TTestUser>
}

/**
 * A fresh merchant of `kind` and their first listing (the accepted application's, named after the agency, `prefix`
 * and a random suffix), read back through the merchant's own API.
 */
export async function merchantWithListing(
  { playwright, baseURL, createUser }: TMerchantDeps,
  { kind, prefix, name, bookingMode }: { kind: TListingKind; prefix: string; name: string; bookingMode?: TBookingMode },
): Promise<{ merchant: TTestUser; listing: TListing }> {
  const agencyName = `${prefix} ${randomUUID().slice(0, 8)}`
  const merchant = await createUser({ role: 'merchant', name, application: { businessCategory: kind, agencyName }, bookingMode })
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  try {
    await logIn(request, baseURL, merchant)
    const listings = (await (await request.get('/api/merchant/listings')).json()) as { data: TListing[] }
    const listing = listings.data.find((candidate) => candidate.name === agencyName)
    if (!listing) throw new Error(`The merchant's listing ${agencyName} is not in their list`)
    return { merchant, listing }
  } finally {
    await request.dispose()
  }
}
