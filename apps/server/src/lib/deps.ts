import type { TDb, TTx } from '../db/client'

/** What a service that writes mail needs (mail is queued in the database); the Fastify instance has all of it (`service(app, …)`). */
export type TMailDeps = {
  db: TDb
  log: { error: (object: object, message: string) => void; warn: (object: object, message: string) => void }
  /** The site's public origin, for every link a mail carries. */
  publicOrigin: string
  /** No real payment provider: payment-related mails say so (labelTestMode). */
  paymentsTestMode: boolean
}
export type TServiceDeps = TMailDeps

/**
 * The same deps working in transaction `tx`. Named one by one, never spread: a Fastify instance's
 * decorations live on its prototype chain, which a spread leaves behind.
 */
export function inTransaction(deps: TServiceDeps, tx: TTx): TServiceDeps {
  return { db: tx, log: deps.log, publicOrigin: deps.publicOrigin, paymentsTestMode: deps.paymentsTestMode }
}
