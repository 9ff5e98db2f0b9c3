import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEXTS } from '@utsab/shared/texts'
import { cookieHeader, createActor, logIn, PNG_1X1, signupForm, TEST_PASSWORD, uniqueEmail } from '../../../test/actors'
import { MAX_SIGN_IN_DELAY_MS, signInDelayMs } from '../../lib/auth-limits'
import { createTestApp } from '../../../test/test-app'
import { session, user } from '../../db/schema'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const signup = (form: FormData) => t.app.inject({ method: 'POST', url: '/api/signup', payload: form as never })
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers })
const linkIn = (text: string | undefined) => text?.match(/https?:\/\/\S+/)?.[0] ?? ''
const pathOf = (url: string) => url.replace('http://utsab.test', '')

describe('sign-up', () => {
  it('creates the account, logs in with an httpOnly Lax cookie, and sends the verification mail', async () => {
    const email = uniqueEmail('nusrat')
    const response = await signup(signupForm({ fullName: 'Nusrat Jahan', email: email.toUpperCase(), password: TEST_PASSWORD }))
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().user).toMatchObject({ name: 'Nusrat Jahan', email, role: null, emailVerified: false, image: null })
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const session = await me({ cookie: cookieHeader(response.headers['set-cookie']) })
    expect(session.json().user.email).toBe(email)
    expect(t.mailbox.lastTo(email)?.subject).toMatch(/verify/i)
  })

  it('stores the photo as a re-encoded WebP served back by URL', async () => {
    const email = uniqueEmail('photo')
    const response = await signup(
      signupForm({ fullName: 'Photo Person', email, password: TEST_PASSWORD }, { data: PNG_1X1, name: 'me.png', type: 'image/png' }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const image: string = response.json().user.image
    expect(image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/)
    const served = await t.app.inject({ method: 'GET', url: image })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
  })

  it('refuses a photo that is not an image, whatever its name says, and creates no account', async () => {
    const email = uniqueEmail('fake')
    const response = await signup(
      signupForm(
        { fullName: 'Fake', email, password: TEST_PASSWORD },
        { data: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'me.png', type: 'image/png' },
      ),
    )
    expect(response.statusCode).toBe(415)
    expect(response.json().message).toMatch(/not an image/i)
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([])
  })

  it('refuses a photo over the size limit', async () => {
    const small = await createTestApp({ UPLOAD_MAX_BYTES: '2048' })
    try {
      const response = await small.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: signupForm(
          { fullName: 'Big', email: uniqueEmail('big'), password: TEST_PASSWORD },
          { data: Buffer.alloc(4096, 1), name: 'big.png', type: 'image/png' },
        ) as never,
      })
      expect(response.statusCode).toBe(413)
      expect(response.json().message).toMatch(/too large/i)
    } finally {
      await small.close()
    }
  })

  it.each([
    [{ fullName: '', password: TEST_PASSWORD }, 'fullName', TEXTS.fullNameRequired],
    [{ email: '', password: TEST_PASSWORD }, 'email', TEXTS.emailRequired],
    [{ email: 'not-an-email', password: TEST_PASSWORD }, 'email', TEXTS.emailInvalid],
    [{ password: 'Ab#1' }, 'password', TEXTS.passwordMin],
    [{ password: 'Abcdefghij#1234567890' }, 'password', TEXTS.passwordMax],
    [{ password: 'lowercase#1' }, 'password', TEXTS.passwordUppercase],
    [{ password: 'NoSpecial1' }, 'password', TEXTS.passwordSpecial],
    [{ password: 'P@ssw0rd' }, 'password', TEXTS.passwordCommon],
  ])('answers 400 with the spec message for %j', async (overrides, field, message) => {
    const fields: Record<string, string> = Object.assign(
      { fullName: 'Someone', email: uniqueEmail('rules'), password: TEST_PASSWORD },
      overrides,
    )
    const response = await signup(signupForm(fields))
    expect(response.statusCode).toBe(400)
    expect(response.json().fields[field]).toBe(message)
  })

  it('refuses a second account for the same email, in any case', async () => {
    const email = uniqueEmail('twice')
    expect((await signup(signupForm({ fullName: 'First', email, password: TEST_PASSWORD }))).statusCode).toBe(201)
    const again = await signup(signupForm({ fullName: 'Second', email: email.toUpperCase(), password: TEST_PASSWORD }))
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/already exists/)
  })

  it('does not expose better-auth endpoints we do not use', async () => {
    for (const url of ['/api/auth/sign-up/email', '/api/auth/update-user', '/api/auth/delete-user']) {
      const response = await t.app.inject({ method: 'POST', url, payload: { email: 'x@y.z', password: TEST_PASSWORD, name: 'x' } })
      expect(response.statusCode, url).toBe(404)
    }
  })
})

describe('log in, log out, sessions', () => {
  it('gives the same answer for a wrong password and an unknown email', async () => {
    const email = uniqueEmail('login')
    await signup(signupForm({ fullName: 'Login', email, password: TEST_PASSWORD }))
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'Wrong#Pass1' } })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: uniqueEmail('nobody'), password: 'Wrong#Pass1' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json().message).toBe(unknown.json().message)
  })

  it('logs out on the server: the old cookie no longer works', async () => {
    const email = uniqueEmail('logout')
    await signup(signupForm({ fullName: 'Logout', email, password: TEST_PASSWORD }))
    const cookie = await logIn(t.app, email)
    expect((await me({ cookie })).json().user.email).toBe(email)
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://utsab.test' },
      payload: {},
    })
    expect(out.statusCode, out.body).toBe(200)
    expect((await me({ cookie })).json().user).toBeNull()
  })

  it('issues a short-lived bearer token for the session user only, which dies with the session', async () => {
    const email = uniqueEmail('bearer')
    await signup(signupForm({ fullName: 'Bearer', email, password: TEST_PASSWORD }))
    const cookie = await logIn(t.app, email)
    const issued = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: { cookie } })
    expect(issued.statusCode).toBe(200)
    const { token, expiresAt } = issued.json()
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000)
    expect((await me({ authorization: `Bearer ${token}` })).json().user.email).toBe(email)
    expect((await t.app.inject({ method: 'GET', url: `/api/jwt?email=${uniqueEmail('other')}`, headers: { cookie } })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/jwt' })).statusCode).toBe(401)
    expect((await me({ authorization: 'Bearer not-a-token' })).json().user).toBeNull()
    // A token whose signature was changed identifies no one.
    const forged = await me({ authorization: `Bearer ${token.slice(0, -4)}AAAA` })
    expect(forged.statusCode === 401 || forged.json().user === null).toBe(true)

    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: 'http://utsab.test' }, payload: {} })
    expect((await me({ authorization: `Bearer ${token}` })).json().user).toBeNull()
  })
})

describe('email verification and password reset', () => {
  it('the verification link marks the account verified and lands on the home page', async () => {
    const email = uniqueEmail('verify')
    await signup(signupForm({ fullName: 'Verify', email, password: TEST_PASSWORD }))
    const link = linkIn(t.mailbox.lastTo(email)?.text)
    expect(link).toContain('/api/auth/verify-email?token=')
    const followed = await t.app.inject({ method: 'GET', url: pathOf(link) })
    expect(followed.statusCode).toBe(302)
    expect(followed.headers.location).toContain('/?verified=1')
    const [row] = await t.db.select().from(user).where(eq(user.email, email))
    expect(row?.emailVerified).toBe(true)
  })

  it('resets a password once, under the sign-up rules, and ends other sessions', async () => {
    const email = uniqueEmail('reset')
    await signup(signupForm({ fullName: 'Reset', email, password: TEST_PASSWORD }))
    const oldCookie = await logIn(t.app, email)
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
    })
    expect(asked.statusCode, asked.body).toBe(200)
    const link = linkIn((await t.mailbox.waitFor(email, /reset/i)).text)
    const landed = await t.app.inject({ method: 'GET', url: pathOf(link) })
    expect(landed.statusCode).toBe(302)
    const token = new URL(String(landed.headers.location), 'http://utsab.test').searchParams.get('token')
    expect(token).toBeTruthy()

    const weak = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'weakpass' } })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toBe(TEXTS.passwordUppercase)

    const done = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'Brand#New2' } })
    expect(done.statusCode, done.body).toBe(200)
    expect(await logIn(t.app, email, 'Brand#New2')).toContain('session_token')
    expect((await me({ cookie: oldCookie })).json().user).toBeNull()
    expect((await t.mailbox.waitFor(email, /password was changed/)).text).toContain('/forgot-password')
    const reused = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'Another#New3' } })
    expect(reused.statusCode).toBe(400)
  })

  it('answers a reset request for an unknown email exactly like a known one, and sends nothing', async () => {
    const email = uniqueEmail('ghost')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
    })
    expect(response.statusCode).toBe(200)
    // A reset mail goes out just after the answer: give one the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(t.mailbox.lastTo(email)).toBeUndefined()
  })
})

describe('rate limits', () => {
  it('answers 429 with a retry time at the 10th sign-in attempt in a minute from one address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_FACTOR: '1' })
    try {
      const statuses: number[] = []
      let last
      for (let attempt = 0; attempt < 10; attempt++) {
        last = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: uniqueEmail('spray'), password: 'Wrong#Pass1' },
          remoteAddress: '203.0.113.9',
        })
        statuses.push(last.statusCode)
      }
      expect(statuses.slice(0, 9).every((status) => status === 401)).toBe(true)
      expect(last!.statusCode).toBe(429)
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0)
      expect(last!.json().message).toMatch(/try again in \d+ seconds/)
      // Another address is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: uniqueEmail('x'), password: 'Wrong#Pass1' },
        remoteAddress: '203.0.113.10',
      })
      expect(other.statusCode).toBe(401)
    } finally {
      await limited.close()
    }
  })

  it('refuses a sixth wrong password a minute on one account from one address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_FACTOR: '1' })
    try {
      const email = uniqueEmail('pair')
      const statuses = []
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email, password: 'Wrong#Pass1' },
          remoteAddress: '198.51.100.77',
        })
        statuses.push(response.statusCode)
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    } finally {
      await limited.close()
    }
  })

  it('wrong passwords from elsewhere never lock the owner out: they only slow the account down, boundedly', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_FACTOR: '1' })
    try {
      const owner = await createActor(limited.app, 'owner')
      const attempt = async (password: string, remoteAddress: string) => {
        const started = performance.now()
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: owner.email, password },
          remoteAddress,
        })
        return { status: response.statusCode, ms: performance.now() - started }
      }
      // An attacker at address A: five wrong passwords, then A is refused for this account.
      const fromA = []
      for (let i = 0; i < 8; i++) fromA.push(await attempt('Wrong#Pass1', '203.0.113.66'))
      expect(fromA.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
      // More wrong passwords from other addresses are slowed (growing delay), not refused.
      const spread = []
      for (let i = 0; i < 3; i++) spread.push(await attempt('Wrong#Pass1', `198.51.100.${120 + i}`))
      expect(spread.map((a) => a.status)).toEqual([401, 401, 401])
      expect(spread[2]!.ms).toBeGreaterThanOrEqual(900)
      // The owner, from address B, still gets in, within the bound.
      const owners = await attempt(TEST_PASSWORD, '192.0.2.200')
      expect(owners.status).toBe(200)
      expect(owners.ms).toBeLessThan(MAX_SIGN_IN_DELAY_MS + 2000)
    } finally {
      await limited.close()
    }
  })

  it('the sign-in delay grows and stays bounded to a few seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(signInDelayMs)).toEqual([0, 250, 500, 1000, 2000, 3000, 3000])
    expect(MAX_SIGN_IN_DELAY_MS).toBeLessThanOrEqual(5000)
  })
})

it('keeps sessions in the database (so logout and expiry are the server’s)', async () => {
  expect((await t.db.select().from(session)).length).toBeGreaterThan(0)
})
