import { desc } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { outboxMessages } from '../../db/schema'
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
