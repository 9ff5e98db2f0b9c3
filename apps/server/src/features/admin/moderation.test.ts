import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, createUnverifiedActor, logIn, TEST_PASSWORD, type TActor } from '../../../test/actors'
import { createMerchant, uploadListing } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { agencies, auditLog, listings, session, user } from '../../db/schema'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let secondAdmin: TActor
let customer: TActor
beforeAll(async () => {
  t = await createTestApp()
  admin = await createActor(t.app, 'admin', 'admin')
  secondAdmin = await createActor(t.app, 'second-admin', 'admin')
  customer = await createActor(t.app, 'customer')
})
afterAll(() => t.close())

const UNKNOWN_ID = '00000000-0000-4000-a000-000000000000'
const REASON = 'The pictures are of another agency’s hall.'
const as = (actor: TActor | null, lang?: 'bn') => ({
  ...(actor ? { cookie: actor.cookie } : {}),
  ...(lang ? { 'accept-language': lang } : {}),
})
const post = (url: string, actor: TActor | null, payload?: object, lang?: 'bn') =>
  t.app.inject({ method: 'POST', url, headers: as(actor, lang), ...(payload ? { payload } : {}) })
const hide = (id: string, reason: unknown = REASON, actor: TActor | null = admin) =>
  post(`/api/admin/listings/${id}/hide`, actor, { reason })
const show = (id: string, actor: TActor | null = admin) => post(`/api/admin/listings/${id}/show`, actor)
const suspend = (id: string, reason: unknown = REASON, actor: TActor | null = admin) =>
  post(`/api/admin/users/${id}/suspend`, actor, { reason })
const reinstate = (id: string, actor: TActor | null = admin) => post(`/api/admin/users/${id}/reinstate`, actor)
const revoke = (id: string, reason: unknown = REASON, actor: TActor | null = admin) =>
  post(`/api/admin/users/${id}/revoke-merchant`, actor, { reason })
const setPublished = (id: string, actor: TActor, published: boolean, lang?: 'bn') =>
  t.app.inject({ method: 'PUT', url: `/api/listings/${id}/published`, headers: as(actor, lang), payload: { published } })
const listingsOf = async (actor: TActor) => {
  const [agency] = await t.db.select().from(agencies).where(eq(agencies.ownerId, actor.id))
  return t.db.select().from(listings).where(eq(listings.agencyId, agency!.id))
}
const publicDetail = (id: string) => t.app.inject({ method: 'GET', url: `/api/costumes/${id}` })
const publicIds = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/costumes?limit=50' })).json().data as { id: string }[]).map((row) => row.id)
const auditOf = (action: string, target: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, target))
    .then((rows) => rows.filter((row) => row.action === action))
const meOf = async (actor: TActor) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: as(actor) })).json().user

/** A merchant with two published costume listings (the first from the application, one uploaded). */
async function merchantWithTwoListings(label: string) {
  const merchant = await createMerchant(t.app, admin, label, 'costume')
  const uploaded = await uploadListing(t.app, merchant, 'costume')
  expect(uploaded.statusCode, uploaded.body).toBe(201)
  const [first, second] = await listingsOf(merchant)
  return { merchant, first: first!, second: second! }
}

describe('who may moderate', () => {
  it('answers 401 without a session and 403 to anyone but an admin', async () => {
    const { merchant, first } = await merchantWithTwoListings('who')
    for (const [actor, status] of [
      [null, 401],
      [customer, 403],
      [merchant, 403],
    ] as const) {
      expect((await hide(first.id, REASON, actor)).statusCode).toBe(status)
      expect((await show(first.id, actor)).statusCode).toBe(status)
      expect((await suspend(customer.id, REASON, actor)).statusCode).toBe(status)
      expect((await reinstate(customer.id, actor)).statusCode).toBe(status)
      expect((await revoke(merchant.id, REASON, actor)).statusCode).toBe(status)
      const hidden = await t.app.inject({ method: 'GET', url: '/api/admin/listings/hidden', headers: as(actor) })
      expect(hidden.statusCode).toBe(status)
    }
    expect((await listingsOf(merchant)).every((row) => row.published && !row.hiddenAt)).toBe(true)
    expect((await meOf(customer)).id).toBe(customer.id)
  })

  it('refuses a missing or short reason with 400 and names the field', async () => {
    const { merchant, first } = await merchantWithTwoListings('reasonless')
    const without = (url: string) => post(url, admin, {})
    for (const reason of [null, '', '  ', 'no']) {
      for (const response of [
        await hide(first.id, reason),
        await suspend(customer.id, reason),
        await revoke(merchant.id, reason),
        await without(`/api/admin/listings/${first.id}/hide`),
        await without(`/api/admin/users/${customer.id}/suspend`),
      ]) {
        expect(response.statusCode).toBe(400)
        expect(response.json().code).toBe('validation_failed')
        expect(response.json().fields).toHaveProperty('reason')
      }
    }
  })

  it('answers 404 for an unknown listing or user', async () => {
    for (const [response, code] of [
      [await hide(UNKNOWN_ID), 'listing_not_found'],
      [await show(UNKNOWN_ID), 'listing_not_found'],
      [await suspend('nobody'), 'user_not_found'],
      [await reinstate('nobody'), 'user_not_found'],
      [await revoke('nobody'), 'user_not_found'],
    ] as const) {
      expect(response.statusCode).toBe(404)
      expect(response.json().code).toBe(code)
    }
    expect((await hide('not-a-uuid')).statusCode).toBe(400)
  })

  it('never suspends or revokes yourself or another admin', async () => {
    const self = await suspend(admin.id)
    expect(self.statusCode).toBe(409)
    expect(self.json().code).toBe('cannot_moderate_self')
    const other = await suspend(secondAdmin.id)
    expect(other.statusCode).toBe(409)
    expect(other.json().code).toBe('cannot_moderate_admin')
    expect((await revoke(secondAdmin.id)).json().code).toBe('cannot_moderate_admin')
    expect((await meOf(secondAdmin)).role).toBe('admin')
  })
})

describe('hiding a listing', () => {
  it('unpublishes it, keeps it out of the lists and the detail, logs and mails the reason', async () => {
    const { merchant, first, second } = await merchantWithTwoListings('hidden')
    expect(await publicIds()).toContain(first.id)
    const hidden = await hide(first.id)
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json()).toMatchObject({ id: first.id, published: false, hidden: { cause: 'listing', reason: REASON } })
    expect(await publicIds()).not.toContain(first.id)
    expect(await publicIds()).toContain(second.id)
    expect((await publicDetail(first.id)).statusCode).toBe(404)
    const [entry] = await auditOf('listing.hide', `${first.name} · hidden agency`)
    expect(entry).toMatchObject({ actorEmail: admin.email, details: REASON })
    const mail = await t.mailbox.waitFor(merchant.email, /hidden on Utsab/)
    expect(mail.text).toContain(REASON)
    const again = await hide(first.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('listing_already_hidden')
  })

  it('keeps the merchant from publishing it, telling why in their language; the merchant sees it hidden', async () => {
    const { merchant, first } = await merchantWithTwoListings('republish')
    await hide(first.id)
    const refused = await setPublished(first.id, merchant, true)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('listing_hidden')
    expect(refused.json().message).toBe(
      `An admin of Utsab hid this listing, so it cannot be published until an admin shows it again. The reason: ${REASON}`,
    )
    const inBangla = await setPublished(first.id, merchant, true, 'bn')
    expect(inBangla.json().message).toMatch(/অ্যাডমিন.*কারণ: The pictures/)
    // Unpublishing is harmless and stays allowed.
    expect((await setPublished(first.id, merchant, false)).statusCode).toBe(200)
    const own = (await t.app.inject({ method: 'GET', url: '/api/merchant/listings', headers: as(merchant) })).json().data as {
      id: string
      hidden: { reason: string } | null
    }[]
    expect(own.find((row) => row.id === first.id)?.hidden?.reason).toBe(REASON)
    expect(own.find((row) => row.id !== first.id)?.hidden).toBeNull()
    expect(await publicIds()).not.toContain(first.id)
  })

  it('lists hidden listings for admins, and showing one publishes it again', async () => {
    const { merchant, first } = await merchantWithTwoListings('shown')
    expect((await show(first.id)).json().code).toBe('listing_not_hidden')
    await hide(first.id)
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/listings/hidden', headers: as(admin) })).json().data as {
      id: string
    }[]
    expect(list.map((row) => row.id)).toContain(first.id)
    const shown = await show(first.id)
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json()).toMatchObject({ published: true, hidden: null })
    expect(await publicIds()).toContain(first.id)
    expect((await publicDetail(first.id)).statusCode).toBe(200)
    expect((await setPublished(first.id, merchant, false)).statusCode).toBe(200)
    expect((await setPublished(first.id, merchant, true)).statusCode).toBe(200)
    expect(await auditOf('listing.show', `${first.name} · shown agency`)).toHaveLength(1)
  })
})

describe('suspending an account', () => {
  it('ends its sessions, refuses its sign-in with 403 account_suspended, hides its listings; reinstating undoes it', async () => {
    const { merchant, first, second } = await merchantWithTwoListings('suspended')
    // One listing hidden for its own reason first: reinstating must not show it.
    await hide(second.id, 'A different reason, about this listing.')
    const secondSession = await logIn(t.app, merchant.email)
    const bearer = (await t.app.inject({ method: 'GET', url: '/api/jwt', headers: { cookie: secondSession } })).json().token as string

    const suspended = await suspend(merchant.id)
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect(suspended.json()).toMatchObject({ id: merchant.id, suspendReason: REASON })
    expect(suspended.json().suspendedAt).toEqual(expect.any(String))

    expect(await t.db.select().from(session).where(eq(session.userId, merchant.id))).toEqual([])
    expect(await meOf(merchant)).toBeNull()
    expect((await t.app.inject({ method: 'GET', url: '/api/merchant/listings', headers: as(merchant) })).statusCode).toBe(401)
    const byBearer = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${bearer}` } })
    expect(byBearer.json().user).toBeNull()

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: merchant.email, password: TEST_PASSWORD },
    })
    expect(signIn.statusCode).toBe(403)
    expect(signIn.json().code).toBe('account_suspended')
    expect(signIn.json().message).toMatch(/suspended by an admin/)
    expect(signIn.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/session_token=[^;]/)]))
    const inBangla = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'accept-language': 'bn' },
      payload: { email: merchant.email, password: TEST_PASSWORD },
    })
    expect(inBangla.json().message).toMatch(/স্থগিত/)
    // A wrong password still says only that: a suspension is told to whoever knows the password.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: merchant.email, password: 'Wrong#Pass1' },
    })
    expect(wrong.statusCode).toBe(401)

    const rows = await listingsOf(merchant)
    expect(rows.every((row) => !row.published && row.hiddenAt)).toBe(true)
    expect(await publicIds()).not.toContain(first.id)
    const [entry] = await auditOf('user.suspend', merchant.email)
    expect(entry).toMatchObject({ actorEmail: admin.email, details: REASON })
    expect((await t.mailbox.waitFor(merchant.email, /suspended/)).text).toContain(REASON)
    expect((await suspend(merchant.id)).json().code).toBe('already_suspended')
    // The listing hidden with the suspension cannot be shown alone while the account is suspended.
    expect((await show(first.id)).json().code).toBe('owner_suspended')
    const users = (
      await t.app.inject({ method: 'GET', url: `/api/users?q=${encodeURIComponent(merchant.email)}`, headers: as(admin) })
    ).json().data as {
      id: string
      suspendReason: string | null
    }[]
    expect(users.find((user) => user.id === merchant.id)?.suspendReason).toBe(REASON)

    const reinstated = await reinstate(merchant.id)
    expect(reinstated.statusCode, reinstated.body).toBe(200)
    expect(reinstated.json()).toMatchObject({ suspendedAt: null, suspendReason: null })
    expect((await reinstate(merchant.id)).json().code).toBe('not_suspended')
    const back = await listingsOf(merchant)
    expect(back.find((row) => row.id === first.id)).toMatchObject({ published: true, hiddenAt: null, hiddenReason: null })
    expect(back.find((row) => row.id === second.id)).toMatchObject({
      published: false,
      hiddenReason: 'A different reason, about this listing.',
    })
    expect(await publicIds()).toContain(first.id)
    expect(await publicIds()).not.toContain(second.id)
    expect(await auditOf('user.reinstate', merchant.email)).toHaveLength(1)
    const cookie = await logIn(t.app, merchant.email)
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id).toBe(merchant.id)
  })

  it('suspends an ordinary user too, who then gains no role until reinstated', async () => {
    // Signed up for real: sign-up makes its session inside its transaction, past the suspension check.
    const person = await createUnverifiedActor(t.app, 'plain')
    expect((await suspend(person.id)).statusCode).toBe(200)
    expect(await meOf(person)).toBeNull()
    const promoted = await t.app.inject({ method: 'PUT', url: `/api/user/admin/${person.id}`, headers: as(admin) })
    expect(promoted.statusCode).toBe(409)
    expect(promoted.json().code).toBe('target_suspended')
  })
})

describe('revoking a merchant role', () => {
  it('makes them an ordinary user and hides their listings; only a merchant can be revoked', async () => {
    const { merchant, first } = await merchantWithTwoListings('revoked')
    expect((await revoke(customer.id)).json().code).toBe('not_merchant')
    const revoked = await revoke(merchant.id)
    expect(revoked.statusCode, revoked.body).toBe(200)
    expect(revoked.json()).toMatchObject({ role: null, suspendedAt: null })
    expect((await meOf(merchant)).role).toBeNull()
    expect((await t.app.inject({ method: 'GET', url: '/api/merchant/listings', headers: as(merchant) })).statusCode).toBe(403)
    const rows = await listingsOf(merchant)
    expect(rows.every((row) => !row.published && row.hiddenReason === `[revocation] ${REASON}`)).toBe(true)
    expect(await publicIds()).not.toContain(first.id)
    expect((await show(first.id)).json().code).toBe('owner_not_merchant')
    const [entry] = await auditOf('merchant.revoke', merchant.email)
    expect(entry).toMatchObject({ actorEmail: admin.email, details: REASON })
    expect((await t.mailbox.waitFor(merchant.email, /no longer sell/)).text).toContain(REASON)
    expect((await revoke(merchant.id)).json().code).toBe('not_merchant')
    const hidden = (await t.app.inject({ method: 'GET', url: '/api/admin/listings/hidden', headers: as(admin) })).json().data as {
      id: string
      hidden: { cause: string; reason: string }
    }[]
    expect(hidden.find((row) => row.id === first.id)?.hidden).toMatchObject({ cause: 'revocation', reason: REASON })
  })

  it('keeps listings hidden when a suspended merchant lost the role before being reinstated', async () => {
    const { merchant } = await merchantWithTwoListings('both')
    await suspend(merchant.id)
    await revoke(merchant.id)
    await reinstate(merchant.id)
    const rows = await listingsOf(merchant)
    expect(rows.every((row) => !row.published && row.hiddenReason === `[revocation] ${REASON}`)).toBe(true)
  })
})

describe('the users table, a page at a time', () => {
  const usersPage = async (query: string, lang?: 'bn') =>
    t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: as(admin, lang) })

  it('pages newest first, finds by name or email in any case, narrows by role and states the counts', async () => {
    const tag = `Pager${Date.now().toString(36)}`
    const made: TActor[] = []
    for (let n = 0; n < 5; n += 1) made.push(await createActor(t.app, `${tag.toLowerCase()}-${n}`))
    const everyone = (await t.db.$count(user)) as number

    const first = await usersPage(`?q=${tag.toUpperCase()}&pageSize=2`)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ page: 1, pageSize: 2, total: 5, totalPages: 3, everyone })
    expect(first.json().data.map((row: { email: string }) => row.email)).toEqual([made[4]!.email, made[3]!.email])
    const last = (await usersPage(`?q=${tag}&pageSize=2&page=3`)).json()
    expect(last.data.map((row: { email: string }) => row.email)).toEqual([made[0]!.email])
    expect((await usersPage(`?q=${tag}&pageSize=2&page=9`)).json()).toMatchObject({ data: [], total: 5 })

    // Role: no role is `user`; the admins are found as admins.
    expect((await usersPage(`?q=${tag}&role=user`)).json().total).toBe(5)
    expect((await usersPage(`?q=${tag}&role=admin`)).json().total).toBe(0)
    expect((await usersPage(`?q=${encodeURIComponent(admin.email)}&role=admin`)).json().total).toBe(1)
    // Wildcards are searched as text: "%" finds nobody's name.
    expect((await usersPage('?q=%25%25')).json().total).toBe(0)
    // Default page size, and the waiting count is everyone's.
    const all = (await usersPage('')).json()
    expect(all).toMatchObject({ page: 1, pageSize: 20, everyone })
    expect(all.data.length).toBe(Math.min(20, everyone))
    expect(typeof all.waiting).toBe('number')
  })

  it('refuses a page, size, role or search it cannot serve, in the reader’s language', async () => {
    for (const query of ['?page=0', '?page=two', '?pageSize=101', '?role=owner', `?q=${'a'.repeat(101)}`]) {
      const answer = await usersPage(query)
      expect(answer.statusCode, query).toBe(400)
      expect(answer.json().code, query).toBe('validation_failed')
    }
    const bangla = await usersPage('?role=owner', 'bn')
    expect(bangla.json().message).toMatch(/^role/)
    expect(bangla.json().message).not.toMatch(/must be one of/)
  })
})
