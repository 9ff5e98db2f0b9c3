import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorsBn } from '@utsab/shared/i18n/messages/errors'
import { validationBn } from '@utsab/shared/i18n/messages/validation'
import { TEXTS } from '@utsab/shared/texts'
import { signupForm, TEST_PASSWORD, uniqueEmail } from '../../test/actors'
import { createTestApp } from '../../test/test-app'
import { summarizeFields } from '../lib/errors'

/**
 * Answers speak the request's language: with Accept-Language preferring Bangla, an answer's `message`
 * and `fields` come back in Bangla, written from the code's key (its `code`, which clients branch on,
 * stays the same); without it, or with English, the spec's English comes back word for word.
 */
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  // The real limits (factor 1), so that the rate-limit answer is reached in a few requests.
  t = await createTestApp({ AUTH_RATE_LIMIT_FACTOR: '1' })
})
afterAll(() => t.close())

const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' }
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' }
const BENGALI_DIGITS = /^[০-৯]+$/

const signUp = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/signup', payload: signupForm(fields) as never, headers })
const postJson = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers })

describe('a refused sign-up', () => {
  const bad = { fullName: '', email: 'not-an-email', password: 'short' }

  it('answers in Bangla when the request prefers Bangla', async () => {
    const response = await signUp(bad, BANGLA)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.fields).toEqual({
      fullName: 'পুরো নাম দিতে হবে।',
      email: validationBn['validation.signupEmail.invalid'],
      password: validationBn['validation.password.min'],
    })
    // The summary is the fields' sentences, without the English field names.
    expect(body.message).toBe(Object.values(body.fields).join('; '))
    expect(response.headers.vary).toContain('accept-language')
  })

  it('answers with the spec’s English otherwise, and the same code either way', async () => {
    const [unspecified, english, bangla] = await Promise.all([signUp(bad), signUp(bad, ENGLISH), signUp(bad, BANGLA)])
    for (const response of [unspecified, english]) {
      expect(response.statusCode).toBe(400)
      const fields = { fullName: TEXTS.fullNameRequired, email: TEXTS.emailInvalid, password: TEXTS.passwordMin }
      expect(response.json().fields).toEqual(fields)
      expect(response.json().message).toBe(summarizeFields(fields))
    }
    expect(bangla.json().code).toBe(english.json().code)
    expect(bangla.json().code).toBe(unspecified.json().code)
  })

  it('answers a taken email (409) in Bangla, with the same code', async () => {
    const email = uniqueEmail('bangla-conflict')
    expect((await signUp({ fullName: 'Nusrat Jahan', email, password: TEST_PASSWORD })).statusCode).toBe(201)
    const again = await signUp({ fullName: 'Nusrat Jahan', email, password: TEST_PASSWORD }, BANGLA)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'email_taken', message: errorsBn['errors.signup.exists'] })
  })
})

describe('the contact form', () => {
  const bad = { name: '', email: 'not-an-email', message: 'short' }

  it('refuses bad input in Bangla, field by field', async () => {
    const response = await postJson('/api/contact-messages', bad, BANGLA)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'নাম দিতে হবে।', email: validationBn['validation.email.invalid'], message: 'বার্তা কমপক্ষে ১০ অক্ষরের হতে হবে।' },
    })
  })

  it('refuses bad input in English without Bangla in the request', async () => {
    for (const headers of [{}, ENGLISH]) {
      const response = await postJson('/api/contact-messages', bad, headers)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { name: 'Name is required', email: 'Email is not valid', message: 'Message must be at least 10 characters' },
      })
    }
  })

  it('confirms a message in Bangla', async () => {
    const response = await postJson(
      '/api/contact-messages',
      { name: 'রহিমা খাতুন', email: 'rahima@example.com', message: 'আমাদের মেয়ের বিয়ের জন্য ঢাকায় একটি হল খুঁজছি।' },
      BANGLA,
    )
    expect(response.statusCode).toBe(201)
    expect(response.json().message).toBe(errorsBn['errors.contact.sent'])
  })
})

describe('other refusals', () => {
  it('a query out of range names the limit in Bengali digits', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/venue?pageSize=1000', headers: BANGLA })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ pageSize: 'pageSize সর্বোচ্চ ৬০ হতে পারে।' })
  })

  it('404: a missing listing and an unknown route', async () => {
    const [bangla, english] = await Promise.all(
      [BANGLA, ENGLISH].map((headers) => t.app.inject({ method: 'GET', url: `/api/venue/${randomUUID()}`, headers })),
    )
    expect(bangla!.statusCode).toBe(404)
    expect(bangla!.json()).toMatchObject({ code: 'kind_listing_not_found', message: 'এই আইডিতে কোনো ভেন্যু পাওয়া যায়নি।' })
    expect(english!.json()).toMatchObject({ code: 'kind_listing_not_found', message: 'No venue listing with this id' })
    expect(bangla!.headers.vary).toContain('accept-language')

    const route = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: BANGLA })
    expect(route.statusCode).toBe(404)
    expect(route.json()).toMatchObject({ code: 'no_api_route', message: 'GET /api/nothing-here: এমন কোনো API ঠিকানা নেই।' })
  })

  it('401 and a refusal of another site’s request', async () => {
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/orders', headers: BANGLA })
    expect(unauthenticated.statusCode).toBe(401)
    expect(unauthenticated.json()).toMatchObject({ code: 'unauthenticated', message: errorsBn['errors.logIn'] })

    const crossSite = await postJson('/api/newsletter', { email: 'a@example.com' }, { ...BANGLA, origin: 'https://evil.example' })
    expect(crossSite.statusCode).toBe(403)
    expect(crossSite.json()).toMatchObject({ code: 'cross_site_request', message: errorsBn['errors.crossSite'] })
  })

  it('a wrong password: better-auth’s own answer, in Bangla, with its code', async () => {
    const email = uniqueEmail('bangla-login')
    await signUp({ fullName: 'Bangla Login', email, password: TEST_PASSWORD })
    const payload = { email, password: 'Wrong#Pass1' }
    const [english, bangla] = await Promise.all([
      postJson('/api/auth/sign-in/email', payload, ENGLISH),
      postJson('/api/auth/sign-in/email', payload, BANGLA),
    ])
    expect(english.statusCode).toBe(401)
    expect(english.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })
    expect(bangla.statusCode).toBe(401)
    expect(bangla.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', message: errorsBn['errors.auth.invalidCredentials'] })
  })

  it('429: too many newsletter requests, with the wait in Bengali digits', async () => {
    let refused
    for (let i = 0; i < 10 && !refused; i++) {
      const response = await postJson('/api/newsletter', { email: uniqueEmail('bangla-limit') }, BANGLA)
      if (response.statusCode === 429) refused = response
      else expect(response.json().message).toBe(errorsBn['errors.newsletter.checkEmail'])
    }
    expect(refused, 'the newsletter limit was not reached').toBeDefined()
    const body = refused!.json()
    expect(body.code).toBe('rate_limited')
    const match = /^অনেকবার চেষ্টা করা হয়েছে। (\S+) সেকেন্ড পরে আবার চেষ্টা করুন।$/.exec(body.message)
    expect(match, body.message).not.toBeNull()
    expect(match![1]).toMatch(BENGALI_DIGITS)

    const english = await postJson('/api/newsletter', { email: uniqueEmail('english-limit') }, ENGLISH)
    expect(english.statusCode).toBe(429)
    expect(english.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    })
  })
})
