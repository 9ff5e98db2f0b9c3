import { describe, expect, it } from 'vitest'
import { cardFormSchema, formatCardNumber, formatExpiry } from './card'

const MESSAGES = { cardNumber: 'number', invalidNumber: 'luhn', expiry: 'expiry', pastExpiry: 'past', cvc: 'cvc' }
const ZCardForm = cardFormSchema(MESSAGES, () => new Date('2026-05-15T10:00:00Z'))

describe('card input helpers', () => {
  it('groups the card number in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00')
    expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19)
  })
  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1230')).toBe('12/30')
    expect(formatExpiry('12/3')).toBe('12/3')
    expect(formatExpiry('4')).toBe('04')
    expect(formatExpiry('1')).toBe('1')
  })
  it('checks the form before calling the processor', () => {
    expect(ZCardForm.safeParse({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).data).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    })
    const bad = ZCardForm.safeParse({ cardNumber: '4242', expiry: '13/30', cvc: '1' })
    expect(bad.error?.issues.map((issue) => issue.path[0])).toEqual(['cardNumber', 'expiry', 'cvc'])
  })
  it('reports every wrong field at once: a number that fails the Luhn check and an expiry in the past', () => {
    const bad = ZCardForm.safeParse({ cardNumber: '4242 4242 4242 4241', expiry: '04/26', cvc: '12' })
    expect(bad.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['cardNumber', 'luhn'],
      ['expiry', 'past'],
      ['cvc', 'cvc'],
    ])
  })
  it('takes a card through the last day of its month, in Bengali digits too', () => {
    expect(ZCardForm.safeParse({ cardNumber: '৪২৪২ ৪২৪২ ৪২৪২ ৪২৪২', expiry: '০৫/২৬', cvc: '১২৩' }).success).toBe(true)
  })
})
