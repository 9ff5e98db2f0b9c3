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
  '4000000000007726': 'succeeds',
  '4000000000005126': 'succeeds',
}

/**
 * Stripe's test cards whose refunds are asynchronous: 4000 0000 0000 7726's refund is processing and then
 * given back; 4000 0000 0000 5126's is processing and then refused. Every other card's refund is given
 * back at once.
 */
const SLOW_REFUND_CARDS: Record<string, 'refunded' | 'cancelled'> = {
  '4000000000007726': 'refunded',
  '4000000000005126': 'cancelled',
}

/** How long a slow refund stays `processing` at the simulator before it is given back or refused. */
export const REFUND_PROCESSING_MS = 60_000

/** The gateway's reason when it refuses a slow refund. */
export const REFUND_REFUSAL = "The card's issuing bank declined the refund"

/** The card as the gateway shows it (first six and last four digits), as it names a session's card. */
export const maskCard = (digits: string) => `${digits.slice(0, 6)}XXXXXX${digits.slice(-4)}`

/**
 * How a refund of a payment by the card shown as `cardNo` ends: at once (`refunded` from the start), or
 * `processing` until REFUND_PROCESSING_MS after it was asked for, then refunded or cancelled.
 */
export function refundOutcome(cardNo: string | null, initiatedOn: Date, now: Date): 'refunded' | 'processing' | 'cancelled' {
  const slow = Object.entries(SLOW_REFUND_CARDS).find(([digits]) => maskCard(digits) === cardNo)?.[1]
  if (!slow) return 'refunded'
  return now.getTime() - initiatedOn.getTime() < REFUND_PROCESSING_MS ? 'processing' : slow
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
