import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { KIND_META } from '@utsab/shared/kinds'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { createActor, type TActor } from '../../../test/actors'
import { createApplicant, createMerchant } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { agencies, auditLog, listings, merchantApplications } from '../../db/schema'

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
const as = (actor: TActor | null) => (actor ? { cookie: actor.cookie } : {})
const accept = (id: string, actor: TActor | null = admin) =>
  t.app.inject({ method: 'POST', url: `/api/merchant-applications/${id}/accept`, headers: as(actor) })
const decline = (id: string, payload: object, actor: TActor | null = admin) =>
  t.app.inject({ method: 'POST', url: `/api/merchant-applications/${id}/decline`, headers: as(actor), payload })
const roleOf = async (actor: TActor) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: as(actor) })).json().user.role
const mine = async (actor: TActor) =>
  (await t.app.inject({ method: 'GET', url: '/api/merchant-applications/mine', headers: as(actor) })).json()
    .application as TMerchantApplication
const agenciesOf = (actor: TActor) => t.db.select().from(agencies).where(eq(agencies.ownerId, actor.id))
const listingsOf = async (actor: TActor) => {
  const [agency] = await agenciesOf(actor)
  return agency ? t.db.select().from(listings).where(eq(listings.agencyId, agency.id)) : []
}
const auditFor = (target: string) => t.db.select().from(auditLog).where(eq(auditLog.target, target))
const readAudit = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: as(admin) })).json().data as {
    actor: { id: string; email: string }
    action: string
    target: string
    details: string | null
    createdAt: string
  }[]

describe('accepting an application', () => {
  it('makes the applicant a merchant, creates the agency from the application and publishes its service', async () => {
    const applicant = await createApplicant(t.app, 'alo', {
      businessCategory: 'photographer',
      agencyName: 'Alo Chhaya Studio',
      serviceCategory: 'Wedding photography',
      phoneNum: '01811 223344',
      price: '15000',
      rating: '4.8',
      district: 'Khulna',
      address: '7 KDA Avenue',
    })
    const pending = await t.app.inject({ method: 'GET', url: '/api/merchant-applications?status=pending', headers: as(admin) })
    expect(pending.json().data.map((a: TMerchantApplication) => a.id)).toContain(applicant.applicationId)

    const response = await accept(applicant.applicationId)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ modifiedCount: 1, application: { id: applicant.applicationId, status: 'accepted' } })
    expect(response.json().application.reviewedAt).not.toBeNull()
    expect(await roleOf(applicant)).toBe('merchant')
    expect((await mine(applicant)).status).toBe('accepted')
    const welcome = t.mailbox.lastTo(applicant.email)
    expect(welcome?.subject).toBe('You are now a merchant on Utsab')
    expect(welcome?.text).toContain('Alo Chhaya Studio')
    expect(welcome?.text).toContain('http://utsab.test/dashboard/add-costumes')

    const [agency, ...more] = await agenciesOf(applicant)
    expect(more).toEqual([])
    expect(agency).toMatchObject({
      name: 'Alo Chhaya Studio',
      district: 'Khulna',
      address: '7 KDA Avenue',
      phone: '+8801811223344',
      email: applicant.email,
    })
    const application = response.json().application as TMerchantApplication
    const [listing, ...others] = await listingsOf(applicant)
    expect(others).toEqual([])
    expect(listing).toMatchObject({
      kind: 'photographer',
      name: 'Alo Chhaya Studio',
      category: 'Wedding photography',
      priceBdt: 15_000,
      rating: 4.8,
      pictures: application.pictures,
      district: 'Khulna',
      published: true,
    })
    const publicList = await t.app.inject({ method: 'GET', url: '/api/photography?q=Alo%20Chhaya' })
    expect(publicList.json().data.map((l: { id: string }) => l.id)).toEqual([listing!.id])
    const own = await t.app.inject({ method: 'GET', url: '/api/merchant/listings', headers: as(applicant) })
    expect(own.json().data).toHaveLength(1)

    const [entry] = await readAudit()
    expect(entry).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      action: 'merchant.accept',
      target: applicant.email,
      details: 'Alo Chhaya Studio (photographer)',
    })
    expect(Date.now() - new Date(entry!.createdAt).getTime()).toBeLessThan(60_000)
    const afterwards = await t.app.inject({ method: 'GET', url: '/api/merchant-applications?status=pending', headers: as(admin) })
    expect(afterwards.json().data.map((a: TMerchantApplication) => a.id)).not.toContain(applicant.applicationId)
  })

  it.each(LISTING_KINDS)('turns a %s application into a public listing of that kind', async (kind) => {
    const applicant = await createApplicant(t.app, `kind-${kind}`, { businessCategory: kind, agencyName: `First ${kind} house` })
    expect((await accept(applicant.applicationId)).statusCode).toBe(200)
    const [listing] = await listingsOf(applicant)
    expect(listing?.kind).toBe(kind)
    if (kind === 'venue') expect(listing?.backgroundPicture).toBe(listing?.pictures[0])
    const detail = await t.app.inject({ method: 'GET', url: `/api/${KIND_META[kind].apiSegment}/${listing!.id}` })
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json()).toMatchObject({ name: `First ${kind} house`, agency: { name: `First ${kind} house` } })
  })

  it('refuses to accept twice, a declined application, and an unknown id', async () => {
    const once = await createApplicant(t.app, 'once')
    expect((await accept(once.applicationId)).statusCode).toBe(200)
    const twice = await accept(once.applicationId)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ message: 'This application is not waiting for review.', code: 'application_decided' })
    expect(await agenciesOf(once)).toHaveLength(1)
    expect(await listingsOf(once)).toHaveLength(1)
    expect((await decline(once.applicationId, { reason: 'Changed my mind' })).statusCode).toBe(409)
    expect(await roleOf(once)).toBe('merchant')

    const declined = await createApplicant(t.app, 'was-declined')
    expect((await decline(declined.applicationId, { reason: 'Licence expired in 2023.' })).statusCode).toBe(200)
    expect((await accept(declined.applicationId)).statusCode).toBe(409)
    expect(await roleOf(declined)).toBeNull()
    expect(await agenciesOf(declined)).toEqual([])

    const unknown = await accept(UNKNOWN_ID)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('No application with this id')
    expect((await decline(UNKNOWN_ID, { reason: 'No such thing here' })).statusCode).toBe(404)
    expect((await accept('not-an-id')).statusCode).toBe(400)
  })

  it('refuses a user who is no longer asking to be a merchant', async () => {
    const applicant = await createApplicant(t.app, 'promoted')
    const promoted = await t.app.inject({ method: 'PUT', url: `/api/user/admin/${applicant.id}`, headers: as(admin) })
    expect(promoted.json()).toEqual({ modifiedCount: 1 })
    const response = await accept(applicant.applicationId)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ message: 'Only a user who asked to become a merchant can be accepted.', code: 'not_requested' })
    expect(await roleOf(applicant)).toBe('admin')
    expect(await agenciesOf(applicant)).toEqual([])
  })

  it('is for admins only', async () => {
    const applicant = await createApplicant(t.app, 'self-accept')
    const merchant = await createMerchant(t.app, admin, 'merchant')
    for (const actor of [applicant, customer, merchant]) {
      expect((await accept(applicant.applicationId, actor)).statusCode).toBe(403)
      expect((await decline(applicant.applicationId, { reason: 'Not today, friend' }, actor)).statusCode).toBe(403)
    }
    expect((await accept(applicant.applicationId, null)).statusCode).toBe(401)
    expect((await decline(applicant.applicationId, { reason: 'Anonymous says no' }, null)).statusCode).toBe(401)
    expect(await roleOf(applicant)).toBe('requested')
    expect((await mine(applicant)).status).toBe('pending')
    expect(await auditFor(applicant.email)).toEqual([])
  })

  it('lets exactly one of two admins accepting at once succeed: one agency, one listing', async () => {
    const applicant = await createApplicant(t.app, 'race')
    const responses = await Promise.all([accept(applicant.applicationId, admin), accept(applicant.applicationId, secondAdmin)])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    expect(await agenciesOf(applicant)).toHaveLength(1)
    expect(await listingsOf(applicant)).toHaveLength(1)
    expect((await auditFor(applicant.email)).map((entry) => entry.action)).toEqual(['merchant.accept'])
  })

  it('lets exactly one of an accept and a decline at once succeed', async () => {
    const applicant = await createApplicant(t.app, 'race-decline')
    const [accepted, declined] = await Promise.all([
      accept(applicant.applicationId, admin),
      decline(applicant.applicationId, { reason: 'Racing the other admin' }, secondAdmin),
    ])
    expect([accepted.statusCode, declined.statusCode].sort()).toEqual([200, 409])
    const [row] = await t.db.select().from(merchantApplications).where(eq(merchantApplications.id, applicant.applicationId))
    const role = await roleOf(applicant)
    if (accepted.statusCode === 200) {
      expect(row?.status).toBe('accepted')
      expect(role).toBe('merchant')
      expect(await listingsOf(applicant)).toHaveLength(1)
    } else {
      expect(row?.status).toBe('declined')
      expect(role).toBeNull()
      expect(await agenciesOf(applicant)).toEqual([])
    }
    expect(await auditFor(applicant.email)).toHaveLength(1)
  })
})

describe('declining an application', () => {
  it('returns the role to none, emails the reason, records it and shows it on /mine', async () => {
    const applicant = await createApplicant(t.app, 'decline-me', { agencyName: 'Shaj <Ghor>' })
    const reason = 'Your trade licence photo is unreadable. Please send a clearer photo & apply again.'
    const response = await decline(applicant.applicationId, { reason: `  ${reason}  ` })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().application).toMatchObject({ status: 'declined', declineReason: reason })
    expect(await roleOf(applicant)).toBeNull()
    expect(await mine(applicant)).toMatchObject({ status: 'declined', declineReason: reason })

    const mail = t.mailbox.lastTo(applicant.email)
    expect(mail?.subject).toBe('About your Utsab merchant application')
    expect(mail?.text).toContain(reason)
    expect(mail?.html).toContain('photo &amp; apply again')
    expect(mail?.html).toContain('Shaj &lt;Ghor&gt;')
    expect(mail?.html).not.toContain('<Ghor>')

    expect(await readAudit()).toContainEqual(
      expect.objectContaining({
        actor: { id: admin.id, email: admin.email },
        action: 'merchant.decline',
        target: applicant.email,
        details: reason,
      }),
    )
    expect(await agenciesOf(applicant)).toEqual([])
  })

  it.each([
    [{ reason: 'no' }, 'Please give a reason of at least 5 characters'],
    [{ reason: '          ' }, 'Please give a reason of at least 5 characters'],
    [{}, 'Please give a reason of at least 5 characters'],
    [{ reason: 42 }, 'Please give a reason of at least 5 characters'],
    [{ reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters'],
  ])('refuses %j with a readable 400', async (payload, message) => {
    const applicant = await createApplicant(t.app, 'short-reason')
    const response = await decline(applicant.applicationId, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().fields.reason).toBe(message)
    expect(response.json().message).toContain(message)
    expect((await mine(applicant)).status).toBe('pending')
    expect(await roleOf(applicant)).toBe('requested')
    expect(t.mailbox.lastTo(applicant.email)).toBeUndefined()
  })
})

describe('PATCH /api/user/{email} (the spec’s accept call)', () => {
  const patch = (email: string, actor: TActor = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/user/${encodeURIComponent(email)}`, headers: as(actor), payload: { role: 'merchant' } })

  it('accepts the pending application, exactly like Accept', async () => {
    const applicant = await createApplicant(t.app, 'patched', { agencyName: 'Patched Makeup', businessCategory: 'makeup' })
    const response = await patch(applicant.email.toUpperCase())
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ modifiedCount: 1 })
    expect(await roleOf(applicant)).toBe('merchant')
    expect((await mine(applicant)).status).toBe('accepted')
    expect(t.mailbox.lastTo(applicant.email)?.subject).toBe('You are now a merchant on Utsab')
    expect(await agenciesOf(applicant)).toHaveLength(1)
    expect((await listingsOf(applicant)).map((l) => [l.kind, l.name, l.published])).toEqual([['makeup', 'Patched Makeup', true]])
    expect((await auditFor(applicant.email)).map((entry) => entry.action)).toEqual(['merchant.accept'])
    // Again: nothing left to accept, and the merchant already is one.
    expect((await patch(applicant.email)).json()).toEqual({ modifiedCount: 0 })
    expect(await listingsOf(applicant)).toHaveLength(1)
  })

  it('refuses a user who never applied: a merchant needs an agency and a service', async () => {
    const bystander = await createActor(t.app, 'bystander')
    const response = await patch(bystander.email)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe('Only a user who asked to become a merchant can be accepted.')
    expect(await roleOf(bystander)).toBeNull()
    const declined = await createApplicant(t.app, 'patch-declined')
    await decline(declined.applicationId, { reason: 'Not this time, sorry' })
    expect((await patch(declined.email)).statusCode).toBe(409)
    expect(await roleOf(declined)).toBeNull()
    // The role alone (set outside the application flow) is not enough either, and says what to do.
    const roleOnly = await createActor(t.app, 'role-only', 'requested')
    const refused = await patch(roleOnly.email)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/no application waiting for review\. Ask them to apply again/)
    expect(await roleOf(roleOnly)).toBe('requested')
  })

  it('is for admins only', async () => {
    const applicant = await createApplicant(t.app, 'patch-guard')
    expect((await patch(applicant.email, applicant)).statusCode).toBe(403)
    expect((await patch(applicant.email, customer)).statusCode).toBe(403)
    expect(await roleOf(applicant)).toBe('requested')
  })
})

describe('making admins and the audit log', () => {
  it('records Make admin once, with who did it', async () => {
    const target = await createActor(t.app, 'new-admin')
    const url = `/api/user/admin/${target.id}`
    expect((await t.app.inject({ method: 'PUT', url, headers: as(admin), payload: { role: 'admin' } })).json()).toEqual({
      modifiedCount: 1,
    })
    expect((await t.app.inject({ method: 'PUT', url, headers: as(secondAdmin) })).json()).toEqual({ modifiedCount: 0 })
    expect(await roleOf(target)).toBe('admin')
    const entries = (await readAudit()).filter((entry) => entry.target === target.email)
    expect(entries).toEqual([expect.objectContaining({ action: 'user.make-admin', actor: { id: admin.id, email: admin.email } })])
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/admin/nobody', headers: as(admin) })).statusCode).toBe(404)
  })

  it('does not let a non-admin make anyone an admin, themselves included', async () => {
    const merchant = await createMerchant(t.app, admin, 'ambitious')
    const requested = await createApplicant(t.app, 'ambitious-applicant')
    for (const actor of [customer, merchant, requested]) {
      for (const target of [actor, customer]) {
        const response = await t.app.inject({ method: 'PUT', url: `/api/user/admin/${target.id}`, headers: as(actor) })
        expect(response.statusCode).toBe(403)
      }
      expect(await roleOf(actor)).not.toBe('admin')
    }
    expect((await t.app.inject({ method: 'PUT', url: `/api/user/admin/${customer.id}` })).statusCode).toBe(401)
    expect(await auditFor(customer.email)).toEqual([])
  })

  it('shows the audit log to admins only, newest first', async () => {
    for (const actor of [customer, await createMerchant(t.app, admin, 'curious'), await createApplicant(t.app, 'curious-applicant')]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: as(actor) })).statusCode).toBe(403)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401)
    const entries = await readAudit()
    expect(entries.length).toBeGreaterThan(3)
    const times = entries.map((entry) => new Date(entry.createdAt).getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('lists applications for admins, filtered by status', async () => {
    const applicant = await createApplicant(t.app, 'listed')
    const list = async (status: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/merchant-applications?status=${status}`, headers: as(admin) })).json()
        .data as TMerchantApplication[]
    const found = (await list('pending')).find((a) => a.id === applicant.applicationId)
    expect(found).toMatchObject({ user: { id: applicant.id, email: applicant.email }, nid: '1234567890', status: 'pending' })
    expect(found?.licenceImage).toMatch(/^\/uploads\//)
    expect((await list('accepted')).every((a) => a.status === 'accepted')).toBe(true)
    const bad = await t.app.inject({ method: 'GET', url: '/api/merchant-applications?status=maybe', headers: as(admin) })
    expect(bad.statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: '/api/merchant-applications', headers: as(customer) })).statusCode).toBe(403)
  })
})
