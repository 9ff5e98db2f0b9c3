// The physical limit for the API benchmark: a bare Fastify answering a small JSON document.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/hello', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.once('SIGTERM', () => app.close().then(() => process.exit(0)))
