import { describe, expect, it } from 'vitest'
import { checkBookingDetails, costumeSizes, deliveryWindow } from './booking-details'
import { serverTranslator } from './i18n/compile'
import { renderMessage } from './i18n/message'

describe('costumeSizes', () => {
  it.each([
    [null, []],
    ['', []],
    ['M', ['M']],
    ['Free size', ['Free size']],
    ['S, M, L', ['S', 'M', 'L']],
    ['M / L / XL', ['M', 'L', 'XL']],
    ['S,, M ,S', ['S', 'M']],
  ])('reads %j as %j', (size, sizes) => {
    expect(costumeSizes(size)).toEqual(sizes)
  })
})

describe('deliveryWindow', () => {
  it('opens two days ahead and closes at the booking horizon', () => {
    expect(deliveryWindow('2027-02-27')).toEqual({ from: '2027-03-01', to: '2029-02-26' })
  })
})

const TODAY = '2027-01-10'
const hall = { kind: 'venue' as const, name: 'Kadam Hall', size: null, capacity: 250 }
const sari = { kind: 'costume' as const, name: 'Jamdani Sari', size: 'S, M, L', capacity: null }
const studio = { kind: 'photographer' as const, name: 'Alo Studio', size: null, capacity: null }
const place = { eventAddress: 'Bride’s home, House 4, Road 2, Uttara', eventTime: '16:30' }
const delivery = { size: 'm', quantity: 2, deliveryAddress: 'House 12, Road 5, Dhanmondi', deliveryDate: '2027-01-20' }

describe('checkBookingDetails', () => {
  it("keeps each kind's own details, in their offered spelling, and drops the rest", () => {
    expect(checkBookingDetails(hall, { shift: 'day', guests: 250, ...delivery }, TODAY)).toEqual({
      ok: true,
      details: {
        shift: 'day',
        guests: 250,
        size: null,
        quantity: 1,
        deliveryAddress: null,
        deliveryDate: null,
        eventAddress: null,
        eventTime: null,
      },
    })
    expect(checkBookingDetails(sari, { shift: 'day', guests: 3, ...delivery }, TODAY)).toEqual({
      ok: true,
      details: {
        shift: null,
        guests: null,
        size: 'M',
        quantity: 2,
        deliveryAddress: delivery.deliveryAddress,
        deliveryDate: '2027-01-20',
        eventAddress: null,
        eventTime: null,
      },
    })
    expect(checkBookingDetails(studio, { shift: 'day', ...delivery, ...place }, TODAY)).toMatchObject({
      ok: true,
      details: { shift: null, size: null, deliveryAddress: null, ...place },
    })
    // A costume that names no size takes none.
    expect(checkBookingDetails({ ...sari, size: null }, { ...delivery, size: undefined }, TODAY)).toMatchObject({ details: { size: null } })
  })

  const refusals: [string, Parameters<typeof checkBookingDetails>[0], object, string, string][] = [
    ['no shift', hall, { guests: 10 }, 'shift', 'booking_details_missing'],
    ['no guests', hall, { shift: 'evening' }, 'guests', 'booking_details_missing'],
    ['more guests than seats', hall, { shift: 'evening', guests: 251 }, 'guests', 'too_many_guests'],
    ['no size', sari, { ...delivery, size: undefined }, 'size', 'booking_details_missing'],
    ['a size not offered', sari, { ...delivery, size: 'XXL' }, 'size', 'size_not_offered'],
    ['no address', sari, { ...delivery, deliveryAddress: undefined }, 'deliveryAddress', 'booking_details_missing'],
    ['no delivery date', sari, { ...delivery, deliveryDate: undefined }, 'deliveryDate', 'booking_details_missing'],
    ['delivery tomorrow', sari, { ...delivery, deliveryDate: '2027-01-11' }, 'deliveryDate', 'invalid_delivery_date'],
    ['delivery past the horizon', sari, { ...delivery, deliveryDate: '2029-06-01' }, 'deliveryDate', 'invalid_delivery_date'],
    ['no event address', studio, { eventTime: '10:00' }, 'eventAddress', 'booking_details_missing'],
    ['no start time', studio, { eventAddress: place.eventAddress }, 'eventTime', 'booking_details_missing'],
  ]
  const [en, bn] = [serverTranslator('en').t, serverTranslator('bn').t]

  it.each(refusals)('refuses %s under its field, in words a Bangla page can show', (_, listing, input, field, code) => {
    const checked = checkBookingDetails(listing, input, TODAY)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.refusal).toMatchObject({ field, code })
    const english = renderMessage(en, 'en', checked.refusal.message)
    const bangla = renderMessage(bn, 'bn', checked.refusal.message)
    expect(english).not.toBe(checked.refusal.message.key)
    expect(bangla, english).toMatch(/[\u0980-\u09FF]/)
    expect(bangla.replace(/Kadam Hall|S, M, L/g, '')).not.toMatch(/[A-Za-z]{2,}/)
  })

  it('reports every field refused at once, in screen order', () => {
    const checked = checkBookingDetails(sari, { size: 'XXL' }, TODAY)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.refusals.map((refused) => refused.field)).toEqual(['size', 'deliveryAddress', 'deliveryDate'])
    expect(checked.refusal.field).toBe('size')
    const hall = checkBookingDetails({ kind: 'venue', name: 'Kadam Hall', size: null, capacity: 250 }, {}, TODAY)
    expect(hall.ok || hall.refusals.map((refused) => refused.field)).toEqual(['shift', 'guests'])
  })

  it("takes a photographer's place and time from the family's venue booking of that day when none is given", () => {
    const venue = { address: 'Kadam Hall, Mirpur 10, Dhaka', time: '18:00' }
    const makeup = { ...studio, kind: 'makeup' as const }
    expect(checkBookingDetails(makeup, {}, TODAY, venue)).toMatchObject({
      ok: true,
      details: { eventAddress: venue.address, eventTime: '18:00' },
    })
    // What the customer gives comes first.
    expect(checkBookingDetails(studio, { eventTime: '15:30' }, TODAY, venue)).toMatchObject({
      details: { eventAddress: venue.address, eventTime: '15:30' },
    })
    const without = checkBookingDetails(studio, {}, TODAY)
    expect(without.ok || without.refusals.map((refused) => refused.field)).toEqual(['eventAddress', 'eventTime'])
  })
})
