import { describe, expect, it } from 'vitest'
import { formatDate } from '@utsab/shared/format'
import { errorsBn } from '@utsab/shared/i18n/messages/errors'
import { AppError, errorMessage, summarizeFields } from './errors'

/**
 * An error's sentence is written from its code's key, in the language asked for: its values too (numbers
 * in Bengali digits, days and amounts as Bangla writes them, known words by their keys).
 */
describe('errorMessage', () => {
  it('writes a day inside a sentence as the language writes days', () => {
    const params = { name: 'Rose Garden Hall', date: { date: '2027-02-14' } }
    expect(errorMessage('en', 'cart_date_taken', params)).toBe(
      `Rose Garden Hall is already booked on ${formatDate('2027-02-14')}. Pick another date for it in your cart.`,
    )
    expect(errorMessage('bn', 'cart_date_taken', params)).toBe(
      'Rose Garden Hall ১৪ ফেব্রুয়ারি ২০২৭ তারিখে আগেই বুক হয়ে গেছে। কার্ট থেকে এর জন্য অন্য একটি তারিখ বেছে নিন।',
    )
  })

  it('writes numbers in the language’s digits and amounts as it writes money', () => {
    expect(errorMessage('bn', 'rate_limited', { seconds: 60 })).toBe('অনেকবার চেষ্টা করা হয়েছে। ৬০ সেকেন্ড পরে আবার চেষ্টা করুন।')
    expect(errorMessage('bn', 'cart_full', { max: 10 })).toBe(
      'আপনার কার্ট ভরে গেছে: এতে সর্বোচ্চ ১০টি আইটেম রাখা যায়। আগে চেকআউট করুন অথবা একটি আইটেম সরিয়ে দিন।',
    )
    const refund = { refund: { money: 15_000 }, expected: { money: 215_000 } }
    expect(errorMessage('en', 'refund_changed', refund)).toBe(
      'Cancelling now refunds 15,000 BDT, not 2,15,000 BDT. Please look at the amount again.',
    )
    expect(errorMessage('bn', 'refund_changed', refund)).toContain('১৫,০০০ ৳')
  })

  it('translates the known words it names, and a list of them', () => {
    const params = {
      kinds: [{ key: 'errors.kind.venue' }, { key: 'errors.kind.photographer' }],
      kind: { key: 'errors.kind.makeup' },
    } as const
    expect(errorMessage('en', 'kind_not_sold', params)).toBe('You sell venue, photographer; you cannot add makeup listings.')
    expect(errorMessage('bn', 'sells_nothing', { kind: { key: 'errors.kind.venue' } })).toBe(
      'আপনি এখনো কিছু বিক্রি করেন না; ভেন্যু লিস্টিং যোগ করতে পারবেন না।',
    )
  })

  it('counts minutes in English and chooses by kind and role', () => {
    expect(errorMessage('en', 'upload_rate_limited', { max: 30, window: 10, minutes: 1 })).toMatch(/in 1 minute\.$/)
    expect(errorMessage('en', 'upload_rate_limited', { max: 30, window: 10, minutes: 7 })).toMatch(/in 7 minutes\.$/)
    expect(errorMessage('en', 'kind_listing_not_found', { kind: 'photographer' })).toBe('No photographers listing with this id')
    expect(errorMessage('en', 'already_merchant', { role: 'admin' })).toBe('You are already an admin.')
    expect(errorMessage('bn', 'already_merchant', { role: 'merchant' })).toBe('আপনি আগে থেকেই মার্চেন্ট।')
  })

  it('leads with the first field, or sums the fields up, when the code says so', () => {
    const fields = { eventDate: { key: 'errors.eventDate.past' }, phone: { key: 'errors.booking.phoneMissing' } } as const
    expect(errorMessage('en', 'invalid_event_date', undefined, fields)).toBe('The event date cannot be in the past.')
    expect(errorMessage('en', 'invalid_event_date')).toBe('Please choose the event date.')
    expect(errorMessage('en', 'validation_failed', undefined, fields)).toBe(
      'eventDate: The event date cannot be in the past.; phone: Please give your mobile number so the merchant can reach you.',
    )
    // In Bangla, the sentences alone: the inputs' names are the API's English words.
    expect(errorMessage('bn', 'validation_failed', undefined, fields)).toBe(
      `${errorsBn['errors.eventDate.past']}; ${errorsBn['errors.booking.phoneMissing']}`,
    )
    expect(errorMessage('en', 'validation_failed')).toBe('Invalid input')
  })

  it('keeps a field named in its own sentence unprefixed', () => {
    expect(summarizeFields({ pageSize: 'pageSize must be at most 60' })).toBe('pageSize must be at most 60')
  })
})

describe('AppError', () => {
  it('takes its status from the union and keeps its English sentence for the log', () => {
    const error = new AppError('cart_full', { max: 10 })
    expect(error.statusCode).toBe(409)
    expect(error.message).toBe('Your cart is full: it holds at most 10 items. Check out or remove an item first.')
    expect(error.sentence).toEqual({ key: 'errors.cart.full', params: { max: 10 } })
  })
})
