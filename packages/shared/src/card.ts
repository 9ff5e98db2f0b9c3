/** Card checks the card form (in the browser) and the gateway's simulator (on the server) share. */

/** The Luhn checksum every card number carries: a mistyped digit (or two swapped ones) fails it. */
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

/**
 * Whether a card's expiry (month 1–12, a two- or four-digit year) has passed at `now`: a card is good
 * through the last day of its month, so it has passed once the next month has begun (UTC, as the networks count).
 */
export function expiryPassed(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year
  return Date.UTC(fullYear, month, 1) <= now.getTime()
}
