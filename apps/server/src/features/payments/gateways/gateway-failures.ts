import type { TGatewayFailure, TWallet } from '@utsab/shared/constants'

/** bKash's documented error codes (tokenized checkout: execute and query) that a customer can act on. */
const BKASH_CODES: Record<string, TGatewayFailure> = {
  '2023': 'insufficient_balance',
  '2065': 'over_limit',
  '2068': 'over_limit',
  '2015': 'too_many_tries',
  '2017': 'too_many_tries',
  '2018': 'timed_out',
  '2019': 'timed_out',
}

/** SSLCommerz's `error` on a failed transaction, as its checkout writes it ("Insufficient Balance", "Transaction timed out"). */
const SSLCOMMERZ_ERRORS: [RegExp, TGatewayFailure][] = [
  [/insufficient (balance|funds)/i, 'insufficient_balance'],
  [/timed? ?out/i, 'timed_out'],
  [/limit/i, 'over_limit'],
]

export const bkashFailure = (code: string | null | undefined): TGatewayFailure | undefined => (code ? BKASH_CODES[code] : undefined)

export const sslcommerzFailure = (error: string | undefined): TGatewayFailure | undefined =>
  error ? SSLCOMMERZ_ERRORS.find(([pattern]) => pattern.test(error))?.[1] : undefined

/** The wallet of an SSLCommerz transaction, from its `card_type` ("BKASH-BKash", "NAGAD-Nagad", "DBBLMOBILEB-Dbbl Mobile Banking"). */
export function walletOf(cardType: string | undefined): TWallet | undefined {
  const prefix = cardType?.split('-')[0]?.toUpperCase()
  return prefix === 'BKASH' ? 'bkash' : prefix === 'NAGAD' ? 'nagad' : prefix === 'DBBLMOBILEB' ? 'rocket' : undefined
}

/** The payment page's query after a failure: the specific reason and wallet when known. */
export function failedQuery(failure?: TGatewayFailure, wallet?: TWallet) {
  const query = new URLSearchParams({ gateway: 'failed' })
  if (failure) query.set('code', failure)
  if (failure && wallet) query.set('wallet', wallet)
  return query.toString()
}

/**
 * The customer's mobile number as the gateways take it (01XXXXXXXXX), from the booking (kept as
 * +8801XXXXXXXXX); undefined for a booking made before bookings asked for one.
 */
export const gatewayMobile = (phone: string | null | undefined) => (phone ? phone.replace(/^\+?88(?=01\d{9}$)/, '') : undefined)
