import { render } from '@react-email/render'
import type { ReactNode } from 'react'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMail } from '../../plugins/mail'
import { enqueueJob, type TDbExecutor } from '../jobs/queue'
import { EmailLayout } from './layout'
import { mailWords } from './words'
import { isPhoneAccountEmail } from '@utsab/shared/schemas/phone'

/** An email before rendering: the envelope and the body as components (inside EmailLayout). */
export type TMailDraft = Omit<TMail, 'text' | 'html'> & {
  /** The recipient's language: the whole mail, its subject and its links are in it. */
  locale: TLocale
  preview?: string
  /** A payment-related mail from a site without a real payment provider (see labelTestMode). */
  testMode?: boolean
  body: ReactNode
}

/** A payment-related email from a site without a real payment provider says so, in its subject and first line. */
export function labelTestMode(draft: TMailDraft, testMode: boolean): TMailDraft {
  if (!testMode || draft.testMode) return draft
  return { ...draft, testMode: true, subject: mailWords(draft.locale).t('emails.testModeSubject', { subject: draft.subject }) }
}

/** Renders a draft into the mail the mailer sends: HTML and its plain-text alternative, both from the same components. */
export async function composeMail({ body, preview, testMode, ...envelope }: TMailDraft): Promise<TMail> {
  const element = (
    <EmailLayout locale={envelope.locale} preview={preview} testMode={testMode}>
      {body}
    </EmailLayout>
  )
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }] } }),
  ])
  const { locale: _locale, ...mail } = envelope
  return { ...mail, html, text: text.trim() + '\n' }
}

export const MAIL_JOB = 'email'

/**
 * Writes a rendered mail into the job queue (decision 040), in `db`'s transaction when it is one: the
 * mail exists exactly when the change it reports does. The worker sends it, and tries again while the
 * mail server is away; nothing sends mail any other way.
 */
export async function queueRenderedMail(db: TDbExecutor, mail: TMail): Promise<void> {
  // An account made with a mobile number has no mailbox until it adds one (its bookings show its email as ''): its
  // notices go by SMS.
  if (!mail.to || isPhoneAccountEmail(mail.to)) return
  await enqueueJob(db, { kind: MAIL_JOB, payload: mail, label: `${mail.to}: ${mail.subject}` })
}

/** Renders a draft and queues it, in `db`'s transaction when it is one (see queueRenderedMail). */
export async function queueMail(db: TDbExecutor, draft: TMailDraft | Promise<TMailDraft>): Promise<void> {
  await queueRenderedMail(db, await composeMail(await draft))
}

/**
 * Queues a mail after the change it reports was committed, for a change that stands whether or not
 * its mail could be written (a failure, such as the recipient's language not being readable, is logged under `what`).
 */
export async function queueMailQuietly(
  deps: { db: TDbExecutor; log: { error: (object: object, message: string) => void } },
  /** The draft, or its making (which may read the recipient's language): a failure there is logged too. */
  draft: TMailDraft | Promise<TMailDraft>,
  what: string,
): Promise<void> {
  try {
    await queueMail(deps.db, draft)
  } catch (error) {
    deps.log.error({ err: error }, `${what} not queued`)
  }
}
