import { describe, expect, it } from 'vitest'
import { formatDhakaDateTime } from './time'

describe('formatDhakaDateTime', () => {
  it('shows the moment in Bangladesh time (UTC+6)', () => {
    expect(formatDhakaDateTime('2027-02-14T03:05:00.000Z')).toBe('14 Feb 2027, 09:05')
  })

  it('moves to the next day after 18:00 UTC', () => {
    expect(formatDhakaDateTime('2026-12-31T18:30:00Z')).toBe('1 Jan 2027, 00:30')
  })

  it('leaves text it cannot read as it is', () => {
    expect(formatDhakaDateTime('soon')).toBe('soon')
  })
})
