import { expiryPassed, luhnValid } from '@utsab/shared/card'
import type { TErrorCode } from '@utsab/shared/errors'

/**
 * Card checks and Stripe's documented test cards, for the SSLCommerz simulator's card network. Each
 * refusal is Stripe's code, whose sentence (Stripe's own wording, which people recognise from checkouts)
 * is in the catalogs; a card Stripe declines in test mode for not being a test card says so.
 */
export type TCardError = Extract<
  TErrorCode,
  | 'invalid_number'
  | 'incomplete_number'
  | 'invalid_expiry'
  | 'invalid_expiry_year_past'
  | 'incomplete_cvc'
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'test_card_required'
>

export const CARD_MESSAGES = {
  invalidNumber: 'invalid_number',
  incompleteNumber: 'incomplete_number',
  invalidExpiry: 'invalid_expiry',
  pastExpiry: 'invalid_expiry_year_past',
  incompleteCvc: 'incomplete_cvc',
  declined: 'card_declined',
  insufficientFunds: 'insufficient_funds',
  expiredCard: 'expired_card',
  incorrectCvc: 'incorrect_cvc',
  notTestCard: 'test_card_required',
} as const satisfies Record<string, TCardError>

/** Stripe's test cards: what happens when each is charged. */
const TEST_CARDS: Record<string, TCardError | 'succeeds'> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': CARD_MESSAGES.declined,
  '4000000000009995': CARD_MESSAGES.insufficientFunds,
  '4000000000000069': CARD_MESSAGES.expiredCard,
  '4000000000000127': CARD_MESSAGES.incorrectCvc,
}

export const cardBrand = (digits: string) =>
  digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : /^3[47]/.test(digits) ? 'amex' : 'unknown'

export type TCardField = 'cardNumber' | 'expiry' | 'cvc'

/** Validates the form fields; answers the digits, or every problem (one per field, in the form's order). */
export function checkCardForm(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): { digits: string } | { problems: { field: TCardField; error: TCardError }[] } {
  const problems: { field: TCardField; error: TCardError }[] = []
  const digits = card.cardNumber.replace(/[\s-]/g, '')
  const numberError = !/^\d+$/.test(digits)
    ? CARD_MESSAGES.invalidNumber
    : digits.length < 13
      ? CARD_MESSAGES.incompleteNumber
      : digits.length > 19 || !luhnValid(digits)
        ? CARD_MESSAGES.invalidNumber
        : null
  if (numberError) problems.push({ field: 'cardNumber', error: numberError })
  const expiry = card.expiry.replace(/\s/g, '').match(/^(\d{2})\/(\d{2}|\d{4})$/)
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) problems.push({ field: 'expiry', error: CARD_MESSAGES.invalidExpiry })
  else if (expiryPassed(month, Number(expiry[2]), now)) problems.push({ field: 'expiry', error: CARD_MESSAGES.pastExpiry })
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.push({ field: 'cvc', error: CARD_MESSAGES.incompleteCvc })
  return problems.length > 0 ? { problems } : { digits }
}

export function chargeOutcome(digits: string): TCardError | 'succeeds' {
  return TEST_CARDS[digits] ?? CARD_MESSAGES.notTestCard
}
