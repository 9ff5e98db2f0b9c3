import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn } from '../../../test/actors'
import { createTestApp } from '../../../test/test-app'
import { account, session } from '../../db/schema'
import { findUserByEmail } from '../../db/users'
import { DEVELOPMENT_AUTH_SECRET, readEnv } from '../../env'
import { DEMO_ACCOUNTS, demoAccountsWanted, settleDemoAccounts } from './bootstrap'

/** Issue 13, safe by default: a fresh clone is a local demo; nothing published works on a real site. */

describe('the environment', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(readEnv({}).HOST).toBe('127.0.0.1')
    expect(readEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0')
  })

  it('refuses the published development AUTH_SECRET in production, naming the variable', () => {
    expect(() =>
      readEnv({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', MAIL_OUTBOX: 'true', AUTH_SECRET: DEVELOPMENT_AUTH_SECRET }),
    ).toThrow(/AUTH_SECRET/)
    expect(() => readEnv({ NODE_ENV: 'development', AUTH_SECRET: DEVELOPMENT_AUTH_SECRET })).not.toThrow()
    expect(() =>
      readEnv({
        NODE_ENV: 'production',
        PAYMENTS_TEST_MODE: 'true',
        MAIL_OUTBOX: 'true',
        AUTH_SECRET: 'a-secret-of-our-own-0123456789abcdef',
      }),
    ).not.toThrow()
  })

  it('wants demo accounts only on loopback outside production, or when SEED_DEMO_ACCOUNTS says so', () => {
    const wanted = (source: Record<string, string>) => demoAccountsWanted(readEnv({ AUTH_SECRET: 'x'.repeat(32), ...source }))
    expect(wanted({})).toBe(true)
    expect(wanted({ HOST: '::1' })).toBe(true)
    expect(wanted({ HOST: 'localhost' })).toBe(true)
    expect(wanted({ HOST: '0.0.0.0' })).toBe(false)
    expect(wanted({ HOST: '192.168.1.20' })).toBe(false)
    expect(wanted({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', MAIL_OUTBOX: 'true' })).toBe(false)
    expect(wanted({ SEED_DEMO_DATA: 'false' })).toBe(false)
    expect(wanted({ HOST: '0.0.0.0', SEED_DEMO_ACCOUNTS: 'true' })).toBe(true)
    expect(wanted({ SEED_DEMO_ACCOUNTS: 'false' })).toBe(false)
  })
})

describe('the development outbox page (it shows password reset links)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' })
  })
  afterAll(() => t.close())

  it('answers a client on this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress })
      expect(response.statusCode, remoteAddress).toBe(200)
    }
  })

  it('is not found from any other address, whatever X-Forwarded-For claims', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('Outbox')
  })

  it('is never registered in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PAYMENTS_TEST_MODE: 'true',
      AUTH_SECRET: 'a-secret-of-our-own-0123456789abcdef',
    })
    try {
      const response = await production.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' })
      expect(response.statusCode).toBe(404)
      expect(production.app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false)
    } finally {
      await production.close()
    }
  })
})

describe('demo accounts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  const loopback = { HOST: '127.0.0.1', NODE_ENV: 'development', SEED_DEMO_DATA: true, SEED_DEMO_ACCOUNTS: undefined } as const

  it('a loopback start gives the demo accounts the README lists', async () => {
    await settleDemoAccounts(t.app, loopback)
    for (const demo of DEMO_ACCOUNTS) expect(await logIn(t.app, demo.email, demo.password)).toMatch(/session_token=/)
  })

  it('a later start bound elsewhere leaves none of them usable with its published password, nor signed in', async () => {
    await settleDemoAccounts(t.app, loopback)
    const cookie = await logIn(t.app, DEMO_ACCOUNTS[0]!.email, DEMO_ACCOUNTS[0]!.password)
    await settleDemoAccounts(t.app, { ...loopback, HOST: '0.0.0.0' })
    for (const demo of DEMO_ACCOUNTS) {
      await expect(logIn(t.app, demo.email, demo.password), demo.email).rejects.toThrow(/401/)
      const user = await findUserByEmail(t.db, demo.email)
      expect(user, 'the account (and what it owns) stays').toBeDefined()
      expect(await t.db.select().from(session).where(eq(session.userId, user!.id))).toHaveLength(0)
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    expect(me.json().user).toBeNull()
    // Back on loopback, the demo works again.
    await settleDemoAccounts(t.app, loopback)
    expect(await logIn(t.app, DEMO_ACCOUNTS[2]!.email, DEMO_ACCOUNTS[2]!.password)).toMatch(/session_token=/)
  })

  it('keeps a demo account whose password someone changed', async () => {
    const demo = DEMO_ACCOUNTS[1]!
    await settleDemoAccounts(t.app, loopback)
    // An operator set a password of their own (through the library's own hash).
    const context = await t.app.auth.$context
    const user = await findUserByEmail(t.db, demo.email)
    await context.internalAdapter.updatePassword(user!.id, await context.password.hash('Changed#Pass26'))
    await settleDemoAccounts(t.app, { ...loopback, NODE_ENV: 'production' })
    expect(await logIn(t.app, demo.email, 'Changed#Pass26')).toMatch(/session_token=/)
  })
})

describe("Google's tokens from a sign-in (issue 35: they were in every PostgreSQL dump)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('are not kept on the account, when it is linked or when a later sign-in updates it', async () => {
    const context = await t.app.auth.$context
    const owner = await context.internalAdapter.createUser(
      { email: 'google.tokens@example.com', name: 'Google Tokens', emailVerified: true },
      { method: 'admin' },
    )
    const tokens = { accessToken: 'ya29.access', refreshToken: '1//refresh', idToken: 'eyJ.id.token' }
    const linked = await context.internalAdapter.linkAccount({
      userId: owner.id,
      providerId: 'google',
      accountId: 'google-sub-1',
      ...tokens,
    })
    const stored = async () => (await t.db.select().from(account).where(eq(account.id, linked.id)))[0]!
    expect(await stored()).toMatchObject({ providerId: 'google', accessToken: null, refreshToken: null, idToken: null })
    await context.internalAdapter.updateAccount(linked.id, { ...tokens, scope: 'openid email' })
    expect(await stored()).toMatchObject({ scope: 'openid email', accessToken: null, refreshToken: null, idToken: null })
  })
})
