import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import nodemailer from 'nodemailer'
import type { TDb } from '../db/client'
import { outboxMessages } from '../db/schema'
import { MAIL_JOB } from '../lib/email/compose'
import type { TRateLimiter } from '../lib/rate-limiter'

export type TMailAttachment = { filename: string; content: string; contentType: string }
export type TMail = {
  to: string
  /** A fixed sentence (an order number at most): never text a user typed, so nobody can speak in our name. */
  subject: string
  text: string
  html: string
  /** Where the recipient's answer goes (support's address, for mails an admin writes). */
  replyTo?: string
  attachments?: TMailAttachment[]
  /**
   * Never dropped by the per-recipient budget: receipts and refund notices (money moved, and moving it
   * costs the sender real money), the admin's decisions, and the auth mails (limited per account already).
   */
  essential?: boolean
  /** The same for every attempt at one queued mail, so a mail server or client that got it before drops a repeat. */
  messageId?: string
}
export type TMailer = { kind: 'smtp' | 'outbox'; send: (mail: TMail) => Promise<void> }

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends rendered mails (see lib/email/compose: composeMail, queueMailQuietly), within each recipient's hourly budget. */
    mailer: TMailer
  }
}

const HOUR_MS = 60 * 60 * 1000

/** The part of an address a log may keep: the domain says which provider, not whose inbox. */
const recipientDomain = (address: string) => address.slice(address.lastIndexOf('@') + 1)

/**
 * Each address receives at most `perHour` non-essential mails an hour (booking confirmations, booking
 * notices, newsletter confirmations): someone who books, or signs up with another person's address,
 * again and again cannot make us flood that inbox. Over budget a mail is dropped and logged, not failed.
 */
export function withRecipientBudget(
  mailer: TMailer,
  options: { rateLimiter: TRateLimiter; perHour: number; log: FastifyBaseLogger },
): TMailer {
  return {
    kind: mailer.kind,
    send: async ({ essential, ...mail }) => {
      if (!essential) {
        const { allowed } = await options.rateLimiter.hit(`mail:${mail.to.trim().toLowerCase()}`, options.perHour, HOUR_MS)
        if (!allowed) {
          options.log.warn(
            { toDomain: recipientDomain(mail.to), subject: mail.subject },
            'mail dropped: this address had its hourly budget',
          )
          return
        }
      }
      await mailer.send(mail)
    },
  }
}

/**
 * Mail adapter: SMTP through nodemailer when SMTP_URL is set; otherwise every message is kept in
 * the outbox table, where a developer reads it (/dev/outbox). The log names the mail only: its links
 * (password resets, verifications) would let anyone who reads logs take over the account.
 */
export function createMailer(options: { smtpUrl?: string; from: string; db: TDb; log: FastifyBaseLogger }): TMailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail })
      },
    }
  }
  return {
    kind: 'outbox',
    send: async (mail) => {
      const { attachments = [], messageId: _messageId, ...message } = mail
      const listed = attachments.map((file) => `\n[attachment: ${file.filename}]\n${file.content}`).join('')
      const [kept] = await options.db
        .insert(outboxMessages)
        .values({ ...message, text: message.text + listed })
        .returning({ id: outboxMessages.id })
      // The subject is a fixed sentence (TMail), so it names the kind of mail without carrying a link.
      options.log.info({ id: kept?.id, toDomain: recipientDomain(mail.to), subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)')
    },
  }
}

/**
 * The `mailer` decorator, which the job queue's email jobs go through (nothing else sends mail): the given adapter (tests) or the one the environment asks for (SMTP or
 * the outbox), behind the per-recipient budget.
 */
export const mailPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      mailer?: TMailer
      smtpUrl?: string
      from: string
      db: TDb
      rateLimiter: TRateLimiter
      perHour: number
      publicOrigin: string
    },
  ) => {
    const adapter = options.mailer ?? createMailer({ smtpUrl: options.smtpUrl, from: options.from, db: options.db, log: app.log })
    const mailer = withRecipientBudget(adapter, { rateLimiter: options.rateLimiter, perHour: options.perHour, log: app.log })
    app.decorate('mailer', mailer)
    const messageDomain = new URL(options.publicOrigin).hostname
    app.jobs.handle(MAIL_JOB, (payload, job) => mailer.send({ ...(payload as TMail), messageId: `<mail-${job.id}@${messageDomain}>` }))
  },
  { name: 'mail', dependencies: ['jobs'] },
)
