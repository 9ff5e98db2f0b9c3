/**
 * Card checks and Stripe's documented test cards, for the SSLCommerz simulator's card network.
 * Messages are Stripe's own wording, which people recognise from checkouts.
 */
export type TCardError = { code: string; message: string }

export const CARD_MESSAGES = {
  invalidNumber: { code: 'invalid_number', message: 'Your card number is invalid.' },
  incompleteNumber: { code: 'incomplete_number', message: 'Your card number is incomplete.' },
  invalidExpiry: { code: 'invalid_expiry', message: "Your card's expiration date is invalid." },
  pastExpiry: { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." },
  incompleteCvc: { code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficientFunds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  incorrectCvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  notTestCard: {
    code: 'card_declined',
    message: 'Your card was declined. Test mode accepts only test cards, such as 4242 4242 4242 4242.',
  },
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

export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export const cardBrand = (digits: string) =>
  digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : /^3[47]/.test(digits) ? 'amex' : 'unknown'

/** Validates the form fields; answers the digits or the first problem. */
export function checkCardForm(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): { digits: string } | { error: TCardError; field: string } {
  const digits = card.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d+$/.test(digits)) return { error: CARD_MESSAGES.invalidNumber, field: 'cardNumber' }
  if (digits.length < 13) return { error: CARD_MESSAGES.incompleteNumber, field: 'cardNumber' }
  if (digits.length > 19 || !luhnValid(digits)) return { error: CARD_MESSAGES.invalidNumber, field: 'cardNumber' }
  const expiry = card.expiry.replace(/\s/g, '').match(/^(\d{2})\/(\d{2}|\d{4})$/)
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) return { error: CARD_MESSAGES.invalidExpiry, field: 'expiry' }
  const year = Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2])
  const endOfMonth = Date.UTC(year, month, 1)
  if (endOfMonth <= now.getTime()) return { error: CARD_MESSAGES.pastExpiry, field: 'expiry' }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { error: CARD_MESSAGES.incompleteCvc, field: 'cvc' }
  return { digits }
}

export function chargeOutcome(digits: string): TCardError | 'succeeds' {
  return TEST_CARDS[digits] ?? CARD_MESSAGES.notTestCard
}
