import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { TDb } from '../db/client'
import { smsMessages } from '../db/schema'
import { simulatorGateway, sslWirelessGateway, type TSmsGateway } from '../lib/sms/gateways'
import { holdForTheNight, SMS_JOB } from '../lib/sms/queue'

export type TSmsSettings = {
  /** The gateway SMS go through; null when none is configured (production without one): nothing is offered by SMS. */
  gateway: TSmsGateway | null
  costPerSegmentPaisa: number
  /** How many sign-in codes the site sends a day at most. */
  dailyCodeLimit: number
  /** Notices wait out 22:00–08:00 Dhaka time (codes never do). */
  quietHours: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: TSmsSettings
  }
}

class SmsNotSent extends Error {}

/**
 * SMS (issue 36): the gateway chosen by the environment (SSL Wireless or the built-in simulator), and the job that
 * sends each queued SMS through it. A refusal for good marks the SMS failed at once; anything else is retried
 * by the job queue, and the SMS is marked failed when its last attempt fails. A code's text is emptied once a
 * real gateway took it: the audit keeps its kind, size and cost, never a code someone could still use.
 */
export const smsPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      db: TDb
      provider: 'simulator' | 'sslwireless' | null
      sslWireless?: { apiUrl: string; apiToken: string; senderId: string }
      costPerSegment: number
      dailyCodeLimit: number
      quietHours: boolean
    },
  ) => {
    const gateway =
      options.provider === 'sslwireless' && options.sslWireless
        ? sslWirelessGateway(options.sslWireless)
        : options.provider === 'simulator'
          ? simulatorGateway
          : null
    const costPerSegmentPaisa = Math.round(options.costPerSegment * 100)
    app.decorate('sms', { gateway, costPerSegmentPaisa, dailyCodeLimit: options.dailyCodeLimit, quietHours: options.quietHours })
    const { db } = options

    app.jobs.handle(SMS_JOB, async (payload, job) => {
      const id = String(payload.smsId)
      const [sms] = await db.select().from(smsMessages).where(eq(smsMessages.id, id))
      if (!sms || sms.status !== 'queued') return
      if (options.quietHours && (await holdForTheNight(db, sms))) return
      const fail = (error: string) =>
        db
          .update(smsMessages)
          .set({ status: 'failed', error: error.slice(0, 300), provider: gateway?.name ?? null })
          .where(eq(smsMessages.id, id))
      if (!gateway) {
        await fail('No SMS gateway is configured')
        return
      }
      const outcome = await gateway.send({ to: sms.to, body: sms.body, reference: id.replace(/-/g, '').slice(0, 20) })
      if (outcome.ok) {
        await db
          .update(smsMessages)
          .set({
            status: 'sent',
            provider: gateway.name,
            providerRef: outcome.reference,
            costPaisa: sms.segments * costPerSegmentPaisa,
            sentAt: new Date(),
            error: null,
            ...(sms.kind === 'code' && gateway.name !== 'simulator' ? { body: '' } : {}),
          })
          .where(eq(smsMessages.id, id))
        return
      }
      if (outcome.permanent || job.attempts >= job.maxAttempts) {
        await fail(outcome.error)
        app.log.warn({ smsId: id, kind: sms.kind, error: outcome.error }, 'SMS not sent')
        return
      }
      await db
        .update(smsMessages)
        .set({ error: outcome.error.slice(0, 300) })
        .where(eq(smsMessages.id, id))
      throw new SmsNotSent(outcome.error)
    })
  },
  { name: 'sms', dependencies: ['jobs'] },
)
