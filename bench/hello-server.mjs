// The physical limit for the API benchmark: a bare Fastify answering a small JSON document, and the
// same bare Fastify answering a body as large as the product's list page (`/bytes?size=`), which
// separates what sending the bytes costs (on a shared machine, mostly the load generator reading them)
// from what the product adds.
import crypto from 'node:crypto'
import Fastify from 'fastify'

const app = Fastify({ logger: false })
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
app.get('/like-api', async (request, reply) => {
  const size = Math.min(1_000_000, Math.max(2, Number(request.query.size) || 2))
  if (!bodies.has(size)) bodies.set(size, JSON.stringify({ filler: 'x'.repeat(Math.max(0, size - 13)) }))
  return reply
    .headers({ 'x-request-id': crypto.randomUUID(), ...API_HEADERS })
    .type('application/json; charset=utf-8')
    .send(bodies.get(size))
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.once('SIGTERM', () => app.close().then(() => process.exit(0)))
