import { describe, expect, it } from 'vitest'
import { publicOrigin, readEnv, siteOrigins } from './env'

const production = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-for-tests-0123456789', MAIL_OUTBOX: 'true' }

describe('payments in production', () => {
  it('refuses to start without a real payment provider, naming what is missing', () => {
    expect(() => readEnv(production)).toThrow(/set SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD .*or set PAYMENTS_TEST_MODE=true/)
  })

  it('starts with an SSLCommerz store, whose id and password go together, on its sandbox unless told otherwise', () => {
    const store = { ...production, SSLCOMMERZ_STORE_ID: 'utsab0live', SSLCOMMERZ_STORE_PASSWORD: 'secret@ssl' }
    expect(readEnv(store).SSLCOMMERZ_SANDBOX).toBe(true)
    expect(readEnv({ ...store, SSLCOMMERZ_SANDBOX: 'false' }).SSLCOMMERZ_SANDBOX).toBe(false)
    expect(() => readEnv({ ...production, SSLCOMMERZ_STORE_ID: 'utsab0live' })).toThrow(
      /SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD go together/,
    )
  })

  it('takes bKash credentials all four together, on its sandbox unless told otherwise', () => {
    const bkash = { BKASH_APP_KEY: 'key', BKASH_APP_SECRET: 'secret', BKASH_USERNAME: 'user', BKASH_PASSWORD: 'pass' }
    expect(readEnv({ ...production, PAYMENTS_TEST_MODE: 'true', ...bkash }).BKASH_SANDBOX).toBe(true)
    expect(() => readEnv({ ...production, PAYMENTS_TEST_MODE: 'true', BKASH_APP_KEY: 'key' })).toThrow(
      /BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME and BKASH_PASSWORD go together/,
    )
  })

  it('starts with Stripe keys, or in test mode when asked for explicitly', () => {
    expect(readEnv({ ...production, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).PAYMENTS_TEST_MODE).toBe(false)
    expect(readEnv({ ...production, PAYMENTS_TEST_MODE: 'true' }).PAYMENTS_TEST_MODE).toBe(true)
    expect(() => readEnv({ ...production, PAYMENTS_TEST_MODE: 'false' })).toThrow(/PAYMENTS_TEST_MODE=true/)
  })

  it('refuses test mode beside a live provider: its test wallets and cards would pay real bookings', () => {
    const live = [
      { SSLCOMMERZ_STORE_ID: 'utsab0live', SSLCOMMERZ_STORE_PASSWORD: 'secret@ssl', SSLCOMMERZ_SANDBOX: 'false' },
      { BKASH_APP_KEY: 'key', BKASH_APP_SECRET: 'secret', BKASH_USERNAME: 'user', BKASH_PASSWORD: 'pass', BKASH_SANDBOX: 'false' },
      { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' },
    ]
    for (const provider of live)
      expect(() => readEnv({ ...production, PAYMENTS_TEST_MODE: 'true', ...provider })).toThrow(/PAYMENTS_TEST_MODE=true takes/)
    // Without test mode, a live card provider starts (bKash alone takes no cards: it is no provider of its own).
    expect(() => readEnv({ ...production, ...live[0] })).not.toThrow()
    expect(() => readEnv({ ...production, ...live[2] })).not.toThrow()
    // A sandbox moves no money: test mode beside it is allowed.
    expect(() =>
      readEnv({ ...production, PAYMENTS_TEST_MODE: 'true', SSLCOMMERZ_STORE_ID: 'utsab0test', SSLCOMMERZ_STORE_PASSWORD: 'secret@ssl' }),
    ).not.toThrow()
  })

  it('needs nothing outside production, where the test processor is the default', () => {
    expect(readEnv({ NODE_ENV: 'development' }).PAYMENTS_TEST_MODE).toBe(false)
  })
})

const env = (values: Record<string, string>) => readEnv({ NODE_ENV: 'development', ...values })

describe('publicOrigin', () => {
  it('is PUBLIC_URL (its origin) when set, whatever HOST is', () => {
    expect(publicOrigin(env({ PUBLIC_URL: 'https://utsab.example/', HOST: '10.0.0.5' }))).toBe('https://utsab.example')
  })
  it('without PUBLIC_URL, is the address the server listens on: localhost for every interface and for loopback, else HOST', () => {
    expect(publicOrigin(env({ PORT: '4000' }))).toBe('http://localhost:4000')
    expect(publicOrigin(env({ PORT: '4000', HOST: '::' }))).toBe('http://localhost:4000')
    expect(publicOrigin(env({ PORT: '4000', HOST: '127.0.0.1' }))).toBe('http://localhost:4000')
    expect(publicOrigin(env({ PORT: '4000', HOST: '192.168.1.20' }))).toBe('http://192.168.1.20:4000')
    expect(publicOrigin(env({ PORT: '4000', HOST: '::1' }))).toBe('http://localhost:4000')
    expect(publicOrigin(env({ PORT: '4000', HOST: 'fd00::5' }))).toBe('http://[fd00::5]:4000')
  })
})

describe('siteOrigins', () => {
  it('adds the loopback origins at PORT only outside production and without PUBLIC_URL', () => {
    expect(siteOrigins(env({ PORT: '4000', HOST: '192.168.1.20' }))).toEqual([
      'http://192.168.1.20:4000',
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ])
    expect(siteOrigins(env({ PUBLIC_URL: 'https://utsab.example' }))).toEqual(['https://utsab.example'])
    expect(
      siteOrigins(
        readEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PORT: '4000', PAYMENTS_TEST_MODE: 'true', MAIL_OUTBOX: 'true' }),
      ),
    ).toEqual(['http://localhost:4000'])
  })
})
