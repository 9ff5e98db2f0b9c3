import { describe, expect, it } from 'vitest'
import type { TVenueOnDate } from '@utsab/shared/booking-details'
import { bookingFormResolver, EMPTY_BOOKING_FORM, type TBookingForm } from './booking-form'
import { inEnglish } from '@utsab/shared/i18n/english'

const offer = { packages: [], addons: [] }
const studio = { kind: 'photographer' as const, name: 'Alo Studio', size: null, capacity: null, ...offer }
const sari = { kind: 'costume' as const, name: 'Jamdani Sari', size: 'S, M, L', capacity: null, ...offer }
const check = (listing: Parameters<typeof bookingFormResolver>[0], values: Partial<TBookingForm>, venue: TVenueOnDate | null = null) =>
  bookingFormResolver(
    listing,
    false,
    'phone',
    venue,
  )({ ...EMPTY_BOOKING_FORM, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })

describe('the booking form', () => {
  it("asks a photographer's customer where and when, both at once", async () => {
    const { errors } = await check(studio, {})
    expect(Object.keys(errors)).toEqual(['eventAddress', 'eventTime'])
    const given = await check(studio, { eventAddress: 'House 4, Road 2, Uttara', eventTime: '16:30' })
    expect(given.values).toMatchObject({ eventAddress: 'House 4, Road 2, Uttara', eventTime: '16:30' })
  })

  it("leaves them to the family's venue booking of that day", async () => {
    const { errors } = await check(studio, {}, { address: 'Kadam Hall, Mirpur, Dhaka', time: '18:00' })
    expect(errors).toEqual({})
  })

  it('names a malformed field and the missing ones together', async () => {
    const { errors } = await check(sari, { size: 'M', deliveryAddress: 'Dhaka' })
    expect(Object.keys(errors).sort()).toEqual(['deliveryAddress', 'deliveryDate'])
    expect(inEnglish(errors.deliveryAddress?.message ?? '')).toMatch(/at least 10 characters/)
  })
})
