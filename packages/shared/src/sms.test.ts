import { describe, expect, it } from 'vitest'
import { smsSize } from './sms'

describe('smsSize', () => {
  it('counts GSM text at 160 in one SMS and 153 a part', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm', units: 160, segments: 1 })
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'gsm', units: 161, segments: 2 })
    expect(smsSize('a'.repeat(306))).toEqual({ encoding: 'gsm', units: 306, segments: 2 })
    expect(smsSize('a'.repeat(307)).segments).toBe(3)
  })

  it('counts an escaped GSM character twice', () => {
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'gsm', units: 160, segments: 1 })
    expect(smsSize(`${'a'.repeat(159)}{`)).toEqual({ encoding: 'gsm', units: 161, segments: 2 })
  })

  it('sends Bangla as UCS-2: 70 in one SMS and 67 a part', () => {
    expect(smsSize('আ'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 })
    expect(smsSize('আ'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, segments: 2 })
    expect(smsSize('আ'.repeat(134)).segments).toBe(2)
    expect(smsSize('আ'.repeat(135)).segments).toBe(3)
  })

  it('sends a text with one character outside GSM as UCS-2', () => {
    expect(smsSize(`Utsab code 123456 ৳`).encoding).toBe('ucs2')
    expect(smsSize('Your Utsab code is 123456').encoding).toBe('gsm')
  })
})
