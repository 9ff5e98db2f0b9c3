import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signupForm, TEST_PASSWORD, uniqueEmail } from '../../test/actors'
import { createTestApp } from '../../test/test-app'
import { pageSecurityPolicy } from './security-headers'

let t: Awaited<ReturnType<typeof createTestApp>>
let production: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
  production = await createTestApp({
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-production-secret-for-tests-0123456789',
    PUBLIC_URL: 'https://utsab.example',
    PAYMENTS_TEST_MODE: 'true',
  })
})
afterAll(async () => {
  await t.close()
  await production.close()
})

describe('headers on every answer', () => {
  it('API answers forbid sniffing, framing and any active content, and carry a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/venue?pageSize=1' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(response.headers['content-security-policy']).toContain("default-src 'none'")
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('keeps a proxy’s request id when it looks like one, and replaces one that does not', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-1234abcd' } })
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd')
    const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>alert(1)</script>' } })
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends HSTS in production', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})

describe('the page policy', () => {
  it('allows scripts only from our origin or with the render’s nonce, and no plugins, framing or foreign forms', () => {
    const policy = pageSecurityPolicy('abc123', { stripe: false, httpsOrigin: false })
    const directives = Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]))
    expect(directives['script-src']).toBe("script-src 'self' 'nonce-abc123'")
    expect(policy).not.toContain("'unsafe-inline' 'nonce")
    expect(directives['script-src']).not.toContain('unsafe')
    expect(directives['object-src']).toBe("object-src 'none'")
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'")
    expect(directives['form-action']).toBe("form-action 'self'")
    expect(directives['base-uri']).toBe("base-uri 'self'")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('lets Stripe’s scripts and frames in only when Stripe is configured, and upgrades mixed content on https', () => {
    const policy = pageSecurityPolicy('n', { stripe: true, httpsOrigin: true })
    expect(policy).toContain("script-src 'self' 'nonce-n' https://js.stripe.com")
    expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com')
    expect(policy).toContain('upgrade-insecure-requests')
  })
})

describe('cookies', () => {
  const signUp = (app: typeof t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: signupForm({ fullName: 'Cookie', email: uniqueEmail('cookie'), password: TEST_PASSWORD }) as never,
    })

  it('the session cookie is httpOnly and SameSite=Lax, and Secure in production', async () => {
    const local = String((await signUp(t.app)).headers['set-cookie'])
    expect(local).toMatch(/HttpOnly/i)
    expect(local).toMatch(/SameSite=Lax/i)
    expect(local).not.toMatch(/;\s*Secure/i)
    const secure = await signUp(production.app)
    expect(secure.statusCode, secure.body).toBe(201)
    const cookies = ([] as string[]).concat(secure.headers['set-cookie'] ?? [])
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
      expect(cookie).toMatch(/;\s*Secure/i)
    }
  })
})
