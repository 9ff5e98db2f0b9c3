import type { TDb } from '../db/client'
import type { TMailer } from '../plugins/mail'

/** What a service that sends mail needs; the Fastify instance has all of it (`service(app, …)`). */
export type TMailDeps = {
  mailer: TMailer
  log: { error: (object: object, message: string) => void; warn: (object: object, message: string) => void }
  /** The site's public origin, for every link a mail carries. */
  publicOrigin: string
  /** No real payment provider: payment-related mails say so (labelTestMode). */
  paymentsTestMode: boolean
}
export type TServiceDeps = TMailDeps & { db: TDb }
