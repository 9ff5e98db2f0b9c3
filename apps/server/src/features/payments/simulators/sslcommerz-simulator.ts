import { randomBytes, randomInt } from 'node:crypto'
import { z } from 'zod'
import { and, count, eq, gt, lt, notInArray, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { formatMoney } from '@utsab/shared/format'
import { ERRORS } from '@utsab/shared/errors'
import { GATEWAY_IPN_MODES, ZGatewayCard, ZGatewayCardResult } from '@utsab/shared/schemas/orders'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { sslcommerzSimRefunds, sslcommerzSimSessions } from '../../../db/schema'
import { AppError, appError, errorMessage } from '../../../lib/errors'
import { acceptFormBodies, acceptMultipartFormBodies, formField } from '../../../lib/form-body'
import { escapeHtml } from '../../../lib/html'
import { MAX_OPEN_SESSIONS, MAX_REFUNDS_PER_PAYMENT, MAX_TEXT_LENGTH, OPEN_SESSION_MS, sessionsExhausted } from './floods'
import { html, page, SIMULATORS_PREFIX, TEST_OTP, TEST_PIN, TEST_WALLETS } from './simulator-page'
import { createNonce } from '../../../plugins/security-headers'
import { chargeOutcome, checkCardForm, cardBrand, REFUND_REFUSAL, refundOutcome } from './card-rules'
import { amountToPoisha, poishaToAmount, SSLCOMMERZ_MAX_POISHA, sslcommerzSignature } from '../gateways/sslcommerz/sslcommerz'

/** Where the simulator answers, under /api: a path no real gateway has, so nobody mistakes it for one. */
export const SIMULATOR_PREFIX = `${SIMULATORS_PREFIX}/sslcommerz`
/** The simulator's one store, which the embedded default signs in with. */
export const SIMULATOR_STORE = { storeId: 'utsabtest', storePassword: 'utsabtest@ssl' } as const

/** A test card that succeeds but that the gateway's risk check flags (`risk_level` 1), like Stripe's 4000 0000 0000 9235. */
const RISKY_CARD = '4000000000009235'

/** How late a late IPN comes. */
export const LATE_IPN_MS = 1500

export const IPN_MODES = GATEWAY_IPN_MODES
type TIpnMode = (typeof IPN_MODES)[number]

/** An initiation's form at most: ours is about 1 KB; the review stored 60 KB sessions. */
export const INIT_BODY_LIMIT = 16 * 1024

/** The fields SSLCommerz signs in a callback, named in `verify_key`. */
const SIGNED_FIELDS = [
  'amount',
  'bank_tran_id',
  'base_fair',
  'card_brand',
  'card_issuer',
  'card_issuer_country',
  'card_issuer_country_code',
  'card_no',
  'card_type',
  'currency',
  'currency_amount',
  'currency_rate',
  'currency_type',
  'risk_level',
  'risk_title',
  'status',
  'store_amount',
  'store_id',
  'tran_date',
  'tran_id',
  'val_id',
  'value_a',
  'value_b',
  'value_c',
  'value_d',
]
const REQUIRED_AT_INIT = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
]

type TSession = typeof sslcommerzSimSessions.$inferSelect
const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('')
const dhakaStamp = (moment: Date) => new Date(moment.getTime() + 6 * 3600_000).toISOString().replace('T', ' ').slice(0, 19)

/** A transaction as the validation API and the callbacks describe it. */
function transactionFields(session: TSession, status: string) {
  const amount = poishaToAmount(session.amountPoisha)
  // The gateway keeps its fee (2.5% here); the rest is the store's.
  const storeAmount = poishaToAmount(session.amountPoisha - Math.round(session.amountPoisha * 0.025))
  const request = session.request
  return {
    status,
    tran_date: session.tranDate ? dhakaStamp(session.tranDate) : '',
    tran_id: session.tranId,
    val_id: session.valId ?? '',
    amount,
    store_amount: storeAmount,
    currency: session.currency,
    bank_tran_id: session.bankTranId ?? '',
    card_type: session.cardType ?? '',
    card_no: session.cardNo ?? '',
    card_issuer: session.cardType?.split('-')[1] ?? '',
    card_brand: session.cardType?.startsWith('VISA') ? 'VISA' : session.cardType?.startsWith('MASTER') ? 'MASTERCARD' : 'MOBILEBANKING',
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
    currency_type: session.currency,
    currency_amount: amount,
    currency_rate: '1.0000',
    base_fair: '0.00',
    value_a: request.value_a ?? '',
    value_b: request.value_b ?? '',
    value_c: request.value_c ?? '',
    value_d: request.value_d ?? '',
    risk_level: String(session.riskLevel),
    risk_title: session.riskLevel === 1 ? 'High' : 'Safe',
  }
}

/** A callback's fields, signed with the store's password as the gateway signs them. */
function signedCallback(session: TSession, status: string, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = { ...transactionFields(session, status), store_id: session.storeId, ...extra }
  const keys = SIGNED_FIELDS.filter((key) => key in fields)
  return {
    ...fields,
    verify_key: keys.join(','),
    verify_sign: sslcommerzSignature(fields, keys, SIMULATOR_STORE.storePassword),
    verify_sign_sha2: sslcommerzSignature(fields, keys, SIMULATOR_STORE.storePassword, 'sha256'),
  }
}

function checkoutPage(session: TSession, locale: TLocale, nonce: string, problem?: { method: 'card' | 'wallet'; message: string }) {
  const { t } = serverTranslator(locale)
  const text = (key: Parameters<typeof t>[0], values?: Parameters<typeof t>[1]) => escapeHtml(t(key, values))
  const amount = formatMoney(session.amountPoisha / 100, locale)
  const action = `${escapeHtml(session.sessionkey)}`
  const error = (method: 'card' | 'wallet') =>
    problem?.method === method ? `<p class="error" role="alert" id="${method}-error">${escapeHtml(problem.message)}</p>` : ''
  const ipnChoice = (id: string) => `<label for="${id}">${text('gateway.ipn')}</label><select id="${id}" name="ipn">
${[
  ['before-return', 'gateway.ipn.beforeReturn'],
  ['late', 'gateway.ipn.late'],
  ['twice', 'gateway.ipn.twice'],
  ['out-of-order', 'gateway.ipn.outOfOrder'],
  ['never', 'gateway.ipn.never'],
]
  .map(([value, key]) => `<option value="${value}">${text(key as Parameters<typeof t>[0])}</option>`)
  .join('')}</select>`
  return page(
    locale,
    nonce,
    'gateway.title',
    `<h1>${text('gateway.payTo', { merchant: session.request.store_name ?? 'Utsab' })}</h1>
<p class="hint">${text('gateway.simulator')}</p>
<p>${text('gateway.amount')}: <strong>${escapeHtml(amount)}</strong> · ${text('gateway.reference')}: <code>${escapeHtml(session.tranId)}</code></p>
<form class="box" method="post" action="${action}" aria-labelledby="card-heading">
<h2 id="card-heading">${text('gateway.card')}</h2>${error('card')}
<input type="hidden" name="method" value="card">
<label for="cardNumber">${text('gateway.cardNumber')}</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">${text('gateway.expiry')}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required>
<label for="cvc">${text('gateway.cvc')}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<p class="hint">${text('gateway.testCards')}</p>${ipnChoice('card-ipn')}
<button type="submit">${text('gateway.pay', { amount })}</button></form>
<form class="box" method="post" action="${action}" aria-labelledby="wallet-heading">
<h2 id="wallet-heading">${text('gateway.wallet')}</h2>${error('wallet')}
<input type="hidden" name="method" value="wallet">
<label for="wallet">${text('gateway.walletName')}</label><select id="wallet" name="wallet"><option value="bkash">bKash</option><option value="nagad">Nagad</option><option value="rocket">Rocket</option></select>
<label for="walletNumber">${text('gateway.walletNumber')}</label><input id="walletNumber" name="walletNumber" inputmode="tel" autocomplete="tel" required>
<label for="otp">${text('gateway.otp')}</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
<label for="pin">${text('gateway.pin')}</label><input id="pin" name="pin" type="password" inputmode="numeric" required>
<p class="hint">${text('gateway.testWallets')}</p>${ipnChoice('wallet-ipn')}
<button type="submit">${text('gateway.pay', { amount })}</button></form>
<form method="post" action="${action}"><input type="hidden" name="method" value="cancel"><button type="submit" class="secondary">${text('gateway.cancel')}</button></form>`,
  )
}

/** The way back to the shop: the gateway posts the callback's fields from the customer's browser, as SSLCommerz does. */
function returnPage(locale: TLocale, nonce: string, url: string, fields: Record<string, string>) {
  const { t } = serverTranslator(locale)
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  return page(
    locale,
    nonce,
    'gateway.title',
    `<form class="box" method="post" action="${escapeHtml(url)}"><p role="status">${escapeHtml(t('gateway.returning'))}</p>${inputs}<button type="submit">${escapeHtml(t('gateway.continue'))}</button></form>`,
    'document.forms[0].submit()',
  )
}

/**
 * The checkout speaks the shop's page language (sent as `value_b`, one of the merchant's own fields),
 * as SSLCommerz's checkout remembers the customer's choice of English or Bangla; else the browser's.
 */
const languageOf = (session: TSession | undefined, browser: TLocale): TLocale =>
  session?.request.value_b === 'bn' || session?.request.value_b === 'en' ? session.request.value_b : browser

/** What the card network says of a card: a field to correct (the session stays open), a refusal (it ends), or paid. */
function chargeCard(card: { cardNumber: string; expiry: string; cvc: string }) {
  const checked = checkCardForm(card, new Date())
  if ('problems' in checked) return { outcome: 'invalid' as const, problems: checked.problems }
  const result = checked.digits === RISKY_CARD ? 'succeeds' : chargeOutcome(checked.digits)
  if (result !== 'succeeds') return { outcome: 'refused' as const, error: result }
  return {
    outcome: 'paid' as const,
    riskLevel: checked.digits === RISKY_CARD ? 1 : 0,
    cardType: `${cardBrand(checked.digits) === 'mastercard' ? 'MASTER' : 'VISA'}-City Bank`,
    cardNo: `${checked.digits.slice(0, 6)}XXXXXX${checked.digits.slice(-4)}`,
  }
}

const WALLET_CARD_TYPES = { bkash: 'BKASH-BKash', nagad: 'NAGAD-Nagad', rocket: 'DBBLMOBILEB-Dbbl Mobile Banking' } as const

/**
 * A faithful stand-in for SSLCommerz on our own origin (test mode only): session initiation, a hosted
 * checkout with test cards and test wallets, signed callbacks through the customer's browser, the IPN
 * (on time, late, twice, out of order or never), the validation API, the transaction query and refunds.
 */
export function sslcommerzSimulator(options: {
  publicOrigin: string
  /** Where this process listens, for IPNs addressed to our own public origin. */
  selfOrigin: () => string
  /** The shop's IPN path (`/api/payments/sslcommerz/ipn`): the one place a notice may go. */
  ipnPath: string
}): FastifyPluginAsync {
  // Anyone may open a session here, unsigned in: a notice to any other address would be a request this
  // server makes for a stranger (to internal addresses too), a return URL elsewhere an open redirect.
  const ownIpnUrl = `${options.publicOrigin}${options.ipnPath}`
  const urlOf = (value: string | undefined) => {
    try {
      return value ? new URL(value) : undefined
    } catch {
      return undefined
    }
  }
  const isOwnIpn = (value: string | undefined) => {
    const url = urlOf(value)
    return url !== undefined && url.origin === options.publicOrigin && url.pathname === options.ipnPath && !url.search
  }
  const isOwnPage = (value: string | undefined) => urlOf(value)?.origin === options.publicOrigin

  return async (app: FastifyInstance) => {
    acceptFormBodies(app)
    // SSLCommerz's own Node client (sslcommerz-lts) posts the initiation as multipart/form-data.
    acceptMultipartFormBodies(app, INIT_BODY_LIMIT)
    const db = app.db
    const base = `${options.publicOrigin}/api${SIMULATOR_PREFIX}`
    const validStore = (fields: Record<string, string>) =>
      fields.store_id === SIMULATOR_STORE.storeId && fields.store_passwd === SIMULATOR_STORE.storePassword
    // The APIs take their fields in the query; SSLCommerz's Node client sends every call as a POST
    // (with the query still in the URL), and a form body is read too.
    const queryOf = (request: { query: unknown; body?: unknown }) => {
      const fields: Record<string, string> = {}
      for (const source of [request.body, request.query])
        if (source && typeof source === 'object')
          for (const [name, value] of Object.entries(source)) if (typeof value === 'string') fields[name] = value
      return fields
    }
    const deliver = async (url: string, fields: Record<string, string>) => {
      // Sessions opened before initiation checked the URL may still name another address.
      if (!isOwnIpn(url)) {
        app.log.warn('the SSLCommerz simulator refused an IPN to an address that is not our own IPN path')
        return
      }
      // The shop is this very process: reach it where it listens, as a gateway reaches a shop's public address.
      const address = new URL(options.ipnPath, options.selfOrigin())
      try {
        // A redirect would send the notice on to wherever our answer pointed: never followed.
        await fetch(address, {
          method: 'POST',
          body: new URLSearchParams(fields),
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        })
      } catch (error) {
        app.log.warn({ err: error, url }, 'the SSLCommerz simulator could not deliver an IPN')
      }
    }
    const sendIpn = async (session: TSession, mode: TIpnMode) => {
      const ipnUrl = session.request.ipn_url
      if (!ipnUrl || mode === 'never') return
      const fields = signedCallback(session, 'VALID')
      if (mode === 'late') {
        setTimeout(() => void deliver(ipnUrl, fields), LATE_IPN_MS).unref()
        return
      }
      await deliver(ipnUrl, fields)
      if (mode === 'twice') await deliver(ipnUrl, fields)
      // An older attempt's failure arriving after the success: a shop must not let it undo the payment.
      if (mode === 'out-of-order') await deliver(ipnUrl, signedCallback({ ...session, valId: null, bankTranId: null }, 'FAILED'))
    }

    /** Ends a session still pending (a second tab's answer changes nothing) and tells the shop, as the gateway does. */
    /** Ends a pending session; a wallet that refused (insufficient balance) is named in `card_type`, as SSLCommerz does. */
    const endSession = async (session: TSession, status: 'FAILED' | 'CANCELLED', error: string, mode: TIpnMode, cardType?: string) => {
      const [ended] = await db
        .update(sslcommerzSimSessions)
        .set({ status, tranDate: new Date(), ...(cardType ? { cardType } : {}) })
        .where(and(eq(sslcommerzSimSessions.sessionkey, session.sessionkey), eq(sslcommerzSimSessions.status, 'PENDING')))
        .returning()
      const url = status === 'CANCELLED' ? session.request.cancel_url! : session.request.fail_url!
      const fields = signedCallback(ended ?? session, status, { error })
      if (session.request.ipn_url && mode !== 'never') await deliver(session.request.ipn_url, fields)
      return { url, fields, ended: Boolean(ended) }
    }
    /** Takes the money once: only a session still pending is paid; the IPN follows as the tester chose. */
    const paySession = async (session: TSession, means: { cardType: string; cardNo: string; riskLevel: number }, mode: TIpnMode) => {
      const [paid] = await db
        .update(sslcommerzSimSessions)
        .set({
          status: 'VALID',
          valId: `${dhakaStamp(new Date()).replace(/\D/g, '').slice(2, 12)}${randomBytes(5).toString('hex')}`,
          bankTranId: `${dhakaStamp(new Date()).replace(/\D/g, '').slice(2, 8)}${digits(12)}`,
          ...means,
          tranDate: new Date(),
        })
        .where(and(eq(sslcommerzSimSessions.sessionkey, session.sessionkey), eq(sslcommerzSimSessions.status, 'PENDING')))
        .returning()
      if (paid) await sendIpn(paid, mode)
      return paid
    }

    const simulatorCardPath: FastifyPluginAsyncZod = async (cards) => {
      cards.post(
        `${SIMULATOR_PREFIX}/pay/:sessionkey/card`,
        {
          config: { crossSite: true },
          schema: {
            hide: true,
            params: z.object({ sessionkey: z.string().max(64) }),
            body: ZGatewayCard,
            response: { 200: ZGatewayCardResult },
          },
        },
        async (request, reply) => {
          const [session] = await db
            .select()
            .from(sslcommerzSimSessions)
            .where(eq(sslcommerzSimSessions.sessionkey, request.params.sessionkey))
          if (!session) throw new AppError('session_unknown')
          const answer = (current: TSession) => {
            if (current.status === 'VALID' || current.status === 'VALIDATED') return { status: 'VALID' as const, tran_id: current.tranId }
            throw new AppError('session_ended')
          }
          // Paid already (a double click, a retry after a lost answer): the same answer, nothing taken twice.
          if (session.status !== 'PENDING') return answer(session)
          const charged = chargeCard(request.body)
          // Every wrong field at once, each under its own field; the first one's sentence and code lead.
          if (charged.outcome === 'invalid') {
            const [first] = charged.problems
            const fields = Object.fromEntries(charged.problems.map(({ field, error }) => [field, { key: ERRORS[error].key }]))
            throw appError(first!.error, undefined, fields)
          }
          if (charged.outcome === 'refused') {
            const { ended } = await endSession(session, 'FAILED', errorMessage('en', charged.error), request.body.ipn)
            const error = { code: charged.error, message: errorMessage(request.locale, charged.error) }
            void reply.header('vary', 'accept-language')
            if (ended) return { status: 'FAILED' as const, tran_id: session.tranId, error }
          } else {
            const { outcome: _paid, ...means } = charged
            const paid = await paySession(session, means, request.body.ipn)
            if (paid) return { status: 'VALID' as const, tran_id: paid.tranId }
          }
          // Another request ended it between the read and the payment: its outcome is this one's.
          const [current] = await db.select().from(sslcommerzSimSessions).where(eq(sslcommerzSimSessions.sessionkey, session.sessionkey))
          return answer(current!)
        },
      )
    }

    app.post(
      `${SIMULATOR_PREFIX}/gwprocess/v4/api.php`,
      { schema: { hide: true }, config: { crossSite: true }, bodyLimit: INIT_BODY_LIMIT },
      async (request, reply) => {
        const fields: Record<string, string> = {}
        if (request.body && typeof request.body === 'object')
          for (const [name, value] of Object.entries(request.body)) if (typeof value === 'string') fields[name] = value
        const failed = (failedreason: string) => ({ status: 'FAILED', failedreason, sessionkey: '', gw: {}, GatewayPageURL: '' })
        const retryAfterSeconds = await sessionsExhausted(app, request, 'sslcommerz-simulator')
        if (retryAfterSeconds !== undefined) {
          void reply.code(429).header('retry-after', String(retryAfterSeconds))
          return failed(`Too many sessions from this address; try again in ${retryAfterSeconds} seconds.`)
        }
        if (!validStore(fields)) return failed('Store Credential Error Or Store is De-active')
        const missing = REQUIRED_AT_INIT.find((name) => !fields[name])
        if (missing) return failed(`Invalid Information! '${missing}' is missing.`)
        const elsewhere = (['success_url', 'fail_url', 'cancel_url'] as const).find((name) => !isOwnPage(fields[name]))
        if (elsewhere) return failed(`Invalid Information! '${elsewhere}' must be on ${options.publicOrigin}.`)
        if (fields.ipn_url && !isOwnIpn(fields.ipn_url)) return failed(`Invalid Information! 'ipn_url' must be ${ownIpnUrl}.`)
        const amountPoisha = amountToPoisha(fields.total_amount!)
        if (!(amountPoisha >= 1000) || amountPoisha > SSLCOMMERZ_MAX_POISHA)
          return failed('Invalid Information! total_amount must be between 10.00 and 500000.00 BDT.')
        if (fields.currency !== 'BDT') return failed('Invalid Information! currency is not supported.')
        if (fields.tran_id!.length > 30) return failed("Invalid Information! 'tran_id' is longer than 30 characters.")
        // A transaction id names one transaction: a second session under it is refused, as the gateway does.
        const [used] = await db
          .select({ sessionkey: sslcommerzSimSessions.sessionkey })
          .from(sslcommerzSimSessions)
          .where(eq(sslcommerzSimSessions.tranId, fields.tran_id!))
          .limit(1)
        if (used) return failed("Invalid Information! 'tran_id' is already used; each transaction needs its own.")
        const now = Date.now()
        // Sessions never paid are dropped once stale, open or ended; a paid one stays, to be refunded when its booking is cancelled.
        await db
          .delete(sslcommerzSimSessions)
          .where(
            and(
              notInArray(sslcommerzSimSessions.status, ['VALID', 'VALIDATED']),
              lt(sslcommerzSimSessions.createdAt, new Date(now - OPEN_SESSION_MS)),
            ),
          )
        const [open] = await db
          .select({ sessions: count() })
          .from(sslcommerzSimSessions)
          .where(and(eq(sslcommerzSimSessions.status, 'PENDING'), gt(sslcommerzSimSessions.createdAt, new Date(now - OPEN_SESSION_MS))))
        if ((open?.sessions ?? 0) >= MAX_OPEN_SESSIONS) return failed('Too many open sessions; try again later.')
        const sessionkey = randomBytes(16).toString('hex').toUpperCase()
        const { store_passwd: _secret, ...kept } = fields
        await db.insert(sslcommerzSimSessions).values({
          sessionkey,
          storeId: fields.store_id!,
          tranId: fields.tran_id!,
          amountPoisha,
          currency: fields.currency,
          request: kept,
        })
        const gatewayPageUrl = `${base}/pay/${sessionkey}`
        return {
          status: 'SUCCESS',
          failedreason: '',
          sessionkey,
          gw: { visa: 'city_visa,ebl_visa', master: 'city_master,ebl_master', mobilebanking: 'bkash,nagad,dbblmobilebanking' },
          redirectGatewayURL: `${gatewayPageUrl}?gw=`,
          GatewayPageURL: gatewayPageUrl,
          storeBanner: '',
          storeLogo: '',
          desc: [
            { name: 'VISA', type: 'visa', gw: 'visacard', redirectGatewayURL: `${gatewayPageUrl}?gw=visa` },
            { name: 'bKash', type: 'mobilebanking', gw: 'bkash', redirectGatewayURL: `${gatewayPageUrl}?gw=bkash` },
            { name: 'Nagad', type: 'mobilebanking', gw: 'nagad', redirectGatewayURL: `${gatewayPageUrl}?gw=nagad` },
          ],
          is_direct_pay_enable: '0',
        }
      },
    )

    /** The session a checkout page is about, in its language; a session already ended answers the expired page. */
    const openSession = async (request: FastifyRequest<{ Params: { sessionkey: string } }>, reply: FastifyReply) => {
      const nonce = createNonce()
      const [session] = await db.select().from(sslcommerzSimSessions).where(eq(sslcommerzSimSessions.sessionkey, request.params.sessionkey))
      const locale = languageOf(session, request.locale)
      const { t } = serverTranslator(locale)
      const expired = (status: number) =>
        html(
          reply,
          nonce,
          page(locale, nonce, 'gateway.title', `<p class="box" role="alert">${escapeHtml(t('gateway.expired'))}</p>`),
          status,
        )
      return { nonce, locale, t, expired, session: session?.status === 'PENDING' ? session : undefined }
    }

    app.get<{ Params: { sessionkey: string } }>(
      `${SIMULATOR_PREFIX}/pay/:sessionkey`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { nonce, locale, expired, session } = await openSession(request, reply)
        return session ? html(reply, nonce, checkoutPage(session, locale, nonce)) : expired(404)
      },
    )

    app.post<{ Params: { sessionkey: string } }>(
      `${SIMULATOR_PREFIX}/pay/:sessionkey`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { nonce, locale, t, expired, session } = await openSession(request, reply)
        if (!session) return expired(404)
        const body = request.body
        const method = formField(body, 'method')
        const mode = (IPN_MODES as readonly string[]).includes(formField(body, 'ipn'))
          ? (formField(body, 'ipn') as TIpnMode)
          : 'before-return'
        const finish = async (status: 'FAILED' | 'CANCELLED', error: string, cardType?: string) => {
          const { url, fields } = await endSession(session, status, error, mode, cardType)
          return html(reply, nonce, returnPage(locale, nonce, url, fields))
        }
        if (method === 'cancel') return finish('CANCELLED', 'Cancelled by the customer')

        let cardType: string
        let cardNo: string
        let riskLevel = 0
        if (method === 'card') {
          const charged = chargeCard({
            cardNumber: formField(body, 'cardNumber'),
            expiry: formField(body, 'expiry'),
            cvc: formField(body, 'cvc'),
          })
          if (charged.outcome === 'invalid') {
            const message = charged.problems.map(({ error }) => errorMessage(locale, error)).join(' ')
            return html(reply, nonce, checkoutPage(session, locale, nonce, { method: 'card', message }))
          }
          if (charged.outcome === 'refused') return finish('FAILED', errorMessage('en', charged.error))
          ;({ riskLevel, cardType, cardNo } = charged)
        } else if (method === 'wallet') {
          const wallet = formField(body, 'wallet') as keyof typeof WALLET_CARD_TYPES
          const number = formField(body, 'walletNumber').replace(/\D/g, '')
          const problem = (message: string) => html(reply, nonce, checkoutPage(session, locale, nonce, { method: 'wallet', message }))
          if (!(wallet in WALLET_CARD_TYPES)) return problem(t('gateway.error.walletNumber'))
          if (!/^01\d{9}$/.test(number)) return problem(t('gateway.error.walletNumber'))
          if (formField(body, 'otp').trim() !== TEST_OTP) return problem(t('gateway.error.wrongOtp'))
          if (formField(body, 'pin').trim() !== TEST_PIN) return problem(t('gateway.error.wrongPin'))
          const outcome = TEST_WALLETS[number as keyof typeof TEST_WALLETS]
          if (outcome === 'insufficient_balance') return finish('FAILED', 'Insufficient Balance', WALLET_CARD_TYPES[wallet])
          if (outcome === 'timeout') return finish('FAILED', 'Transaction timed out', WALLET_CARD_TYPES[wallet])
          cardType = WALLET_CARD_TYPES[wallet]
          cardNo = number
        } else {
          throw new AppError('payment_method_required')
        }

        const paid = await paySession(session, { cardType, cardNo, riskLevel }, mode)
        if (!paid) return expired(409)
        return html(reply, nonce, returnPage(locale, nonce, paid.request.success_url!, signedCallback(paid, 'VALID')))
      },
    )

    // The page's own card form (test mode) sends the card here, as a gateway's card fields would: the
    // same card network and IPN as the hosted page, answered as JSON to the page instead of a redirect.
    await app.register(simulatorCardPath)

    const api = { method: ['GET', 'POST'] as ('GET' | 'POST')[], schema: { hide: true }, config: { crossSite: true } }
    app.route({
      ...api,
      url: `${SIMULATOR_PREFIX}/validator/api/validationserverAPI.php`,
      handler: async (request) => {
        const query = queryOf(request)
        if (!validStore(query)) return { status: 'INVALID_TRANSACTION', error: 'Store Credential Error Or Store is De-active' }
        const [session] = query.val_id
          ? await db.select().from(sslcommerzSimSessions).where(eq(sslcommerzSimSessions.valId, query.val_id))
          : []
        if (!session || (session.status !== 'VALID' && session.status !== 'VALIDATED')) return { status: 'INVALID_TRANSACTION' }
        // The first validation answers VALID, every later one VALIDATED, as SSLCommerz does.
        const status = session.status
        if (status === 'VALID')
          await db
            .update(sslcommerzSimSessions)
            .set({ status: 'VALIDATED' })
            .where(eq(sslcommerzSimSessions.sessionkey, session.sessionkey))
        return { ...transactionFields(session, status), validated_on: dhakaStamp(new Date()), gw_version: '', APIConnect: 'DONE' }
      },
    })

    app.route({
      ...api,
      url: `${SIMULATOR_PREFIX}/validator/api/merchantTransIDvalidationAPI.php`,
      handler: async (request) => {
        const query = queryOf(request)
        if (!validStore(query)) return { APIConnect: 'INVALID_REQUEST', errorReason: 'Store Credential Error Or Store is De-active' }
        if (query.refund_ref_id) {
          const [refund] = await db.select().from(sslcommerzSimRefunds).where(eq(sslcommerzSimRefunds.refundRefId, query.refund_ref_id))
          if (!refund) return { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' }
          // A slow refund card's refund is processing for a while, then given back or cancelled (card-rules.ts).
          const [paid] = await db.select().from(sslcommerzSimSessions).where(eq(sslcommerzSimSessions.bankTranId, refund.bankTranId))
          const status = refundOutcome(paid?.cardNo ?? null, refund.initiatedOn, new Date())
          return {
            APIConnect: 'DONE',
            bank_tran_id: refund.bankTranId,
            refund_ref_id: refund.refundRefId,
            initiated_on: dhakaStamp(refund.initiatedOn),
            refunded_on: status === 'refunded' ? dhakaStamp(refund.initiatedOn) : '',
            status,
            errorReason: status === 'cancelled' ? REFUND_REFUSAL : '',
          }
        }
        if (query.bank_tran_id && query.refund_amount) return refund(query)
        if (query.sessionkey) {
          // By session: that one attempt, its fields at the top level, as the gateway answers.
          const [session] = await db.select().from(sslcommerzSimSessions).where(eq(sslcommerzSimSessions.sessionkey, query.sessionkey))
          if (!session) return { APIConnect: 'DONE', status: 'INVALID_REQUEST', sessionkey: query.sessionkey }
          return {
            ...transactionFields(session, session.status),
            sessionkey: session.sessionkey,
            validated_on: '',
            gw_version: '',
            APIConnect: 'DONE',
          }
        }
        if (query.tran_id) {
          const sessions = await db.select().from(sslcommerzSimSessions).where(eq(sslcommerzSimSessions.tranId, query.tran_id))
          const element = sessions
            .filter((session) => session.status !== 'PENDING')
            .map((session) => ({ ...transactionFields(session, session.status), sessionkey: session.sessionkey, validated_on: '' }))
          return { APIConnect: 'DONE', no_of_trans_found: element.length, element }
        }
        return { APIConnect: 'INVALID_REQUEST', errorReason: 'Give tran_id, sessionkey, refund_ref_id or bank_tran_id with refund_amount.' }
      },
    })

    async function refund(query: Record<string, string>) {
      const amountPoisha = amountToPoisha(query.refund_amount ?? '')
      const refeId = query.refe_id ?? ''
      const answer = (status: string, extra: Record<string, string> = {}) => ({
        APIConnect: 'DONE',
        bank_tran_id: query.bank_tran_id,
        trans_id: '',
        refund_ref_id: '',
        status,
        errorReason: '',
        ...extra,
      })
      if (!refeId) return answer('failed', { errorReason: 'refe_id is required' })
      if (refeId.length > MAX_TEXT_LENGTH || (query.refund_remarks ?? '').length > MAX_TEXT_LENGTH)
        return answer('failed', { errorReason: `refe_id and refund_remarks take at most ${MAX_TEXT_LENGTH} characters` })
      if (!(amountPoisha > 0)) return answer('failed', { errorReason: 'Invalid refund_amount' })
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(sslcommerzSimSessions)
          .where(eq(sslcommerzSimSessions.bankTranId, query.bank_tran_id!))
          .for('update')
        if (!session || (session.status !== 'VALID' && session.status !== 'VALIDATED'))
          return answer('failed', { errorReason: 'Invalid bank_tran_id or the transaction is not refundable' })
        const [earlier] = await tx
          .select()
          .from(sslcommerzSimRefunds)
          .where(and(eq(sslcommerzSimRefunds.bankTranId, session.bankTranId!), eq(sslcommerzSimRefunds.refeId, refeId)))
        // A slow refund card's refund is taken as `processing` (card-rules.ts).
        const taken = (initiatedOn: Date) =>
          refundOutcome(session.cardNo, initiatedOn, new Date()) === 'processing' ? 'processing' : 'success'
        // The same refe_id asks for the same refund: answered again, never taken twice.
        if (earlier) return answer(taken(earlier.initiatedOn), { trans_id: session.tranId, refund_ref_id: earlier.refundRefId })
        const [{ refunded, taken: refundsTaken }] = (await tx
          .select({ refunded: sql<number>`coalesce(sum(${sslcommerzSimRefunds.amountPoisha}), 0)::int`, taken: count() })
          .from(sslcommerzSimRefunds)
          .where(eq(sslcommerzSimRefunds.bankTranId, session.bankTranId!))) as [{ refunded: number; taken: number }]
        if (refundsTaken >= MAX_REFUNDS_PER_PAYMENT)
          return answer('failed', { errorReason: `A transaction takes at most ${MAX_REFUNDS_PER_PAYMENT} refunds here` })
        if (refunded + amountPoisha > session.amountPoisha)
          return answer('failed', { errorReason: 'Refund amount is greater than the refundable amount' })
        const refundRefId = `${randomBytes(8).toString('hex')}`
        await tx.insert(sslcommerzSimRefunds).values({
          refundRefId,
          bankTranId: session.bankTranId!,
          refeId,
          amountPoisha,
          remarks: query.refund_remarks ?? '',
        })
        return answer(taken(new Date()), { trans_id: session.tranId, refund_ref_id: refundRefId })
      })
    }
  }
}
