import { z } from 'zod'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'

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

/** What the card form says about each field it refuses, in the page's language. */
export type TCardMessages = Record<'cardNumber' | 'expiry' | 'cvc', string>

/** The messages' keys: Stripe's sentences (the gateway has the last word, with the same messages). */
export const CARD_MESSAGES = {
  cardNumber: 'payments.card.incompleteNumber',
  expiry: 'payments.card.incompleteExpiry',
  cvc: 'payments.card.incompleteCvc',
} as const satisfies Record<keyof TCardMessages, TMessageKey>

/** The card form's own checks, before the gateway is called. */
export const cardFormSchema = (messages: TCardMessages) =>
  z.object({
    cardNumber: z
      .string()
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, messages.cardNumber)),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, messages.expiry),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, messages.cvc),
  })
type TCardFormSchema = ReturnType<typeof cardFormSchema>
export type TCardFormInput = z.input<TCardFormSchema>
export type TCardForm = z.output<TCardFormSchema>

/** Test cards of the SSLCommerz simulator's card path (Stripe's own), for the Test mode hint: the number and what happens with it. */
export const TEST_CARDS: readonly { number: string; outcome: TMessageKey }[] = [
  { number: '4242 4242 4242 4242', outcome: 'payments.testCard.succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'payments.testCard.declined' },
  { number: '4000 0000 0000 9235', outcome: 'payments.testCard.held' },
]
