import { z } from 'zod'
import { expiryPassed, luhnValid } from '@utsab/shared/card'
import { toLatinDigits } from '@utsab/shared/format'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'

/** Card number as typed (Latin or Bengali digits), grouped in fours: "4242424242424242" → "4242 4242 4242 4242" (19 digits at most). */
export const formatCardNumber = (value: string) =>
  toLatinDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** The CVC as typed (Latin or Bengali digits): its digits, four at most. */
export const formatCvc = (value: string) => toLatinDigits(value).replace(/\D/g, '').slice(0, 4)

/** Expiry as typed, MM/YY: "1230" → "12/30"; a single 2–9 becomes "0n/". */
export function formatExpiry(value: string) {
  let digits = toLatinDigits(value).replace(/\D/g, '').slice(0, 4)
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** What the card form says about each field it refuses, in the page's language. */
export type TCardMessages = Record<'cardNumber' | 'invalidNumber' | 'expiry' | 'pastExpiry' | 'cvc', string>

/** The messages' keys: Stripe's sentences (the gateway has the last word, with the same messages). */
export const CARD_MESSAGES = {
  cardNumber: 'payments.card.incompleteNumber',
  invalidNumber: 'payments.card.invalidNumber',
  expiry: 'payments.card.incompleteExpiry',
  pastExpiry: 'payments.card.pastExpiry',
  cvc: 'payments.card.incompleteCvc',
} as const satisfies Record<keyof TCardMessages, TMessageKey>

/**
 * The card form's own checks, before the gateway is called: every field at once (a zod object reports
 * each failing field), with the number's Luhn checksum and an expiry that has not passed (`now`: the page's clock).
 */
export const cardFormSchema = (messages: TCardMessages, now: () => Date = () => new Date()) =>
  z.object({
    cardNumber: z
      .string()
      .transform((value) => toLatinDigits(value).replace(/\s/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, messages.cardNumber)
          .refine(luhnValid, messages.invalidNumber),
      ),
    expiry: z
      .string()
      .trim()
      .transform(toLatinDigits)
      .pipe(
        z
          .string()
          .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, messages.expiry)
          .refine((value) => !expiryPassed(Number(value.slice(0, 2)), Number(value.slice(3)), now()), messages.pastExpiry),
      ),
    cvc: z
      .string()
      .trim()
      .transform(toLatinDigits)
      .pipe(z.string().regex(/^\d{3,4}$/, messages.cvc)),
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
