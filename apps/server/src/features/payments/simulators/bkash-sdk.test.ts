import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formPost } from '../../../../test/gateway-fixtures'
import { createTestApp } from '../../../../test/test-app'
import { BKASH_SIMULATOR_ACCOUNT, BKASH_SIMULATOR_API, BKASH_SIMULATOR_PREFIX } from './bkash-simulator'

/**
 * The bKash simulator driven by a bKash tokenized-checkout client from npm (bkash-payment), with
 * nothing but its base URL changed: grant token, create, the wallet page, execute, query, search
 * transaction and refunds (v1.2.0-beta's and v2's) answer as bKash documents them (decision 051), and so do
 * Authorized and Capture's create, capture and void (decision 052).
 */

type TAnswer = Record<string, unknown>
type TConfig = { base_url: string; username: string; password: string; app_key: string; app_secret: string }
const bkash = createRequire(import.meta.url)('bkash-payment') as {
  createPayment(config: TConfig, details: { amount: unknown; callbackURL: string; orderID: string; reference: string }): Promise<TAnswer>
  executePayment(config: TConfig, paymentID: string): Promise<TAnswer>
  queryPayment(config: TConfig, paymentID: string): Promise<TAnswer>
  searchTransaction(config: TConfig, trxID: string): Promise<TAnswer>
  createAuthPayment(
    config: TConfig,
    details: { amount: unknown; callbackURL: string; orderID: string; reference: string },
  ): Promise<TAnswer>
  captureAuthPayment(config: TConfig, paymentID: string): Promise<TAnswer>
  voidAuthPayment(config: TConfig, paymentID: string): Promise<TAnswer>
  refundTransaction(
    config: TConfig,
    refund: { paymentID: string; trxID: string; amount: unknown; sku?: string; reason?: string },
  ): Promise<TAnswer>
}

const CALLBACK = 'http://utsab.test/api/payments/bkash/callback/en'

let t: Awaited<ReturnType<typeof createTestApp>>
let config: TConfig
beforeAll(async () => {
  t = await createTestApp({}, { listen: true })
  config = {
    base_url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api${BKASH_SIMULATOR_API}`,
    username: BKASH_SIMULATOR_ACCOUNT.username,
    password: BKASH_SIMULATOR_ACCOUNT.password,
    app_key: BKASH_SIMULATOR_ACCOUNT.appKey,
    app_secret: BKASH_SIMULATOR_ACCOUNT.appSecret,
  }
})
afterAll(() => t.close())

let counter = 0
/**
 * Creates a payment with the client (a sale, or with `authorization` an Authorized and Capture payment) and
 * authorizes it on the simulator's wallet page, as the customer would.
 */
async function authorizedPayment(walletNumber: string, amount: unknown = '120.00', intent: 'sale' | 'authorization' = 'sale') {
  const details = { amount, callbackURL: CALLBACK, orderID: `inv-sdk-${++counter}`, reference: '01711000000' }
  const created = await (intent === 'sale' ? bkash.createPayment(config, details) : bkash.createAuthPayment(config, details))
  expect(created, JSON.stringify(created)).toMatchObject({ statusCode: '0000', transactionStatus: 'Initiated', intent })
  const paymentID = String(created.paymentID)
  const wallet = await t.app.inject({
    method: 'POST',
    url: `/api${BKASH_SIMULATOR_PREFIX}/pay/${paymentID}`,
    ...formPost({ action: 'pay', walletNumber, otp: '123456', pin: '12121' }),
  })
  expect(wallet.statusCode, wallet.body).toBe(303)
  expect(wallet.headers.location).toContain(`paymentID=${paymentID}&status=success`)
  return paymentID
}

/** A call the client does not make (v2 refunds), with a token granted as the client is granted one. */
async function call(path: string, payload: Record<string, unknown>) {
  const grant = await fetch(`${config.base_url}/tokenized/checkout/token/grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', username: config.username, password: config.password },
    body: JSON.stringify({ app_key: config.app_key, app_secret: config.app_secret }),
  })
  const { id_token } = (await grant.json()) as { id_token: string }
  const response = await fetch(`${config.base_url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: id_token, 'x-app-key': config.app_key },
    body: JSON.stringify(payload),
  })
  return { status: response.status, body: (await response.json()) as TAnswer }
}

describe('the bKash simulator, driven by bkash-payment', () => {
  it('creates, executes (2023 for a wallet without balance), queries, searches and refunds (the refund status first, as the client asks)', async () => {
    const paymentID = await authorizedPayment('01770618575')
    const executed = await bkash.executePayment(config, paymentID)
    expect(executed).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', amount: '120.00', payerReference: '01711000000' })
    const trxID = String(executed.trxID)
    expect(await bkash.queryPayment(config, paymentID)).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', trxID })
    expect(await bkash.searchTransaction(config, trxID)).toMatchObject({
      statusCode: '0000',
      trxID,
      transactionStatus: 'Completed',
      amount: '120.00',
      currency: 'BDT',
      customerMsisdn: '01770618575',
    })
    expect(await bkash.searchTransaction(config, 'NOSUCHTRX1')).toMatchObject({ statusCode: '2033' })

    const refunded = await bkash.refundTransaction(config, { paymentID, trxID, amount: '20.00', sku: 'photo', reason: 'Cancelled' })
    expect(refunded).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', originalTrxID: trxID, amount: '20.00' })
    // Asked again, the client reads the refund status and is answered the refund already made.
    expect(await bkash.refundTransaction(config, { paymentID, trxID, amount: '20.00' })).toMatchObject({
      refundTrxID: refunded.refundTrxID,
    })

    // A wallet without balance passes its PIN and is refused at execute with bKash's 2023.
    const poor = await authorizedPayment('01770618576')
    expect(await bkash.executePayment(config, poor)).toMatchObject({ statusCode: '2023', statusMessage: 'Insufficient Balance' })
  })

  it('refunds through v2 and lists the refunds', async () => {
    const paymentID = await authorizedPayment('01770618575')
    const trxID = String((await bkash.executePayment(config, paymentID)).trxID)
    const v2 = `/v2/tokenized-checkout/refund/payment`
    const first = await call(`${v2}/transaction`, {
      paymentId: paymentID,
      trxId: trxID,
      refundAmount: '50.00',
      sku: 'photo',
      reason: 'Cancelled',
    })
    expect(first).toMatchObject({
      status: 200,
      body: { originalTrxId: trxID, refundTransactionStatus: 'Completed', refundAmount: '50.00' },
    })
    const tooMuch = await call(`${v2}/transaction`, {
      paymentId: paymentID,
      trxId: trxID,
      refundAmount: '80.00',
      sku: 'photo',
      reason: 'x',
    })
    expect(tooMuch.body).toMatchObject({ statusCode: '2026' })
    const status = await call(`${v2}/status`, { paymentId: paymentID, trxId: trxID })
    expect(status.body).toMatchObject({
      originalTrxId: trxID,
      originalTrxAmount: '120.00',
      refundTransactions: [{ refundTrxId: first.body.refundTrxId, refundAmount: '50.00', refundTransactionStatus: 'Completed' }],
    })
  })

  it('holds an authorization when executed, then captures it once, or voids it once (decision 052)', async () => {
    const held = await authorizedPayment('01770618575', '300.00', 'authorization')
    const executed = await bkash.executePayment(config, held)
    expect(executed).toMatchObject({ statusCode: '0000', transactionStatus: 'Authorized', intent: 'authorization', amount: '300.00' })
    expect(await bkash.executePayment(config, held)).toMatchObject({ statusCode: '2117' })
    const captured = await bkash.captureAuthPayment(config, held)
    expect(captured).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', paymentID: held, trxID: executed.trxID })
    expect(await bkash.queryPayment(config, held)).toMatchObject({ transactionStatus: 'Completed', verificationStatus: 'Complete' })
    // Captured once; a void afterwards is refused, and the money stays taken (it is refunded like a sale's).
    expect(await bkash.captureAuthPayment(config, held)).toMatchObject({ statusCode: '2056', statusMessage: 'Invalid Payment State' })
    expect(await bkash.voidAuthPayment(config, held)).toMatchObject({ statusCode: '2056' })
    expect(
      await bkash.refundTransaction(config, { paymentID: held, trxID: String(executed.trxID), amount: '300.00', sku: 's', reason: 'r' }),
    ).toMatchObject({ statusCode: '0000', amount: '300.00' })

    const released = await authorizedPayment('01770618575', '300.00', 'authorization')
    // Not executed yet: nothing is held to capture or void.
    expect(await bkash.voidAuthPayment(config, released)).toMatchObject({ statusCode: '2056' })
    expect(await bkash.executePayment(config, released)).toMatchObject({ transactionStatus: 'Authorized' })
    expect(await bkash.voidAuthPayment(config, released)).toMatchObject({ statusCode: '0000', transactionStatus: 'Cancelled' })
    expect(await bkash.voidAuthPayment(config, released)).toMatchObject({ statusCode: '2056' })
    expect(await bkash.captureAuthPayment(config, released)).toMatchObject({ statusCode: '2056' })
    expect(await bkash.queryPayment(config, released)).toMatchObject({ transactionStatus: 'Cancelled' })

    // A sale is never captured or voided; an unknown payment is bKash's 2002.
    const sale = await authorizedPayment('01770618575')
    await bkash.executePayment(config, sale)
    expect(await bkash.captureAuthPayment(config, sale)).toMatchObject({ statusCode: '2056' })
    expect(await bkash.voidAuthPayment(config, sale)).toMatchObject({ statusCode: '2056' })
    expect(await bkash.captureAuthPayment(config, 'TR0011NOSUCHPAYMENT')).toMatchObject({ statusCode: '2002' })
  })

  it("answers a numeric amount with bKash's own error, never a 500", async () => {
    const created = await bkash.createPayment(config, {
      amount: 100,
      callbackURL: CALLBACK,
      orderID: 'inv-sdk-number',
      reference: '01711000000',
    })
    expect(created).toMatchObject({ statusCode: '2006' })
    const paymentID = await authorizedPayment('01770618575')
    const trxID = String((await bkash.executePayment(config, paymentID)).trxID)
    expect(await call('/tokenized/checkout/payment/refund', { paymentID, trxID, amount: 10, sku: 's', reason: 'r' })).toMatchObject({
      status: 200,
      body: { statusCode: '2006' },
    })
    const v2 = await call('/v2/tokenized-checkout/refund/payment/transaction', { paymentId: paymentID, trxId: trxID, refundAmount: 10 })
    expect(v2).toMatchObject({ status: 200, body: { statusCode: '2006' } })
  })
})
