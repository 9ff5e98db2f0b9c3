import type { TMailDraft } from '../lib/email/compose'
import { ActionLink, P } from '../lib/email/layout'

/** The password reset link (better-auth builds the url). */
export function resetPasswordEmail(user: { name: string; email: string }, url: string): TMailDraft {
  return {
    to: user.email,
    subject: 'Reset your Utsab password',
    essential: true,
    body: (
      <>
        <P>Hello {user.name},</P>
        <P>Someone asked to reset the password of your Utsab account. To choose a new password, open this link within one hour:</P>
        <ActionLink href={url}>Reset my password</ActionLink>
        <P>If it was not you, ignore this email: your password stays as it is.</P>
      </>
    ),
  }
}

/** The email verification link sent at sign-up and on request. */
export function verifyEmail(user: { name: string; email: string }, url: string): TMailDraft {
  return {
    to: user.email,
    subject: 'Verify your email for Utsab',
    essential: true,
    body: (
      <>
        <P>Welcome to Utsab, {user.name}!</P>
        <P>Please confirm your email address by opening this link:</P>
        <ActionLink href={url}>Verify my email</ActionLink>
      </>
    ),
  }
}
