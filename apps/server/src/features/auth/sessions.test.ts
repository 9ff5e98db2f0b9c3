import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, logIn } from '../../../test/actors'
import { captureLog } from '../../../test/log-capture'
import { createTestApp } from '../../../test/test-app'
import { session } from '../../db/schema'
import { redactUrl } from '../../lib/redact'

/** Issue 13, sessions and secrets: reset links die together, tokens never reach the logs, sessions end. */

const { lines: logLines, stream: logStream } = captureLog()

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream: logStream } })
})
afterAll(() => t.close())

/** The token in the reset link of the newest reset mail to `email`. */
async function askForResetToken(email: string) {
  const mailsTo = () => t.mailbox.messages.filter((mail) => mail.to === email).length
  const before = mailsTo()
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  })
  expect(asked.statusCode, asked.body).toBe(200)
  // The mail is queued after the answer (no enumeration by timing): wait for it, sending what is queued.
  await expect
    .poll(async () => {
      await t.sendQueuedMail()
      return mailsTo()
    })
    .toBeGreaterThan(before)
  const token = /\/reset-password\/([^?\s]+)/.exec(t.mailbox.lastTo(email)?.text ?? '')?.[1]
  expect(token).toBeTruthy()
  return token!
}

const resetWith = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } })

describe('password reset', () => {
  it('a successful reset invalidates every other reset link of that user', async () => {
    const actor = await createActor(t.app, 'resets')
    const first = await askForResetToken(actor.email)
    const second = await askForResetToken(actor.email)
    const third = await askForResetToken(actor.email)
    expect(new Set([first, second, third]).size).toBe(3)

    expect((await resetWith(second, 'Brand#New2')).statusCode).toBe(200)
    for (const stale of [first, third]) {
      const refused = await resetWith(stale, 'Taken#Over3')
      expect(refused.statusCode).toBe(400)
    }
    expect(await logIn(t.app, actor.email, 'Brand#New2')).toMatch(/session_token=/)
  })

  it('another user’s reset links are untouched', async () => {
    const one = await createActor(t.app, 'reset-one')
    const other = await createActor(t.app, 'reset-other')
    const othersToken = await askForResetToken(other.email)
    expect((await resetWith(await askForResetToken(one.email), 'Brand#New2')).statusCode).toBe(200)
    expect((await resetWith(othersToken, 'Brand#New4')).statusCode).toBe(200)
  })
})

describe('tokens never reach the logs', () => {
  it('redacts tokens in the path, in token=, and in a callbackURL that carries one', () => {
    expect(redactUrl('/api/auth/reset-password/abcDEF123?callbackURL=%2Freset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    )
    expect(redactUrl('/api/auth/verify-email?token=eyJhbGciOi.x.y&callbackURL=%2F%3Fverified%3D1')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F%3Fverified%3D1',
    )
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]')
    expect(redactUrl('/login?callbackURL=%2Freset-password%3Ftoken%3Dabc123&x=1')).toBe('/login?callbackURL=[redacted]&x=1')
    expect(redactUrl('/api/venue?page=2&sort=price')).toBe('/api/venue?page=2&sort=price')
  })

  it('the request log of a reset and a verification carries no token', async () => {
    const actor = await createActor(t.app, 'logged')
    const token = await askForResetToken(actor.email)
    const visited = [
      `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
      `/reset-password?token=${token}`,
      `/api/auth/verify-email?token=${token}&callbackURL=%2F%3Fverified%3D1`,
      `/login?callbackURL=${encodeURIComponent(`/reset-password?token=${token}`)}`,
    ]
    logLines.length = 0
    for (const url of visited) await t.app.inject({ method: 'GET', url })
    const log = logLines.join('')
    expect(log).toContain('[redacted]')
    expect(log).not.toContain(token)
    expect(log).toContain('/api/auth/reset-password/')
  })
})

describe('bearer tokens', () => {
  it('are issued from a cookie session only: a bearer cannot renew itself', async () => {
    const actor = await createActor(t.app, 'bearer')
    const issued = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: { cookie: actor.cookie } })
    expect(issued.statusCode).toBe(200)
    const bearer = { authorization: `Bearer ${issued.json().token}` }
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${actor.email}`, headers: bearer })).statusCode).toBe(200)

    const renewed = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: bearer })
    expect(renewed.statusCode).toBe(403)
    expect(renewed.json().code).toBe('bearer_cannot_renew')
  })
})

describe('sessions end 30 days after sign-in, however often they are used', () => {
  it('a session created 31 days ago is refused by cookie and by bearer, even with a fresh sliding expiry', async () => {
    const actor = await createActor(t.app, 'old-session')
    const issued = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: { cookie: actor.cookie } })
    const bearer = { authorization: `Bearer ${issued.json().token}` }
    const day = 24 * 60 * 60 * 1000
    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * day), updatedAt: new Date(), expiresAt: new Date(Date.now() + 6 * day) })
      .where(eq(session.userId, actor.id))

    expect((await t.app.inject({ method: 'GET', url: `/api/user/${actor.email}`, headers: bearer })).statusCode).toBe(401)
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: actor.cookie } })
    expect(me.json().user).toBeNull()
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${actor.email}`, headers: { cookie: actor.cookie } })).statusCode).toBe(401)
    const asked = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: actor.cookie } })
    expect(asked.json()).toBeNull()
  })

  it('a session 29 days old still works', async () => {
    const actor = await createActor(t.app, 'month-session')
    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 29 * 24 * 60 * 60 * 1000) })
      .where(eq(session.userId, actor.id))
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: actor.cookie } })
    expect(me.json().user?.email).toBe(actor.email)
  })
})
