import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, P } from '../../lib/email/layout'

/** Double opt-in: the link that confirms a newsletter subscription. */
export function newsletterConfirmation(email: string, url: string, validHours: number): TMailDraft {
  return {
    to: email,
    subject: 'Confirm your Utsab newsletter subscription',
    body: (
      <>
        <P>Hello,</P>
        <P>
          Someone (we hope you) asked to receive the Utsab newsletter at this address. To confirm, open this link within {validHours} hours:
        </P>
        <ActionLink href={url}>Confirm my subscription</ActionLink>
        <P>If it was not you, ignore this email: you will not be subscribed.</P>
      </>
    ),
  }
}
