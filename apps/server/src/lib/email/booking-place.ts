import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TMailWords } from './words'

/**
 * "Where and when: Bride's home, House 4, Uttara, from 4:30 PM": where a photographer or makeup artist is wanted and
 * when they start, as the customer gave them or their venue booking of that day says. Null for other bookings.
 */
export function whereAndWhen(order: Pick<TOrder, 'details'>, words: TMailWords): string | null {
  const { eventAddress, eventTime } = order.details
  if (!eventAddress || !eventTime) return null
  return words.t('emails.booking.where', { address: eventAddress, time: words.clock(eventTime) })
}
