import { createHash } from 'node:crypto'

/**
 * SSLCommerz's documented API (v4), on plain HTTP: session initiation, the validation API, the
 * transaction query, refunds and refund status, and the IPN's `verify_sign`. The same client talks to
 * SSLCommerz (sandbox or live) and to the built-in simulator, which answers the same paths.
 */
export const SSLCOMMERZ_HOSTS = { sandbox: 'https://sandbox.sslcommerz.com', live: 'https://securepay.sslcommerz.com' } as const

/** The most one SSLCommerz transaction may carry, in poisha (5,00,000 BDT). */
export const SSLCOMMERZ_MAX_POISHA = 500_000 * 100

export type TSslcommerzSettings = {
  storeId: string
  storePassword: string
  /** The gateway's origin (SSLCOMMERZ_HOSTS, or the simulator's path on our own origin). */
  baseUrl: () => string
}

/** A transaction as the validation API and the transaction query describe it (the fields we use). */
export type TSslcommerzTransaction = {
  status: string
  tran_id: string
  val_id: string
  amount: string
  currency: string
  bank_tran_id: string
  card_type: string
  risk_level: string
  tran_date?: string
}

/** 1500 → "1500.00": amounts go out in taka with two decimals, as the gateway expects. */
export const poishaToAmount = (poisha: number) => `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`

/** "1500.00" → 150000, exactly, or NaN for anything that is not a plain amount (never a float's rounding). */
export function amountToPoisha(amount: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) return Number.NaN
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

const digest = (algorithm: 'md5' | 'sha256', text: string) => createHash(algorithm).update(text).digest('hex')

/**
 * The IPN's signature: md5 of the fields named in `verify_key` plus md5(store password) as
 * `store_passwd`, sorted by name and joined as `key=value&…`; `verify_sign_sha2` is the same with
 * sha256 in both places.
 */
export function sslcommerzSignature(
  fields: Record<string, string>,
  keys: string[],
  storePassword: string,
  algorithm: 'md5' | 'sha256' = 'md5',
) {
  const signed: Record<string, string> = { store_passwd: digest(algorithm, storePassword) }
  for (const key of keys) if (key in fields) signed[key] = fields[key]!
  return digest(
    algorithm,
    Object.keys(signed)
      .sort()
      .map((key) => `${key}=${signed[key]}`)
      .join('&'),
  )
}

/** Both signatures the gateway sends, each required: md5 alone is no longer a signature to trust on its own. */
export function verifySslcommerzSignature(fields: Record<string, string>, storePassword: string) {
  const { verify_sign: sign, verify_sign_sha2: sign2, verify_key: keys } = fields
  if (!sign || !sign2 || !keys) return false
  const named = keys.split(',')
  return sslcommerzSignature(fields, named, storePassword) === sign && sslcommerzSignature(fields, named, storePassword, 'sha256') === sign2
}

/** A gateway that could not be reached or answered something unreadable: nothing is known about the money. */
export class GatewayUnavailable extends Error {}

async function readJson(response: Response) {
  const text = await response.text()
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    throw new GatewayUnavailable(`SSLCommerz answered ${response.status} with something other than JSON`)
  }
}

export function createSslcommerzClient(settings: TSslcommerzSettings) {
  const credentials = { store_id: settings.storeId, store_passwd: settings.storePassword }
  // Relative to the base, which may carry a path (the simulator's).
  const at = (path: string) => new URL(path, settings.baseUrl().replace(/\/?$/, '/'))
  const get = async (path: string, query: Record<string, string>) => {
    const url = at(path)
    for (const [key, value] of Object.entries({ ...query, ...credentials, v: '1', format: 'json' })) url.searchParams.set(key, value)
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch((error: unknown) => {
      throw new GatewayUnavailable(`SSLCommerz could not be reached: ${String(error)}`)
    })
    return readJson(response)
  }

  return {
    /** Opens a hosted checkout session; answers the page to send the customer to, or the gateway's reason for refusing. */
    async initSession(fields: Record<string, string>) {
      const response = await fetch(at('gwprocess/v4/api.php'), {
        method: 'POST',
        body: new URLSearchParams({ ...fields, ...credentials }),
        signal: AbortSignal.timeout(15_000),
      }).catch((error: unknown) => {
        throw new GatewayUnavailable(`SSLCommerz could not be reached: ${String(error)}`)
      })
      const answer = await readJson(response)
      if (answer.status === 'SUCCESS' && typeof answer.GatewayPageURL === 'string' && answer.GatewayPageURL)
        return { ok: true as const, sessionkey: String(answer.sessionkey), gatewayPageUrl: answer.GatewayPageURL }
      return { ok: false as const, reason: String(answer.failedreason ?? 'unknown') }
    },
    /** The validation API: the gateway's own word on a `val_id` (VALID, VALIDATED or INVALID_TRANSACTION). */
    async validate(valId: string) {
      return (await get('validator/api/validationserverAPI.php', { val_id: valId })) as unknown as TSslcommerzTransaction
    },
    /** The transaction query: every attempt the gateway knows for our `tran_id`. */
    async queryTransaction(tranId: string) {
      const answer = await get('validator/api/merchantTransIDvalidationAPI.php', { tran_id: tranId })
      if (answer.APIConnect !== 'DONE') throw new GatewayUnavailable(`SSLCommerz transaction query answered ${String(answer.APIConnect)}`)
      return (Array.isArray(answer.element) ? answer.element : []) as TSslcommerzTransaction[]
    },
    /** Initiates a refund; `refeId` is ours and makes the request idempotent at the gateway. */
    async refund(input: { bankTranId: string; amountPoisha: number; refeId: string; remarks: string }) {
      const answer = await get('validator/api/merchantTransIDvalidationAPI.php', {
        bank_tran_id: input.bankTranId,
        refund_amount: poishaToAmount(input.amountPoisha),
        refund_remarks: input.remarks,
        refe_id: input.refeId,
      })
      if (answer.APIConnect !== 'DONE') throw new GatewayUnavailable(`SSLCommerz refund answered ${String(answer.APIConnect)}`)
      return {
        status: String(answer.status),
        refundRefId: String(answer.refund_ref_id ?? ''),
        errorReason: String(answer.errorReason ?? ''),
      }
    },
    /** A refund's progress (the refund query): refunded, processing or cancelled, with the gateway's reason. */
    async refundStatus(refundRefId: string) {
      const answer = await get('validator/api/merchantTransIDvalidationAPI.php', { refund_ref_id: refundRefId })
      if (answer.APIConnect !== 'DONE') throw new GatewayUnavailable(`SSLCommerz refund query answered ${String(answer.APIConnect)}`)
      return {
        status: String(answer.status),
        refundedOn: answer.refunded_on ? String(answer.refunded_on) : null,
        errorReason: String(answer.errorReason ?? ''),
      }
    },
  }
}
export type TSslcommerzClient = ReturnType<typeof createSslcommerzClient>
