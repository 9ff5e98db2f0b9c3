import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Only an account whose email is verified may call this route (paying, applying as a merchant):
     * money and the platform's name are not trusted to an address nobody has proven to own.
     */
    verifiedEmail?: boolean
  }
}

/** Must be registered after the auth plugin: its hook reads the session that plugin's hook resolved. */
export const verifiedEmailPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.routeOptions.config?.verifiedEmail || !request.user || request.user.emailVerified) return done()
      done(new AppError('email_not_verified'))
    })
  },
  { name: 'verified-email', dependencies: ['auth'] },
)
