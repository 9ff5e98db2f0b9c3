import { desc, eq } from 'drizzle-orm'
import { canonicalMobile } from '@utsab/shared/format'
import type { FastifyPluginAsync } from 'fastify'
import { outboxMessages, smsMessages } from '../../db/schema'
import { sendError } from '../../plugins/errors'
import { escapeHtml } from '../../lib/html'

const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

const isLoopbackAddress = (address = '') => address === '::1' || /^(::ffff:)?127\./.test(address)

/**
 * Development only (never registered in production): the mails the embedded outbox kept, newest
 * first, with clickable links. They include password reset links, so only this machine may read them:
 * the socket's own address decides, never X-Forwarded-For, which any client can write.
 */
export const outboxPage: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) return sendError(request, reply, 'outbox_local_only')
    const messages = await app.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(50)
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · Utsab (development)</title><style>body{font:16px system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f5f5f4;padding:1rem}</style></head><body><h1>Outbox (development only)</h1>${items || '<p>No mail yet.</p>'}</body></html>`,
      )
  })
}

/**
 * Development only, beside the built-in SMS gateway (never in production): the SMS it kept, newest first, as a page
 * (`/dev/sms`) and as JSON for tests and scripts (`/dev/sms.json?to=+8801…`). They carry sign-in codes, so only this
 * machine may read them.
 */
export const smsOutboxPage: FastifyPluginAsync = async (app) => {
  const latest = (to: string | undefined) =>
    app.db
      .select()
      .from(smsMessages)
      .where(to ? eq(smsMessages.to, to) : undefined)
      .orderBy(desc(smsMessages.createdAt))
      .limit(50)
  app.get('/dev/sms.json', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) return sendError(request, reply, 'outbox_local_only')
    const to = (request.query as { to?: unknown }).to
    const messages = await latest(typeof to === 'string' ? (canonicalMobile(to) ?? to) : undefined)
    return reply.header('cache-control', 'no-store').send({
      data: messages.map((sms) => ({
        id: sms.id,
        to: sms.to,
        body: sms.body,
        kind: sms.kind,
        status: sms.status,
        segments: sms.segments,
        createdAt: sms.createdAt,
      })),
    })
  })
  app.get('/dev/sms', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) return sendError(request, reply, 'outbox_local_only')
    const items = (await latest(undefined))
      .map(
        (sms) =>
          `<article><h2>${escapeHtml(sms.to)} · ${escapeHtml(sms.kind)}</h2><p>${sms.createdAt.toISOString()} · ${sms.status} · ${sms.segments} SMS (${sms.encoding})</p><pre>${linkify(sms.body)}</pre></article>`,
      )
      .join('')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox · Utsab (development)</title><style>body{font:16px system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f5f5f4;padding:1rem}</style></head><body><h1>SMS outbox (development only)</h1>${items || '<p>No SMS yet.</p>'}</body></html>`,
      )
  })
}
