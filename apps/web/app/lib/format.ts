import { CURRENCY } from '@utsab/shared/constants'

/**
 * Groups digits the Bangladeshi way (lakh/crore): 1234567 → "12,34,567". Written by hand rather than
 * with Intl so the server and every browser produce the same text (no hydration mismatch).
 */
export function groupDigits(value: number): string {
  const negative = value < 0
  const digits = Math.round(Math.abs(value)).toString()
  if (digits.length <= 3) return (negative ? '-' : '') + digits
  const last3 = digits.slice(-3)
  let rest = digits.slice(0, -3)
  const groups: string[] = []
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2))
    rest = rest.slice(0, -2)
  }
  if (rest) groups.unshift(rest)
  return (negative ? '-' : '') + [...groups, last3].join(',')
}

/** A price in BDT for display: 120000 → "1,20,000 BDT". */
export const formatBdt = (price: number) => `${groupDigits(price)} ${CURRENCY}`

/** One decimal, as the API gives it: 4 → "4.0". */
export const formatRating = (rating: number) => (Math.round(rating * 10) / 10).toFixed(1)
