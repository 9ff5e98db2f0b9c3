import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_COOKIE } from '@utsab/shared/i18n/locales'
import { createActor } from '../../../test/actors'
import { createTestApp } from '../../../test/test-app'
import { user } from '../../db/schema'
import { accountLocale } from './service'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const choose = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/language',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  })

describe('POST /api/language', () => {
  it('remembers the choice in a cookie and sends a form post on to the page in that language', async () => {
    const response = await choose('locale=bn&next=%2Fservices%2Fvenue%3Fpage%3D2')
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/bn/services/venue?page=2')
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${LOCALE_COOKIE}=bn; Path=/; Max-Age=\\d+; SameSite=Lax`))
  })

  it('goes back to English at the spec’s paths', async () => {
    const response = await choose('locale=en&next=%2Fbn%2Forders')
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/orders')
  })

  it('never sends anyone to another site', async () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const response = await choose(`locale=bn&next=${encodeURIComponent(next)}`)
      expect(response.headers.location).toBe('/bn')
    }
  })

  it('answers a script’s JSON post with 204', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/language', payload: { locale: 'en' } })
    expect(response.statusCode).toBe(204)
    expect(String(response.headers['set-cookie'])).toContain(`${LOCALE_COOKIE}=en`)
  })

  it('stores the choice on the account of whoever is logged in', async () => {
    const actor = await createActor(t.app, 'language')
    expect(await accountLocale(t.db, actor.id)).toBe('en')
    await choose('locale=bn&next=%2F', { cookie: actor.cookie })
    expect(await accountLocale(t.db, actor.id)).toBe('bn')
    const [row] = await t.db.select({ locale: user.locale }).from(user).where(eq(user.id, actor.id))
    expect(row?.locale).toBe('bn')
  })

  it('refuses a language we do not have, in the language asked for', async () => {
    const english = await choose('locale=fr')
    expect(english.statusCode).toBe(400)
    expect(english.json()).toMatchObject({ code: 'validation_failed', fields: { locale: 'Choose English or Bangla' } })
  })

  it('refuses a post from another site', async () => {
    const response = await choose('locale=bn', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(response.statusCode).toBe(403)
  })
})
