import type { FastifyInstance } from 'fastify'

export type TShutdownOptions = {
  /**
   * How long the instance keeps serving after the signal, with readiness at 503, before it stops
   * listening: a balancer stops sending work, and requests already sent (connected but not yet read,
   * or waiting in the listen queue) are still served instead of being reset.
   */
  drainMs: number
  /** Closes the database once the last request is answered (PGlite writes its shutdown checkpoint). */
  closeDatabase: () => Promise<void>
}

/**
 * Graceful shutdown of one instance. Call before the server listens (it adds a hook); the answer is
 * the function to call on SIGTERM, resolving once requests under way are answered and the database
 * is closed (false when a shutdown had already begun).
 *
 * Once shutting down, every answer closes its connection: an idle keep-alive connection would
 * otherwise hold `server.close()` open until the client drops it (Fastify keeps them 72 s), and a
 * connection busy at the signal is idle a moment later, so closing idle ones once is not enough.
 */
export function gracefulShutdown(app: FastifyInstance, options: TShutdownOptions) {
  let closing = false
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
  return async function shutDown() {
    if (closing) return false
    closing = true
    app.markShuttingDown()
    if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs))
    await app.close()
    app.log.info('stopped serving; closing the database')
    await options.closeDatabase()
    return true
  }
}
