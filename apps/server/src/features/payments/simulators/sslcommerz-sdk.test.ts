import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formPost } from '../../../../test/gateway-fixtures'
import { createTestApp } from '../../../../test/test-app'
import { createSslcommerzClient, verifySslcommerzSignature } from '../gateways/sslcommerz/sslcommerz'
import { SIMULATOR_PREFIX, SIMULATOR_STORE } from './sslcommerz-simulator'

/**
 * The SSLCommerz simulator driven by SSLCommerz's own Node client (sslcommerz-lts), with nothing but its
 * base URL changed: what a shop built on the real gateway's client sends, the simulator must take and
 * answer as the gateway documents (decision 051).
 */

type TAnswer = Record<string, unknown>
type TSdk = Record<string, unknown> & {
  init(data: Record<string, string>): Promise<TAnswer>
  validate(data: { val_id: string }): Promise<TAnswer>
  initiateRefund(data: Record<string, string>): Promise<TAnswer>
  refundQuery(data: { refund_ref_id: string }): Promise<TAnswer>
  transactionQueryBySessionId(data: { sessionkey: string }): Promise<TAnswer>
  transactionQueryByTransactionId(data: { tran_id: string }): Promise<TAnswer>
}
const SSLCommerzPayment = createRequire(import.meta.url)('sslcommerz-lts') as new (id: string, password: string, live: boolean) => TSdk

const OURS = 'http://utsab.test'
const SANDBOX = 'https://sandbox.sslcommerz.com'

let t: Awaited<ReturnType<typeof createTestApp>>
let sdk: TSdk
let base: string
beforeAll(async () => {
  t = await createTestApp({}, { listen: true })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api${SIMULATOR_PREFIX}`
  sdk = new SSLCommerzPayment(SIMULATOR_STORE.storeId, SIMULATOR_STORE.storePassword, false)
  // The client keeps one URL per call, each the sandbox's origin plus the documented path: only that origin changes.
  for (const [name, value] of Object.entries(sdk))
    if (name.endsWith('URL') && typeof value === 'string') sdk[name] = value.replace(SANDBOX, base)
})
afterAll(() => t.close())

let counter = 0
/** A session as the client's README fills it, with a real mobile number. */
const sessionData = (overrides: Record<string, string> = {}) => ({
  total_amount: '100.00',
  currency: 'BDT',
  tran_id: `sdk_${Date.now().toString(36)}_${++counter}`,
  success_url: `${OURS}/api/payments/sslcommerz/success`,
  fail_url: `${OURS}/api/payments/sslcommerz/fail`,
  cancel_url: `${OURS}/api/payments/sslcommerz/cancel`,
  ipn_url: `${OURS}/api/payments/sslcommerz/ipn`,
  shipping_method: 'NO',
  product_name: 'Wedding photography',
  product_category: 'Event services',
  product_profile: 'non-physical-goods',
  cus_name: 'Nusrat Jahan',
  cus_email: 'nusrat@example.com',
  cus_add1: 'Road 12, Dhanmondi',
  cus_city: 'Dhaka',
  cus_postcode: '1209',
  cus_country: 'Bangladesh',
  cus_phone: '01711000000',
  ...overrides,
})

const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_all, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? "'")

/** Pays a session on the simulator's page with a test wallet; answers the callback the browser carries back. */
async function payWithWallet(sessionkey: string, walletNumber: string) {
  const page = await t.app.inject({
    method: 'POST',
    url: `/api${SIMULATOR_PREFIX}/pay/${sessionkey}`,
    ...formPost({ method: 'wallet', wallet: 'bkash', walletNumber, otp: '123456', pin: '12121', ipn: 'never' }),
  })
  expect(page.statusCode, page.body).toBe(200)
  const action = /<form[^>]*action="([^"]*)"/.exec(page.body)?.[1]
  const fields = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [
      unescape(name!),
      unescape(value!),
    ]),
  )
  return { action: unescape(action ?? ''), fields }
}

describe('the SSLCommerz simulator, driven by sslcommerz-lts', () => {
  it('opens a session from the multipart form the client posts, and refuses a repeated tran_id', async () => {
    const data = sessionData()
    const opened = await sdk.init({ ...data })
    expect(opened).toMatchObject({ status: 'SUCCESS', failedreason: '' })
    expect(String(opened.GatewayPageURL)).toContain(`/api${SIMULATOR_PREFIX}/pay/`)
    const again = await sdk.init({ ...data })
    expect(again).toMatchObject({ status: 'FAILED', GatewayPageURL: '' })
    expect(String(again.failedreason)).toMatch(/tran_id/)
  })

  it('refuses a session missing any field the gateway requires, with FAILED and its reason', async () => {
    for (const name of [
      'cus_add1',
      'cus_city',
      'cus_country',
      'cus_phone',
      'shipping_method',
      'product_name',
      'product_category',
      'product_profile',
    ]) {
      const answer = await sdk.init(sessionData({ [name]: '' }))
      expect(answer, name).toMatchObject({ status: 'FAILED', sessionkey: '', GatewayPageURL: '' })
      expect(String(answer.failedreason), name).toContain(`'${name}'`)
    }
  })

  it('signs the callback with verify_sign and verify_sign_sha2, both checked by our adapter', async () => {
    const opened = await sdk.init(sessionData())
    const { action, fields } = await payWithWallet(String(opened.sessionkey), '01770618575')
    expect(action).toBe(`${OURS}/api/payments/sslcommerz/success`)
    expect(fields).toMatchObject({ status: 'VALID', verify_sign: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(fields.verify_sign_sha2).toMatch(/^[0-9a-f]{64}$/)
    expect(verifySslcommerzSignature(fields, SIMULATOR_STORE.storePassword)).toBe(true)
    const { verify_sign_sha2: _sha2, ...md5Only } = fields
    expect(verifySslcommerzSignature(md5Only, SIMULATOR_STORE.storePassword)).toBe(false)
    expect(verifySslcommerzSignature({ ...fields, verify_sign_sha2: '0'.repeat(64) }, SIMULATOR_STORE.storePassword)).toBe(false)
    expect(verifySslcommerzSignature({ ...fields, amount: '1.00' }, SIMULATOR_STORE.storePassword)).toBe(false)
  })

  it('validates, answers the transaction query by tran_id and by sessionkey, refunds and answers the refund query', async () => {
    const data = sessionData({ total_amount: '250.00' })
    const opened = await sdk.init(data)
    const sessionkey = String(opened.sessionkey)
    const { fields } = await payWithWallet(sessionkey, '01770618575')

    expect(await sdk.validate({ val_id: fields.val_id! })).toMatchObject({ status: 'VALID', tran_id: data.tran_id, amount: '250.00' })
    expect(await sdk.validate({ val_id: fields.val_id! })).toMatchObject({ status: 'VALIDATED' })
    expect(await sdk.validate({ val_id: 'nothing' })).toMatchObject({ status: 'INVALID_TRANSACTION' })

    const byTran = await sdk.transactionQueryByTransactionId({ tran_id: data.tran_id })
    expect(byTran).toMatchObject({ APIConnect: 'DONE', no_of_trans_found: 1 })
    expect((byTran.element as TAnswer[])[0]).toMatchObject({ status: 'VALIDATED', sessionkey, bank_tran_id: fields.bank_tran_id })
    expect(await sdk.transactionQueryBySessionId({ sessionkey })).toMatchObject({
      APIConnect: 'DONE',
      status: 'VALIDATED',
      sessionkey,
      tran_id: data.tran_id,
      amount: '250.00',
    })

    const refund = await sdk.initiateRefund({
      refund_amount: '100.00',
      refund_remarks: 'Cancelled',
      bank_tran_id: fields.bank_tran_id!,
      refe_id: 'sdk-r1',
    })
    expect(refund).toMatchObject({ APIConnect: 'DONE', status: 'success', bank_tran_id: fields.bank_tran_id })
    const refundRefId = String(refund.refund_ref_id)
    expect(refundRefId).not.toBe('')
    expect(await sdk.refundQuery({ refund_ref_id: refundRefId })).toMatchObject({
      APIConnect: 'DONE',
      status: 'refunded',
      refund_ref_id: refundRefId,
    })

    // The same APIs by GET, as our own client and the gateway's documentation call them.
    const client = createSslcommerzClient({ ...SIMULATOR_STORE, baseUrl: () => base })
    expect(await client.validate(fields.val_id!)).toMatchObject({ status: 'VALIDATED' })
    expect(await client.queryTransaction(data.tran_id)).toEqual([expect.objectContaining({ status: 'VALIDATED' })])
    const second = await client.refund({ bankTranId: fields.bank_tran_id!, amountPoisha: 150_00, refeId: 'sdk-r2', remarks: 'Rest' })
    expect(second.status).toBe('success')
    expect(await client.refundStatus(second.refundRefId)).toMatchObject({ status: 'refunded' })
    expect(
      await client.refund({ bankTranId: fields.bank_tran_id!, amountPoisha: 1_00, refeId: 'sdk-r3', remarks: 'Too much' }),
    ).toMatchObject({
      status: 'failed',
    })
  })
})
