import { GatewayUnavailable, poishaToAmount } from '../sslcommerz/sslcommerz'

/**
 * bKash's tokenized checkout (v1.2.0-beta), on plain HTTP: grant and refresh token, create, execute,
 * capture and void (Authorized and Capture), query, refund and refund status. The same client talks to bKash (sandbox or live) and to the
 * built-in simulator, which answers the same paths.
 */
export const BKASH_HOSTS = {
  sandbox: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
  live: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
} as const

export type TBkashSettings = {
  appKey: string
  appSecret: string
  username: string
  password: string
  /** The API's base, up to and including the version (BKASH_HOSTS, or the simulator's path on our own origin). */
  baseUrl: () => string
}

/** A bKash answer: `statusCode` 0000 is success; errors come as statusCode/statusMessage or errorCode/errorMessage. */
export type TBkashAnswer = Record<string, string | undefined> & { statusCode?: string; statusMessage?: string }
export const bkashError = (answer: TBkashAnswer) =>
  answer.statusCode && answer.statusCode !== '0000'
    ? answer.statusCode
    : answer.errorCode && answer.errorCode !== '0000'
      ? answer.errorCode
      : null

class TokenRejected extends Error {}

export function createBkashClient(settings: TBkashSettings) {
  let token: { idToken: string; refreshToken: string; expiresAt: number } | undefined
  const at = (path: string) => `${settings.baseUrl().replace(/\/$/, '')}/tokenized/checkout/${path}`
  const call = async (path: string, body: object, headers: Record<string, string>): Promise<TBkashAnswer> => {
    const response = await fetch(at(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    }).catch((error: unknown) => {
      throw new GatewayUnavailable(`bKash could not be reached: ${String(error)}`)
    })
    // The API's gateway answers 401 to a token it no longer accepts.
    if (response.status === 401 || response.status === 403) throw new TokenRejected()
    const text = await response.text()
    try {
      return JSON.parse(text) as TBkashAnswer
    } catch {
      throw new GatewayUnavailable(`bKash answered ${response.status} with something other than JSON`)
    }
  }

  /** The id token, granted once and refreshed before it expires (tokens live an hour). */
  async function idToken() {
    if (token && token.expiresAt > Date.now() + 60_000) return token.idToken
    const credentials = { username: settings.username, password: settings.password }
    const answer = token
      ? await call(
          'token/refresh',
          { app_key: settings.appKey, app_secret: settings.appSecret, refresh_token: token.refreshToken },
          credentials,
        )
      : await call('token/grant', { app_key: settings.appKey, app_secret: settings.appSecret }, credentials)
    if (bkashError(answer) || !answer.id_token) {
      // A refresh token that expired too: grant anew once.
      if (token) {
        token = undefined
        return idToken()
      }
      throw new GatewayUnavailable(`bKash refused the token grant: ${answer.statusMessage ?? answer.errorMessage ?? 'unknown'}`)
    }
    token = {
      idToken: answer.id_token,
      refreshToken: answer.refresh_token ?? '',
      expiresAt: Date.now() + Number(answer.expires_in ?? 3600) * 1000,
    }
    return token.idToken
  }
  const authorized = async (path: string, body: object): Promise<TBkashAnswer> => {
    try {
      return await call(path, body, { authorization: await idToken(), 'x-app-key': settings.appKey })
    } catch (error) {
      if (!(error instanceof TokenRejected)) throw error
      // Granted anew once (the token was revoked or this clock ran ahead of bKash's).
      token = undefined
      return call(path, body, { authorization: await idToken(), 'x-app-key': settings.appKey }).catch((again: unknown) => {
        throw again instanceof TokenRejected ? new GatewayUnavailable('bKash refused a freshly granted token') : again
      })
    }
  }

  return {
    /**
     * Creates a payment (mode 0011); the customer authorizes it on `bkashURL`, then comes back to `callbackURL`. A `sale`
     * is taken when executed; an `authorization` is only held then, until `capture` or `void` (decision 052).
     */
    create: (input: {
      amountPoisha: number
      invoice: string
      payerReference: string
      callbackUrl: string
      intent?: 'sale' | 'authorization'
    }) =>
      authorized('create', {
        mode: '0011',
        payerReference: input.payerReference,
        callbackURL: input.callbackUrl,
        amount: poishaToAmount(input.amountPoisha),
        currency: 'BDT',
        intent: input.intent ?? 'sale',
        merchantInvoiceNumber: input.invoice,
      }),
    /** Takes the money the customer authorized: called once, by the server, after the callback. */
    execute: (paymentId: string) => authorized('execute', { paymentID: paymentId }),
    query: (paymentId: string) => authorized('payment/status', { paymentID: paymentId }),
    /** Takes an executed authorization's money (`Completed`); refused (2056) unless it is still Authorized. */
    capture: (paymentId: string) => authorized('payment/confirm/capture', { paymentID: paymentId }),
    /** Releases an executed authorization's money (`Cancelled`); refused (2056) unless it is still Authorized. */
    void: (paymentId: string) => authorized('payment/confirm/void', { paymentID: paymentId }),
    /** A refund; several partial ones may follow, never more in all than was paid (bKash refuses with 2026). */
    refund: (input: { paymentId: string; trxId: string; amountPoisha: number; sku: string; reason: string }) =>
      authorized('payment/refund', {
        paymentID: input.paymentId,
        trxID: input.trxId,
        amount: poishaToAmount(input.amountPoisha),
        sku: input.sku,
        reason: input.reason,
      }),
    refundStatus: (paymentId: string, trxId: string) => authorized('payment/refund', { paymentID: paymentId, trxID: trxId }),
  }
}
export type TBkashClient = ReturnType<typeof createBkashClient>
