import { describe, expect, it } from 'vitest'
import { merchantCanCancel } from './booking-actions'

const TODAY = '2026-03-10'

describe('merchantCanCancel', () => {
  it('lets a merchant cancel a confirmed or paid booking up to its event day', () => {
    expect(merchantCanCancel({ status: 'confirmed', eventDate: '2026-05-01' }, TODAY)).toBe(true)
    expect(merchantCanCancel({ status: 'paid', eventDate: TODAY }, TODAY)).toBe(true)
  })
  it('not once the event day has passed', () => {
    expect(merchantCanCancel({ status: 'paid', eventDate: '2026-03-09' }, TODAY)).toBe(false)
  })
  it('not an unpaid, lapsed or cancelled booking, nor an undated (delivered) one', () => {
    for (const status of ['pending', 'expired', 'cancelled'] as const)
      expect(merchantCanCancel({ status, eventDate: '2026-05-01' }, TODAY)).toBe(false)
    expect(merchantCanCancel({ status: 'paid', eventDate: null }, TODAY)).toBe(false)
  })
})
