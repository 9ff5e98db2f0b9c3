import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import type { TMailDraft } from '../../lib/email/compose'
import { ActionLink, P, Quote } from '../../lib/email/layout'

/** The applicant learns why the application was declined, and that they may apply again. */
export function declineEmail(application: TMerchantApplication): TMailDraft {
  return {
    to: application.user.email,
    subject: 'About your Utsab merchant application',
    essential: true,
    body: (
      <>
        <P>Hello {application.user.name},</P>
        <P>Thank you for applying to sell on Utsab as {application.agencyName}. We could not accept the application this time:</P>
        <Quote text={application.declineReason ?? ''} />
        <P>You are welcome to apply again once this is addressed.</P>
      </>
    ),
  }
}

/** The applicant learns they can sell now, and where to add more listings. */
export function acceptedEmail(application: TMerchantApplication, origin: string): TMailDraft {
  return {
    to: application.user.email,
    subject: 'You are now a merchant on Utsab',
    essential: true,
    body: (
      <>
        <P>Hello {application.user.name},</P>
        <P>
          Your application to sell on Utsab as {application.agencyName} is accepted. Your first listing is published, and customers can find
          and book it now.
        </P>
        <ActionLink href={`${origin}/dashboard/add-costumes`}>Add more events</ActionLink>
      </>
    ),
  }
}
