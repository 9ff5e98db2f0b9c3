import { isIP } from 'node:net'
import { z } from 'zod'
import { DEFAULT_REQUEST_ANSWER_HOURS } from '@utsab/shared/constants'

/** Used only outside production, where a fixed secret is harmless and saves a set-up step. */
export const DEVELOPMENT_AUTH_SECRET = 'utsab-development-secret-never-use-in-production'

/** Interfaces only this machine can reach: a server bound there is a local demo, not a site. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost'])
export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host.trim().toLowerCase())

/** proxy-addr's names for the reserved ranges, which Fastify's trustProxy takes as addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length > 0) return false
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: false, a hop count, or the proxies' addresses. Never
 * `true` as Fastify means it (every hop): then the left-most X-Forwarded-For entry, which the client
 * writes, would be the address the rate limits count. `true` is read as one hop, the common nginx case.
 */
export function parseTrustProxy(value: string): false | number | string[] | undefined {
  const text = value.trim().toLowerCase()
  if (text === 'false' || text === '' || text === '0') return false
  if (text === 'true') return 1
  if (/^\d+$/.test(text)) return Number(text) <= 32 ? Number(text) : undefined
  const entries = text.split(',').map((entry) => entry.trim())
  return entries.every(isProxyAddress) ? entries : undefined
}

/** Every environment variable the server reads. README's configuration table lists the same. */
const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // A fresh clone serves this machine only; a site says where it listens (HOST=0.0.0.0 in a container).
    HOST: z.string().default('127.0.0.1'),
    PUBLIC_URL: z.url().optional().describe('Canonical origin for links, canonical tags and the sitemap'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().default('./data'),
    BACKUP_DIR: z
      .string()
      .optional()
      .describe('Where `npm run backup` writes its timestamped folders when given none (default DATA_DIR/backups)'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(6).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_OUTBOX: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true')
      .describe('Lets NODE_ENV=production run without SMTP_URL, keeping every mail in the outbox table (nothing is delivered)'),
    MAIL_FROM: z.string().default('Utsab <no-reply@utsab.local>'),
    SUPPORT_EMAIL: z
      .email('SUPPORT_EMAIL must be an email address')
      .default('support@utsab.local')
      .describe('Where each contact-page message is emailed, and where answers to the admins’ replies go'),
    SMS_API_TOKEN: z
      .string()
      .min(1)
      .optional()
      .describe('SSL Wireless SMS Plus API token: sends sign-in codes and notices by SMS (with SMS_SENDER_ID)'),
    SMS_SENDER_ID: z.string().min(1).max(20).optional().describe('The SSL Wireless SID (masking or sender id) the SMS come from'),
    SMS_API_URL: z
      .url()
      .default('https://smsplus.sslwireless.com/api/v3/send-sms')
      .describe("Where SSL Wireless's send-sms API is reached (a stand-in's address in the end-to-end run)"),
    SMS_OUTBOX: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true')
      .describe(
        'Lets NODE_ENV=production offer sign-in by SMS without a gateway, keeping every SMS in the sms_messages table (nothing is delivered)',
      ),
    SMS_COST_PER_SEGMENT: z.coerce
      .number()
      .min(0)
      .max(100)
      .multipleOf(0.01)
      .default(0.35)
      .describe('What one SMS segment costs, in taka: the cost admins see beside the SMS sent'),
    SMS_QUIET_HOURS: z
      .enum(['on', 'off'])
      .default('on')
      .describe('on: SMS notices due between 22:00 and 08:00 Dhaka time wait until 08:00 (codes never wait); off sends them at once'),
    SMS_DAILY_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(2000)
      .describe(
        'How many sign-in codes the whole site sends a day at most to numbers no account has proved: a pumping attack cannot cost more',
      ),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value)
        if (parsed === undefined)
          ctx.addIssue({
            code: 'custom',
            message:
              'TRUST_PROXY must be false, the number of proxies in front of the server (1 for one nginx; true means 1), or a comma-separated list of their addresses or networks (10.0.0.2,172.16.0.0/12)',
          })
        return parsed ?? false
      })
      .describe('Which X-Forwarded-For hops to believe: the client address keys every per-address rate limit'),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(5 * 1024 * 1024),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'STRIPE_SECRET_KEY must start with sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'STRIPE_PUBLISHABLE_KEY must start with pk_').optional(),
    PAYMENTS_TEST_MODE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true')
      .describe(
        'Lets NODE_ENV=production run the built-in gateway simulators (SSLCommerz and the test card processor), labelled "Test mode"',
      ),
    API_CONTRACT_CHECKS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true')
      .describe(
        'Checks every /api answer the web receives against its shared zod schema, in route loaders and (through <html data-api-checks>) in the browser; the e2e run turns it on, development always checks',
      ),
    STRIPE_API_URL: z
      .url()
      .optional()
      .describe("Where the Stripe API is reached; Stripe's own by default (a stand-in such as stripe-mock, or a test's)"),
    SSLCOMMERZ_STORE_ID: z
      .string()
      .min(1)
      .optional()
      .describe('SSLCommerz store id: the hosted checkout (cards, bKash, Nagad, Rocket, banking)'),
    SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
    SSLCOMMERZ_SANDBOX: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true')
      .describe("SSLCommerz's sandbox (true, the default) or its live gateway (false)"),
    BKASH_APP_KEY: z
      .string()
      .min(1)
      .optional()
      .describe("bKash tokenized checkout: the merchant's app key (with the secret, username and password)"),
    BKASH_APP_SECRET: z.string().min(1).optional(),
    BKASH_USERNAME: z.string().min(1).optional(),
    BKASH_PASSWORD: z.string().min(1).optional(),
    BKASH_SANDBOX: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true')
      .describe("bKash's sandbox (true, the default) or its live API (false)"),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
    PAYMENTS_RECONCILE_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3600)
      .default(60)
      .describe(
        'How often gateway payments left without an answer are asked about (SSLCommerz transaction query, bKash query), and how quiet one must be first',
      ),
    BOOKING_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    REQUEST_ANSWER_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24)
      .default(DEFAULT_REQUEST_ANSWER_HOURS)
      .describe('How long a merchant has to accept or decline a request to book before it lapses (the date is held meanwhile)'),
    MESSAGE_EMAIL_DELAY_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 3600)
      .default(120)
      .describe(
        'How long a new message waits before its recipient is emailed: the messages of that time go out as one email, and one read meanwhile is not mailed',
      ),
    COMMISSION_PERCENT: z.coerce
      .number()
      .min(0)
      .max(50)
      .multipleOf(0.01)
      .default(10)
      .describe("Utsab's commission on each payment, in percent (two decimals at most); a booking keeps the rate it was made at"),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional()
      .describe('Shared rate-limit counters for several instances'),
    S3_BUCKET: z
      .string()
      .min(1)
      .optional()
      .describe('Keeps uploaded pictures in this S3-compatible bucket instead of DATA_DIR/uploads (decision 042)'),
    S3_ENDPOINT: z
      .url()
      .optional()
      .describe("An S3-compatible service's address (MinIO, Cloudflare R2, …; buckets addressed by path); AWS S3 when unset"),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z
      .url()
      .optional()
      .describe(
        "Where browsers read the bucket's objects (`<S3_PUBLIC_URL>/<name>`, e.g. a CDN); without it the app serves them at /uploads/",
      ),
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    SHUTDOWN_DRAIN_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000)
      .default(1000)
      .describe('On SIGTERM, how long to keep serving (readiness 503) before no longer taking connections'),
    AUTH_RATE_LIMIT_FACTOR: z.coerce.number().min(0.01).max(1000).default(1),
    ORDER_RATE_LIMIT_FACTOR: z.coerce
      .number()
      .min(0.01)
      .max(1000)
      .default(1)
      .describe('Scales how many orders and cart items one account may create per window (tests and benches raise it)'),
    PLANNER_RATE_LIMIT_FACTOR: z.coerce
      .number()
      .min(0.01)
      .max(1000)
      .default(1)
      .describe('Scales how many changes one account may make to its event plans per window (tests raise it)'),
    MAIL_PER_RECIPIENT_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(20)
      .describe('How many non-essential mails (booking confirmations and notices, newsletter confirmations) one address receives an hour'),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    SEED_DEMO_ACCOUNTS: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true'))
      .describe('Demo accounts with published passwords; by default only while bound to loopback outside production'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'AUTH_SECRET is required when NODE_ENV=production' })
    }
    if (env.NODE_ENV === 'production' && env.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'AUTH_SECRET is the published development secret; set your own (e.g. openssl rand -base64 48) when NODE_ENV=production',
      })
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' })
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together',
      })
    }
    if (Boolean(env.SSLCOMMERZ_STORE_ID) !== Boolean(env.SSLCOMMERZ_STORE_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SSLCOMMERZ_STORE_PASSWORD'],
        message: 'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD go together',
      })
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' })
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_PUBLIC_URL || env.S3_ACCESS_KEY_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET is required when S3_ENDPOINT, S3_PUBLIC_URL or S3 keys are set',
      })
    }
    const bkash = [env.BKASH_APP_KEY, env.BKASH_APP_SECRET, env.BKASH_USERNAME, env.BKASH_PASSWORD]
    if (bkash.some(Boolean) && !bkash.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['BKASH_APP_KEY'],
        message: 'BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME and BKASH_PASSWORD go together',
      })
    }
    // Without a provider the built-in simulators take "payments" with 4242: a real site must not do so by accident.
    if (env.NODE_ENV === 'production' && !env.SSLCOMMERZ_STORE_ID && !env.STRIPE_SECRET_KEY && !env.PAYMENTS_TEST_MODE) {
      ctx.addIssue({
        code: 'custom',
        path: ['SSLCOMMERZ_STORE_ID'],
        message:
          'NODE_ENV=production needs a real payment provider: set SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD (and/or STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY), or set PAYMENTS_TEST_MODE=true to take test payments on purpose (no money moves)',
      })
    }
    // Test mode mounts the simulators, whose printed test wallets and cards pay a booking: beside a gateway that moves
    // real money, a stranger would book and be paid out for nothing.
    if (env.NODE_ENV === 'production' && env.PAYMENTS_TEST_MODE && hasLiveProvider(env)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_TEST_MODE'],
        message:
          "PAYMENTS_TEST_MODE=true takes the simulators' test wallets and cards as payments; with a live payment provider set, remove it (or put the provider on its sandbox)",
      })
    }
    // Without SMTP nobody receives their verification or reset mail: a real site must not start so by accident.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_OUTBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'NODE_ENV=production needs SMTP_URL to deliver mail (verification, password reset, receipts), or set MAIL_OUTBOX=true to keep mail in the outbox table on purpose (nothing is delivered)',
      })
    }
    if (Boolean(env.SMS_API_TOKEN) !== Boolean(env.SMS_SENDER_ID)) {
      ctx.addIssue({ code: 'custom', path: ['SMS_SENDER_ID'], message: 'SMS_API_TOKEN and SMS_SENDER_ID go together' })
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together' })
    }
  })
export type TEnv = z.infer<typeof ZEnv>

/**
 * Which gateway sends SMS: SSL Wireless when its token is set; else the built-in simulator, which keeps each SMS in
 * `sms_messages` (outside production, or in production with SMS_OUTBOX=true); else none, and sign-in by SMS is not offered.
 */
export function smsProvider(env: Pick<TEnv, 'SMS_API_TOKEN' | 'SMS_SENDER_ID' | 'SMS_OUTBOX' | 'NODE_ENV'>) {
  if (env.SMS_API_TOKEN && env.SMS_SENDER_ID) return 'sslwireless' as const
  if (env.NODE_ENV !== 'production' || env.SMS_OUTBOX) return 'simulator' as const
  return null
}

// Every interface, or this machine only: either way the address a person types here is localhost (README's).
const LOCALHOST_ALIASES = new Set(['0.0.0.0', '::', '[::]', '127.0.0.1', '::1', '[::1]', 'localhost'])
const urlHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host)

/**
 * The site's own origin for every link we write: PUBLIC_URL; without it, the address the server listens
 * on (localhost when it listens on every interface or on loopback). Never a request's Host header.
 */
export function publicOrigin(env: Pick<TEnv, 'PUBLIC_URL' | 'HOST' | 'PORT'>) {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin
  const host = LOCALHOST_ALIASES.has(env.HOST) ? 'localhost' : urlHost(env.HOST)
  return `http://${host}:${env.PORT}`
}

/**
 * The origins whose pages may send us state-changing requests: the public origin and, outside production
 * when PUBLIC_URL is unset, the loopback addresses at PORT (a developer may open any of them).
 */
export function siteOrigins(env: Pick<TEnv, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'NODE_ENV'>): string[] {
  const origin = publicOrigin(env)
  if (env.PUBLIC_URL || env.NODE_ENV === 'production') return [origin]
  return [...new Set([origin, ...['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`)])]
}

/** A payment provider that moves real money is set: an SSLCommerz or bKash account off its sandbox, or a live Stripe key. */
export function hasLiveProvider(
  env: Pick<TEnv, 'SSLCOMMERZ_STORE_ID' | 'SSLCOMMERZ_SANDBOX' | 'BKASH_APP_KEY' | 'BKASH_SANDBOX' | 'STRIPE_SECRET_KEY'>,
) {
  return Boolean(
    (env.SSLCOMMERZ_STORE_ID && !env.SSLCOMMERZ_SANDBOX) ||
    (env.BKASH_APP_KEY && !env.BKASH_SANDBOX) ||
    env.STRIPE_SECRET_KEY?.startsWith('sk_live_'),
  )
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  // In zod's own English, for whoever starts the server (not the message keys the shared schemas' answers carry).
  const parsed = ZEnv.safeParse(source, { error: z.locales.en().localeError })
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid environment configuration:\n${problems}`)
  }
  return parsed.data
}
