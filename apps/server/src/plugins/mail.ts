import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import { TEXTS } from '@utsab/shared/texts'
import type { TDb } from '../db/client'
import { outboxMessages } from '../db/schema'

export type TMailAttachment = { filename: string; content: string; contentType: string }
export type TMail = { to: string; subject: string; text: string; html: string; attachments?: TMailAttachment[] }
export type TMailer = { kind: 'smtp' | 'outbox'; send: (mail: TMail) => Promise<void> }

/** A payment-related email from a site without a real payment provider says so, in its subject and first line. */
export function labelTestMode(mail: TMail, testMode: boolean): TMail {
  if (!testMode) return mail
  return {
    ...mail,
    subject: `[${TEXTS.testMode}] ${mail.subject}`,
    text: `${TEXTS.testModeNoMoney}\n\n${mail.text}`,
    html: `<p><strong>${TEXTS.testModeNoMoney}</strong></p>${mail.html}`,
  }
}

/**
 * Mail adapter: SMTP through nodemailer when SMTP_URL is set; otherwise every message is kept in
 * the outbox table and its links are printed to the log, so a developer can follow them.
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
      const { attachments = [], ...message } = mail
      const listed = attachments.map((file) => `\n[attachment: ${file.filename}]\n${file.content}`).join('')
      await options.db.insert(outboxMessages).values({ ...message, text: message.text + listed })
      const links = mail.text.match(/https?:\/\/\S+/g) ?? []
      options.log.info({ to: mail.to, subject: mail.subject, links }, 'mail kept in the outbox (no SMTP_URL)')
    },
  }
}
