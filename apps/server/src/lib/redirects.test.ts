import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, signupForm, TEST_PASSWORD, uniqueEmail } from '../../test/actors'
import { createTestApp } from '../../test/test-app'
import { ownLocation, ownRedirectPath } from './redirects'

const OURS = 'http://utsab.test'
/** Targets an attacker puts in a link to our auth endpoints (see packages/shared/src/redirect.test.ts for the full table). */
const HOSTILE = [
  '/.//evil.example',
  '//evil.example',
  'https://evil.example/orders',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/..%2F%2Fevil.example',
  '/\t/evil.example',
  'http://utsab.test.evil.example/',
  'http://utsab.test@evil.example/',
]

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Where a browser that follows this answer's redirect ends up. */
const followed = (location: unknown) => new URL(String(location), OURS)
const expectHome = (response: { statusCode: number; headers: Record<string, unknown> }, path = '/') => {
  expect(response.statusCode).toBe(302)
  const target = followed(response.headers.location)
  expect(target.origin).toBe(OURS)
  expect(target.pathname).toBe(path)
  expect(String(response.headers.location)).not.toMatch(/evil/)
}
const linkIn = (text: string | undefined) => text?.match(/https?:\/\/\S+/)?.[0] ?? ''

describe('redirects of the auth endpoints stay on our origin', () => {
  it('verify-email with callbackURL=/.//evil.example (the review’s finding) and every other hostile form', async () => {
    for (const callbackURL of HOSTILE) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callbackURL)}`,
      })
      expectHome(response)
    }
  })

  it('a real verification link whose callbackURL was swapped verifies and lands on our home page', async () => {
    const email = uniqueEmail('swapped')
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: signupForm({ fullName: 'Swapped', email, password: TEST_PASSWORD }) as never,
    })
    expect(created.statusCode, created.body).toBe(201)
    const link = new URL(linkIn(t.mailbox.lastTo(email)?.text))
    link.searchParams.set('callbackURL', '/.//evil.example')
    expectHome(await t.app.inject({ method: 'GET', url: link.pathname + link.search }))
  })

  it('keeps our own targets, relative or absolute on PUBLIC_URL', async () => {
    const relative = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent('/orders')}`,
    })
    expectHome(relative, '/orders')
    const absolute = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(`${OURS}/orders`)}`,
    })
    expectHome(absolute, '/orders')
  })

  it('password reset: a hostile redirectTo in the request, or callbackURL in the link, lands on our origin', async () => {
    const actor = await createActor(t.app, 'resetredirect')
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: actor.email, redirectTo: '/.//evil.example' },
    })
    expect(asked.statusCode, asked.body).toBe(200)
    const link = new URL(linkIn((await t.mailbox.waitFor(actor.email, /reset/i)).text))
    expect(link.href).not.toMatch(/evil/)
    const landed = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    expectHome(landed)
    expect(followed(landed.headers.location).searchParams.get('token')).toBeTruthy()

    for (const callbackURL of HOSTILE) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${link.pathname}?callbackURL=${encodeURIComponent(callbackURL)}`,
      })
      expectHome(response)
    }
  })

  it('a resent verification mail and a sign-in never carry another host', async () => {
    const actor = { email: uniqueEmail('resend').toLowerCase() }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: signupForm({ fullName: 'Resend', email: actor.email, password: TEST_PASSWORD }) as never,
    })
    expect(created.statusCode, created.body).toBe(201)
    t.mailbox.messages.length = 0
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      payload: { email: actor.email, callbackURL: '//evil.example' },
    })
    expect(resent.statusCode, resent.body).toBe(200)
    const link = linkIn(t.mailbox.lastTo(actor.email)?.text)
    expect(link).toContain('/api/auth/verify-email?token=')
    expect(link).not.toMatch(/evil/)

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: actor.email, password: TEST_PASSWORD, callbackURL: 'https://evil.example/' },
    })
    expect(signIn.statusCode, signIn.body).toBe(200)
    expect(signIn.json().url).toBe('/')
    expect(String(signIn.headers.location ?? '/')).toBe('/')
  })
})

describe('ownRedirectPath and ownLocation', () => {
  it.each([
    ['/orders?x=1', '/orders?x=1'],
    [`${OURS}/orders?x=1`, '/orders?x=1'],
    [`${OURS}`, '/'],
    [`${OURS}?error=x`, '/?error=x'],
    ['HTTP://UTSAB.TEST/orders', '/orders'],
    [`${OURS}/.//evil.example`, '/'],
    [`${OURS}.evil.example/`, '/'],
    [`${OURS}@evil.example/`, '/'],
    [`${OURS}:8080/orders`, '/'],
    ['https://evil.example', '/'],
  ])('%j → %j', (input, expected) => {
    expect(ownRedirectPath(input, OURS)).toBe(expected)
  })

  it('rewrites only the redirects a browser follows', () => {
    expect(ownLocation(302, 'https://evil.example/x', OURS)).toBe('/')
    expect(ownLocation(302, `${OURS}/api/auth/error?error=x`, OURS)).toBe('/api/auth/error?error=x')
    expect(ownLocation(302, null, OURS)).toBeNull()
    // A JSON answer (Google's sign-in address for the page to open) is not a redirect.
    expect(ownLocation(200, 'https://accounts.google.com/o/oauth2', OURS)).toBe('https://accounts.google.com/o/oauth2')
  })
})
