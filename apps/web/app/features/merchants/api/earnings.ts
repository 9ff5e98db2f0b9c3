import { ZEarnings } from '@utsab/shared/schemas/earnings'
import { endpoint, type TResponseOf } from '#app/lib/api-client'

/** What the signed-in merchant is owed, can be paid out now and has coming, their payouts and their months; 404 without an agency. */
export const merchantEarningsEndpoint = endpoint({ method: 'GET', path: '/api/merchant/earnings', response: ZEarnings })

export type TMerchantEarnings = TResponseOf<typeof merchantEarningsEndpoint>
