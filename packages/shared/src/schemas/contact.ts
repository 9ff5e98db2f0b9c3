import { z } from 'zod'
import { toLatinDigits } from '../format'
import { withoutControls, ZEmail } from './common'

const optionalText = (max: number, label: string) =>
  withoutControls(z.string().trim().max(max, `${label} must be at most ${max} characters`), label)
    .optional()
    .transform((value) => (value ? value : undefined))

/** The contact page form (spec §2: name, email, phone, company name, message). */
export const ZContactMessage = z.object({
  name: withoutControls(
    z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
    'Name',
  ),
  email: ZEmail,
  // Latin or Bengali digits; kept in Latin digits.
  phone: optionalText(30, 'Phone')
    .transform((phone) => (phone === undefined ? undefined : toLatinDigits(phone)))
    .pipe(
      z
        .string()
        .regex(/^\+?[0-9 ()-]{6,30}$/, 'Phone must contain digits only (spaces, dashes and a leading + are fine)')
        .optional(),
    ),
  company: optionalText(100, 'Company name'),
  message: withoutControls(
    z
      .string({ message: 'Message is required' })
      .trim()
      .min(10, 'Message must be at least 10 characters')
      .max(2000, 'Message must be at most 2000 characters'),
    'Message',
    { multiline: true },
  ),
})
export type TContactMessage = z.input<typeof ZContactMessage>

export const ZContactMessageCreated = z.object({ id: z.uuid(), message: z.string() })

export const ZNewsletterSubscription = z.object({ email: ZEmail })
export type TNewsletterSubscription = z.input<typeof ZNewsletterSubscription>
export const ZNewsletterSubscribed = z.object({ email: z.string(), message: z.string() })
