import { describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { bookingShowOf, countBookings, filterBookings, parseBookingShow } from './booking-filter'

const TODAY = '2027-02-14'
const booking = (status: TOrder['status'], eventDate: string | null, deliveryDate: string | null = null, id: string = status) => ({
  id,
  status,
  eventDate,
  details: { deliveryDate },
})

describe('parseBookingShow', () => {
  it('reads the three views and falls back to upcoming', () => {
    expect(parseBookingShow('past')).toBe('past')
    expect(parseBookingShow('cancelled')).toBe('cancelled')
    expect(parseBookingShow('upcoming')).toBe('upcoming')
    for (const other of [null, undefined, '', 'Past', 'all']) expect(parseBookingShow(other)).toBe('upcoming')
  })
})

describe('bookingShowOf', () => {
  it('puts cancelled and expired bookings under cancelled, whatever their date', () => {
    expect(bookingShowOf(booking('cancelled', '2027-03-01'), TODAY)).toBe('cancelled')
    expect(bookingShowOf(booking('expired', '2027-01-01'), TODAY)).toBe('cancelled')
  })

  it('splits the others by their day: today is still upcoming, yesterday is past', () => {
    expect(bookingShowOf(booking('paid', TODAY), TODAY)).toBe('upcoming')
    expect(bookingShowOf(booking('confirmed', '2027-02-13'), TODAY)).toBe('past')
    expect(bookingShowOf(booking('requested', '2027-05-01'), TODAY)).toBe('upcoming')
    expect(bookingShowOf(booking('pending', '2027-02-15'), TODAY)).toBe('upcoming')
  })

  it('uses a costume’s delivery day, and with no day at all whether it is paid', () => {
    expect(bookingShowOf(booking('paid', null, '2027-02-10'), TODAY)).toBe('past')
    expect(bookingShowOf(booking('paid', null, '2027-02-20'), TODAY)).toBe('upcoming')
    expect(bookingShowOf(booking('paid', null), TODAY)).toBe('past')
    expect(bookingShowOf(booking('pending', null), TODAY)).toBe('upcoming')
  })
})

describe('filterBookings and countBookings', () => {
  const orders = [
    booking('paid', '2027-03-01', null, 'a'),
    booking('cancelled', '2027-03-02', null, 'b'),
    booking('paid', '2027-01-01', null, 'c'),
    booking('expired', '2027-04-01', null, 'd'),
    booking('confirmed', '2027-02-20', null, 'e'),
  ]
  it('keeps each view’s bookings in the order given', () => {
    expect(filterBookings(orders, 'upcoming', TODAY).map((order) => order.id)).toEqual(['a', 'e'])
    expect(filterBookings(orders, 'past', TODAY).map((order) => order.id)).toEqual(['c'])
    expect(filterBookings(orders, 'cancelled', TODAY).map((order) => order.id)).toEqual(['b', 'd'])
  })
  it('counts every booking once', () => {
    expect(countBookings(orders, TODAY)).toEqual({ upcoming: 2, past: 1, cancelled: 2 })
  })
})
