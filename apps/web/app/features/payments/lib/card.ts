import { z } from 'zod'

/** Card number as typed, grouped in fours: "4242424242424242" → "4242 4242 4242 4242" (19 digits at most). */
export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** Expiry as typed, MM/YY: "1230" → "12/30"; a single 2–9 becomes "0n/". */
export function formatExpiry(value: string) {
  let digits = value.replace(/\D/g, '').slice(0, 4)
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** The card form's own checks (the processor has the last word, with the same messages, Stripe's). */
export const ZCardForm = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "Your card's expiration date is incomplete."),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
})
export type TCardFormInput = z.input<typeof ZCardForm>
export type TCardForm = z.output<typeof ZCardForm>

/** The processor's test cards, for the Test mode hint. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
] as const
