import type { FastifyInstance } from 'fastify'

/**
 * Where this process itself can be reached over HTTP (its listening socket, loopback when it listens
 * on every interface): for calls a built-in stand-in makes to its own server, which may not be able
 * to reach the public origin from inside.
 */
export function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address()
  if (!address || typeof address === 'string') return app.publicOrigin
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address
  return `http://${address.family === 'IPv6' && host !== '127.0.0.1' ? `[${host}]` : host}:${address.port}`
}
