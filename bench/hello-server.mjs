// The physical limit for the API benchmark: a bare Fastify answering a small JSON document, and the
// same bare Fastify answering a body as large as the product's list page (`/bytes?size=`), which
// separates what sending the bytes costs (on a shared machine, mostly the load generator reading them)
// from what the product adds.
import crypto from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import Fastify, { LogController } from 'fastify'

// HELLO_LOGGING=info: one line per completed request at info (pino, to standard output), as a production start of
// the product logs (apps/server/src/app.ts): what that logging costs a bare server.
class OneLinePerRequest extends LogController {
  incomingRequest() {}
  requestCompleted(_error, request, reply) {
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}
const logging = process.env.HELLO_LOGGING
const app = Fastify(logging ? { logger: { level: logging }, logController: new OneLinePerRequest() } : { logger: false })
app.get('/hello', async () => ({ hello: 'world' }))
const bodies = new Map()
app.get('/bytes', async (request, reply) => {
  const size = Math.min(1_000_000, Math.max(2, Number(request.query.size) || 2))
  if (!bodies.has(size)) bodies.set(size, JSON.stringify({ filler: 'x'.repeat(Math.max(0, size - 13)) }))
  return reply.type('application/json; charset=utf-8').send(bodies.get(size))
})
// The same bytes with the headers every API answer of the product carries (request id, security headers, CSP, Vary):
// what an answer like the product's costs a bare Fastify and the load generator, before any work of the product.
const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  vary: 'accept-encoding',
}
// `encoding=br`: as many bytes as the product's compressed answer, labelled as brotli (the load generator never
// decodes them): what a browser's request for the list costs a bare server sending it precompressed.
app.get('/like-api', async (request, reply) => {
  const size = Math.min(1_000_000, Math.max(2, Number(request.query.size) || 2))
  if (!bodies.has(size)) bodies.set(size, JSON.stringify({ filler: 'x'.repeat(Math.max(0, size - 13)) }))
  if (request.query.encoding === 'br') reply.header('content-encoding', 'br')
  return reply
    .headers({ 'x-request-id': crypto.randomUUID(), ...API_HEADERS })
    .type('application/json; charset=utf-8')
    .send(bodies.get(size))
})
// The very bytes the product answered (its compressed list, a kept page), saved by the bench in HELLO_BYTES_DIR, with
// the product's headers: the load generator reads compressed bytes far slower than a filler of the same size, so only
// the same bytes give the ceiling a product's answer can reach on this machine.
const saved = new Map()
app.get('/same-bytes', async (request, reply) => {
  const name = path.basename(String(request.query.name))
  if (!saved.has(name)) saved.set(name, readFileSync(path.join(process.env.HELLO_BYTES_DIR ?? '.', name)))
  return reply
    .headers({ 'x-request-id': crypto.randomUUID(), ...API_HEADERS, ...(name.endsWith('.br') ? { 'content-encoding': 'br' } : {}) })
    .type(name.includes('.html') ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
    .send(saved.get(name))
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.once('SIGTERM', () => app.close().then(() => process.exit(0)))
