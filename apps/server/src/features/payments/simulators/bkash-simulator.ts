import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, count, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { formatMoney } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import { LOCALE_COOKIE, LOCALE_NAMES, type TLocale } from '@utsab/shared/i18n/locales'
import { bkashSimPayments, bkashSimRefunds } from '../../../db/schema'
import { acceptFormBodies, formField } from '../../../lib/form-body'
import { escapeHtml } from '../../../lib/html'
import { createNonce } from '../../../plugins/security-headers'
import { amountToPoisha, poishaToAmount } from '../gateways/sslcommerz/sslcommerz'
import { MAX_OPEN_SESSIONS, MAX_REFUNDS_PER_PAYMENT, MAX_TEXT_LENGTH, OPEN_SESSION_MS, sessionsExhausted } from './floods'
import { html, page, SIMULATORS_PREFIX, TEST_OTP, TEST_PIN, TEST_WALLETS } from './simulator-page'

/** Where the simulator answers, under /api, with bKash's version in the path as bKash has it. */
export const BKASH_SIMULATOR_PREFIX = `${SIMULATORS_PREFIX}/bkash`
export const BKASH_SIMULATOR_API = `${BKASH_SIMULATOR_PREFIX}/v1.2.0-beta`
/** The simulator's merchant account, which the embedded default signs in with (like bKash's published sandbox credentials). */
export const BKASH_SIMULATOR_ACCOUNT = {
  appKey: 'utsab-test-app-key',
  appSecret: 'utsab-test-app-secret',
  username: 'utsabTestUser',
  password: 'utsabTestUser@12345',
} as const

/** The most one simulated payment takes (as SSLCommerz's gateway caps a transaction): beyond it bKash answers "Invalid amount". */
const BKASH_SIMULATOR_MAX_POISHA = 500_000 * 100

type TPayment = typeof bkashSimPayments.$inferSelect
const ok = { statusCode: '0000', statusMessage: 'Successful' }
const refused = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage })
const stamp = (moment: Date) => `${new Date(moment.getTime() + 6 * 3600_000).toISOString().replace('T', 'T').slice(0, 19)}:000 GMT+0600`
const upper = (length: number) =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^A-Z0-9]/gi, '')
    .toUpperCase()
    .slice(0, length)
    .padEnd(length, '7')

/** Tokens are signed, so any instance accepts what another granted; an hour each, as bKash's. */
const TOKEN_SECONDS = 3600
const sign = (kind: string, expires: number) =>
  createHmac('sha256', BKASH_SIMULATOR_ACCOUNT.appSecret).update(`${kind}.${expires}`).digest('hex')
const issue = (kind: 'id' | 'refresh', now = Date.now()) => {
  const expires = now + (kind === 'id' ? TOKEN_SECONDS : 28 * 24 * 3600) * 1000
  return `${kind}.${expires}.${sign(kind, expires)}`
}
function tokenValid(token: string | undefined, kind: 'id' | 'refresh') {
  const [given, expires, signature] = (token ?? '').split('.')
  if (given !== kind || !expires || !signature || Number(expires) < Date.now()) return false
  const expected = Buffer.from(sign(kind, Number(expires)))
  return expected.length === Buffer.from(signature).length && timingSafeEqual(expected, Buffer.from(signature))
}

/**
 * The wallet page's language, as bKash's page has its own English/Bangla switch: the one chosen there
 * (`?lang=`), else the one chosen on the site (its cookie, on this same origin), else the browser's.
 */
function languageOf(request: FastifyRequest): TLocale {
  const asked = (request.query as Record<string, string> | undefined)?.lang
  if (asked === 'bn' || asked === 'en') return asked
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(en|bn)(?:;|$)`).exec(request.headers.cookie ?? '')?.[1]
  return chosen === 'bn' || chosen === 'en' ? chosen : request.locale
}

function walletPage(payment: TPayment, locale: TLocale, nonce: string, problem?: string) {
  const { t } = serverTranslator(locale)
  const text = (key: Parameters<typeof t>[0], values?: Parameters<typeof t>[1]) => escapeHtml(t(key, values))
  const amount = formatMoney(payment.amountPoisha / 100, locale)
  const action = `${escapeHtml(payment.paymentId)}?lang=${locale}`
  const other: TLocale = locale === 'bn' ? 'en' : 'bn'
  return page(
    locale,
    nonce,
    'gateway.bkash.title',
    `<p class="hint"><a href="?lang=${other}" hreflang="${other}" lang="${other}">${LOCALE_NAMES[other]}</a></p>
<h1>${text('gateway.bkash.heading')}</h1>
<p class="hint">${text('gateway.bkash.simulator')}</p>
<p>${text('gateway.amount')}: <strong>${escapeHtml(amount)}</strong> · ${text('gateway.reference')}: <code>${escapeHtml(payment.merchantInvoiceNumber)}</code></p>
<form class="box" method="post" action="${action}" aria-labelledby="wallet-heading">
<h2 id="wallet-heading">${text('gateway.bkash.account')}</h2>${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<input type="hidden" name="action" value="pay">
<label for="walletNumber">${text('gateway.walletNumber')}</label><input id="walletNumber" name="walletNumber" inputmode="tel" autocomplete="tel" required>
<label for="otp">${text('gateway.otp')}</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
<label for="pin">${text('gateway.pin')}</label><input id="pin" name="pin" type="password" inputmode="numeric" required>
<p class="hint">${text('gateway.testWallets')}</p>
<button type="submit" class="bkash">${text('gateway.bkash.confirm', { amount })}</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">${text('gateway.cancel')}</button></form>`,
  )
}

/**
 * A faithful stand-in for bKash's tokenized checkout on our own origin (test mode only): token grant
 * and refresh, create, the wallet page (wallet number, OTP, PIN; test wallets that succeed, lack
 * balance or time out), the callback by redirect, execute (once), capture and void of an authorization (once), query, and partial refunds up to
 * the amount, with bKash's status codes.
 */
export function bkashSimulator(options: {
  publicOrigin: string
  /** The shop's return path (`/api/payments/bkash/callback/`, then the locale): the one place the wallet page sends a browser. */
  returnPath: string
}): FastifyPluginAsync {
  // Anyone with the published test credentials may create a payment: a callbackURL elsewhere would make
  // our wallet page an open redirect, carrying the payment's id to another site.
  const isOwnCallback = (value: string) => {
    try {
      const url = new URL(value)
      return url.origin === options.publicOrigin && url.pathname.startsWith(options.returnPath) && !url.search
    } catch {
      return false
    }
  }
  return async (app: FastifyInstance) => {
    acceptFormBodies(app)
    const db = app.db
    const api = (path: string) => `${BKASH_SIMULATOR_API}/tokenized/checkout/${path}`
    // bKash documents every field as a string: anything else is as good as absent (never a crash).
    const body = (request: FastifyRequest) => {
      const fields: Record<string, string> = {}
      if (request.body && typeof request.body === 'object' && !Array.isArray(request.body))
        for (const [name, value] of Object.entries(request.body)) if (typeof value === 'string') fields[name] = value
      return fields
    }
    /** An amount sent as a JSON number (or anything but the documented string) is refused with bKash's 2006, never read. */
    const amountIn = (request: FastifyRequest, name: string) => {
      const raw = (request.body as Record<string, unknown> | null | undefined)?.[name]
      return typeof raw === 'string' ? amountToPoisha(raw) : Number.NaN
    }
    const find = async (paymentId: string | undefined) =>
      paymentId ? (await db.select().from(bkashSimPayments).where(eq(bkashSimPayments.paymentId, paymentId)))[0] : undefined
    /** bKash's API sits behind a gateway that answers 401 to a missing or expired token. */
    const authorized = (request: FastifyRequest, reply: FastifyReply) => {
      if (tokenValid(request.headers.authorization, 'id') && request.headers['x-app-key'] === BKASH_SIMULATOR_ACCOUNT.appKey) return true
      void reply.code(401).send({ message: 'Unauthorized' })
      return false
    }
    const credentialsValid = (request: FastifyRequest) =>
      request.headers.username === BKASH_SIMULATOR_ACCOUNT.username &&
      request.headers.password === BKASH_SIMULATOR_ACCOUNT.password &&
      body(request).app_key === BKASH_SIMULATOR_ACCOUNT.appKey &&
      body(request).app_secret === BKASH_SIMULATOR_ACCOUNT.appSecret
    const granted = () => ({
      ...ok,
      id_token: issue('id'),
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      refresh_token: issue('refresh'),
    })
    const hidden = { schema: { hide: true }, config: { crossSite: true } }

    app.post(api('token/grant'), hidden, async (request) =>
      credentialsValid(request) ? granted() : refused('2079', 'Invalid username and password'),
    )
    app.post(api('token/refresh'), hidden, async (request) =>
      credentialsValid(request) && tokenValid(body(request).refresh_token, 'refresh')
        ? granted()
        : refused('2079', 'Invalid refresh token'),
    )

    app.post(api('create'), { ...hidden, bodyLimit: 16 * 1024 }, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const input = body(request)
      const amountPoisha = amountIn(request, 'amount')
      if (input.mode !== '0011') return refused('2025', 'Invalid request body')
      if (!(amountPoisha >= 100)) return refused('2006', 'Invalid amount')
      if (input.currency !== 'BDT') return refused('2007', 'Invalid currency')
      if (input.intent !== 'sale' && input.intent !== 'authorization') return refused('2008', 'Invalid intent')
      if (!input.callbackURL || !input.merchantInvoiceNumber || !input.payerReference) return refused('2025', 'Invalid request body')
      if (amountPoisha > BKASH_SIMULATOR_MAX_POISHA) return refused('2006', 'Invalid amount')
      if (input.merchantInvoiceNumber.length > MAX_TEXT_LENGTH || input.payerReference.length > MAX_TEXT_LENGTH)
        return refused('2025', `Invalid request body: merchantInvoiceNumber and payerReference take at most ${MAX_TEXT_LENGTH} characters`)
      if (!isOwnCallback(input.callbackURL))
        return refused('2025', `Invalid request body: callbackURL must be under ${options.publicOrigin}${options.returnPath}`)
      // Floods are refused as bKash refuses what it cannot take (9999, its "System Error"), before anything is written.
      const retryAfterSeconds = await sessionsExhausted(app, request, 'bkash-simulator')
      if (retryAfterSeconds !== undefined) {
        void reply.code(429).header('retry-after', String(retryAfterSeconds))
        return refused('9999', `Too many payments from this address; try again in ${retryAfterSeconds} seconds.`)
      }
      const created = new Date()
      const stale = new Date(created.getTime() - OPEN_SESSION_MS)
      // Payments never executed are dropped once stale, open or ended: they hold no money. An executed one stays, paid or
      // held (to be captured or voided when its request is answered) or voided (a void whose answer was lost is asked again).
      await db.delete(bkashSimPayments).where(and(isNull(bkashSimPayments.executedAt), lt(bkashSimPayments.createdAt, stale)))
      const [open] = await db
        .select({ payments: count() })
        .from(bkashSimPayments)
        .where(and(eq(bkashSimPayments.status, 'Initiated'), gte(bkashSimPayments.createdAt, stale)))
      if ((open?.payments ?? 0) >= MAX_OPEN_SESSIONS) return refused('9999', 'Too many open payments; try again later.')
      const paymentId = `TR0011${upper(20)}`
      await db.insert(bkashSimPayments).values({
        paymentId,
        appKey: BKASH_SIMULATOR_ACCOUNT.appKey,
        amountPoisha,
        merchantInvoiceNumber: input.merchantInvoiceNumber,
        payerReference: input.payerReference,
        callbackUrl: input.callbackURL,
        intent: input.intent,
        createdAt: created,
      })
      const callback = (status: string) => `${input.callbackURL}?paymentID=${paymentId}&status=${status}`
      return {
        ...ok,
        paymentID: paymentId,
        bkashURL: `${options.publicOrigin}/api${BKASH_SIMULATOR_PREFIX}/pay/${paymentId}`,
        callbackURL: input.callbackURL,
        successCallbackURL: callback('success'),
        failureCallbackURL: callback('failure'),
        cancelledCallbackURL: callback('cancel'),
        amount: poishaToAmount(amountPoisha),
        intent: input.intent,
        currency: 'BDT',
        paymentCreateTime: stamp(created),
        transactionStatus: 'Initiated',
        merchantInvoiceNumber: input.merchantInvoiceNumber,
      }
    })

    const describe = (payment: TPayment) => ({
      paymentID: payment.paymentId,
      mode: '0011',
      paymentCreateTime: stamp(payment.createdAt),
      amount: poishaToAmount(payment.amountPoisha),
      currency: 'BDT',
      intent: payment.intent,
      merchantInvoice: payment.merchantInvoiceNumber,
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      transactionStatus: payment.status,
      verificationStatus: payment.status === 'Completed' ? 'Complete' : 'Incomplete',
      payerReference: payment.payerReference,
      ...(payment.trxId ? { trxID: payment.trxId, customerMsisdn: payment.customerMsisdn ?? '' } : {}),
    })

    app.post(api('execute'), hidden, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const payment = await find(body(request).paymentID)
      if (!payment) return refused('2002', 'Invalid Payment ID')
      // An authorization stays Authorized once executed (executedAt), until it is captured or voided.
      if (payment.status === 'Completed' || payment.executedAt) return refused('2117', 'Payment execution already been called before')
      if (payment.status !== 'Authorized') return refused('2056', 'Invalid Payment State')
      // bKash checks the balance when the payment is executed: its documented 2023 ends the payment.
      if (TEST_WALLETS[payment.customerMsisdn as keyof typeof TEST_WALLETS] === 'insufficient_balance') {
        await db
          .update(bkashSimPayments)
          .set({ status: 'Failed' })
          .where(and(eq(bkashSimPayments.paymentId, payment.paymentId), eq(bkashSimPayments.status, 'Authorized')))
        return refused('2023', 'Insufficient Balance')
      }
      // Executed once: of two calls at once, one completes it (or, for an authorization, holds it) and the other is
      // told it was called before.
      const [completed] = await db
        .update(bkashSimPayments)
        .set({ status: payment.intent === 'authorization' ? 'Authorized' : 'Completed', trxId: upper(10), executedAt: new Date() })
        .where(
          and(
            eq(bkashSimPayments.paymentId, payment.paymentId),
            eq(bkashSimPayments.status, 'Authorized'),
            isNull(bkashSimPayments.executedAt),
          ),
        )
        .returning()
      if (!completed) return refused('2117', 'Payment execution already been called before')
      return { ...ok, ...describe(completed), paymentExecuteTime: stamp(completed.executedAt!) }
    })

    /**
     * Authorized and Capture: an executed authorization is captured (Completed, the money taken) or voided (Cancelled,
     * the money released), once; either on any other payment, or a second time, is refused with bKash's 2056.
     */
    const confirm = (path: 'capture' | 'void', status: 'Completed' | 'Cancelled') =>
      app.post(api(`payment/confirm/${path}`), hidden, async (request, reply) => {
        if (!authorized(request, reply)) return reply
        const payment = await find(body(request).paymentID)
        if (!payment) return refused('2002', 'Invalid Payment ID')
        const [moved] = await db
          .update(bkashSimPayments)
          .set({ status })
          .where(
            and(
              eq(bkashSimPayments.paymentId, payment.paymentId),
              eq(bkashSimPayments.intent, 'authorization'),
              eq(bkashSimPayments.status, 'Authorized'),
              isNotNull(bkashSimPayments.executedAt),
            ),
          )
          .returning()
        if (!moved) return refused('2056', 'Invalid Payment State')
        return { ...ok, ...describe(moved), [path === 'capture' ? 'completedTime' : 'voidTime']: stamp(new Date()) }
      })
    confirm('capture', 'Completed')
    confirm('void', 'Cancelled')

    app.post(api('payment/status'), hidden, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const payment = await find(body(request).paymentID)
      return payment ? { ...ok, ...describe(payment) } : refused('2002', 'Invalid Payment ID')
    })

    /** Refunds part or all of a completed payment, up to what is left of it: the refund row, or bKash's refusal. */
    const takeRefund = async (payment: TPayment, amountPoisha: number, sku: string, reason: string) => {
      if (!(amountPoisha > 0)) return { refusal: refused('2006', 'Invalid amount') }
      if (payment.status !== 'Completed') return { refusal: refused('2056', 'Invalid Payment State') }
      if (sku.length > MAX_TEXT_LENGTH || reason.length > MAX_TEXT_LENGTH)
        return { refusal: refused('2025', `Invalid request body: sku and reason take at most ${MAX_TEXT_LENGTH} characters`) }
      return db.transaction(async (tx) => {
        await tx.select().from(bkashSimPayments).where(eq(bkashSimPayments.paymentId, payment.paymentId)).for('update')
        const [{ refunded, taken }] = (await tx
          .select({ refunded: sql<number>`coalesce(sum(${bkashSimRefunds.amountPoisha}), 0)::int`, taken: count() })
          .from(bkashSimRefunds)
          .where(eq(bkashSimRefunds.paymentId, payment.paymentId))) as [{ refunded: number; taken: number }]
        if (taken >= MAX_REFUNDS_PER_PAYMENT)
          return { refusal: refused('9999', `A payment takes at most ${MAX_REFUNDS_PER_PAYMENT} refunds here`) }
        if (refunded + amountPoisha > payment.amountPoisha)
          return { refusal: refused('2026', 'The reversal amount cannot be greater than the original transaction amount') }
        const [refund] = await tx
          .insert(bkashSimRefunds)
          .values({ refundTrxId: upper(10), paymentId: payment.paymentId, amountPoisha, sku, reason, completedAt: new Date() })
          .returning()
        return { refund: refund! }
      })
    }
    const refundsOf = (payment: TPayment) =>
      db
        .select()
        .from(bkashSimRefunds)
        .where(eq(bkashSimRefunds.paymentId, payment.paymentId))
        .orderBy(sql`${bkashSimRefunds.completedAt} desc`)

    app.post(api('payment/refund'), hidden, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const input = body(request)
      const payment = await find(input.paymentID)
      if (!payment || !payment.trxId || payment.trxId !== input.trxID) return refused('2002', 'Invalid Payment ID')
      if ((request.body as Record<string, unknown>).amount === undefined) {
        // Without an amount: the refund status of the payment.
        const [last] = await refundsOf(payment)
        if (!last) return refused('2028', 'Reverse failed because the transaction serial number does not exist')
        return {
          ...ok,
          originalTrxID: payment.trxId,
          refundTrxID: last.refundTrxId,
          transactionStatus: 'Completed',
          amount: poishaToAmount(last.amountPoisha),
          currency: 'BDT',
          charge: '0.00',
          completedTime: stamp(last.completedAt),
        }
      }
      const taken = await takeRefund(payment, amountIn(request, 'amount'), input.sku ?? '', input.reason ?? '')
      if ('refusal' in taken) return taken.refusal
      return {
        ...ok,
        completedTime: stamp(taken.refund.completedAt),
        transactionStatus: 'Completed',
        originalTrxID: payment.trxId,
        refundTrxID: taken.refund.refundTrxId,
        amount: poishaToAmount(taken.refund.amountPoisha),
        currency: 'BDT',
        charge: '0.00',
      }
    })

    // bKash's newer refund API (v2, under the same base URL): its own field names, partial refunds and their list.
    const v2 = (path: string) => `${BKASH_SIMULATOR_API}/v2/tokenized-checkout/refund/payment/${path}`
    const v2Payment = async (request: FastifyRequest) => {
      const input = body(request)
      const payment = await find(input.paymentId)
      return payment?.trxId && payment.trxId === input.trxId ? payment : undefined
    }
    app.post(v2('transaction'), hidden, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const payment = await v2Payment(request)
      if (!payment) return refused('2002', 'Invalid Payment ID')
      const input = body(request)
      const taken = await takeRefund(payment, amountIn(request, 'refundAmount'), input.sku ?? '', input.reason ?? '')
      if ('refusal' in taken) return taken.refusal
      return {
        originalTrxId: payment.trxId,
        refundTrxId: taken.refund.refundTrxId,
        refundTransactionStatus: 'Completed',
        originalTrxAmount: poishaToAmount(payment.amountPoisha),
        refundAmount: poishaToAmount(taken.refund.amountPoisha),
        currency: 'BDT',
        completedTime: stamp(taken.refund.completedAt),
        sku: taken.refund.sku,
        reason: taken.refund.reason,
      }
    })
    app.post(v2('status'), hidden, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const payment = await v2Payment(request)
      if (!payment) return refused('2002', 'Invalid Payment ID')
      return {
        originalTrxId: payment.trxId,
        originalTrxAmount: poishaToAmount(payment.amountPoisha),
        refundTransactions: (await refundsOf(payment)).map((refund) => ({
          refundTrxId: refund.refundTrxId,
          refundTransactionStatus: 'Completed',
          refundAmount: poishaToAmount(refund.amountPoisha),
          completedTime: stamp(refund.completedAt),
        })),
      }
    })

    app.post(api('general/searchTransaction'), hidden, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const trxId = body(request).trxID
      const [payment] = trxId ? await db.select().from(bkashSimPayments).where(eq(bkashSimPayments.trxId, trxId)) : []
      if (!payment?.executedAt) return refused('2033', 'Transaction not found')
      return {
        ...ok,
        trxID: payment.trxId,
        initiationTime: stamp(payment.createdAt),
        completedTime: stamp(payment.executedAt),
        transactionType: 'bKash Tokenized Checkout via API',
        customerMsisdn: payment.customerMsisdn ?? '',
        transactionStatus: payment.status,
        amount: poishaToAmount(payment.amountPoisha),
        currency: 'BDT',
        organizationShortCode: '50022',
        transactionReference: payment.payerReference,
      }
    })

    // The wallet page, where the customer authorizes the payment; bKash then sends the browser to the callback.
    const openPayment = async (request: FastifyRequest<{ Params: { paymentId: string } }>, reply: FastifyReply) => {
      const nonce = createNonce()
      const payment = await find(request.params.paymentId)
      const locale = languageOf(request)
      const { t } = serverTranslator(locale)
      const expired = (status: number) =>
        html(
          reply,
          nonce,
          page(locale, nonce, 'gateway.bkash.title', `<p class="box" role="alert">${escapeHtml(t('gateway.expired'))}</p>`),
          status,
        )
      return { nonce, locale, t, expired, payment: payment?.status === 'Initiated' ? payment : undefined }
    }
    app.get<{ Params: { paymentId: string } }>(
      `${BKASH_SIMULATOR_PREFIX}/pay/:paymentId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { nonce, locale, expired, payment } = await openPayment(request, reply)
        return payment ? html(reply, nonce, walletPage(payment, locale, nonce)) : expired(404)
      },
    )
    app.post<{ Params: { paymentId: string } }>(
      `${BKASH_SIMULATOR_PREFIX}/pay/:paymentId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { nonce, locale, t, expired, payment } = await openPayment(request, reply)
        if (!payment) return expired(404)
        const end = async (status: 'Authorized' | 'Failed' | 'Cancelled', callbackStatus: string, customerMsisdn?: string) => {
          await db
            .update(bkashSimPayments)
            .set({ status, customerMsisdn: customerMsisdn ?? null })
            .where(and(eq(bkashSimPayments.paymentId, payment.paymentId), eq(bkashSimPayments.status, 'Initiated')))
          // A payment created before create checked its callbackURL goes back to our own return path, not elsewhere.
          const back = new URL(isOwnCallback(payment.callbackUrl) ? payment.callbackUrl : `${options.publicOrigin}${options.returnPath}en`)
          back.searchParams.set('paymentID', payment.paymentId)
          back.searchParams.set('status', callbackStatus)
          back.searchParams.set('signature', randomBytes(8).toString('hex'))
          back.searchParams.set('apiVersion', '1.2.0-beta')
          return reply.redirect(back.toString(), 303)
        }
        if (formField(request.body, 'action') === 'cancel') return end('Cancelled', 'cancel')
        const number = formField(request.body, 'walletNumber').replace(/\D/g, '')
        const again = (message: string) => html(reply, nonce, walletPage(payment, locale, nonce, message))
        if (!/^01\d{9}$/.test(number)) return again(t('gateway.error.walletNumber'))
        if (formField(request.body, 'otp').trim() !== TEST_OTP) return again(t('gateway.error.wrongOtp'))
        if (formField(request.body, 'pin').trim() !== TEST_PIN) return again(t('gateway.error.wrongPin'))
        const outcome = TEST_WALLETS[number as keyof typeof TEST_WALLETS] ?? 'succeeds'
        // A short balance passes the PIN and is refused at execute (2023), as bKash does; a timeout never comes back as success.
        if (outcome === 'timeout') return end('Failed', 'failure')
        return end('Authorized', 'success', number)
      },
    )
  }
}
