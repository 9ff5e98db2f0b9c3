// The physical limit for the API benchmark: a bare Fastify answering a small JSON document, and the
// same bare Fastify answering a body as large as the product's list page (`/bytes?size=`), which
// separates what sending the bytes costs (on a shared machine, mostly the load generator reading them)
// from what the product adds.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/hello', async () => ({ hello: 'world' }))
const bodies = new Map()
app.get('/bytes', async (request, reply) => {
  const size = Math.min(1_000_000, Math.max(2, Number(request.query.size) || 2))
  if (!bodies.has(size)) bodies.set(size, JSON.stringify({ filler: 'x'.repeat(Math.max(0, size - 13)) }))
  return reply.type('application/json; charset=utf-8').send(bodies.get(size))
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.once('SIGTERM', () => app.close().then(() => process.exit(0)))
