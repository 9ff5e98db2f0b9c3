import { GATEWAY_FAILURES, WALLETS, type TGatewayFailure, type TWallet } from '@utsab/shared/constants'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TTranslate } from '#app/lib/i18n'

/** What the gateway's return (`?gateway=…`) tells the customer; a failure is said in red (spec §8). */
const RETURN_NOTICES: Record<string, { key: TMessageKey; alert: boolean }> = {
  failed: { key: 'payments.return.failed', alert: true },
  cancelled: { key: 'payments.return.cancelled', alert: false },
  refunded: { key: 'payments.return.refunded', alert: true },
  pending: { key: 'payments.return.pending', alert: false },
}

/** The gateways' reasons a customer can act on (the server maps bKash's codes and SSLCommerz's errors to them). */
const FAILURES: Record<TGatewayFailure, TMessageKey> = {
  insufficient_balance: 'payments.return.insufficientBalance',
  over_limit: 'payments.return.limit',
  too_many_tries: 'payments.return.tooManyTries',
  timed_out: 'payments.return.timedOut',
}

const isFailure = (code: string | null): code is TGatewayFailure => (GATEWAY_FAILURES as readonly (string | null)[]).includes(code)
const isWallet = (wallet: string | null): wallet is TWallet => (WALLETS as readonly (string | null)[]).includes(wallet)

/**
 * The notice for a return from a gateway: the specific sentence for a reason the gateway gave
 * (`code`, naming the `wallet` when known), else the general one; undefined for an unknown outcome.
 */
export function returnNotice(
  t: TTranslate,
  { outcome, code, wallet }: { outcome: string; code: string | null; wallet: string | null },
): { text: string; alert: boolean } | undefined {
  const known = RETURN_NOTICES[outcome]
  if (!known) return undefined
  const key = outcome === 'failed' && isFailure(code) ? FAILURES[code] : known.key
  return { text: t(key, { wallet: isWallet(wallet) ? wallet : 'bkash' }), alert: known.alert }
}
