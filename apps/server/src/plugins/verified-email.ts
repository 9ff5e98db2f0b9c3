import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Only an account whose email or mobile number is verified may call this route (paying, applying as a merchant):
     * money and the platform's name are not trusted to an address nobody has proven to own.
     */
    verifiedEmail?: boolean
  }
}

/** Must be registered after the auth plugin: its hook reads the session that plugin's hook resolved. */
export const verifiedEmailPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const user = request.user
      if (!request.routeOptions.config?.verifiedEmail || !user || user.emailVerified || user.phoneVerified) return done()
      done(new AppError('email_not_verified'))
    })
  },
  { name: 'verified-email', dependencies: ['auth'] },
)
