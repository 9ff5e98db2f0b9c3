import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, type TActor } from '../../../test/actors'
import { createTestApp } from '../../../test/test-app'
import { auditLog } from '../../db/schema'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let secondAdmin: TActor
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@utsab.test' })
  admin = await createActor(t.app, 'inbox-admin', 'admin')
  secondAdmin = await createActor(t.app, 'inbox-second-admin', 'admin')
})
afterAll(() => t.close())

const UNKNOWN_ID = '00000000-0000-4000-a000-000000000000'
const as = (actor: TActor, lang?: 'bn') => ({ cookie: actor.cookie, ...(lang ? { 'accept-language': lang } : {}) })
const send = (message: Record<string, string>, lang?: 'bn') =>
  t.app.inject({ method: 'POST', url: '/api/contact-messages', payload: message, headers: lang ? { 'accept-language': lang } : {} })
const inbox = (query = '', actor = admin) => t.app.inject({ method: 'GET', url: `/api/admin/contact-messages${query}`, headers: as(actor) })
const reply = (id: string, text: unknown, actor = admin, lang?: 'bn') =>
  t.app.inject({ method: 'POST', url: `/api/admin/contact-messages/${id}/reply`, headers: as(actor, lang), payload: { reply: text } })
const handled = (id: string, actor = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/contact-messages/${id}/handled`, headers: as(actor) })

describe('the contact inbox', () => {
  it('tells support of each message (their reply reaches the sender), and lists it as waiting', async () => {
    const sent = await send({
      name: 'Nusrat Jahan',
      email: 'nusrat.inbox@example.com',
      phone: '01711000000',
      company: 'Shapla Events',
      message: 'Can the hall in Rajshahi seat 300 guests in the evening?',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const mail = await t.mailbox.waitFor('help@utsab.test', /new message from the contact page/)
    expect(mail.replyTo).toBe('nusrat.inbox@example.com')
    expect(mail.text).toContain('Can the hall in Rajshahi seat 300 guests in the evening?')
    expect(mail.text).toContain('Nusrat Jahan <nusrat.inbox@example.com>')
    expect(mail.text).toContain('http://utsab.test/dashboard/contact-messages')
    // The subject is ours: nothing the sender typed.
    expect(mail.subject).not.toContain('Nusrat')

    const page = await inbox()
    expect(page.statusCode, page.body).toBe(200)
    const found = page.json().data.find((row: { id: string }) => row.id === sent.json().id)
    expect(found).toMatchObject({ name: 'Nusrat Jahan', company: 'Shapla Events', handledAt: null, reply: null })
    expect(page.json().open).toBeGreaterThanOrEqual(1)
  })

  it('emails a reply in the language the sender wrote in, marks it handled once, and logs who did it', async () => {
    const sent = await send(
      { name: 'রহিমা খাতুন', email: 'rahima.inbox@example.com', message: 'আমাদের মেয়ের বিয়ের জন্য একটি হল খুঁজছি।' },
      'bn',
    )
    const id = sent.json().id as string
    const answered = await reply(id, '  আমাদের রাজশাহীর হলে ৩০০ জন বসতে পারেন।\nকল করুন।  ')
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json()).toMatchObject({ handledBy: admin.email, reply: 'আমাদের রাজশাহীর হলে ৩০০ জন বসতে পারেন।\nকল করুন।' })
    const mail = await t.mailbox.waitFor('rahima.inbox@example.com', /উত্তর/)
    expect(mail.replyTo).toBe('help@utsab.test')
    expect(mail.text).toContain('আমাদের রাজশাহীর হলে ৩০০ জন বসতে পারেন।')
    expect(mail.text).toContain('আমাদের মেয়ের বিয়ের জন্য একটি হল খুঁজছি।')

    // Another admin, a moment later, is told it is done; nothing is sent twice.
    const again = await reply(id, 'A second answer to the same message.', secondAdmin)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('already_handled')
    expect((await handled(id, secondAdmin)).json().code).toBe('already_handled')
    expect(t.mailbox.messages.filter((message) => message.to === 'rahima.inbox@example.com')).toHaveLength(1)

    const open = (await inbox()).json().data.map((row: { id: string }) => row.id)
    expect(open).not.toContain(id)
    const done = (await inbox('?status=handled')).json().data.find((row: { id: string }) => row.id === id)
    expect(done).toMatchObject({ handledBy: admin.email })
    const entries = (await t.db.select().from(auditLog)).filter((row) => row.action === 'contact.reply')
    expect(entries.at(-1)).toMatchObject({ actorEmail: admin.email, target: 'rahima.inbox@example.com' })
  })

  it('marks a message handled without a reply, and sends nothing', async () => {
    const sent = await send({ name: 'Karim Ali', email: 'karim.inbox@example.com', message: 'Thank you, we found a venue already.' })
    const id = sent.json().id as string
    const done = await handled(id)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({ handledBy: admin.email, reply: null })
    expect(t.mailbox.messages.filter((message) => message.to === 'karim.inbox@example.com')).toHaveLength(0)
    expect((await reply(id, 'Too late for this one.')).json().code).toBe('already_handled')
  })

  it('refuses an unknown message, a malformed id, a short reply and an unknown status, in the reader’s language', async () => {
    expect((await reply(UNKNOWN_ID, 'A reply to nobody at all.')).statusCode).toBe(404)
    expect((await handled(UNKNOWN_ID)).statusCode).toBe(404)
    expect((await handled('not-a-uuid')).statusCode).toBe(400)
    const sent = await send({ name: 'Short Reply', email: 'short.inbox@example.com', message: 'A question that needs an answer.' })
    const short = await reply(sent.json().id, 'ok')
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('Please write a reply of at least 5 characters')
    const bangla = await reply(sent.json().id, 'ok', admin, 'bn')
    expect(bangla.json().message).toBe('কমপক্ষে ৫ অক্ষরে একটি উত্তর লিখুন।')
    expect((await inbox('?status=archived')).statusCode).toBe(400)
    expect((await inbox('?page=0')).statusCode).toBe(400)
  })

  it('pages the waiting messages newest first', async () => {
    for (let n = 1; n <= 11; n += 1)
      await send({ name: `Pager ${n}`, email: `pager${n}.inbox@example.com`, message: `Message number ${n} for the pager.` })
    const first = (await inbox()).json()
    expect(first).toMatchObject({ page: 1, pageSize: 10 })
    expect(first.data).toHaveLength(10)
    expect(first.data[0].name).toBe('Pager 11')
    expect(first.totalPages).toBeGreaterThanOrEqual(2)
    const second = (await inbox('?page=2')).json()
    expect(second.data.map((row: { name: string }) => row.name)).toContain('Pager 1')
  })
})
