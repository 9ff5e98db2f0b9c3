import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieHeader, createActor, TEST_PASSWORD, type TActor } from '../../../test/actors'
import { multipartForm, pngFile } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { account, user } from '../../db/schema'
import { deviceOf } from './user-agent'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

const call = (cookie: string | undefined, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })

/** Signs in again as `actor` from another browser: a second session. */
async function signInFrom(email: string, userAgent: string, password = TEST_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  })
  return { status: response.statusCode, cookie: cookieHeader(response.headers['set-cookie']) }
}

async function uploadPhoto(cookie: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account/photo',
    headers: { cookie },
    payload: multipartForm({}, { photo: [pngFile('me.png')] }) as never,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().image as string
}

describe('GET and PATCH /api/account', () => {
  let actor: TActor
  beforeAll(async () => {
    actor = await createActor(t.app, 'account')
  })

  it('answers the session’s own account, with a password', async () => {
    const response = await call(actor.cookie, 'GET', '/api/account')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: actor.id, email: actor.email, image: null, role: null, hasPassword: true })
  })

  it('refuses a visitor', async () => {
    const response = await call(undefined, 'GET', '/api/account')
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('unauthenticated')
  })

  it('saves name and a mobile number however it is typed, as +8801XXXXXXXXX', async () => {
    const response = await call(actor.cookie, 'PATCH', '/api/account', { name: '  Nusrat Jahan ', phone: '০১৭১১-০০০০০০' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ name: 'Nusrat Jahan', phone: '+8801711000000' })
    const [row] = await t.db.select({ phone: user.phone, name: user.name }).from(user).where(eq(user.id, actor.id))
    expect(row).toEqual({ phone: '+8801711000000', name: 'Nusrat Jahan' })
  })

  it('leaves out what is not sent, and clears the number when it is sent empty', async () => {
    const kept = await call(actor.cookie, 'PATCH', '/api/account', { locale: 'bn' })
    expect(kept.json()).toMatchObject({ name: 'Nusrat Jahan', phone: '+8801711000000', locale: 'bn' })
    expect(String(kept.headers['set-cookie'])).toContain('utsab_lang=bn')
    const cleared = await call(actor.cookie, 'PATCH', '/api/account', { phone: '  ', locale: 'en' })
    expect(cleared.json()).toMatchObject({ phone: null, locale: 'en' })
  })

  it('refuses bad input with 400 and a message under each field, in the language asked for', async () => {
    const response = await call(actor.cookie, 'PATCH', '/api/account', { name: '', phone: '12345', locale: 'fr' })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.fields).sort()).toEqual(['locale', 'name', 'phone'])
    expect(body.fields.phone).toBe('Enter a Bangladeshi mobile number, like 01711 000000')
    const bangla = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: actor.cookie, 'accept-language': 'bn' },
      payload: { phone: '12345' },
    })
    expect(bangla.json().fields.phone).toMatch(/[\u0980-\u09FF]/)
  })

  it('ignores an id or email in the body: identity comes from the session', async () => {
    const other = await createActor(t.app, 'bystander')
    const response = await call(actor.cookie, 'PATCH', '/api/account', { id: other.id, email: other.email, name: 'Nusrat J.' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: actor.id, email: actor.email, name: 'Nusrat J.' })
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, other.id))
    expect(row?.name).toBe('bystander')
  })

  it('takes a picture the account uploaded, refuses anyone else’s, and removes it with null', async () => {
    const mine = await uploadPhoto(actor.cookie)
    expect(mine).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/)
    const saved = await call(actor.cookie, 'PATCH', '/api/account', { image: mine })
    expect(saved.json().image).toBe(mine)

    const other = await createActor(t.app, 'photographer')
    const theirs = await uploadPhoto(other.cookie)
    for (const image of [theirs, '/uploads/00000000-0000-4000-8000-000000000000.webp', 'https://evil.example/x.png']) {
      const refused = await call(actor.cookie, 'PATCH', '/api/account', { image })
      expect(refused.statusCode, image).toBe(400)
      expect(refused.json()).toMatchObject({ code: 'image_not_yours', fields: { image: expect.any(String) } })
    }
    const removed = await call(actor.cookie, 'PATCH', '/api/account', { image: null })
    expect(removed.json().image).toBeNull()
  })

  it('refuses a photo upload that is not a picture, or has none', async () => {
    const notPicture = await t.app.inject({
      method: 'POST',
      url: '/api/account/photo',
      headers: { cookie: actor.cookie },
      payload: multipartForm({}, { photo: [{ data: Buffer.from('not an image'), name: 'x.png', type: 'image/png' }] }) as never,
    })
    expect(notPicture.statusCode).toBe(415)
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/account/photo',
      headers: { cookie: actor.cookie },
      payload: multipartForm({ note: 'x' }, {}) as never,
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ code: 'photo_missing', fields: { photo: 'Choose a picture to upload.' } })
  })
})

describe('POST /api/account/password', () => {
  it('refuses a wrong current password, with the message under that field', async () => {
    const actor = await createActor(t.app, 'wrong-password')
    const response = await call(actor.cookie, 'POST', '/api/account/password', {
      currentPassword: 'Not#ThePassword1',
      newPassword: 'Another#Pass9',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'wrong_password', fields: { currentPassword: 'Your current password is not correct' } })
    expect((await signInFrom(actor.email, WINDOWS_FIREFOX)).status).toBe(200)
    expect(t.mailbox.messages.filter((mail) => mail.to === actor.email && /password was changed/.test(mail.subject))).toEqual([])
  })

  it('refuses a new password that breaks the sign-up rules', async () => {
    const actor = await createActor(t.app, 'weak-password')
    const response = await call(actor.cookie, 'POST', '/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'short' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty('newPassword')
  })

  it('changes it and, when asked, signs out every other session while this browser stays in', async () => {
    const actor = await createActor(t.app, 'new-password')
    const phone = await signInFrom(actor.email, ANDROID_CHROME)
    const response = await call(actor.cookie, 'POST', '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Brand#NewPass7',
      signOutOthers: true,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ otherSessionsEnded: true })
    expect((await call(actor.cookie, 'GET', '/api/account')).statusCode).toBe(200)
    expect((await call(phone.cookie, 'GET', '/api/account')).statusCode).toBe(401)
    expect((await signInFrom(actor.email, WINDOWS_FIREFOX)).status).toBe(401)
    expect((await signInFrom(actor.email, WINDOWS_FIREFOX, 'Brand#NewPass7')).status).toBe(200)
    // The owner is told, with a way back if it was not them.
    const notice = await t.mailbox.waitFor(actor.email, /password was changed/)
    expect(notice.text).toContain('If it was not you, choose a new password now')
    expect(notice.text).toContain('http://utsab.test/forgot-password')
  })

  it('keeps the other sessions when asked to', async () => {
    const actor = await createActor(t.app, 'keep-sessions')
    const phone = await signInFrom(actor.email, ANDROID_CHROME)
    const response = await call(actor.cookie, 'POST', '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Brand#NewPass7',
      signOutOthers: false,
    })
    expect(response.json()).toEqual({ otherSessionsEnded: false })
    expect((await call(phone.cookie, 'GET', '/api/account')).statusCode).toBe(200)
    expect((await call(actor.cookie, 'GET', '/api/account')).statusCode).toBe(200)
  })

  it('says an account without a password (Google only) has none to change', async () => {
    const actor = await createActor(t.app, 'google-only')
    await t.db.update(account).set({ password: null }).where(eq(account.userId, actor.id))
    expect((await call(actor.cookie, 'GET', '/api/account')).json().hasPassword).toBe(false)
    const response = await call(actor.cookie, 'POST', '/api/account/password', { currentPassword: 'x', newPassword: 'Brand#NewPass7' })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('no_password')
  })

  it('is not done with a bearer token', async () => {
    const actor = await createActor(t.app, 'bearer-password')
    const { token } = (await call(actor.cookie, 'GET', '/api/jwt')).json()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Brand#NewPass7' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('browser_session_required')
  })

  it('stops guessing after a few wrong passwords', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_FACTOR: '1' })
    try {
      const actor = await createActor(limited.app, 'guesser')
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/account/password',
          headers: { cookie: actor.cookie },
          payload: { currentPassword: `Guess#${i}abc`, newPassword: 'Brand#NewPass7' },
        })
        statuses.push(response.statusCode)
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    } finally {
      await limited.close()
    }
  })
})

describe('signed-in sessions', () => {
  it('lists this session first, marked, with the device in plain words and never a token', async () => {
    const actor = await createActor(t.app, 'sessions')
    await signInFrom(actor.email, ANDROID_CHROME)
    const response = await call(actor.cookie, 'GET', '/api/account/sessions')
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toHaveLength(2)
    expect(data[0].current).toBe(true)
    expect(data[1]).toMatchObject({ current: false, device: { browser: 'Chrome', os: 'Android', kind: 'phone' } })
    expect(data[1].createdAt).toMatch(/Z$/)
    expect(response.body).not.toContain('token')
  })

  it('signs out one other session, but not this one, and never another account’s', async () => {
    const actor = await createActor(t.app, 'end-one')
    const phone = await signInFrom(actor.email, ANDROID_CHROME)
    const sessions = (await call(actor.cookie, 'GET', '/api/account/sessions')).json().data
    const [current, other] = sessions as { id: string }[]

    const stranger = await createActor(t.app, 'stranger')
    const foreign = await call(stranger.cookie, 'DELETE', `/api/account/sessions/${other!.id}`)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().code).toBe('session_not_found')
    expect((await call(phone.cookie, 'GET', '/api/account')).statusCode).toBe(200)

    const own = await call(actor.cookie, 'DELETE', `/api/account/sessions/${current!.id}`)
    expect(own.statusCode).toBe(409)
    expect(own.json().code).toBe('current_session')

    const ended = await call(actor.cookie, 'DELETE', `/api/account/sessions/${other!.id}`)
    expect(ended.statusCode).toBe(204)
    expect((await call(phone.cookie, 'GET', '/api/account')).statusCode).toBe(401)
    expect((await call(actor.cookie, 'GET', '/api/account/sessions')).json().data).toHaveLength(1)
    expect((await call(actor.cookie, 'DELETE', `/api/account/sessions/${other!.id}`)).statusCode).toBe(404)
  })

  it('signs out every other session at once, leaving another account’s alone', async () => {
    const actor = await createActor(t.app, 'end-all')
    const stranger = await createActor(t.app, 'stranger-all')
    const phone = await signInFrom(actor.email, ANDROID_CHROME)
    const laptop = await signInFrom(actor.email, WINDOWS_FIREFOX)
    const response = await call(actor.cookie, 'POST', '/api/account/sessions/sign-out-others')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ ended: 2 })
    for (const cookie of [phone.cookie, laptop.cookie]) expect((await call(cookie, 'GET', '/api/account')).statusCode).toBe(401)
    expect((await call(actor.cookie, 'GET', '/api/account')).statusCode).toBe(200)
    expect((await call(stranger.cookie, 'GET', '/api/account')).statusCode).toBe(200)
  })
})

describe('the device of a user agent', () => {
  it.each([
    [ANDROID_CHROME, { browser: 'Chrome', os: 'Android', kind: 'phone' }],
    [WINDOWS_FIREFOX, { browser: 'Firefox', os: 'Windows', kind: 'computer' }],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iPhone', kind: 'phone' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', os: 'macOS', kind: 'computer' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Linux', kind: 'computer' },
    ],
    ['curl/8.5.0', { browser: null, os: null, kind: null }],
    [null, { browser: null, os: null, kind: null }],
  ])('%s', (ua, device) => {
    expect(deviceOf(ua)).toEqual(device)
  })
})
