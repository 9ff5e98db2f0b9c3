import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieHeader, createActor, signupForm, TEST_PASSWORD, uniqueMobile } from '../../../test/actors'
import { bookingOf, daysFromNow, insertListings } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { phoneCodes, smsMessages, user, verification } from '../../db/schema'
import { SMS_JOB } from '../../lib/sms/queue'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH'
const call = (method: TMethod, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

const sendCode = (phone: string, options: { purpose?: string; cookie?: string; locale?: string } = {}) =>
  call(
    'POST',
    '/api/phone/code',
    { phone, ...(options.purpose ? { purpose: options.purpose } : {}) },
    {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.locale ? { 'accept-language': options.locale } : {}),
    },
  )

/** The code in the newest SMS to `phone`, read from the simulator's outbox as a developer's script would. */
async function lastCode(phone: string) {
  const outbox = await call('GET', `/dev/sms.json?to=${encodeURIComponent(phone)}`)
  expect(outbox.statusCode).toBe(200)
  const body = (outbox.json() as { data: { body: string }[] }).data[0]?.body ?? ''
  return /(\d{6})/.exec(body)?.[1] ?? ''
}

/** Codes may be asked for again a minute after the last: the test moves the last one back instead of waiting. */
const ageCodes = (phone: string) =>
  t.db
    .update(phoneCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(phoneCodes.phone, phone))

const signIn = (phone: string, code: string, name?: string) =>
  call('POST', '/api/phone/sign-in', { phone, code, ...(name ? { name } : {}) })

/** The path of the add-email link in a mail's text. */
function confirmLinkIn(text: string) {
  const link = /https?:\/\/[^\s)\]]+\/api\/account\/email\/confirm\?token=[\w-]+/.exec(text)?.[0]
  expect(link, text).toBeTruthy()
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

/** A new account made with a mobile number, signed in. */
async function phoneAccount(name: string) {
  const phone = uniqueMobile()
  await sendCode(phone)
  const cookie = cookieHeader((await signIn(phone, await lastCode(phone), name)).headers['set-cookie'])
  const me = (await call('GET', '/api/me', undefined, { cookie })).json()
  return { id: me.user.id as string, cookie }
}

describe('signing up and in with a mobile number', () => {
  it('sends a code, asks for a name for a new number, then makes a verified account that needs no email', async () => {
    const phone = uniqueMobile()
    const sent = await sendCode(`০${phone.slice(4).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!)}`)
    expect(sent.statusCode, sent.body).toBe(202)
    expect(sent.json()).toEqual({ expiresInSeconds: 300, resendInSeconds: 60 })
    const code = await lastCode(phone)
    expect(code).toMatch(/^\d{6}$/)

    const unnamed = await signIn(phone, code)
    expect(unnamed.json()).toEqual({ status: 'name-needed' })
    expect(unnamed.headers['set-cookie']).toBeUndefined()

    const named = await signIn(phone, code, 'Nadia Rahman')
    expect(named.statusCode, named.body).toBe(200)
    expect(named.json()).toEqual({ status: 'signed-in', created: true })
    const cookie = cookieHeader(named.headers['set-cookie'])
    const me = (await call('GET', '/api/me', undefined, { cookie })).json()
    expect(me.user).toMatchObject({ name: 'Nadia Rahman', email: '', phone, phoneVerified: true, emailVerified: false })

    // A used code signs in once.
    expect((await signIn(phone, code, 'Nadia Rahman')).json().code).toBe('phone_code_expired')

    // The next time the same number signs in to the same account.
    await ageCodes(phone)
    await sendCode(phone)
    const again = await signIn(phone, await lastCode(phone))
    expect(again.json()).toEqual({ status: 'signed-in', created: false })
    const meAgain = (await call('GET', '/api/me', undefined, { cookie: cookieHeader(again.headers['set-cookie']) })).json()
    expect(meAgain.user.id).toBe(me.user.id)
  })

  it('counts a verified mobile wherever a verified email counts (paying)', async () => {
    const phone = uniqueMobile()
    await sendCode(phone)
    const cookie = cookieHeader((await signIn(phone, await lastCode(phone), 'Karim Uddin')).headers['set-cookie'])
    const pay = await call('POST', '/api/create-payment-intent', {}, { cookie })
    expect(pay.json().code).not.toBe('email_not_verified')
    expect(pay.statusCode).toBe(400)
  })

  it('keeps the proved number when a booking gives another contact number (which the booking keeps)', async () => {
    const phone = uniqueMobile()
    await sendCode(phone)
    const cookie = cookieHeader((await signIn(phone, await lastCode(phone), 'Sadia Islam')).headers['set-cookie'])
    const { photographer } = await insertListings(t.app)
    const contact = uniqueMobile()
    const placed = await call('POST', '/api/orders', { ...bookingOf(photographer, daysFromNow(40)), phone: contact }, { cookie })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(placed.json().details.phone).toBe(contact)
    const me = (await call('GET', '/api/me', undefined, { cookie })).json()
    expect(me.user).toMatchObject({ phone, phoneVerified: true })
  })

  it('takes three tries of a code, then it no longer works, even the right code', async () => {
    const phone = uniqueMobile()
    await sendCode(phone)
    const code = await lastCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await signIn(phone, wrong, 'Rafi')
    expect(first.statusCode).toBe(400)
    expect(first.json()).toMatchObject({ code: 'phone_code_wrong', message: 'That code is not right. 2 tries left.' })
    expect((await signIn(phone, wrong, 'Rafi')).json().message).toBe('That code is not right. 1 try left.')
    expect((await signIn(phone, wrong, 'Rafi')).json().code).toBe('phone_code_tries_used')
    expect((await signIn(phone, code, 'Rafi')).json().code).toBe('phone_code_tries_used')
  })

  it('refuses an expired code, one never sent, and an older code once a newer was sent', async () => {
    const phone = uniqueMobile()
    expect((await signIn(phone, '123456', 'Rafi')).json().code).toBe('phone_code_expired')
    await sendCode(phone)
    const older = await lastCode(phone)
    await ageCodes(phone)
    await sendCode(phone)
    const newer = await lastCode(phone)
    if (older !== newer) expect((await signIn(phone, older, 'Rafi')).json().code).toBe('phone_code_wrong')
    await t.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.phone, phone))
    expect((await signIn(phone, newer, 'Rafi')).json().code).toBe('phone_code_expired')
  })

  it('sends another code to a number only a minute after the last, saying how long to wait', async () => {
    const phone = uniqueMobile()
    expect((await sendCode(phone)).statusCode).toBe(202)
    const soon = await sendCode(phone)
    expect(soon.statusCode).toBe(429)
    expect(soon.json().code).toBe('phone_code_too_soon')
    expect(soon.json().message).toMatch(/in (59|60) seconds/)
  })

  it('writes the code in Bangla for a Bangla reader, sent as UCS-2 with its segments known', async () => {
    const phone = uniqueMobile()
    await sendCode(phone, { locale: 'bn' })
    const [sms] = await t.db.select().from(smsMessages).where(eq(smsMessages.to, phone))
    expect(sms).toMatchObject({ kind: 'code', encoding: 'ucs2', status: 'queued' })
    expect(sms!.body).toContain('উৎসব কোড')
    // One SMS: a code in two would cost twice as much.
    expect(sms!.segments).toBe(1)
    await t.app.jobs.runDue({ kinds: [SMS_JOB] })
    const [sent] = await t.db.select().from(smsMessages).where(eq(smsMessages.id, sms!.id))
    expect(sent).toMatchObject({ status: 'sent', provider: 'simulator', costPaisa: sms!.segments * 35 })
  })

  it('refuses what is not a Bangladeshi mobile number, in the reader’s language', async () => {
    const abroad = await sendCode('+447700900123')
    expect(abroad.statusCode).toBe(400)
    expect(abroad.json().fields.phone).toBe('Enter a Bangladeshi mobile number, like 01711 000000')
    const landline = await sendCode('029876543', { locale: 'bn' })
    expect(landline.json().fields.phone).toBe('বাংলাদেশি মোবাইল নম্বর লিখুন, যেমন ০১৭১১ ০০০০০০।')
    expect((await signIn(uniqueMobile(), '12345', 'Rafi')).json().fields.code).toBe('Enter the 6-digit code from the SMS')
  })

  it('never lets a suspended account sign in by its number', async () => {
    const phone = uniqueMobile()
    await sendCode(phone)
    const made = await signIn(phone, await lastCode(phone), 'Suspended Person')
    expect(made.statusCode).toBe(200)
    await t.db.update(user).set({ suspendedAt: new Date() }).where(eq(user.phone, phone))
    await ageCodes(phone)
    await sendCode(phone)
    const refused = await signIn(phone, await lastCode(phone))
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('account_suspended')
    expect(refused.headers['set-cookie']).toBeUndefined()
  })
})

describe('an account and its other identifier', () => {
  it('proves a mobile number for an email account, which then signs in with it; another account cannot take it', async () => {
    const owner = await createActor(t.app, 'phone-owner')
    const phone = uniqueMobile()
    expect((await sendCode(phone, { purpose: 'add-phone' })).json().code).toBe('unauthenticated')
    expect((await sendCode(phone, { purpose: 'add-phone', cookie: owner.cookie })).statusCode).toBe(202)
    const proved = await call('POST', '/api/account/phone', { phone, code: await lastCode(phone) }, { cookie: owner.cookie })
    expect(proved.statusCode, proved.body).toBe(200)
    expect(proved.json()).toMatchObject({ phone, phoneVerified: true, email: owner.email })

    // The proved number is changed only with a code for the new one.
    const changed = await call('PATCH', '/api/account', { phone: uniqueMobile() }, { cookie: owner.cookie })
    expect(changed.json().code).toBe('phone_verified_change')

    await sendCode(phone)
    const viaPhone = await signIn(phone, await lastCode(phone))
    expect(viaPhone.json()).toEqual({ status: 'signed-in', created: false })
    const me = (await call('GET', '/api/me', undefined, { cookie: cookieHeader(viaPhone.headers['set-cookie']) })).json()
    expect(me.user.id).toBe(owner.id)

    // Keeping it, or clearing it, is no change of number: the same answer, or refused.
    expect((await call('PATCH', '/api/account', { phone }, { cookie: owner.cookie })).statusCode).toBe(200)
    expect((await call('PATCH', '/api/account', { phone: null }, { cookie: owner.cookie })).json().code).toBe('phone_verified_change')

    const other = await createActor(t.app, 'phone-thief')
    // Without the number's code nobody learns that another account proved it.
    const guessed = await call('POST', '/api/account/phone', { phone, code: '123456' }, { cookie: other.cookie })
    expect(guessed.json().code).toBe('phone_code_expired')
    await ageCodes(phone)
    await sendCode(phone, { purpose: 'add-phone', cookie: other.cookie })
    const taken = await call('POST', '/api/account/phone', { phone, code: await lastCode(phone) }, { cookie: other.cookie })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().code).toBe('phone_taken')
  })

  it('lets an account made with a number add an email, mailing it a verification link', async () => {
    const phone = uniqueMobile()
    await sendCode(phone)
    const cookie = cookieHeader((await signIn(phone, await lastCode(phone), 'Mim Akter')).headers['set-cookie'])
    const { makeup } = await insertListings(t.app)
    const booked = await call('POST', '/api/orders', { ...bookingOf(makeup, daysFromNow(45)), phone }, { cookie })
    expect(booked.statusCode, booked.body).toBe(201)
    const customerEmail = async () => (await call('GET', `/api/orders/${booked.json().id}`, undefined, { cookie })).json().customer.email
    const read = (await call('GET', `/api/orders/${booked.json().id}`, undefined, { cookie })).json()
    // No placeholder address is ever shown, and the page knows whose booking it is without one.
    expect(read).toMatchObject({ customer: { name: 'Mim Akter', email: '' }, yours: true })
    const email = `mim.${Date.now()}@example.com`
    const added = await call('POST', '/api/account/email', { email }, { cookie })
    expect(added.statusCode, added.body).toBe(200)
    // The address waits for its link: the account has no email until then, and its bookings keep theirs.
    expect(added.json()).toMatchObject({ email: '', pendingEmail: email, emailVerified: false, phoneVerified: true })
    expect((await call('GET', '/api/account', undefined, { cookie })).json()).toMatchObject({ email: '', pendingEmail: email })
    expect(await customerEmail()).toBe('')

    const mail = await t.mailbox.waitFor(email, /Add this address to an Utsab account/)
    // Whose account asks, and that nothing changes unless the link is followed: the reader may not be its owner.
    expect(mail.text).toContain('Mim Akter, who signs in to Utsab with the mobile number')
    expect(mail.text).toContain('ignore this email: nothing changes')
    const link = confirmLinkIn(mail.text)
    // Opened anywhere, signed in or not (the mail may be read on another device).
    const followed = await t.app.inject({ method: 'GET', url: link })
    expect(followed.statusCode, followed.body).toBe(302)
    expect(followed.headers.location).toBe('/dashboard/account?emailAdded=1')
    expect((await call('GET', '/api/account', undefined, { cookie })).json()).toMatchObject({
      email,
      emailVerified: true,
      pendingEmail: null,
      phoneVerified: true,
    })
    // The booking made before the email was added is mailed to it from now on.
    expect(await customerEmail()).toBe(email)

    // A link works once.
    const again = await t.app.inject({ method: 'GET', url: link })
    expect(again.headers.location).toBe('/dashboard/account?error=email_link_invalid')
    const another = await call('POST', '/api/account/email', { email: `other.${email}` }, { cookie })
    expect(another.json().code).toBe('email_already_set')
  })

  it('keeps a pending address free for its owner: taken meanwhile, the link is refused', async () => {
    const attacker = await phoneAccount('Phone Only')
    const email = `victim.${Date.now()}@example.com`
    expect((await call('POST', '/api/account/email', { email }, { cookie: attacker.cookie })).json().pendingEmail).toBe(email)
    const link = confirmLinkIn((await t.mailbox.waitFor(email, /Add this address to an Utsab account/)).text)

    // The address's owner signs up with it while it waits: it is not "taken", and a reset reaches their own account.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: signupForm({ fullName: 'Real Owner', email, password: TEST_PASSWORD }) as never,
    })
    expect(signUp.statusCode, signUp.body).toBe(201)
    const followed = await t.app.inject({ method: 'GET', url: link })
    expect(followed.headers.location).toBe('/dashboard/account?error=email_taken')
    expect((await call('GET', '/api/account', undefined, { cookie: attacker.cookie })).json()).toMatchObject({
      email: '',
      pendingEmail: null,
    })
    const [owner] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    expect(owner?.id).toBe(signUp.json().user.id)
    // Asked for again, it is refused at once.
    const refused = await call('POST', '/api/account/email', { email }, { cookie: attacker.cookie })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('email_taken')
  })

  it('refuses an unknown, expired or replaced link, and a guessed one cannot add anyone’s pending address', async () => {
    const holder = await phoneAccount('Pending Holder')
    const unknown = await t.app.inject({ method: 'GET', url: '/api/account/email/confirm?token=not-a-real-token' })
    expect(unknown.statusCode).toBe(302)
    expect(unknown.headers.location).toBe('/dashboard/account?error=email_link_invalid')
    const none = await t.app.inject({ method: 'GET', url: '/api/account/email/confirm', headers: { 'accept-language': 'bn' } })
    expect(none.headers.location).toBe('/bn/dashboard/account?error=email_link_invalid')

    // A second address replaces the first: the first link is dead.
    const first = `first.${Date.now()}@example.com`
    const second = `second.${Date.now()}@example.com`
    await call('POST', '/api/account/email', { email: first }, { cookie: holder.cookie })
    const firstLink = confirmLinkIn((await t.mailbox.waitFor(first, /Add this address/)).text)
    await call('POST', '/api/account/email', { email: second }, { cookie: holder.cookie })
    const secondLink = confirmLinkIn((await t.mailbox.waitFor(second, /Add this address/)).text)
    expect((await t.app.inject({ method: 'GET', url: firstLink })).headers.location).toBe('/dashboard/account?error=email_link_invalid')
    expect((await call('GET', '/api/account', undefined, { cookie: holder.cookie })).json()).toMatchObject({
      email: '',
      pendingEmail: second,
    })

    // The token is 32 random bytes, and only its hash is stored: the table does not hand it out.
    const token = new URL(secondLink, 'http://x').searchParams.get('token')!
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32)
    const rows = await t.db.select().from(verification).where(like(verification.identifier, 'add-email:%'))
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false)
    // Another account, signed in, cannot confirm it with a token of its own making.
    const other = await phoneAccount('Guesser')
    const guessed = await t.app.inject({
      method: 'GET',
      url: `/api/account/email/confirm?token=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
      headers: { cookie: other.cookie },
    })
    expect(guessed.headers.location).toBe('/dashboard/account?error=email_link_invalid')
    expect((await call('GET', '/api/account', undefined, { cookie: other.cookie })).json()).toMatchObject({ email: '', pendingEmail: null })

    // Expired: refused, and no longer shown as waiting.
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, `${holder.id}:${second}`))
    expect((await call('GET', '/api/account', undefined, { cookie: holder.cookie })).json().pendingEmail).toBeNull()
    expect((await t.app.inject({ method: 'GET', url: secondLink })).headers.location).toBe('/dashboard/account?error=email_link_invalid')
    expect((await call('GET', '/api/account', undefined, { cookie: holder.cookie })).json()).toMatchObject({
      email: '',
      emailVerified: false,
    })
  })

  it('lands a Bangla account on its Bangla account page', async () => {
    const account = await phoneAccount('Bangla Reader')
    await call('PATCH', '/api/account', { locale: 'bn' }, { cookie: account.cookie })
    const email = `bangla.${Date.now()}@example.com`
    await call('POST', '/api/account/email', { email }, { cookie: account.cookie })
    const mail = await t.mailbox.waitFor(email, /./)
    const followed = await t.app.inject({ method: 'GET', url: confirmLinkIn(mail.text) })
    expect(followed.headers.location).toBe('/bn/dashboard/account?emailAdded=1')
  })

  it('keeps each kind of notice’s channel, offering only what reaches the person', async () => {
    const emailOnly = await createActor(t.app, 'notices', null, { phone: null })
    const read = await call('GET', '/api/account/notices', undefined, { cookie: emailOnly.cookie })
    expect(read.json().reachable).toEqual({ sms: false, email: true })
    expect(read.json().channels['request-new']).toBe('email')
    const phone = uniqueMobile()
    await sendCode(phone)
    const cookie = cookieHeader((await signIn(phone, await lastCode(phone), 'Notice Reader')).headers['set-cookie'])
    expect((await call('GET', '/api/account/notices', undefined, { cookie })).json().channels['balance-due']).toBe('sms')
    const saved = await call('PUT', '/api/account/notices', { 'balance-due': 'email' }, { cookie })
    // No email yet: the choice is kept, and SMS still carries it.
    expect(saved.json().channels['balance-due']).toBe('sms')
    const bad = await call('PUT', '/api/account/notices', { 'balance-due': 'pigeon' }, { cookie })
    expect(bad.statusCode).toBe(400)
  })
})

describe('the placeholder address of an account made with a number', () => {
  it('is refused wherever an email is typed', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: signupForm({ fullName: 'Faker', email: 'someone@phone.utsab.invalid', password: 'Sturdy#Pass1' }) as never,
    })
    expect(signup.statusCode).toBe(400)
    expect(signup.json().fields.email).toBeDefined()
  })
})

describe('admins see what SMS cost', () => {
  it('shows sent, failed, segments and cost to admins only', async () => {
    const blocked = '+8801710000000'
    await call('POST', '/api/phone/code', { phone: blocked })
    await t.app.jobs.runDue({ kinds: [SMS_JOB] })
    const admin = await createActor(t.app, 'sms-admin', 'admin')
    const figures = await call('GET', '/api/admin/sms', undefined, { cookie: admin.cookie })
    expect(figures.statusCode).toBe(200)
    const body = figures.json()
    expect(body.totals.sent).toBeGreaterThan(0)
    expect(body.totals.failed).toBeGreaterThan(0)
    expect(body.totals.costPaisa).toBeGreaterThan(0)
    const failed = body.latest.find((sms: { status: string }) => sms.status === 'failed')
    expect(failed).toMatchObject({ to: '+88017•••••000', kind: 'code', error: 'Simulator 4026: blocked MSISDN' })
    const customer = await createActor(t.app, 'sms-customer')
    expect((await call('GET', '/api/admin/sms', undefined, { cookie: customer.cookie })).statusCode).toBe(403)
    expect((await call('GET', '/api/admin/sms')).statusCode).toBe(401)
  })
})
