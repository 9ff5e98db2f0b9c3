import { describe, expect, it } from 'vitest'
import { parseTypedDate, parseTypedNumber, typedDate } from '../format'
import { ZListingQuery } from './catalog'
import { typedNumber } from './common'
import { ZListingFields } from './merchants'
import { ZOfferInput } from './offer'
import { ZBookingDetails, ZGatewayCard } from './orders'
import { inEnglish } from '../i18n/english'

describe('parseTypedNumber: a number as a person types it', () => {
  it.each([
    ['২৫০', 250],
    ['250', 250],
    ['২5০', 250],
    ['১২,০০০', 12000],
    ['2,15,000', 215000],
    ['২,১৫,০০০', 215000],
    ['215,000', 215000],
    ['12 000', 12000],
    ['12\u00a0000', 12000],
    ['  ৪২  ', 42],
    ['৪.৫', 4.5],
    ['0', 0],
    ['-5', -5],
    ['２５０', 250],
  ])('reads %j as %d', (text, value) => {
    expect(parseTypedNumber(text)).toBe(value)
  })

  it.each(['', '   ', 'abc', '২৫০জন', '12abc', '1e5', '0x10', '1,,2', ',5', '5,', '1.2.3', '.5', 'Infinity', 'NaN', '১২-০০০'])(
    'refuses %j',
    (text) => {
      expect(parseTypedNumber(text)).toBeNull()
    },
  )
})

describe('typedNumber: the schema of every typed number', () => {
  const guests = typedNumber({ label: 'Guests', min: 1, max: 5000 })

  it('reads Bengali, Latin and mixed digits, and numbers', () => {
    expect(guests.parse('২৫০')).toBe(250)
    expect(guests.parse('1,2০০')).toBe(1200)
    expect(guests.parse(250)).toBe(250)
  })

  it('refuses garbage, fractions and numbers out of range with the field named', () => {
    expect(inEnglish(guests.safeParse('অনেক').error?.issues[0]?.message ?? '')).toBe('Guests must be a number')
    expect(inEnglish(guests.safeParse('').error?.issues[0]?.message ?? '')).toBe('Guests must be a number')
    expect(inEnglish(guests.safeParse('২.৫').error?.issues[0]?.message ?? '')).toBe('Guests must be a whole number')
    expect(inEnglish(guests.safeParse('০').error?.issues[0]?.message ?? '')).toBe('Guests must be between 1 and 5,000')
    expect(inEnglish(guests.safeParse('৫০০১').error?.issues[0]?.message ?? '')).toBe('Guests must be between 1 and 5,000')
  })

  it('lets an absent optional number through', () => {
    expect(guests.optional().parse(undefined)).toBeUndefined()
  })

  it('is what the shared schemas read typed numbers with', () => {
    expect(ZBookingDetails.parse({ guests: '২৫০', quantity: '৩', addons: [{ id: 'a1', quantity: '২' }] })).toMatchObject({
      guests: 250,
      quantity: 3,
      addons: [{ id: 'a1', quantity: 2 }],
    })
    expect(ZListingFields.partial().parse({ price: '১২,০০০', capacity: '৩০০', advancePercent: '২৫', rating: '৪.৫' })).toEqual({
      price: 12000,
      capacity: 300,
      advancePercent: 25,
      rating: 4.5,
    })
    expect(ZListingQuery.parse({ guests: '২৫০', minPrice: '৫,০০০', maxPrice: '২০০০০' })).toMatchObject({
      guests: 250,
      minPrice: 5000,
      maxPrice: 20000,
    })
    expect(ZOfferInput.parse({ packages: [{ name: 'Classic', price: '৮০,০০০' }], addons: [] }).packages[0]?.price).toBe(80000)
    expect(ZGatewayCard.parse({ cardNumber: '৪২৪২ ৪২৪২ ৪২৪২ ৪২৪২', expiry: '১২/৩০', cvc: '১২৩' })).toMatchObject({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    })
  })
})

describe('typed dates: day first, Latin or Bengali digits', () => {
  it.each([
    ['14/02/2027', '2027-02-14'],
    ['১৪/০২/২০২৭', '2027-02-14'],
    ['4/2/2027', '2027-02-04'],
    ['14-02-2027', '2027-02-14'],
    ['14.02.২০২৭', '2027-02-14'],
    [' 29/02/2028 ', '2028-02-29'],
  ])('reads %j as %s', (text, date) => {
    expect(parseTypedDate(text)).toBe(date)
  })

  it.each(['', '2027-02-14', '31/02/2027', '29/02/2027', '14/13/2027', '00/01/2027', '14/02/27', 'কাল'])('refuses %j', (text) => {
    expect(parseTypedDate(text)).toBeNull()
  })

  it('writes a day the way the field shows it, in the page’s digits', () => {
    expect(typedDate('2027-02-14', 'en')).toBe('14/02/2027')
    expect(typedDate('2027-02-14', 'bn')).toBe('১৪/০২/২০২৭')
    expect(typedDate('', 'bn')).toBe('')
  })
})
