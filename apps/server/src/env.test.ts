import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

const production = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-for-tests-0123456789' }

describe('payments in production', () => {
  it('refuses to start without a real payment provider, naming what is missing', () => {
    expect(() => readEnv(production)).toThrow(/STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or set PAYMENTS_TEST_MODE=true/)
  })

  it('starts with Stripe keys, or in test mode when asked for explicitly', () => {
    expect(readEnv({ ...production, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).PAYMENTS_TEST_MODE).toBe(false)
    expect(readEnv({ ...production, PAYMENTS_TEST_MODE: 'true' }).PAYMENTS_TEST_MODE).toBe(true)
    expect(() => readEnv({ ...production, PAYMENTS_TEST_MODE: 'false' })).toThrow(/PAYMENTS_TEST_MODE=true/)
  })

  it('needs nothing outside production, where the test processor is the default', () => {
    expect(readEnv({ NODE_ENV: 'development' }).PAYMENTS_TEST_MODE).toBe(false)
  })
})
